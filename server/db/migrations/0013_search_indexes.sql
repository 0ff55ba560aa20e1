CREATE INDEX "dashboard_user_search_trgm_idx" ON "dashboard_user" USING gin (("username" || ' ' || "email" || ' ' || "full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outlet_name_id_idx" ON "outlet" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "outlet_name_trgm_idx" ON "outlet" USING gin ("name" gin_trgm_ops);