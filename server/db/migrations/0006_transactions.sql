CREATE TABLE "biller_product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "biller_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"biller" varchar(64) NOT NULL,
	"category" varchar(16) NOT NULL,
	"type" varchar(10) NOT NULL,
	"partner_id" integer NOT NULL,
	"denomination" bigint DEFAULT 0 NOT NULL,
	"buy_price" bigint DEFAULT 0 NOT NULL,
	"sell_price" bigint DEFAULT 0 NOT NULL,
	"admin_fee" bigint DEFAULT 0 NOT NULL,
	"merchant_fee" bigint DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "biller_product_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "card_issuer" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"bank_code" char(3) NOT NULL,
	"prefix" varchar(8) NOT NULL,
	"partner_id" integer,
	CONSTRAINT "card_issuer_prefix_unique" UNIQUE("prefix")
);
--> statement-breakpoint
CREATE TABLE "fee_rule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(10) NOT NULL,
	"subject" varchar(24) NOT NULL,
	"merchant_category" varchar(3) DEFAULT '' NOT NULL,
	"flat_fee" bigint DEFAULT 0 NOT NULL,
	"rate_bps" smallint DEFAULT 0 NOT NULL,
	"free_up_to" bigint DEFAULT 0 NOT NULL,
	"min_fee" bigint DEFAULT 0 NOT NULL,
	"max_fee" bigint DEFAULT 0 NOT NULL,
	"label" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_balance_update" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_balance_update_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"topup_id" bigint,
	"card_no" char(16) NOT NULL,
	"issuer_code" varchar(16) NOT NULL,
	"client_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"pending_amount" bigint NOT NULL,
	"card_balance_before" bigint,
	"card_balance_after" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"device_id" integer,
	"status" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_block" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_block_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_no" char(16) NOT NULL,
	"issuer_code" varchar(16) NOT NULL,
	"reason" varchar(8) NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_by" varchar(64) NOT NULL,
	"unblocked_at" timestamp with time zone,
	"unblocked_by" varchar(64),
	"unblock_note" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "card_block_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_block_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_no" char(16) NOT NULL,
	"issuer_code" varchar(16) NOT NULL,
	"action" varchar(8) NOT NULL,
	"reason" varchar(8),
	"note" varchar(300) DEFAULT '' NOT NULL,
	"actor" varchar(64) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"event" varchar(12) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"app_version" varchar(16) DEFAULT '' NOT NULL,
	"detail" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_view" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_view_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"screen" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trx_biller" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trx_biller_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trx_no" varchar(40) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"partner_id" integer,
	"status" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"outlet_id" integer NOT NULL,
	"device_id" integer,
	"ref_id" varchar(32) NOT NULL,
	"product_id" integer NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"product_type" varchar(10) NOT NULL,
	"customer_no" varchar(32) NOT NULL,
	"customer_name" varchar(128) DEFAULT '' NOT NULL,
	"period" char(6),
	"sheets" smallint DEFAULT 1 NOT NULL,
	"bill_amount" bigint NOT NULL,
	"admin_fee" bigint NOT NULL,
	"penalty" bigint DEFAULT 0 NOT NULL,
	"buy_price" bigint NOT NULL,
	"merchant_fee" bigint DEFAULT 0 NOT NULL,
	"sn_token" varchar(64) DEFAULT '' NOT NULL,
	"rc" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trx_daily" (
	"kind" varchar(10) NOT NULL,
	"day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"subject" varchar(32) NOT NULL,
	"bank_code" varchar(3) NOT NULL,
	"partner_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"trx_count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "trx_daily_kind_day_merchant_id_status_subject_bank_code_partner_id_pk" PRIMARY KEY("kind","day","merchant_id","status","subject","bank_code","partner_id")
);
--> statement-breakpoint
CREATE TABLE "trx_deposit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trx_deposit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trx_no" varchar(40) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"partner_id" integer,
	"status" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"method" varchar(10) NOT NULL,
	"bank_code" char(3) NOT NULL,
	"account_no" varchar(24) NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"rc" varchar(2) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trx_mycroatm" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trx_mycroatm_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trx_no" varchar(40) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"partner_id" integer,
	"status" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"outlet_id" integer NOT NULL,
	"device_id" integer,
	"trx_type" varchar(16) NOT NULL,
	"processing_code" char(6) NOT NULL,
	"tid" char(8) NOT NULL,
	"mid" char(15) NOT NULL,
	"pan_masked" char(16) NOT NULL,
	"pan_hash" char(64) NOT NULL,
	"issuer_bank_code" char(3) NOT NULL,
	"dest_bank_code" char(3),
	"dest_account" varchar(20),
	"stan" char(6) NOT NULL,
	"rrn" char(12) NOT NULL,
	"approval_code" varchar(6) DEFAULT '' NOT NULL,
	"rc" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trx_retail" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trx_retail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trx_no" varchar(40) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"partner_id" integer,
	"status" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"outlet_id" integer NOT NULL,
	"device_id" integer,
	"cashier_name" varchar(128) DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"service_charge" bigint DEFAULT 0 NOT NULL,
	"tax_type" varchar(3),
	"tax_amount" bigint DEFAULT 0 NOT NULL,
	"payment_method" varchar(8) NOT NULL,
	"paid" bigint NOT NULL,
	"change" bigint DEFAULT 0 NOT NULL,
	"rc" varchar(2) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trx_topup" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trx_topup_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trx_no" varchar(40) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"partner_id" integer,
	"status" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"outlet_id" integer NOT NULL,
	"device_id" integer,
	"card_no" char(16) NOT NULL,
	"issuer_code" varchar(16) NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"channel" varchar(10) NOT NULL,
	"rc" varchar(2) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biller_product" ADD CONSTRAINT "biller_product_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_issuer" ADD CONSTRAINT "card_issuer_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_balance_update" ADD CONSTRAINT "card_balance_update_topup_id_trx_topup_id_fk" FOREIGN KEY ("topup_id") REFERENCES "public"."trx_topup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_balance_update" ADD CONSTRAINT "card_balance_update_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_balance_update" ADD CONSTRAINT "card_balance_update_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_balance_update" ADD CONSTRAINT "card_balance_update_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_activity" ADD CONSTRAINT "device_activity_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_activity" ADD CONSTRAINT "device_activity_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_activity" ADD CONSTRAINT "device_activity_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_activity" ADD CONSTRAINT "device_activity_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_view" ADD CONSTRAINT "saved_view_user_id_dashboard_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_biller" ADD CONSTRAINT "trx_biller_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_biller" ADD CONSTRAINT "trx_biller_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_biller" ADD CONSTRAINT "trx_biller_group_id_corporate_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."corporate_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_biller" ADD CONSTRAINT "trx_biller_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_biller" ADD CONSTRAINT "trx_biller_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_biller" ADD CONSTRAINT "trx_biller_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_biller" ADD CONSTRAINT "trx_biller_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_biller" ADD CONSTRAINT "trx_biller_product_id_biller_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."biller_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_deposit" ADD CONSTRAINT "trx_deposit_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_deposit" ADD CONSTRAINT "trx_deposit_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_deposit" ADD CONSTRAINT "trx_deposit_group_id_corporate_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."corporate_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_deposit" ADD CONSTRAINT "trx_deposit_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_deposit" ADD CONSTRAINT "trx_deposit_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_mycroatm" ADD CONSTRAINT "trx_mycroatm_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_mycroatm" ADD CONSTRAINT "trx_mycroatm_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_mycroatm" ADD CONSTRAINT "trx_mycroatm_group_id_corporate_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."corporate_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_mycroatm" ADD CONSTRAINT "trx_mycroatm_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_mycroatm" ADD CONSTRAINT "trx_mycroatm_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_mycroatm" ADD CONSTRAINT "trx_mycroatm_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_mycroatm" ADD CONSTRAINT "trx_mycroatm_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_retail" ADD CONSTRAINT "trx_retail_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_retail" ADD CONSTRAINT "trx_retail_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_retail" ADD CONSTRAINT "trx_retail_group_id_corporate_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."corporate_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_retail" ADD CONSTRAINT "trx_retail_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_retail" ADD CONSTRAINT "trx_retail_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_retail" ADD CONSTRAINT "trx_retail_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_retail" ADD CONSTRAINT "trx_retail_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_topup" ADD CONSTRAINT "trx_topup_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_topup" ADD CONSTRAINT "trx_topup_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_topup" ADD CONSTRAINT "trx_topup_group_id_corporate_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."corporate_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_topup" ADD CONSTRAINT "trx_topup_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_topup" ADD CONSTRAINT "trx_topup_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_topup" ADD CONSTRAINT "trx_topup_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trx_topup" ADD CONSTRAINT "trx_topup_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biller_product_category_idx" ON "biller_product" USING btree ("category","code");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_rule_subject_uq" ON "fee_rule" USING btree ("kind","subject","merchant_category");--> statement-breakpoint
CREATE INDEX "card_balance_update_time_idx" ON "card_balance_update" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "card_balance_update_card_idx" ON "card_balance_update" USING btree ("card_no","requested_at");--> statement-breakpoint
CREATE INDEX "card_balance_update_client_idx" ON "card_balance_update" USING btree ("client_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_block_active_uq" ON "card_block" USING btree ("card_no") WHERE "card_block"."unblocked_at" is null;--> statement-breakpoint
CREATE INDEX "card_block_time_idx" ON "card_block" USING btree ("blocked_at","id");--> statement-breakpoint
CREATE INDEX "card_block_log_time_idx" ON "card_block_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "card_block_log_card_idx" ON "card_block_log" USING btree ("card_no","at");--> statement-breakpoint
CREATE INDEX "device_activity_device_idx" ON "device_activity" USING btree ("device_id","at");--> statement-breakpoint
CREATE INDEX "device_activity_client_idx" ON "device_activity" USING btree ("client_id","at");--> statement-breakpoint
CREATE INDEX "device_activity_time_idx" ON "device_activity" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_view_name_uq" ON "saved_view" USING btree ("user_id","screen","name");--> statement-breakpoint
CREATE UNIQUE INDEX "trx_biller_no_uq" ON "trx_biller" USING btree ("trx_no");--> statement-breakpoint
CREATE INDEX "trx_biller_time_idx" ON "trx_biller" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trx_biller_client_idx" ON "trx_biller" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_biller_merchant_idx" ON "trx_biller" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_biller_outlet_idx" ON "trx_biller" USING btree ("outlet_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_biller_device_idx" ON "trx_biller" USING btree ("device_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_biller_status_idx" ON "trx_biller" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_biller_product_idx" ON "trx_biller" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_biller_partner_idx" ON "trx_biller" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_biller_customer_idx" ON "trx_biller" USING btree ("customer_no","created_at");--> statement-breakpoint
CREATE INDEX "trx_daily_client_idx" ON "trx_daily" USING btree ("kind","client_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "trx_deposit_no_uq" ON "trx_deposit" USING btree ("trx_no");--> statement-breakpoint
CREATE INDEX "trx_deposit_time_idx" ON "trx_deposit" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trx_deposit_client_idx" ON "trx_deposit" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_deposit_merchant_idx" ON "trx_deposit" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_deposit_status_idx" ON "trx_deposit" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trx_mycroatm_no_uq" ON "trx_mycroatm" USING btree ("trx_no");--> statement-breakpoint
CREATE INDEX "trx_mycroatm_time_idx" ON "trx_mycroatm" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trx_mycroatm_client_idx" ON "trx_mycroatm" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_mycroatm_merchant_idx" ON "trx_mycroatm" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_mycroatm_outlet_idx" ON "trx_mycroatm" USING btree ("outlet_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_mycroatm_device_idx" ON "trx_mycroatm" USING btree ("device_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_mycroatm_status_idx" ON "trx_mycroatm" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_mycroatm_rrn_idx" ON "trx_mycroatm" USING btree ("rrn");--> statement-breakpoint
CREATE INDEX "trx_mycroatm_pan_last4_idx" ON "trx_mycroatm" USING btree (right("pan_masked", 4),"created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trx_retail_no_uq" ON "trx_retail" USING btree ("trx_no");--> statement-breakpoint
CREATE INDEX "trx_retail_time_idx" ON "trx_retail" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trx_retail_client_idx" ON "trx_retail" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_retail_merchant_idx" ON "trx_retail" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_retail_outlet_idx" ON "trx_retail" USING btree ("outlet_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_retail_device_idx" ON "trx_retail" USING btree ("device_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_retail_status_idx" ON "trx_retail" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trx_topup_no_uq" ON "trx_topup" USING btree ("trx_no");--> statement-breakpoint
CREATE INDEX "trx_topup_time_idx" ON "trx_topup" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trx_topup_client_idx" ON "trx_topup" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_topup_merchant_idx" ON "trx_topup" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_topup_outlet_idx" ON "trx_topup" USING btree ("outlet_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_topup_device_idx" ON "trx_topup" USING btree ("device_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_topup_status_idx" ON "trx_topup" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_topup_partner_idx" ON "trx_topup" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trx_topup_card_idx" ON "trx_topup" USING btree ("card_no","created_at");--> statement-breakpoint
CREATE INDEX "trx_topup_card_last4_idx" ON "trx_topup" USING btree (right("card_no", 4),"created_at");