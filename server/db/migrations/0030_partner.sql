CREATE TABLE "partner_registration" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_registration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_no" varchar(32) NOT NULL,
	"company_name" varchar(128) NOT NULL,
	"type" varchar(16) NOT NULL,
	"business_field" varchar(128) NOT NULL,
	"address" text NOT NULL,
	"city" varchar(64) NOT NULL,
	"pic_name" varchar(128) NOT NULL,
	"pic_email" varchar(254) NOT NULL,
	"bank_code" char(3) NOT NULL,
	"account_no" varchar(20) NOT NULL,
	"account_name" varchar(128) NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" varchar(64) DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"partner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "partner_registration_registration_no_unique" UNIQUE("registration_no")
);
--> statement-breakpoint
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
CREATE TABLE "partner_share_daily" (
	"day" date NOT NULL,
	"partner_id" integer NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"trx_count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"share" bigint NOT NULL,
	CONSTRAINT "partner_share_daily_day_partner_id_product_code_client_id_region_id_group_id_pk" PRIMARY KEY("day","partner_id","product_code","client_id","region_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "partner_share_monthly" (
	"month" date NOT NULL,
	"partner_id" integer NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"trx_count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"share" bigint NOT NULL,
	CONSTRAINT "partner_share_monthly_month_partner_id_product_code_client_id_region_id_group_id_pk" PRIMARY KEY("month","partner_id","product_code","client_id","region_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "trx_rollup_delta" ADD COLUMN "partner_shares" jsonb;--> statement-breakpoint
ALTER TABLE "trx_biller" ADD COLUMN "partner_shares" jsonb;--> statement-breakpoint
ALTER TABLE "partner_registration" ADD CONSTRAINT "partner_registration_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_settlement" ADD CONSTRAINT "partner_settlement_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_registration_status_idx" ON "partner_registration" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_settlement_period_uq" ON "partner_settlement" USING btree ("partner_id","period_from");--> statement-breakpoint
CREATE INDEX "partner_settlement_to_idx" ON "partner_settlement" USING btree ("partner_id","period_to");--> statement-breakpoint
CREATE INDEX "partner_share_daily_partner_idx" ON "partner_share_daily" USING btree ("partner_id","day");--> statement-breakpoint
CREATE INDEX "partner_share_monthly_partner_idx" ON "partner_share_monthly" USING btree ("partner_id","month");