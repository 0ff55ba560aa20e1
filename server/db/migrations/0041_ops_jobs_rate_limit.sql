CREATE TABLE "job_schedule" (
	"kind" varchar(48) PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hit" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "run_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rate-limit counters a crash may lose (a window starts again): no WAL for their frequent writes (server/ops/rate-limit-store.ts).
ALTER TABLE "rate_limit_hit" SET UNLOGGED;