CREATE TABLE "category_composition" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_composition_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "category_composition_category_id_unique" UNIQUE("category_id")
);
--> statement-breakpoint
CREATE TABLE "composition_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "composition_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_composition_id" integer,
	"category_composition_id" integer,
	"ingredient_id" integer NOT NULL,
	"qty_milli" bigint NOT NULL,
	"unit" varchar(16) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "composition_item_one_owner" CHECK ((product_composition_id is null) <> (category_composition_id is null))
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(48) NOT NULL,
	"payload" jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"progress_text" varchar(200) DEFAULT '' NOT NULL,
	"result" jsonb,
	"error" text,
	"owner_user" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint DEFAULT 3 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"outlet_id" integer,
	"category_id" integer NOT NULL,
	"sku" varchar(64) NOT NULL,
	"barcode" varchar(13),
	"name" varchar(128) NOT NULL,
	"unit" varchar(16) NOT NULL,
	"cost_price" bigint DEFAULT 0 NOT NULL,
	"sell_price" bigint DEFAULT 0 NOT NULL,
	"tax_type" varchar(20) DEFAULT 'NONE' NOT NULL,
	"image_url" varchar(300) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_composition" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_composition_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "product_composition_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "product_import" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_import_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"outlet_id" integer,
	"job_id" bigint,
	"file_name" varchar(200) NOT NULL,
	"format" varchar(4) NOT NULL,
	"size_bytes" integer NOT NULL,
	"file" "bytea" NOT NULL,
	"state" varchar(16) DEFAULT 'QUEUED' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"inserted_count" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"qty_milli" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_product_id_outlet_id_pk" PRIMARY KEY("product_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "stock_movement" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"qty_milli" bigint NOT NULL,
	"reason" varchar(16) NOT NULL,
	"reference" varchar(64) DEFAULT '' NOT NULL,
	"created_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outlet" ADD COLUMN "allow_negative_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_composition" ADD CONSTRAINT "category_composition_category_id_product_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "composition_item" ADD CONSTRAINT "composition_item_product_composition_id_product_composition_id_fk" FOREIGN KEY ("product_composition_id") REFERENCES "public"."product_composition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "composition_item" ADD CONSTRAINT "composition_item_category_composition_id_category_composition_id_fk" FOREIGN KEY ("category_composition_id") REFERENCES "public"."category_composition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "composition_item" ADD CONSTRAINT "composition_item_ingredient_id_product_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_product_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_composition" ADD CONSTRAINT "product_composition_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import" ADD CONSTRAINT "product_import_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import" ADD CONSTRAINT "product_import_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import" ADD CONSTRAINT "product_import_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "composition_item_product_idx" ON "composition_item" USING btree ("product_composition_id");--> statement-breakpoint
CREATE INDEX "composition_item_category_idx" ON "composition_item" USING btree ("category_composition_id");--> statement-breakpoint
CREATE INDEX "composition_item_ingredient_idx" ON "composition_item" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "job_claim_idx" ON "job" USING btree ("id") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku_uq" ON "product" USING btree ("merchant_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_barcode_uq" ON "product" USING btree ("merchant_id","barcode") WHERE barcode is not null;--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_name_idx" ON "product" USING btree ("merchant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_category_code_uq" ON "product_category" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "product_import_merchant_idx" ON "product_import" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movement_product_idx" ON "stock_movement" USING btree ("product_id","outlet_id","created_at");--> statement-breakpoint
-- Stock (issue 18): product_stock is the sum of stock_movement, kept by this trigger in the statement that
-- inserts the movements, so no code path can move stock without its row or drift from it. A movement that
-- takes stock below zero at an outlet that does not allow it ("stok boleh minus" off) is refused with
-- SQLSTATE MS001 (server/areas/retail/stock.ts turns it into a 409 naming the product and outlet). The
-- upsert goes in (product, outlet) order, so two sales of the same products lock their rows in the same
-- order and cannot deadlock.
CREATE FUNCTION stock_movement_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  WITH d AS (
    SELECT product_id, outlet_id, sum(qty_milli)::bigint AS delta
    FROM new_rows GROUP BY product_id, outlet_id
  ), up AS (
    INSERT INTO product_stock AS s (product_id, outlet_id, qty_milli, updated_at)
    SELECT product_id, outlet_id, delta, now() FROM d ORDER BY product_id, outlet_id
    ON CONFLICT (product_id, outlet_id)
      DO UPDATE SET qty_milli = s.qty_milli + excluded.qty_milli, updated_at = excluded.updated_at
    RETURNING s.product_id, s.outlet_id, s.qty_milli
  )
  SELECT up.product_id, up.outlet_id, up.qty_milli INTO bad
  FROM up
  JOIN d ON d.product_id = up.product_id AND d.outlet_id = up.outlet_id
  JOIN outlet o ON o.id = up.outlet_id
  WHERE up.qty_milli < 0 AND d.delta < 0 AND NOT o.allow_negative_stock
  ORDER BY up.product_id
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'stok minus tidak diizinkan'
      USING ERRCODE = 'MS001', DETAIL = format('%s:%s:%s', bad.product_id, bad.outlet_id, bad.qty_milli);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stock_movement_apply AFTER INSERT ON stock_movement
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_movement_apply();
