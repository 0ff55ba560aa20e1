CREATE INDEX "trx_biller_amount_idx" ON "trx_biller" USING btree ("amount","created_at");--> statement-breakpoint
CREATE INDEX "trx_deposit_amount_idx" ON "trx_deposit" USING btree ("amount","created_at");--> statement-breakpoint
CREATE INDEX "trx_mycroatm_amount_idx" ON "trx_mycroatm" USING btree ("amount","created_at");--> statement-breakpoint
CREATE INDEX "trx_retail_amount_idx" ON "trx_retail" USING btree ("amount","created_at");--> statement-breakpoint
CREATE INDEX "trx_topup_amount_idx" ON "trx_topup" USING btree ("amount","created_at");