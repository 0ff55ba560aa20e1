CREATE TABLE "biller_inquiry_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "biller_inquiry_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"username" varchar(64) NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"customer_no" varchar(20) NOT NULL,
	"rc" varchar(4) NOT NULL,
	"duration_ms" integer NOT NULL,
	"result" jsonb NOT NULL,
	"raw" jsonb
);
--> statement-breakpoint
CREATE INDEX "biller_inquiry_log_user_idx" ON "biller_inquiry_log" USING btree ("user_id","at","id");--> statement-breakpoint
CREATE INDEX "biller_inquiry_log_at_idx" ON "biller_inquiry_log" USING btree ("at","id");