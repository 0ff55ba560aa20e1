CREATE TABLE "deposit_payment_method" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_payment_method_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"method" varchar(10) NOT NULL,
	"bank_code" char(3) NOT NULL,
	"account_no" varchar(24) NOT NULL,
	"account_name" varchar(100) DEFAULT '' NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "deposit_pm_fee" CHECK ("deposit_payment_method"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_topup_request" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_topup_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ref_no" varchar(24) NOT NULL,
	"merchant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"proof_file_id" uuid NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"reject_reason" varchar(300),
	"verified_by" varchar(64),
	"verified_at" timestamp with time zone,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "deposit_topup_amount" CHECK ("deposit_topup_request"."amount" > 0 and "deposit_topup_request"."fee" >= 0 and "deposit_topup_request"."fee" < "deposit_topup_request"."amount"),
	CONSTRAINT "deposit_topup_posted" CHECK (("deposit_topup_request"."status" = 'APPROVED') = ("deposit_topup_request"."entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "svtrx_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "svtrx_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"direction" varchar(6) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"mime" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) NOT NULL,
	CONSTRAINT "stored_file_size" CHECK ("stored_file"."size" = octet_length("stored_file"."bytes"))
);
--> statement-breakpoint
CREATE TABLE "ledger_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(40) NOT NULL,
	"name" varchar(120) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"merchant_id" integer,
	"client_id" integer,
	"held_account_id" integer,
	"balance" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"last_posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_balance_nonneg" CHECK ("ledger_account"."balance" >= 0 or "ledger_account"."kind" in ('CLEARING', 'BANK_SETTLEMENT'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" varchar(100) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"ref_no" varchar(40) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"related_entry_id" bigint,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_hold" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_hold_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"held_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'RESERVED' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reserve_entry_id" bigint NOT NULL,
	"settle_entry_id" bigint,
	"settled_at" timestamp with time zone,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "ledger_hold_positive" CHECK ("ledger_hold"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"kind" varchar(16) NOT NULL,
	CONSTRAINT "ledger_line_nonzero" CHECK ("ledger_line"."amount" <> 0),
	CONSTRAINT "ledger_line_running" CHECK ("ledger_line"."balance_after" = "ledger_line"."balance_before" + "ledger_line"."amount")
);
--> statement-breakpoint
ALTER TABLE "deposit_topup_request" ADD CONSTRAINT "deposit_topup_request_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_topup_request" ADD CONSTRAINT "deposit_topup_request_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_topup_request" ADD CONSTRAINT "deposit_topup_request_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_topup_request" ADD CONSTRAINT "deposit_topup_request_group_id_corporate_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."corporate_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_topup_request" ADD CONSTRAINT "deposit_topup_request_payment_method_id_deposit_payment_method_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."deposit_payment_method"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_topup_request" ADD CONSTRAINT "deposit_topup_request_proof_file_id_stored_file_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_topup_request" ADD CONSTRAINT "deposit_topup_request_entry_id_ledger_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_hold" ADD CONSTRAINT "ledger_hold_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_hold" ADD CONSTRAINT "ledger_hold_held_account_id_ledger_account_id_fk" FOREIGN KEY ("held_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_hold" ADD CONSTRAINT "ledger_hold_reserve_entry_id_ledger_entry_id_fk" FOREIGN KEY ("reserve_entry_id") REFERENCES "public"."ledger_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_hold" ADD CONSTRAINT "ledger_hold_settle_entry_id_ledger_entry_id_fk" FOREIGN KEY ("settle_entry_id") REFERENCES "public"."ledger_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_line" ADD CONSTRAINT "ledger_line_entry_id_ledger_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_line" ADD CONSTRAINT "ledger_line_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_payment_method_code_uq" ON "deposit_payment_method" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_topup_request_ref_uq" ON "deposit_topup_request" USING btree ("ref_no");--> statement-breakpoint
CREATE INDEX "deposit_topup_request_merchant_idx" ON "deposit_topup_request" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_topup_request_status_idx" ON "deposit_topup_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "deposit_topup_request_client_idx" ON "deposit_topup_request" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "svtrx_type_code_uq" ON "svtrx_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_code_uq" ON "ledger_account" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_merchant_uq" ON "ledger_account" USING btree ("merchant_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_account_kind_idx" ON "ledger_account" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "ledger_account_client_idx" ON "ledger_account" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entry_key_uq" ON "ledger_entry" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entry_ref_idx" ON "ledger_entry" USING btree ("ref_no");--> statement-breakpoint
CREATE INDEX "ledger_entry_time_idx" ON "ledger_entry" USING btree ("posted_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_hold_reserve_uq" ON "ledger_hold" USING btree ("reserve_entry_id");--> statement-breakpoint
CREATE INDEX "ledger_hold_open_idx" ON "ledger_hold" USING btree ("expires_at") WHERE "ledger_hold"."status" = 'RESERVED';--> statement-breakpoint
CREATE INDEX "ledger_line_account_idx" ON "ledger_line" USING btree ("account_id","posted_at","id");--> statement-breakpoint
CREATE INDEX "ledger_line_entry_idx" ON "ledger_line" USING btree ("entry_id");--> statement-breakpoint
-- The journal is immutable once posted (issue 17 item 1): a correction is a new entry. TRUNCATE stays allowed:
-- `npm run seed -- --reset` empties every table, an act on the whole database, not an edit of the books.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Jurnal tidak dapat diubah atau dihapus (%): buat entri koreksi.', TG_TABLE_NAME
    USING ERRCODE = 'P0001', HINT = 'ledger rows are immutable';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_line_immutable BEFORE UPDATE OR DELETE ON ledger_line
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entry_immutable BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- Every entry a statement wrote lines for sums to zero over all its lines. Statement-level, so the posting
-- function (and the set-based seed) write an entry's lines in one statement; one check per statement.
CREATE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE unbalanced bigint;
BEGIN
  SELECT n.entry_id INTO unbalanced
    FROM (SELECT DISTINCT entry_id FROM new_lines) n
   WHERE (SELECT sum(l.amount) FROM ledger_line l WHERE l.entry_id = n.entry_id) <> 0
   LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'Entri jurnal % tidak seimbang: jumlah barisnya bukan nol.', unbalanced
      USING ERRCODE = 'P0001', HINT = 'ledger entry unbalanced';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_line_balanced AFTER INSERT ON ledger_line
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_balanced();
