-- Issue 20 item 4: the append-only histories (the five transaction tables, device activity, the audit log and the
-- card balance updates) become partitioned by WIB month (docs/ARCHITECTURE.md "Partitioned history"). Each table
-- is rebuilt in place: its rows are copied into the partitioned table of the same name and compared (count and a
-- hash of every row) before the old table goes, so a database migrated here loses no row or the migration fails
-- and changes nothing (drizzle runs the migrations in one transaction). A large database is better migrated with
-- `npm run db:migrate` ahead of a start (docs/OPERATIONS.md "Partitioned history"; 10M transactions: minutes).

-- The cashier's sales stay unique by key and by receipt number across every month (schema/pos.ts).
CREATE TABLE "pos_sale_key" (
	"idempotency_key" uuid PRIMARY KEY NOT NULL,
	"trx_no" varchar(40) NOT NULL,
	"outlet_id" integer NOT NULL,
	"trx_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pos_sale_key" ADD CONSTRAINT "pos_sale_key_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_sale_key_no_uq" ON "pos_sale_key" USING btree ("trx_no");--> statement-breakpoint
INSERT INTO "pos_sale_key" ("idempotency_key", "trx_no", "outlet_id", "trx_id", "created_at")
  SELECT "idempotency_key", "trx_no", "outlet_id", "id", "created_at" FROM "trx_retail" WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint

-- A key to a partitioned table must hold its month: the top-up link is kept by the code that writes both rows.
ALTER TABLE "card_balance_update" DROP CONSTRAINT "card_balance_update_topup_id_trx_topup_id_fk";--> statement-breakpoint
DROP INDEX "trx_retail_idem_uq";--> statement-breakpoint
DROP INDEX "trx_biller_no_uq";--> statement-breakpoint
DROP INDEX "trx_deposit_no_uq";--> statement-breakpoint
DROP INDEX "trx_mycroatm_no_uq";--> statement-breakpoint
DROP INDEX "trx_retail_no_uq";--> statement-breakpoint
DROP INDEX "trx_topup_no_uq";--> statement-breakpoint

-- The partition of `parent` for the WIB month holding `month_at` (named parent_pYYYY_MM, bounds at WIB midnight
-- of the 1st), created when missing. Rows that had landed in the default partition for that month move into it
-- (a direct DML on a partition fires none of the parent's statement triggers: the rollups are not touched).
-- Called by the scheduled partition work and the generators through server/ops/history-partitions.ts; answers the name.
CREATE FUNCTION history_partition_ensure(parent text, month_at timestamptz) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  m timestamp := date_trunc('month', month_at AT TIME ZONE 'Asia/Jakarta');
  lo timestamptz := m AT TIME ZONE 'Asia/Jakarta';
  hi timestamptz := (m + interval '1 month') AT TIME ZONE 'Asia/Jakarta';
  part text := parent || '_p' || to_char(m, 'YYYY_MM');
  deflt text := parent || '_default';
  col text;
BEGIN
  IF to_regclass(part) IS NOT NULL THEN
    RETURN part;
  END IF;
  SELECT a.attname INTO col
    FROM pg_partitioned_table p JOIN pg_attribute a ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0]
   WHERE p.partrelid = parent::regclass;
  IF col IS NULL THEN
    RAISE EXCEPTION 'tabel % belum dipartisi', parent;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part, parent);
  IF to_regclass(deflt) IS NOT NULL THEN
    EXECUTE format(
      'WITH moved AS (DELETE FROM %I WHERE %I >= $1 AND %I < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
      deflt, col, col, part) USING lo, hi;
  END IF;
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, part, lo, hi);
  RETURN part;
END $$;--> statement-breakpoint

-- Rebuilds one table as partitioned by `col`: the months from its oldest row to `ahead` months after now, a
-- default partition for anything outside them, the rows copied with their ids, then the key, the indexes, the
-- foreign keys and the triggers it had (the rollup triggers are put back after the copy, so the copy adds
-- nothing to the rollups), and its identity going on from where it was. Refuses to finish unless the copy has
-- as many rows as the original and the same sum of a hash of each whole row.
CREATE FUNCTION history_partition_table(parent text, col text, ahead int) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  old text := parent || '_unpartitioned';
  later text[] := '{}';
  statement text;
  r record;
  first_at timestamptz;
  last_at timestamptz;
  m timestamp;
  old_seq text;
  new_seq text;
  seq_last bigint;
  seq_called boolean;
  rows_before bigint;
  rows_after bigint;
  hash_before numeric;
  hash_after numeric;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_partitioned_table WHERE partrelid = parent::regclass) THEN
    RETURN;
  END IF;
  -- What the table carries besides its columns, as statements naming it (taken before the rename).
  FOR r IN SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
             FROM pg_index i WHERE i.indrelid = parent::regclass AND NOT i.indisprimary LOOP
    later := later || r.def;
    EXECUTE format('DROP INDEX %s', r.name);
  END LOOP;
  FOR r IN SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
            WHERE conrelid = parent::regclass AND contype = 'f' LOOP
    later := later || format('ALTER TABLE %I ADD CONSTRAINT %I %s', parent, r.conname, r.def);
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', parent, r.conname);
  END LOOP;
  FOR r IN SELECT tgname, pg_get_triggerdef(oid) AS def FROM pg_trigger
            WHERE tgrelid = parent::regclass AND NOT tgisinternal LOOP
    later := later || r.def;
    EXECUTE format('DROP TRIGGER %I ON %I', r.tgname, parent);
  END LOOP;
  EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', parent, parent || '_pkey');
  EXECUTE format('ALTER TABLE %I RENAME TO %I', parent, old);
  old_seq := pg_get_serial_sequence(old, 'id');
  EXECUTE format('SELECT last_value, is_called FROM %s', old_seq) INTO seq_last, seq_called;

  EXECUTE format(
    'CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING IDENTITY INCLUDING CONSTRAINTS) PARTITION BY RANGE (%I)',
    parent, old, col);
  EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', parent || '_default', parent);
  EXECUTE format('SELECT min(%I), max(%I) FROM %I', col, col, old) INTO first_at, last_at;
  m := date_trunc('month', least(coalesce(first_at, now()), now()) AT TIME ZONE 'Asia/Jakarta');
  WHILE m <= greatest(coalesce(last_at, now()), now() + make_interval(months => ahead)) AT TIME ZONE 'Asia/Jakarta' LOOP
    PERFORM history_partition_ensure(parent, m AT TIME ZONE 'Asia/Jakarta');
    m := m + interval '1 month';
  END LOOP;

  EXECUTE format('INSERT INTO %I OVERRIDING SYSTEM VALUE SELECT * FROM %I', parent, old);
  EXECUTE format('SELECT count(*), coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) FROM %I t', old)
    INTO rows_before, hash_before;
  EXECUTE format('SELECT count(*), coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) FROM %I t', parent)
    INTO rows_after, hash_after;
  IF rows_before <> rows_after OR hash_before <> hash_after THEN
    RAISE EXCEPTION '% : % baris sebelum, % sesudah (hash % / %): migrasi dibatalkan',
      parent, rows_before, rows_after, hash_before, hash_after;
  END IF;

  EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY (id, %I)', parent, parent || '_pkey', col);
  FOREACH statement IN ARRAY later LOOP
    EXECUTE statement;
  END LOOP;
  new_seq := pg_get_serial_sequence(parent, 'id');
  PERFORM setval(new_seq, seq_last, seq_called);
  EXECUTE format('DROP TABLE %I', old);
  EXECUTE format('ALTER SEQUENCE %s RENAME TO %I', new_seq, parent || '_id_seq');
  EXECUTE format('ANALYZE %I', parent);
END $$;--> statement-breakpoint

SELECT history_partition_table('trx_retail', 'created_at', 3);--> statement-breakpoint
SELECT history_partition_table('trx_biller', 'created_at', 3);--> statement-breakpoint
SELECT history_partition_table('trx_mycroatm', 'created_at', 3);--> statement-breakpoint
SELECT history_partition_table('trx_topup', 'created_at', 3);--> statement-breakpoint
SELECT history_partition_table('trx_deposit', 'created_at', 3);--> statement-breakpoint
SELECT history_partition_table('device_activity', 'at', 3);--> statement-breakpoint
SELECT history_partition_table('audit_log', 'at', 3);--> statement-breakpoint
SELECT history_partition_table('card_balance_update', 'requested_at', 3);--> statement-breakpoint


CREATE UNIQUE INDEX "trx_biller_no_uq" ON "trx_biller" USING btree ("trx_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trx_deposit_no_uq" ON "trx_deposit" USING btree ("trx_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trx_mycroatm_no_uq" ON "trx_mycroatm" USING btree ("trx_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trx_retail_no_uq" ON "trx_retail" USING btree ("trx_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trx_topup_no_uq" ON "trx_topup" USING btree ("trx_no","created_at");
