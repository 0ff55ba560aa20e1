CREATE TABLE "trx_open_totals" (
	"kind" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"subject" varchar(32) NOT NULL,
	"rc" varchar(2) NOT NULL,
	"partner_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"trx_count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "trx_open_totals_kind_status_subject_rc_partner_id_client_id_region_id_group_id_pk" PRIMARY KEY("kind","status","subject","rc","partner_id","client_id","region_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "trx_rollup_delta" (
	"kind" varchar(10) NOT NULL,
	"sign" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"merchant_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"rc" varchar(2) NOT NULL,
	"subject" varchar(32) NOT NULL,
	"bank_code" varchar(3) NOT NULL,
	"outlet_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"merchant_fee" bigint NOT NULL,
	"items" jsonb
);
--> statement-breakpoint
CREATE TABLE "trx_totals_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"partner_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"trx_count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"merchant_fee" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "trx_totals_hourly_hour_kind_status_partner_id_client_id_region_id_group_id_pk" PRIMARY KEY("hour","kind","status","partner_id","client_id","region_id","group_id")
);
