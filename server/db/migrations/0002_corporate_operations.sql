CREATE TABLE "merchant_group" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "merchant_group_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "merchant_group_member" (
	"merchant_group_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	CONSTRAINT "merchant_group_member_merchant_group_id_merchant_id_pk" PRIMARY KEY("merchant_group_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "app_version" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_name" varchar(32) NOT NULL,
	"platform" varchar(16) DEFAULT 'ANDROID' NOT NULL,
	"version_name" varchar(16) NOT NULL,
	"version_code" integer NOT NULL,
	"min_supported_code" integer NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"release_date" date NOT NULL,
	"apk_url" varchar(300) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(10) NOT NULL,
	"outlet_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"brand" varchar(32) NOT NULL,
	"model" varchar(32) NOT NULL,
	"serial_number" varchar(32) NOT NULL,
	"tid" char(8),
	"imei" varchar(15) DEFAULT '' NOT NULL,
	"sim_msisdn" varchar(20) DEFAULT '' NOT NULL,
	"app_version" varchar(16) DEFAULT '' NOT NULL,
	"os_version" varchar(16) DEFAULT '' NOT NULL,
	"ip_address" varchar(45) DEFAULT '' NOT NULL,
	"port" integer,
	"paper_width" smallint,
	"last_heartbeat_at" timestamp with time zone,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "device_serial_number_unique" UNIQUE("serial_number"),
	CONSTRAINT "device_tid_unique" UNIQUE("tid")
);
--> statement-breakpoint
CREATE TABLE "device_activity_period" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_activity_period_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"min_active_days" smallint NOT NULL,
	"min_transactions" integer NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "device_activity_period_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "merchant_target" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_target_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" varchar(8) NOT NULL,
	"subject_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer,
	"merchant_id" integer,
	"period" char(7) NOT NULL,
	"trx_count_target" integer NOT NULL,
	"trx_amount_target" bigint NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlet_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outlet_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outlet_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"username" varchar(64) NOT NULL,
	"full_name" varchar(128) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"role" varchar(16) NOT NULL,
	"pin_hash" text NOT NULL,
	"pin_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "outlet_user_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "transaction_block" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transaction_block_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key_type" varchar(16) NOT NULL,
	"key_value" varchar(32) NOT NULL,
	"reason" varchar(300) NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_group" ADD CONSTRAINT "merchant_group_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_group_member" ADD CONSTRAINT "merchant_group_member_merchant_group_id_merchant_group_id_fk" FOREIGN KEY ("merchant_group_id") REFERENCES "public"."merchant_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_group_member" ADD CONSTRAINT "merchant_group_member_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device" ADD CONSTRAINT "device_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device" ADD CONSTRAINT "device_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_activity_period" ADD CONSTRAINT "device_activity_period_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_target" ADD CONSTRAINT "merchant_target_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_target" ADD CONSTRAINT "merchant_target_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_target" ADD CONSTRAINT "merchant_target_group_id_corporate_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."corporate_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_target" ADD CONSTRAINT "merchant_target_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_user" ADD CONSTRAINT "outlet_user_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_user" ADD CONSTRAINT "outlet_user_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_group_member_merchant_idx" ON "merchant_group_member" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_version_app_code_uq" ON "app_version" USING btree ("app_name","platform","version_code");--> statement-breakpoint
CREATE INDEX "device_kind_client_idx" ON "device" USING btree ("kind","client_id","id");--> statement-breakpoint
CREATE INDEX "device_outlet_idx" ON "device" USING btree ("outlet_id");--> statement-breakpoint
CREATE INDEX "device_activity_period_client_idx" ON "device_activity_period" USING btree ("client_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_target_subject_period_uq" ON "merchant_target" USING btree ("target_type","subject_id","period");--> statement-breakpoint
CREATE INDEX "merchant_target_client_idx" ON "merchant_target" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "outlet_user_outlet_idx" ON "outlet_user" USING btree ("outlet_id");--> statement-breakpoint
CREATE INDEX "outlet_user_client_idx" ON "outlet_user" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_block_active_key_uq" ON "transaction_block" USING btree ("key_type","key_value") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "transaction_block_valid_idx" ON "transaction_block" USING btree ("valid_until");