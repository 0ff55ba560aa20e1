ALTER TABLE "biller_product" ADD COLUMN "cut_off_start" time;--> statement-breakpoint
ALTER TABLE "biller_product" ADD COLUMN "cut_off_end" time;