CREATE TABLE "partner_app_segment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_app_segment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(30) NOT NULL,
	"name" varchar(128) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audience" varchar(10) NOT NULL,
	"partner_id" integer,
	"min_trx_count" integer,
	"min_trx_amount" bigint,
	"priority" integer NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "partner_app_segment_audience_ck" CHECK (("partner_app_segment"."audience" = 'EXTERNAL' and "partner_app_segment"."partner_id" is not null and "partner_app_segment"."min_trx_count" is null and "partner_app_segment"."min_trx_amount" is null)
        or ("partner_app_segment"."audience" = 'INTERNAL' and "partner_app_segment"."partner_id" is null and ("partner_app_segment"."min_trx_count" is not null or "partner_app_segment"."min_trx_amount" is not null)))
);
--> statement-breakpoint
CREATE TABLE "partner_banner" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_banner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(100) NOT NULL,
	"link" varchar(500) NOT NULL,
	"image_file_id" uuid,
	"sort_order" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"segment_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "partner_banner_window_ck" CHECK ("partner_banner"."end_at" is null or "partner_banner"."end_at" > "partner_banner"."start_at")
);
--> statement-breakpoint
CREATE TABLE "partner_segment_member" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_segment_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"audience" varchar(10) NOT NULL,
	"source" varchar(10) DEFAULT 'MANUAL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_app_segment" ADD CONSTRAINT "partner_app_segment_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_banner" ADD CONSTRAINT "partner_banner_image_file_id_stored_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_segment_member" ADD CONSTRAINT "partner_segment_member_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_segment_member" ADD CONSTRAINT "partner_segment_member_segment_id_partner_app_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."partner_app_segment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_app_segment_code_uq" ON "partner_app_segment" USING btree ("code");--> statement-breakpoint
CREATE INDEX "partner_app_segment_audience_idx" ON "partner_app_segment" USING btree ("audience","priority");--> statement-breakpoint
CREATE INDEX "partner_app_segment_partner_idx" ON "partner_app_segment" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_banner_shown_idx" ON "partner_banner" USING btree ("status","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_segment_member_uq" ON "partner_segment_member" USING btree ("merchant_id","audience");--> statement-breakpoint
CREATE INDEX "partner_segment_member_segment_idx" ON "partner_segment_member" USING btree ("segment_id");