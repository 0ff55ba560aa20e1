CREATE TABLE "retail_item_daily" (
	"day" date NOT NULL,
	"sku" varchar(64) NOT NULL,
	"merchant_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(128) NOT NULL,
	"qty" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"line_count" bigint NOT NULL,
	CONSTRAINT "retail_item_daily_day_sku_merchant_id_partner_id_client_id_region_id_group_id_pk" PRIMARY KEY("day","sku","merchant_id","partner_id","client_id","region_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "retail_item_monthly" (
	"month" date NOT NULL,
	"sku" varchar(64) NOT NULL,
	"merchant_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(128) NOT NULL,
	"qty" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"line_count" bigint NOT NULL,
	CONSTRAINT "retail_item_monthly_month_sku_merchant_id_partner_id_client_id_region_id_group_id_pk" PRIMARY KEY("month","sku","merchant_id","partner_id","client_id","region_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "trx_hourly" (
	"kind" varchar(10) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"subject" varchar(32) NOT NULL,
	"rc" varchar(2) NOT NULL,
	"partner_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"trx_count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"merchant_fee" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "trx_hourly_hour_kind_merchant_id_status_subject_rc_partner_id_client_id_region_id_group_id_pk" PRIMARY KEY("hour","kind","merchant_id","status","subject","rc","partner_id","client_id","region_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "trx_monthly" (
	"kind" varchar(10) NOT NULL,
	"month" date NOT NULL,
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
	"merchant_fee" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "trx_monthly_kind_month_merchant_id_status_subject_bank_code_partner_id_client_id_region_id_group_id_pk" PRIMARY KEY("kind","month","merchant_id","status","subject","bank_code","partner_id","client_id","region_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "trx_outlet_daily" (
	"day" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	"outlet_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"trx_count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"success_count" bigint NOT NULL,
	"success_amount" bigint NOT NULL,
	CONSTRAINT "trx_outlet_daily_day_kind_outlet_id_device_id_merchant_id_partner_id_client_id_region_id_group_id_pk" PRIMARY KEY("day","kind","outlet_id","device_id","merchant_id","partner_id","client_id","region_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "trx_outlet_monthly" (
	"month" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	"outlet_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"trx_count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"success_count" bigint NOT NULL,
	"success_amount" bigint NOT NULL,
	CONSTRAINT "trx_outlet_monthly_month_kind_outlet_id_device_id_merchant_id_partner_id_client_id_region_id_group_id_pk" PRIMARY KEY("month","kind","outlet_id","device_id","merchant_id","partner_id","client_id","region_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "trx_daily" ADD COLUMN "merchant_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "trx_hourly_open_idx" ON "trx_hourly" USING btree ("status","hour") WHERE status in ('PENDING', 'SUSPECT');--> statement-breakpoint
CREATE INDEX "trx_monthly_client_idx" ON "trx_monthly" USING btree ("kind","client_id","month");--> statement-breakpoint
CREATE INDEX "trx_monthly_month_idx" ON "trx_monthly" USING btree ("month","kind");--> statement-breakpoint
CREATE INDEX "trx_daily_day_idx" ON "trx_daily" USING btree ("day","kind");