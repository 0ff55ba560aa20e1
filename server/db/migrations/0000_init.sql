CREATE TABLE "role_master" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "role_master_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role_name" varchar(64) NOT NULL,
	"role_group" varchar(64) NOT NULL,
	"level" varchar(8) NOT NULL,
	"label" varchar(128) NOT NULL,
	CONSTRAINT "role_master_role_name_unique" UNIQUE("role_name")
);
--> statement-breakpoint
CREATE TABLE "role_segment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "role_segment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"require_2fa" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_segment_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "role_task" (
	"segment_id" integer NOT NULL,
	"role_master_id" integer NOT NULL,
	CONSTRAINT "role_task_segment_id_role_master_id_pk" PRIMARY KEY("segment_id","role_master_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_username" varchar(64) NOT NULL,
	"action" varchar(32) NOT NULL,
	"entity" varchar(64) NOT NULL,
	"entity_id" varchar(64) DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_login_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"issued_by" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_login_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "dashboard_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(64) NOT NULL,
	"email" varchar(254) NOT NULL,
	"full_name" varchar(128) DEFAULT '' NOT NULL,
	"password_hash" text,
	"role_segment_id" integer NOT NULL,
	"user_type_level" varchar(16) DEFAULT 'ALL' NOT NULL,
	"user_type_value" varchar(32) DEFAULT '' NOT NULL,
	"partner_code" varchar(32) DEFAULT '' NOT NULL,
	"partner_id" varchar(32) DEFAULT '' NOT NULL,
	"sharing_fee_partner_code" varchar(32) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ip" varchar(64) NOT NULL,
	"username" varchar(254) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "password_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"api_token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	CONSTRAINT "session_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "session_api_token_hash_unique" UNIQUE("api_token_hash")
);
--> statement-breakpoint
CREATE TABLE "client" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(16) NOT NULL,
	"name" varchar(128) NOT NULL,
	"npwp" char(16) NOT NULL,
	"pic_name" varchar(128) NOT NULL,
	"pic_phone" varchar(20) NOT NULL,
	"pic_email" varchar(254) NOT NULL,
	"address" varchar(300) NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "client_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "corporate_group" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corporate_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "corporate_group_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "merchant" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"mid" char(15) NOT NULL,
	"name" varchar(128) NOT NULL,
	"owner_name" varchar(128) NOT NULL,
	"owner_nik" char(16) NOT NULL,
	"npwp" char(16) NOT NULL,
	"mcc" char(4) NOT NULL,
	"business_category" varchar(3) NOT NULL,
	"nmid" varchar(32) DEFAULT '' NOT NULL,
	"address" varchar(300) NOT NULL,
	"province_code" char(2) NOT NULL,
	"city_code" varchar(5) NOT NULL,
	"postal_code" char(5) DEFAULT '' NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"settlement_bank_code" char(3) NOT NULL,
	"settlement_account_no" varchar(20) NOT NULL,
	"settlement_account_name" varchar(128) NOT NULL,
	"joined_at" date NOT NULL,
	"status" varchar(24) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "merchant_mid_unique" UNIQUE("mid")
);
--> statement-breakpoint
CREATE TABLE "outlet" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outlet_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" varchar(128) NOT NULL,
	"type" varchar(8) NOT NULL,
	"address" varchar(300) NOT NULL,
	"province_code" char(2) NOT NULL,
	"city_code" varchar(5) NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"open_time" time DEFAULT '08:00' NOT NULL,
	"close_time" time DEFAULT '21:00' NOT NULL,
	"pb1_active" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "outlet_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "partner" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(16) NOT NULL,
	"name" varchar(128) NOT NULL,
	"type" varchar(16) NOT NULL,
	"agreement_no" varchar(64) NOT NULL,
	"bank_code" char(3) NOT NULL,
	"account_no" varchar(20) NOT NULL,
	"account_name" varchar(128) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "partner_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "region" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "region_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"province_codes" char(2)[] DEFAULT '{}' NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "region_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "role_task" ADD CONSTRAINT "role_task_segment_id_role_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."role_segment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_task" ADD CONSTRAINT "role_task_role_master_id_role_master_id_fk" FOREIGN KEY ("role_master_id") REFERENCES "public"."role_master"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_login_token" ADD CONSTRAINT "auto_login_token_user_id_dashboard_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_user" ADD CONSTRAINT "dashboard_user_role_segment_id_role_segment_id_fk" FOREIGN KEY ("role_segment_id") REFERENCES "public"."role_segment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_token" ADD CONSTRAINT "password_token_user_id_dashboard_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_dashboard_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_group" ADD CONSTRAINT "corporate_group_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_group_id_corporate_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."corporate_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet" ADD CONSTRAINT "outlet_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet" ADD CONSTRAINT "outlet_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region" ADD CONSTRAINT "region_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_user_username_lower_uq" ON "dashboard_user" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_user_email_lower_uq" ON "dashboard_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "login_failure_ip_at_idx" ON "login_failure" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "corporate_group_region_idx" ON "corporate_group" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "merchant_client_idx" ON "merchant" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "merchant_region_idx" ON "merchant" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "merchant_group_idx" ON "merchant" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "outlet_merchant_idx" ON "outlet" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "outlet_client_idx" ON "outlet" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "region_client_idx" ON "region" USING btree ("client_id");