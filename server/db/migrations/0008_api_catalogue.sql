CREATE TABLE "api_detail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_detail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"method" varchar(8) NOT NULL,
	"path" varchar(255) NOT NULL,
	"api_master_id" integer NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"label" varchar(200),
	"registered" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_detail_method_path_uq" UNIQUE("method","path")
);
--> statement-breakpoint
CREATE TABLE "api_master" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_master_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_master_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "api_segment" (
	"segment_id" integer NOT NULL,
	"api_master_id" integer NOT NULL,
	CONSTRAINT "api_segment_segment_id_api_master_id_pk" PRIMARY KEY("segment_id","api_master_id")
);
--> statement-breakpoint
ALTER TABLE "api_detail" ADD CONSTRAINT "api_detail_api_master_id_api_master_id_fk" FOREIGN KEY ("api_master_id") REFERENCES "public"."api_master"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_segment" ADD CONSTRAINT "api_segment_segment_id_role_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."role_segment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_segment" ADD CONSTRAINT "api_segment_api_master_id_api_master_id_fk" FOREIGN KEY ("api_master_id") REFERENCES "public"."api_master"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_detail_master_idx" ON "api_detail" USING btree ("api_master_id");--> statement-breakpoint
CREATE INDEX "api_segment_master_idx" ON "api_segment" USING btree ("api_master_id");