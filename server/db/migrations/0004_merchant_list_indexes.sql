DROP INDEX "merchant_client_idx";--> statement-breakpoint
DROP INDEX "merchant_region_idx";--> statement-breakpoint
DROP INDEX "merchant_group_idx";--> statement-breakpoint
CREATE INDEX "merchant_status_idx" ON "merchant" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "merchant_name_id_idx" ON "merchant" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "merchant_name_trgm_idx" ON "merchant" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchant_owner_trgm_idx" ON "merchant" USING gin ("owner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchant_mid_trgm_idx" ON "merchant" USING gin (("mid"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchant_client_idx" ON "merchant" USING btree ("client_id","name","id");--> statement-breakpoint
CREATE INDEX "merchant_region_idx" ON "merchant" USING btree ("region_id","name","id");--> statement-breakpoint
CREATE INDEX "merchant_group_idx" ON "merchant" USING btree ("group_id","name","id");