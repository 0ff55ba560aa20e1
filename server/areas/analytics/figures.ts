import { sql } from 'drizzle-orm'
import type { Figures } from '#contract/analytics/dashboard.ts'
import type { TrxKind } from '#contract/transactions/catalogue.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import type { ResolvedScope } from '../corporate/scope.ts'
import {
  type DashboardFilters,
  MERCHANT_COLUMNS,
  OUTLETS,
  periodRows,
  rowsWhere,
  totalsOrDetail,
} from './source.ts'

export const ZERO: Figures = {
  trxCount: 0,
  amount: 0,
  fee: 0,
  successCount: 0,
  successAmount: 0,
  activeMerchants: 0,
  activeDevices: 0,
}

/**
 * The figures of one period, overall and per kind, in two grouped reads: the totals rollup (counts and money;
 * the detail one when a merchant is named) and the outlet rollup (active merchants and devices). "Active" is
 * a row with transactions left in it.
 */
export async function figuresOf(
  db: Db,
  scope: ResolvedScope,
  filters: DashboardFilters,
  kinds: readonly TrxKind[],
  from: string,
  to: string,
): Promise<{ all: Figures; byKind: Map<TrxKind, Figures> }> {
  const all = { ...ZERO }
  const byKind = new Map<TrxKind, Figures>(kinds.map((k) => [k, { ...ZERO }]))
  if (kinds.length === 0) return { all, byKind }
  const where = rowsWhere(scope, filters, kinds)
  const source = totalsOrDetail(scope, filters)
  const detail = rowsOf(
    await db.execute(sql`
      select r.kind, grouping(r.kind) as total_row,
             coalesce(sum(r.trx_count), 0)::int8 as "trxCount", coalesce(sum(r.amount), 0)::int8 as amount,
             coalesce(sum(r.fee), 0)::int8 as fee,
             coalesce(sum(r.trx_count) filter (where r.status = 'SUCCESS'), 0)::int8 as "successCount",
             coalesce(sum(r.amount) filter (where r.status = 'SUCCESS'), 0)::int8 as "successAmount"
        from ${periodRows(source.pair, from, to, ['kind', 'status', ...source.columns, 'trx_count', 'amount', 'fee'])}
       where ${where}
       group by grouping sets ((r.kind), ())`),
  )
  const devices = rowsOf(
    await db.execute(sql`
      select r.kind, grouping(r.kind) as total_row,
             (count(distinct r.merchant_id) filter (where r.trx_count > 0))::int8 as "activeMerchants",
             (count(distinct r.device_id) filter (where r.device_id <> 0 and r.trx_count > 0))::int8 as "activeDevices"
        from ${periodRows(OUTLETS, from, to, ['kind', 'device_id', ...MERCHANT_COLUMNS, 'trx_count'])}
       where ${where}
       group by grouping sets ((r.kind), ())`),
  )
  const target = (row: Record<string, unknown>) =>
    Number(row.total_row) === 1 ? all : byKind.get(row.kind as TrxKind)
  for (const row of detail) {
    const f = target(row)
    if (!f) continue
    f.trxCount = Number(row.trxCount)
    f.amount = Number(row.amount)
    f.fee = Number(row.fee)
    f.successCount = Number(row.successCount)
    f.successAmount = Number(row.successAmount)
  }
  for (const row of devices) {
    const f = target(row)
    if (!f) continue
    f.activeMerchants = Number(row.activeMerchants)
    f.activeDevices = Number(row.activeDevices)
  }
  return { all, byKind }
}
