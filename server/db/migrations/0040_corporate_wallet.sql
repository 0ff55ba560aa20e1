CREATE TABLE "disburse_doc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disburse_doc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doc_no" varchar(24) NOT NULL,
	"client_id" integer NOT NULL,
	"wallet_account_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"format" varchar(4) NOT NULL,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"submitted_by" varchar(64),
	"submitted_at" timestamp with time zone,
	"approved_by" varchar(64),
	"approved_at" timestamp with time zone,
	"reject_reason" varchar(300),
	"hold_id" bigint,
	"round" integer DEFAULT 0 NOT NULL,
	"job_id" bigint,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disburse_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disburse_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" integer NOT NULL,
	"line" integer NOT NULL,
	"bank_code" varchar(3) NOT NULL,
	"account_no" varchar(30) NOT NULL,
	"expected_name" varchar(120) DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"note" varchar(100) DEFAULT '' NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duplicate_of" integer,
	"inquiry_name" varchar(120),
	"name_match" varchar(8),
	"status" varchar(8) DEFAULT 'NEW' NOT NULL,
	"bank_key" varchar(60),
	"tries" integer DEFAULT 0 NOT NULL,
	"bank_ref" varchar(40),
	"fail_reason" varchar(200),
	"entry_id" bigint,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disburse_item_amount" CHECK ("disburse_item"."amount" >= 0 and "disburse_item"."fee" >= 0),
	CONSTRAINT "disburse_item_posted" CHECK (("disburse_item"."status" = 'PAID') = ("disburse_item"."entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sim_bank_transfer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_bank_transfer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" varchar(60) NOT NULL,
	"bank_code" char(3) NOT NULL,
	"account_no" varchar(30) NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(8) NOT NULL,
	"reason" varchar(200),
	"bank_ref" varchar(40) NOT NULL,
	"received" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_hold" ADD COLUMN "captured" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "disburse_doc" ADD CONSTRAINT "disburse_doc_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disburse_doc" ADD CONSTRAINT "disburse_doc_wallet_account_id_ledger_account_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disburse_doc" ADD CONSTRAINT "disburse_doc_hold_id_ledger_hold_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_hold"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disburse_item" ADD CONSTRAINT "disburse_item_doc_id_disburse_doc_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."disburse_doc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disburse_doc_no_uq" ON "disburse_doc" USING btree ("doc_no");--> statement-breakpoint
CREATE INDEX "disburse_doc_client_idx" ON "disburse_doc" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "disburse_doc_status_idx" ON "disburse_doc" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "disburse_item_doc_idx" ON "disburse_item" USING btree ("doc_id","line");--> statement-breakpoint
CREATE INDEX "disburse_item_status_idx" ON "disburse_item" USING btree ("doc_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "disburse_item_bank_key_uq" ON "disburse_item" USING btree ("bank_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_bank_transfer_key_uq" ON "sim_bank_transfer" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "ledger_hold" ADD CONSTRAINT "ledger_hold_captured" CHECK ("ledger_hold"."captured" >= 0 and "ledger_hold"."captured" <= "ledger_hold"."amount");