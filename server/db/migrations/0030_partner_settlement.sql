CREATE TABLE "partner_settlement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_settlement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"amount" bigint NOT NULL,
	"reference_no" varchar(64) NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_settlement" ADD CONSTRAINT "partner_settlement_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_settlement_period_uq" ON "partner_settlement" USING btree ("partner_id","period_from");--> statement-breakpoint
CREATE INDEX "partner_settlement_to_idx" ON "partner_settlement" USING btree ("partner_id","period_to");