import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { can } from '#contract/access/can.ts'
import type { dashboardFilters } from '#contract/analytics/dashboard.ts'
import { kindsFor } from '#contract/analytics/kinds.ts'
import { addDays, wibDay } from '#contract/engine/dates.ts'
import type { TrxKind } from '#contract/transactions/catalogue.ts'
import type { AuthContext } from '../../access/caller.ts'
import type { Db } from '../../db/client.ts'
import { idsInScope } from '../../engine/query.ts'
import { forbidden, notFound } from '../../http/errors.ts'
import { clientResource } from '../corporate/client.ts'
import { groupResource } from '../corporate/group.ts'
import { merchantResource } from '../corporate/merchant.ts'
import { regionResource } from '../corporate/region.ts'
import { type ResolvedScope, scopePredicate } from '../corporate/scope.ts'
import { live } from '../transactions/rollups/definitions.ts'

/**
 * How a dashboard call reads the rollups (issue 14 §8): a period becomes the whole WIB months it covers,
 * read from a monthly rollup, and the days at either edge, read from the daily one, so a year is ~12 rows
 * per key instead of ~365. Every predicate is on the rollup's own columns: the caller's data scope, the
 * narrowing filters and the kinds their features show.
 */

/** A pair of rollups with the same keys, one per WIB day (`day`) and one per WIB month (`month`). */
export interface RollupPair {
  daily: string
  monthly: string
  /** Whether the rollups have a `kind` column (the retail items do not). */
  kinded: boolean
}
const pair = (daily: string, monthly: string, kinded: boolean): RollupPair => ({
  daily: live(daily),
  monthly: live(monthly),
  kinded,
})
// Each read through its `_live` view: the rollup and the writes not yet folded into it (rollups/definitions.ts).
export const DETAIL = pair('trx_daily', 'trx_monthly', true)
export const OUTLETS = pair('trx_outlet_daily', 'trx_outlet_monthly', true)
export const ITEMS = pair('retail_item_daily', 'retail_item_monthly', false)
/** Every merchant summed (no merchant, subject or bank): what totals, trends and the status mix read. */
export const TOTALS = pair('trx_totals_daily', 'trx_totals_monthly', true)
/** By UTC hour (= WIB hour), with the merchant, the subject and the response code. */
export const HOURLY = live('trx_hourly')
/** By UTC hour, every merchant summed: a day's trend when no merchant is asked for. */
export const TOTALS_HOURLY = live('trx_totals_hourly')
/** What waits for the host, whatever its age, every merchant summed (the pending age's "> 24 jam"). */
export const OPEN_TOTALS = live('trx_open_totals')
/** trx_monthly alone, for a figure of whole months only (the targets). */
export const MONTHLY = live('trx_monthly')

/** The columns the scope and the filters may name, with the merchant (detail) or without (totals). */
export const SCOPE_COLUMNS = ['client_id', 'region_id', 'group_id', 'partner_id']
/** Every column `rowsWhere` may name: the merchant and those above it. */
export const MERCHANT_COLUMNS = ['merchant_id', ...SCOPE_COLUMNS]

/**
 * The smallest rollup that can answer a figure by kind and status: the totals, unless a merchant is named
 * (a filter, or a user scoped to one merchant), which only the detail rollup keeps.
 */
export function totalsOrDetail(
  scope: ResolvedScope,
  filters: DashboardFilters,
): { pair: RollupPair; columns: string[] } {
  const byMerchant =
    filters.merchantId !== undefined || (scope.kind === 'level' && scope.level === 'MERCHANT')
  return byMerchant ? { pair: DETAIL, columns: MERCHANT_COLUMNS } : { pair: TOTALS, columns: SCOPE_COLUMNS }
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`
const nextMonth = (day: string) =>
  addDays(`${day.slice(0, 8)}28`, 4)
    .slice(0, 8)
    .concat('01')

/**
 * The period as slices: whole months (month starts, inclusive) and the days outside them. A period that
 * reaches today (WIB) takes today's month whole: no transaction is dated after the moment it is written, so
 * the month's rows are the days up to today ("Bulan ini", "a year to today" read the month's one row per key).
 */
export function slices(
  from: string,
  to: string,
  today: string = wibDay(),
): { months: [string, string] | null; days: [string, string][] } {
  const firstWhole = from.endsWith('-01') ? from : nextMonth(from)
  const end = to >= today ? addDays(nextMonth(to), -1) : to
  const afterLastWhole = monthStart(addDays(end, 1))
  if (firstWhole >= afterLastWhole) return { months: null, days: [[from, to]] }
  const days: [string, string][] = []
  if (from < firstWhole) days.push([from, addDays(firstWhole, -1)])
  if (afterLastWhole <= to) days.push([afterLastWhole, to])
  const lastWhole = monthStart(addDays(afterLastWhole, -1))
  return { months: [firstWhole, lastWhole], days }
}

/**
 * The rows of a pair over a period, each with `period_start` (the day, or the month's first day) and the
 * columns asked for, as a subquery aliased `r`. `byDay` reads the daily rollup only (a trend by day or week
 * cannot split a month's row).
 */
export function periodRows(
  pair: RollupPair,
  from: string,
  to: string,
  columns: string[],
  byDay = false,
): SQL {
  const list = sql.raw(columns.join(', '))
  const parts: SQL[] = []
  const { months, days } = byDay ? { months: null, days: [[from, to] as [string, string]] } : slices(from, to)
  if (months)
    parts.push(
      sql`SELECT month AS period_start, ${list} FROM ${sql.raw(pair.monthly)} WHERE month BETWEEN ${months[0]}::date AND ${months[1]}::date`,
    )
  for (const [a, b] of days)
    parts.push(
      sql`SELECT day AS period_start, ${list} FROM ${sql.raw(pair.daily)} WHERE day BETWEEN ${a}::date AND ${b}::date`,
    )
  return sql`(${sql.join(parts, sql` UNION ALL `)}) r`
}

export type DashboardFilters = {
  [K in keyof typeof dashboardFilters]?: z.output<(typeof dashboardFilters)[K]>
}

/** The predicate of the caller's scope, the filters and the kinds, on the columns of the rows `r`. */
export function rowsWhere(
  scope: ResolvedScope,
  filters: DashboardFilters,
  kinds: readonly TrxKind[] | null,
): SQL {
  const parts: SQL[] = [sql`true`]
  const scoped = scopePredicate(scope, {
    CLIENT: sql`r.client_id`,
    REGION: sql`r.region_id`,
    GROUP: sql`r.group_id`,
    MERCHANT: sql`r.merchant_id`,
    PARTNER: sql`r.partner_id`,
  })
  if (scoped) parts.push(scoped)
  if (filters.clientId !== undefined) parts.push(sql`r.client_id = ${filters.clientId}`)
  if (filters.regionId !== undefined) parts.push(sql`r.region_id = ${filters.regionId}`)
  if (filters.groupId !== undefined) parts.push(sql`r.group_id = ${filters.groupId}`)
  if (filters.merchantId !== undefined) parts.push(sql`r.merchant_id = ${filters.merchantId}`)
  if (kinds) parts.push(kinds.length ? sql`r.kind in ${kinds}` : sql`false`)
  return sql.join(parts, sql` and `)
}

/**
 * The kinds a call reads: those the caller's features show, or the one asked for, which must be among them
 * (403 otherwise, as the page of that kind would be).
 */
export function kindsOf(auth: AuthContext, asked: TrxKind | undefined): TrxKind[] {
  const visible = kindsFor((anyOf) => can(auth.roles, anyOf))
  if (!asked) return visible
  if (!visible.includes(asked)) throw forbidden('Anda tidak memiliki akses ke data transaksi jenis ini.')
  return [asked]
}

/** How fresh the figures are: the rollups change in the writes' own transactions, so it is now. */
export const asOf = () => new Date().toISOString()

const NAMED = [
  ['clientId', clientResource, 'Client'],
  ['regionId', regionResource, 'Region'],
  ['groupId', groupResource, 'Group'],
  ['merchantId', merchantResource, 'Merchant'],
] as const

/**
 * A filter naming a client, region, group or merchant the caller may not see is refused (404, as the row's own
 * screen would answer), not answered with zeros: whether it exists is not theirs to learn either. The same
 * scope as those rows' lists (issue 13's scope probe holds every call to it).
 */
export async function checkNamedRows(db: Db, auth: AuthContext, filters: DashboardFilters): Promise<void> {
  for (const [key, resource, label] of NAMED) {
    const id = filters[key]
    if (id === undefined) continue
    if ((await idsInScope(db, resource, auth, [id])).size === 0) {
      const message = `${label} tidak ditemukan atau di luar cakupan data Anda.`
      throw notFound(message)
    }
  }
}
