-- Daily totals (trx_daily) kept exact by statement-level triggers with transition tables: one grouped
-- upsert per statement, so a bulk insert of 50k rows costs one aggregate, not 50k row triggers.
-- The day is the WIB (Asia/Jakarta) calendar day, the unit of every report's date range.
CREATE FUNCTION trx_retail_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO trx_daily AS d (kind, day, merchant_id, status, subject, bank_code, partner_id, client_id, region_id, group_id, trx_count, amount, fee, total)
    SELECT 'RETAIL', (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, r.merchant_id, r.status, r.payment_method, '', coalesce(r.partner_id, 0), r.client_id, r.region_id, r.group_id,
           -count(*), -sum(r.amount), -sum(r.fee), -sum(r.total)
      FROM old_rows r
     GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (kind, day, merchant_id, status, subject, bank_code, partner_id) DO UPDATE
       SET trx_count = d.trx_count + excluded.trx_count, amount = d.amount + excluded.amount,
           fee = d.fee + excluded.fee, total = d.total + excluded.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO trx_daily AS d (kind, day, merchant_id, status, subject, bank_code, partner_id, client_id, region_id, group_id, trx_count, amount, fee, total)
    SELECT 'RETAIL', (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, r.merchant_id, r.status, r.payment_method, '', coalesce(r.partner_id, 0), r.client_id, r.region_id, r.group_id,
           count(*), sum(r.amount), sum(r.fee), sum(r.total)
      FROM new_rows r
     GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (kind, day, merchant_id, status, subject, bank_code, partner_id) DO UPDATE
       SET trx_count = d.trx_count + excluded.trx_count, amount = d.amount + excluded.amount,
           fee = d.fee + excluded.fee, total = d.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trx_retail_daily_ins AFTER INSERT ON trx_retail REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_retail_daily_apply();
--> statement-breakpoint
CREATE TRIGGER trx_retail_daily_upd AFTER UPDATE ON trx_retail REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_retail_daily_apply();
--> statement-breakpoint
CREATE TRIGGER trx_retail_daily_del AFTER DELETE ON trx_retail REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_retail_daily_apply();
--> statement-breakpoint
CREATE FUNCTION trx_biller_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO trx_daily AS d (kind, day, merchant_id, status, subject, bank_code, partner_id, client_id, region_id, group_id, trx_count, amount, fee, total)
    SELECT 'BILLER', (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, r.merchant_id, r.status, r.product_code, '', coalesce(r.partner_id, 0), r.client_id, r.region_id, r.group_id,
           -count(*), -sum(r.amount), -sum(r.fee), -sum(r.total)
      FROM old_rows r
     GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (kind, day, merchant_id, status, subject, bank_code, partner_id) DO UPDATE
       SET trx_count = d.trx_count + excluded.trx_count, amount = d.amount + excluded.amount,
           fee = d.fee + excluded.fee, total = d.total + excluded.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO trx_daily AS d (kind, day, merchant_id, status, subject, bank_code, partner_id, client_id, region_id, group_id, trx_count, amount, fee, total)
    SELECT 'BILLER', (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, r.merchant_id, r.status, r.product_code, '', coalesce(r.partner_id, 0), r.client_id, r.region_id, r.group_id,
           count(*), sum(r.amount), sum(r.fee), sum(r.total)
      FROM new_rows r
     GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (kind, day, merchant_id, status, subject, bank_code, partner_id) DO UPDATE
       SET trx_count = d.trx_count + excluded.trx_count, amount = d.amount + excluded.amount,
           fee = d.fee + excluded.fee, total = d.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trx_biller_daily_ins AFTER INSERT ON trx_biller REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_biller_daily_apply();
--> statement-breakpoint
CREATE TRIGGER trx_biller_daily_upd AFTER UPDATE ON trx_biller REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_biller_daily_apply();
--> statement-breakpoint
CREATE TRIGGER trx_biller_daily_del AFTER DELETE ON trx_biller REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_biller_daily_apply();
--> statement-breakpoint
CREATE FUNCTION trx_mycroatm_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO trx_daily AS d (kind, day, merchant_id, status, subject, bank_code, partner_id, client_id, region_id, group_id, trx_count, amount, fee, total)
    SELECT 'MYCROATM', (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, r.merchant_id, r.status, r.trx_type, r.issuer_bank_code, coalesce(r.partner_id, 0), r.client_id, r.region_id, r.group_id,
           -count(*), -sum(r.amount), -sum(r.fee), -sum(r.total)
      FROM old_rows r
     GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (kind, day, merchant_id, status, subject, bank_code, partner_id) DO UPDATE
       SET trx_count = d.trx_count + excluded.trx_count, amount = d.amount + excluded.amount,
           fee = d.fee + excluded.fee, total = d.total + excluded.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO trx_daily AS d (kind, day, merchant_id, status, subject, bank_code, partner_id, client_id, region_id, group_id, trx_count, amount, fee, total)
    SELECT 'MYCROATM', (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, r.merchant_id, r.status, r.trx_type, r.issuer_bank_code, coalesce(r.partner_id, 0), r.client_id, r.region_id, r.group_id,
           count(*), sum(r.amount), sum(r.fee), sum(r.total)
      FROM new_rows r
     GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (kind, day, merchant_id, status, subject, bank_code, partner_id) DO UPDATE
       SET trx_count = d.trx_count + excluded.trx_count, amount = d.amount + excluded.amount,
           fee = d.fee + excluded.fee, total = d.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trx_mycroatm_daily_ins AFTER INSERT ON trx_mycroatm REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_mycroatm_daily_apply();
--> statement-breakpoint
CREATE TRIGGER trx_mycroatm_daily_upd AFTER UPDATE ON trx_mycroatm REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_mycroatm_daily_apply();
--> statement-breakpoint
CREATE TRIGGER trx_mycroatm_daily_del AFTER DELETE ON trx_mycroatm REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_mycroatm_daily_apply();
--> statement-breakpoint
CREATE FUNCTION trx_topup_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO trx_daily AS d (kind, day, merchant_id, status, subject, bank_code, partner_id, client_id, region_id, group_id, trx_count, amount, fee, total)
    SELECT 'TOPUP', (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, r.merchant_id, r.status, r.issuer_code, '', coalesce(r.partner_id, 0), r.client_id, r.region_id, r.group_id,
           -count(*), -sum(r.amount), -sum(r.fee), -sum(r.total)
      FROM old_rows r
     GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (kind, day, merchant_id, status, subject, bank_code, partner_id) DO UPDATE
       SET trx_count = d.trx_count + excluded.trx_count, amount = d.amount + excluded.amount,
           fee = d.fee + excluded.fee, total = d.total + excluded.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO trx_daily AS d (kind, day, merchant_id, status, subject, bank_code, partner_id, client_id, region_id, group_id, trx_count, amount, fee, total)
    SELECT 'TOPUP', (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, r.merchant_id, r.status, r.issuer_code, '', coalesce(r.partner_id, 0), r.client_id, r.region_id, r.group_id,
           count(*), sum(r.amount), sum(r.fee), sum(r.total)
      FROM new_rows r
     GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (kind, day, merchant_id, status, subject, bank_code, partner_id) DO UPDATE
       SET trx_count = d.trx_count + excluded.trx_count, amount = d.amount + excluded.amount,
           fee = d.fee + excluded.fee, total = d.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trx_topup_daily_ins AFTER INSERT ON trx_topup REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_topup_daily_apply();
--> statement-breakpoint
CREATE TRIGGER trx_topup_daily_upd AFTER UPDATE ON trx_topup REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_topup_daily_apply();
--> statement-breakpoint
CREATE TRIGGER trx_topup_daily_del AFTER DELETE ON trx_topup REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_topup_daily_apply();
--> statement-breakpoint
CREATE FUNCTION trx_deposit_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO trx_daily AS d (kind, day, merchant_id, status, subject, bank_code, partner_id, client_id, region_id, group_id, trx_count, amount, fee, total)
    SELECT 'DEPOSIT', (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, r.merchant_id, r.status, r.method, r.bank_code, coalesce(r.partner_id, 0), r.client_id, r.region_id, r.group_id,
           -count(*), -sum(r.amount), -sum(r.fee), -sum(r.total)
      FROM old_rows r
     GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (kind, day, merchant_id, status, subject, bank_code, partner_id) DO UPDATE
       SET trx_count = d.trx_count + excluded.trx_count, amount = d.amount + excluded.amount,
           fee = d.fee + excluded.fee, total = d.total + excluded.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO trx_daily AS d (kind, day, merchant_id, status, subject, bank_code, partner_id, client_id, region_id, group_id, trx_count, amount, fee, total)
    SELECT 'DEPOSIT', (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, r.merchant_id, r.status, r.method, r.bank_code, coalesce(r.partner_id, 0), r.client_id, r.region_id, r.group_id,
           count(*), sum(r.amount), sum(r.fee), sum(r.total)
      FROM new_rows r
     GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (kind, day, merchant_id, status, subject, bank_code, partner_id) DO UPDATE
       SET trx_count = d.trx_count + excluded.trx_count, amount = d.amount + excluded.amount,
           fee = d.fee + excluded.fee, total = d.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trx_deposit_daily_ins AFTER INSERT ON trx_deposit REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_deposit_daily_apply();
--> statement-breakpoint
CREATE TRIGGER trx_deposit_daily_upd AFTER UPDATE ON trx_deposit REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_deposit_daily_apply();
--> statement-breakpoint
CREATE TRIGGER trx_deposit_daily_del AFTER DELETE ON trx_deposit REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trx_deposit_daily_apply();
