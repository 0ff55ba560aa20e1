import { sql } from 'drizzle-orm'
import { utcBounds } from '#contract/engine/dates.ts'
import { MERCHANT_PARTY, PLATFORM_PARTY } from '#contract/fees/parties.ts'
import { priceTransaction } from '#contract/fees/price.ts'
import { loadCandidates } from '../../areas/segmentation/candidates.ts'
import { schemesAt, timelineOf } from '../../areas/segmentation/resolve.ts'
import { loadFeeBook } from '../../areas/transactions/fee-book.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'

/**
 * Each partner's share of the successful Mybills fees computed the slow way: every raw transaction of the period
 * priced again by the fee engine (contract/fees/price.ts) with the stored book, its shares summed per partner,
 * product and WIB day. The sharing-fee property test compares the rollup-backed answers with this.
 */
export interface RawShare {
  partnerId: number
  productCode: string
  day: string
  trxCount: number
  amount: number
  fee: number
  share: number
}

export async function rawShares(
  db: Db,
  period: { from: string; to: string },
  where: { clientId?: number; partnerId?: number; productCode?: string } = {},
): Promise<RawShare[]> {
  const stored = await loadFeeBook(db)
  const { start, end } = utcBounds(period.from, period.to)
  const rows = rowsOf(
    await db.execute(sql`select product_code, bill_amount::int8 as bill, sheets, amount::int8 as amount,
        created_at, to_char((created_at at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as day,
        outlet_id, merchant_id
      from trx_biller where status = 'SUCCESS'
        and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
        and (${where.clientId ?? null}::int is null or client_id = ${where.clientId ?? null}::int)`),
  )
  // Each outlet's schemes over time, from its segmentation (the generator prices the same way).
  const outlets = new Map(rows.map((r) => [Number(r.outlet_id), Number(r.merchant_id)]))
  const candidates = await loadCandidates(
    db,
    [...outlets].map(([outletId, merchantId]) => ({ key: outletId, merchantId, outletId })),
    null,
  )
  const timelines = new Map([...candidates].map(([key, c]) => [key, timelineOf(c)]))
  const sums = new Map<string, RawShare>()
  for (const r of rows) {
    const productCode = String(r.product_code)
    if (where.productCode !== undefined && productCode !== where.productCode) continue
    const priced = priceTransaction(stored.book, {
      kind: 'BILLER',
      product: productCode,
      amount: Number(r.bill),
      quantity: Number(r.sheets),
      at: new Date(String(r.created_at)),
      merchant: {
        schemes: schemesAt(
          timelines.get(Number(r.outlet_id)) ?? { from: [], schemes: [] },
          new Date(String(r.created_at)).getTime(),
        ),
        taxes: [],
      },
    })
    const fee = priced.lines.reduce((s, l) => s + (l.component === 'ADMIN' ? l.amount : 0), 0)
    for (const s of priced.shares) {
      if (s.partnerId === MERCHANT_PARTY || s.partnerId === PLATFORM_PARTY || s.amount === 0) continue
      const partnerId = stored.partnerIds.get(s.partnerId) ?? 0
      if (where.partnerId !== undefined && partnerId !== where.partnerId) continue
      const key = `${partnerId}|${productCode}|${r.day}`
      const acc = sums.get(key) ?? {
        partnerId,
        productCode,
        day: String(r.day),
        trxCount: 0,
        amount: 0,
        fee: 0,
        share: 0,
      }
      acc.trxCount += 1
      acc.amount += Number(r.amount)
      acc.fee += fee
      acc.share += s.amount
      sums.set(key, acc)
    }
  }
  return [...sums.values()]
}

/** The raw shares summed over the days: one row per partner and product. */
export function overPeriod(rows: readonly RawShare[]): Map<string, Omit<RawShare, 'day'>> {
  const out = new Map<string, Omit<RawShare, 'day'>>()
  for (const r of rows) {
    const key = `${r.partnerId}|${r.productCode}`
    const acc = out.get(key) ?? {
      partnerId: r.partnerId,
      productCode: r.productCode,
      trxCount: 0,
      amount: 0,
      fee: 0,
      share: 0,
    }
    acc.trxCount += r.trxCount
    acc.amount += r.amount
    acc.fee += r.fee
    acc.share += r.share
    out.set(key, acc)
  }
  return out
}
