CREATE TABLE "trx_totals_daily" (
	"day" date NOT NULL,
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
	CONSTRAINT "trx_totals_daily_day_kind_status_partner_id_client_id_region_id_group_id_pk" PRIMARY KEY("day","kind","status","partner_id","client_id","region_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "trx_totals_monthly" (
	"month" date NOT NULL,
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
	CONSTRAINT "trx_totals_monthly_month_kind_status_partner_id_client_id_region_id_group_id_pk" PRIMARY KEY("month","kind","status","partner_id","client_id","region_id","group_id")
);
