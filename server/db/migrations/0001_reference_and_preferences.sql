CREATE TABLE "bank" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"short_name" varchar(32) NOT NULL,
	"swift" varchar(11) DEFAULT '' NOT NULL,
	"bifast" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_city" (
	"code" varchar(5) PRIMARY KEY NOT NULL,
	"province_code" char(2) NOT NULL,
	"name" varchar(96) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_province" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preference" (
	"user_id" uuid NOT NULL,
	"key" varchar(100) NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preference_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "location_city" ADD CONSTRAINT "location_city_province_code_location_province_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."location_province"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preference" ADD CONSTRAINT "user_preference_user_id_dashboard_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_city_province_idx" ON "location_city" USING btree ("province_code");