CREATE TABLE "fee_scheme" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_scheme_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(30) NOT NULL,
	"label" varchar(100) NOT NULL,
	"component" varchar(8) NOT NULL,
	"bearer" varchar(8) NOT NULL,
	"type" varchar(8) NOT NULL,
	"amount" bigint,
	"bps" integer,
	"tiers" jsonb,
	"min_fee" bigint,
	"max_fee" bigint,
	"per_unit" boolean DEFAULT false NOT NULL,
	"kind" varchar(10) NOT NULL,
	"products" varchar(50)[],
	"payment_methods" varchar(8)[],
	"merchant_categories" varchar(3)[],
	"sharing" jsonb,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(20) NOT NULL,
	"label" varchar(100) NOT NULL,
	"bps" integer NOT NULL,
	"base" varchar(10) NOT NULL,
	"inclusive" boolean NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
DROP TABLE "fee_rule" CASCADE;--> statement-breakpoint
ALTER TABLE "trx_daily" ADD COLUMN "partner_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trx_hourly" ADD COLUMN "partner_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trx_monthly" ADD COLUMN "partner_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trx_rollup_delta" ADD COLUMN "partner_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trx_totals_daily" ADD COLUMN "partner_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trx_totals_hourly" ADD COLUMN "partner_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trx_totals_monthly" ADD COLUMN "partner_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trx_biller" ADD COLUMN "partner_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_scheme_version_uq" ON "fee_scheme" USING btree ("code","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_type_version_uq" ON "tax_type" USING btree ("code","valid_from");