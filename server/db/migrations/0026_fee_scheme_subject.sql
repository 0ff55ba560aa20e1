CREATE TABLE "fee_scheme_subject" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_scheme_subject_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scheme_id" integer NOT NULL,
	"subject_type" varchar(10) NOT NULL,
	"outlet_id" integer,
	"subject_code" varchar(50) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "fee_scheme_subject_uq" UNIQUE NULLS NOT DISTINCT("scheme_id","subject_type","subject_code","outlet_id")
);
--> statement-breakpoint
ALTER TABLE "fee_scheme_subject" ADD CONSTRAINT "fee_scheme_subject_scheme_id_fee_scheme_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."fee_scheme"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_scheme_subject" ADD CONSTRAINT "fee_scheme_subject_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_scheme_subject_outlet_idx" ON "fee_scheme_subject" USING btree ("outlet_id");