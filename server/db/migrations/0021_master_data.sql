CREATE TABLE "apps_feature" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apps_feature_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps_subfeature" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apps_subfeature_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feature_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_mycroatm_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_mycroatm_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"model" varchar(32) NOT NULL,
	"supported_types" varchar(16)[] NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_method" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_method_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"bank_code" varchar(3) DEFAULT '' NOT NULL,
	"mdr_bps" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apps_subfeature" ADD CONSTRAINT "apps_subfeature_feature_id_apps_feature_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."apps_feature"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method" ADD CONSTRAINT "payment_method_category_id_payment_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."payment_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "apps_feature_code_uq" ON "apps_feature" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_subfeature_code_uq" ON "apps_subfeature" USING btree ("code");--> statement-breakpoint
CREATE INDEX "apps_subfeature_feature_idx" ON "apps_subfeature" USING btree ("feature_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_mycroatm_type_code_uq" ON "device_mycroatm_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_category_code_uq" ON "payment_category" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_code_uq" ON "payment_method" USING btree ("code");--> statement-breakpoint
CREATE INDEX "payment_method_category_idx" ON "payment_method" USING btree ("category_id");