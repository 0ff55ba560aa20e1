-- The resource engine handles rows by an integer id (issue 15 §2, "Kode Bank"): the 3-digit code stays
-- unique and is still what other tables store (no foreign key referenced the old primary key).
CREATE UNIQUE INDEX "bank_code_uq" ON "bank" USING btree ("code");--> statement-breakpoint
ALTER TABLE "bank" DROP CONSTRAINT "bank_pkey";--> statement-breakpoint
ALTER TABLE "bank" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bank" ADD COLUMN "id" integer PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "bank_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "bank" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bank" ADD COLUMN "created_by" varchar(64) DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bank" ADD COLUMN "updated_by" varchar(64) DEFAULT 'system' NOT NULL;
