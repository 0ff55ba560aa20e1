CREATE TABLE "partner_registration" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_registration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_no" varchar(32) NOT NULL,
	"company_name" varchar(128) NOT NULL,
	"type" varchar(16) NOT NULL,
	"business_field" varchar(128) NOT NULL,
	"address" text NOT NULL,
	"city" varchar(64) NOT NULL,
	"pic_name" varchar(128) NOT NULL,
	"pic_email" varchar(254) NOT NULL,
	"bank_code" char(3) NOT NULL,
	"account_no" varchar(20) NOT NULL,
	"account_name" varchar(128) NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" varchar(64) DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"partner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "partner_registration_registration_no_unique" UNIQUE("registration_no")
);
--> statement-breakpoint
ALTER TABLE "partner_registration" ADD CONSTRAINT "partner_registration_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_registration_status_idx" ON "partner_registration" USING btree ("status","submitted_at");