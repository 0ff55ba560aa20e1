CREATE TABLE "stock_count" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_count_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"counted_milli" bigint NOT NULL,
	"book_milli" bigint NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counted_by" varchar(64) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "stock_count_not_negative" CHECK (counted_milli >= 0)
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "image_file_id" uuid;--> statement-breakpoint
ALTER TABLE "trx_mycroatm" ADD COLUMN "merchant_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trx_topup" ADD COLUMN "merchant_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_count" ADD CONSTRAINT "stock_count_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count" ADD CONSTRAINT "stock_count_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_count_outlet_idx" ON "stock_count" USING btree ("outlet_id","product_id","counted_at");--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_image_file_id_stored_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 15: the merchant's (agent's) share of the seeded Mycroatm and card top-up admin fees (server/seed/fee-schemes.ts
-- MYCROATM_MERCHANT_BPS, TOPUP_MERCHANT_BPS) on databases seeded before it; a scheme an operator already shared stays.
UPDATE "fee_scheme" SET "sharing" = '{"shares":[{"type":"PERCENT","partnerId":"MERCHANT","bps":5000}],"remainderTo":"MINT"}'::jsonb
  WHERE "sharing" IS NULL AND "valid_from" = '2020-01-01'
    AND "code" IN ('ATM-TARIK-ONUS', 'ATM-TARIK-OFFUS', 'ATM-TRF-ONUS', 'ATM-TRF-OFFUS', 'ATM-SALDO-OFFUS', 'ATM-SETOR-ONUS', 'ATM-SETOR-OFFUS');
--> statement-breakpoint
UPDATE "fee_scheme" SET "sharing" = '{"shares":[{"type":"PERCENT","partnerId":"MERCHANT","bps":4000}],"remainderTo":"MINT"}'::jsonb
  WHERE "sharing" IS NULL AND "valid_from" = '2020-01-01' AND "code" IN ('TOPUP-ONUS', 'TOPUP-OFFUS');
