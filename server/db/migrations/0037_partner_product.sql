CREATE TABLE "partner_product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"scheme_code" varchar(30) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_product" ADD CONSTRAINT "partner_product_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_product" ADD CONSTRAINT "partner_product_product_id_biller_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."biller_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_product_uq" ON "partner_product" USING btree ("partner_id","product_id");--> statement-breakpoint
CREATE INDEX "partner_product_product_idx" ON "partner_product" USING btree ("product_id");