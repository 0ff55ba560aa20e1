ALTER TABLE "merchant" ADD COLUMN "district_code" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "village_code" varchar(13) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outlet" ADD COLUMN "district_code" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outlet" ADD COLUMN "village_code" varchar(13) DEFAULT '' NOT NULL;