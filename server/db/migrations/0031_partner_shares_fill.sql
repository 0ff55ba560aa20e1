-- The shares of the transactions written before partner_shares existed: until now every seeded Mybills scheme
-- shared its admin fee with one partner, the product's aggregator, which is the row's partner_id, so a row's
-- partner_fee is that partner's share. The update trigger is off meanwhile: no rollup figure changes (the
-- partner-share rollups are filled by the next migration), and a large table must not flood the delta.
ALTER TABLE "trx_biller" DISABLE TRIGGER "trx_biller_rollup_upd";--> statement-breakpoint
UPDATE "trx_biller" SET "partner_shares" = jsonb_build_array(jsonb_build_object('partner_id', "partner_id", 'amount', "partner_fee")) WHERE "partner_fee" > 0 AND "partner_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "trx_biller" ENABLE TRIGGER "trx_biller_rollup_upd";
