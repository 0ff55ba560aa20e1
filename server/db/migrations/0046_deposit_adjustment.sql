CREATE TABLE "deposit_adjustment_request" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_adjustment_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ref_no" varchar(24) NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"merchant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"direction" varchar(6) NOT NULL,
	"amount" bigint NOT NULL,
	"reverses_entry_id" bigint,
	"reason" varchar(300) NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"reject_reason" varchar(300),
	"decided_by" varchar(64),
	"decided_at" timestamp with time zone,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "deposit_adjustment_amount" CHECK ("deposit_adjustment_request"."amount" > 0),
	CONSTRAINT "deposit_adjustment_refund" CHECK (("deposit_adjustment_request"."kind" = 'REFUND') = ("deposit_adjustment_request"."reverses_entry_id" is not null) and ("deposit_adjustment_request"."kind" <> 'REFUND' or "deposit_adjustment_request"."direction" = 'CREDIT')),
	CONSTRAINT "deposit_adjustment_posted" CHECK (("deposit_adjustment_request"."status" = 'APPROVED') = ("deposit_adjustment_request"."entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "deposit_adjustment_request" ADD CONSTRAINT "deposit_adjustment_request_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_adjustment_request" ADD CONSTRAINT "deposit_adjustment_request_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_adjustment_request" ADD CONSTRAINT "deposit_adjustment_request_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_adjustment_request" ADD CONSTRAINT "deposit_adjustment_request_group_id_corporate_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."corporate_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_adjustment_request" ADD CONSTRAINT "deposit_adjustment_request_reverses_entry_id_ledger_entry_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."ledger_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_adjustment_request" ADD CONSTRAINT "deposit_adjustment_request_entry_id_ledger_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_adjustment_ref_uq" ON "deposit_adjustment_request" USING btree ("ref_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_adjustment_key_uq" ON "deposit_adjustment_request" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "deposit_adjustment_merchant_idx" ON "deposit_adjustment_request" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_adjustment_status_idx" ON "deposit_adjustment_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "deposit_adjustment_reverses_idx" ON "deposit_adjustment_request" USING btree ("reverses_entry_id");