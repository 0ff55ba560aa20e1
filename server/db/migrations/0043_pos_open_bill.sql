CREATE TABLE "pos_open_bill" (
	"id" uuid PRIMARY KEY NOT NULL,
	"outlet_id" integer NOT NULL,
	"label" varchar(40) NOT NULL,
	"lines" jsonb NOT NULL,
	"order_discount" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"saved_by" varchar(64) NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" varchar(64),
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pos_open_bill" ADD CONSTRAINT "pos_open_bill_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_open_bill_label_uq" ON "pos_open_bill" USING btree ("outlet_id","label");