import { sql } from 'drizzle-orm'
import type { TrxKind } from '#contract/transactions/catalogue.ts'
import type { Db } from '../../db/client.ts'

/** Per kind: its table and the columns that make the rollup's subject and bank (as in migration 0007). */
export const ROLLUP_SOURCES: Record<TrxKind, { table: string; subject: string; bank: string }> = {
  RETAIL: { table: 'trx_retail', subject: 'payment_method', bank: "''" },
  BILLER: { table: 'trx_biller', subject: 'product_code', bank: "''" },
  MYCROATM: { table: 'trx_mycroatm', subject: 'trx_type', bank: 'issuer_bank_code' },
  TOPUP: { table: 'trx_topup', subject: 'issuer_code', bank: "''" },
  DEPOSIT: { table: 'trx_deposit', subject: 'method', bank: 'bank_code' },
}

/**
 * Recomputes `trx_daily` from the raw rows in one aggregate per kind. The triggers keep the rollup exact
 * during normal work; this is for bulk loads that bypass triggers (the bench's 10M-row import) and for
 * an operator who wants to verify it.
 */
export async function rebuildDailyTotals(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from trx_daily`)
    for (const [kind, s] of Object.entries(ROLLUP_SOURCES)) {
      await tx.execute(
        sql.raw(`insert into trx_daily (kind, day, merchant_id, status, subject, bank_code, partner_id, client_id,
                   region_id, group_id, trx_count, amount, fee, total)
                 select '${kind}', (created_at at time zone 'Asia/Jakarta')::date, merchant_id, status, ${s.subject},
                        ${s.bank}, coalesce(partner_id, 0), client_id, region_id, group_id, count(*), sum(amount),
                        sum(fee), sum(total)
                   from ${s.table} group by 2, 3, 4, 5, 6, 7, 8, 9, 10`),
      )
    }
  })
}
