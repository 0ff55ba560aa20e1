import { type SQL, sql } from 'drizzle-orm'
import type { Figures } from '#contract/analytics/dashboard.ts'
import { utcBounds } from '#contract/engine/dates.ts'
import type { TrxKind } from '#contract/transactions/catalogue.ts'
import type { DashboardFilters } from '../../areas/analytics/source.ts'
import { type ResolvedScope, scopePredicate } from '../../areas/corporate/scope.ts'
import { KIND_SOURCES } from '../../areas/transactions/rollups/definitions.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'

/**
 * The dashboards' figures computed from the raw transaction tables, the slow way the rollups replace: the
 * property test (analytics/dashboard.api.test.ts) and the bench compare the calls' answers with these.
 */

export function rawWhere(scope: ResolvedScope, filters: DashboardFilters, from: string, to: string): SQL {
  const { start, end } = utcBounds(from, to)
  const parts: SQL[] = [
    sql`r.created_at >= ${start.toISOString()}::timestamptz and r.created_at < ${end.toISOString()}::timestamptz`,
  ]
  const scoped = scopePredicate(scope, {
    CLIENT: sql`r.client_id`,
    REGION: sql`r.region_id`,
    GROUP: sql`r.group_id`,
    MERCHANT: sql`r.merchant_id`,
    PARTNER: sql`coalesce(r.partner_id, 0)`,
  })
  if (scoped) parts.push(scoped)
  if (filters.clientId !== undefined) parts.push(sql`r.client_id = ${filters.clientId}`)
  if (filters.regionId !== undefined) parts.push(sql`r.region_id = ${filters.regionId}`)
  if (filters.groupId !== undefined) parts.push(sql`r.group_id = ${filters.groupId}`)
  if (filters.merchantId !== undefined) parts.push(sql`r.merchant_id = ${filters.merchantId}`)
  return sql.join(parts, sql` and `)
}

/** Every raw row of the kinds with the columns the dashboards read, as a relation `r`. */
export function rawRows(kinds: readonly TrxKind[], where: SQL): SQL {
  const parts = kinds.map((kind) => {
    const s = KIND_SOURCES[kind]
    return sql`select ${kind}::text as kind, r.created_at, r.status, ${sql.raw(s.subject)} as subject, trim(${sql.raw(s.bank)}) as bank_code,
      r.merchant_id, ${sql.raw(s.outlet)} as outlet_id, ${sql.raw(s.device)} as device_id, r.amount, r.fee,
      ${sql.raw(s.merchantFee)} as merchant_fee, ${sql.raw(s.partnerFee)} as partner_fee from ${sql.raw(s.table)} r where ${where}`
  })
  return sql`(${sql.join(parts, sql` union all `)}) r`
}

const figures = (row: Record<string, unknown> | undefined): Figures => ({
  trxCount: Number(row?.trxCount ?? 0),
  amount: Number(row?.amount ?? 0),
  fee: Number(row?.fee ?? 0),
  successCount: Number(row?.successCount ?? 0),
  successAmount: Number(row?.successAmount ?? 0),
  activeMerchants: Number(row?.activeMerchants ?? 0),
  activeDevices: Number(row?.activeDevices ?? 0),
})

export async function rawFigures(db: Db, kinds: readonly TrxKind[], where: SQL) {
  if (kinds.length === 0) return { all: figures(undefined), byKind: new Map<TrxKind, Figures>() }
  const rows = rowsOf(
    await db.execute(sql`select r.kind, grouping(r.kind) as total_row, count(*)::int8 as "trxCount",
        coalesce(sum(r.amount), 0)::int8 as amount, coalesce(sum(r.fee), 0)::int8 as fee,
        (count(*) filter (where r.status = 'SUCCESS'))::int8 as "successCount",
        coalesce(sum(r.amount) filter (where r.status = 'SUCCESS'), 0)::int8 as "successAmount",
        count(distinct r.merchant_id)::int8 as "activeMerchants",
        (count(distinct r.device_id) filter (where r.device_id <> 0))::int8 as "activeDevices"
      from ${rawRows(kinds, where)} group by grouping sets ((r.kind), ())`),
  )
  const all = figures(rows.find((r) => Number(r.total_row) === 1))
  const byKind = new Map(
    kinds.map((k) => [k, figures(rows.find((r) => Number(r.total_row) === 0 && r.kind === k))] as const),
  )
  return { all, byKind }
}

/** Count and amount per key of an expression over the raw rows (only keys with rows). */
export async function rawBy(db: Db, kinds: readonly TrxKind[], where: SQL, key: SQL, extra: SQL = sql`true`) {
  const rows = rowsOf(
    await db.execute(sql`select ${key} as key, count(*)::int8 as "trxCount", coalesce(sum(r.amount), 0)::int8 as amount,
        coalesce(sum(r.fee), 0)::int8 as fee, (count(*) filter (where r.status = 'SUCCESS'))::int8 as "successCount"
      from ${rawRows(kinds, where)} where ${extra} group by 1`),
  )
  return new Map(
    rows.map((r) => [
      String(r.key),
      {
        trxCount: Number(r.trxCount),
        amount: Number(r.amount),
        fee: Number(r.fee),
        successCount: Number(r.successCount),
      },
    ]),
  )
}
