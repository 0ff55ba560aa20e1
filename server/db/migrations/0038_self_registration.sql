CREATE TABLE "merchant_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_registration" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_registration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_no" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"referral_code" varchar(32) DEFAULT '' NOT NULL,
	"group_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"form" jsonb,
	"status" varchar(12) DEFAULT 'DRAFT' NOT NULL,
	"merchant_id" integer,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" varchar(64) DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "merchant_registration_registration_no_unique" UNIQUE("registration_no"),
	CONSTRAINT "merchant_registration_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "one_time_code" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purpose" varchar(32) NOT NULL,
	"target" varchar(254) NOT NULL,
	"code_hash" text,
	"ip" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"proof_hash" text,
	"proof_expires_at" timestamp with time zone,
	"proof_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_code_guard" (
	"purpose" varchar(32) NOT NULL,
	"target" varchar(254) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_code_guard_purpose_target_pk" PRIMARY KEY("purpose","target")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "merchant_account" ADD CONSTRAINT "merchant_account_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_registration" ADD CONSTRAINT "merchant_registration_group_id_corporate_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."corporate_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_registration" ADD CONSTRAINT "merchant_registration_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_account_email_idx" ON "merchant_account" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_registration_email_idx" ON "merchant_registration" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "merchant_registration_merchant_idx" ON "merchant_registration" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "one_time_code_target_idx" ON "one_time_code" USING btree ("purpose","target","created_at");--> statement-breakpoint
CREATE INDEX "one_time_code_ip_idx" ON "one_time_code" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_code_proof_idx" ON "one_time_code" USING btree ("proof_hash") WHERE proof_hash is not null;