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
CREATE INDEX "partner_share_daily_partner_idx" ON "partner_share_daily" USING btree ("partner_id","day");--> statement-breakpoint
CREATE INDEX "partner_share_monthly_partner_idx" ON "partner_share_monthly" USING btree ("partner_id","month");--> statement-breakpoint
-- The shares of the transactions written before partner_shares existed: until now every seeded Mybills scheme
-- shared its admin fee with one partner, the product's aggregator, which is the row's partner_id, so a row's
-- partner_fee is that partner's share. The update trigger is off meanwhile: no rollup figure changes (the
-- partner-share rollups are filled by the next migration), and a large table must not flood the delta.
ALTER TABLE "trx_biller" DISABLE TRIGGER "trx_biller_rollup_upd";--> statement-breakpoint
UPDATE "trx_biller" SET "partner_shares" = jsonb_build_array(jsonb_build_object('partner_id', "partner_id", 'amount', "partner_fee")) WHERE "partner_fee" > 0 AND "partner_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "trx_biller" ENABLE TRIGGER "trx_biller_rollup_upd";
