CREATE TABLE "pos_receipt_counter" (
	"outlet_id" integer NOT NULL,
	"day" char(8) NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "pos_receipt_counter_outlet_id_day_pk" PRIMARY KEY("outlet_id","day")
);
--> statement-breakpoint
CREATE TABLE "pos_shift" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pos_shift_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outlet_id" integer NOT NULL,
	"opened_by" varchar(64) NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_cash" bigint NOT NULL,
	"closed_at" timestamp with time zone,
	"counted_cash" bigint,
	"expected_cash" bigint,
	"difference" bigint
);
--> statement-breakpoint
ALTER TABLE "trx_retail" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "trx_retail" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "trx_retail" ADD COLUMN "payments" jsonb;--> statement-breakpoint
ALTER TABLE "trx_retail" ADD COLUMN "taxes" jsonb;--> statement-breakpoint
ALTER TABLE "trx_retail" ADD COLUMN "void_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "trx_retail" ADD COLUMN "voided_by" varchar(64);--> statement-breakpoint
ALTER TABLE "pos_receipt_counter" ADD CONSTRAINT "pos_receipt_counter_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_shift" ADD CONSTRAINT "pos_shift_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_shift_open_uq" ON "pos_shift" USING btree ("outlet_id","opened_by") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "pos_shift_outlet_idx" ON "pos_shift" USING btree ("outlet_id","opened_at");--> statement-breakpoint
ALTER TABLE "trx_retail" ADD CONSTRAINT "trx_retail_shift_id_pos_shift_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."pos_shift"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trx_retail_idem_uq" ON "trx_retail" USING btree ("idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE INDEX "trx_retail_shift_idx" ON "trx_retail" USING btree ("shift_id") WHERE shift_id is not null;