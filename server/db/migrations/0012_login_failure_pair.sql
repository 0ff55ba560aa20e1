DROP INDEX "login_failure_ip_at_idx";--> statement-breakpoint
CREATE INDEX "login_failure_pair_idx" ON "login_failure" USING btree ("ip","username","at");