import { sql } from 'drizzle-orm'
import { utcBounds } from '#contract/engine/dates.ts'
import type { ReportDef, ReportPage, ReportTotals } from '#contract/transactions/reports.ts'
import type { AuthContext } from '../../access/caller.ts'
import { REPORT_SPECS } from '../../areas/transactions/report-specs.ts'
import { ROLLUP_TABLES } from '../../areas/transactions/rollups/definitions.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import { seedTransactions } from '../../seed/transactions/index.ts'
import type { TestApp } from '../harness.ts'

/** Test fixtures of the report API tests (not used by the server). */

/** The WIB days the test history covers: nothing else lies in them. */
export const WINDOW = { from: '2025-02-28', to: '2025-03-20' } as const
export const WINDOW_BOUNDS = utcBounds(WINDOW.from, WINDOW.to)

/**
 * Replaces the template's transactions with a known history in WINDOW (the generator with a fixed seed and
 * end), so every expectation can be computed with plain SQL over the same rows.
 */
export async function seedWindow(
  db: Db,
  count = 2_500,
  window: { days: number; seed: number } = { days: 20, seed: 5 },
) {
  await db.execute(sql`truncate trx_retail, trx_biller, trx_mycroatm, trx_topup, trx_deposit, ${sql.raw(ROLLUP_TABLES)},
    card_balance_update, card_block, card_block_log restart identity cascade`)
  await seedTransactions(db, {
    count,
    days: window.days,
    until: new Date('2025-03-20T16:59:00Z'),
    seed: window.seed,
    deviceActivityDays: 0,
  })
}

export const tableOf = (def: ReportDef) => REPORT_SPECS[def.slug].table

export async function q(db: Db, text: string) {
  return rowsOf(await db.execute(sql.raw(text)))
}

/** `created_at` inside WINDOW, as SQL over alias t. */
export const IN_WINDOW = `t.created_at >= '${WINDOW_BOUNDS.start.toISOString()}' and t.created_at < '${WINDOW_BOUNDS.end.toISOString()}'`

/** Ids the report should list for a condition, newest first, computed without the report's code. */
export async function expectedIds(db: Db, def: ReportDef, condition = 'true'): Promise<number[]> {
  const rows = await q(
    db,
    `select t.id from ${tableOf(def)} t where ${IN_WINDOW} and (${condition}) order by t.created_at desc, t.id desc`,
  )
  return rows.map((r) => Number(r.id))
}

/** The kinds whose rows carry the merchant's share of the fee (issue 15). */
export const MERCHANT_FEE_TABLES = ['trx_biller', 'trx_mycroatm', 'trx_topup']

export async function expectedTotals(db: Db, def: ReportDef, condition = 'true') {
  const [row] = await q(
    db,
    `select count(*)::int8 as count, coalesce(sum(amount),0)::int8 as amount, coalesce(sum(fee),0)::int8 as fee,
            coalesce(sum(total),0)::int8 as total,
            ${MERCHANT_FEE_TABLES.includes(tableOf(def)) ? 'coalesce(sum(merchant_fee),0)::int8' : '0'} as merchant_fee
       from ${tableOf(def)} t where ${IN_WINDOW} and (${condition})`,
  )
  return {
    count: Number(row?.count),
    amount: Number(row?.amount),
    fee: Number(row?.fee),
    total: Number(row?.total),
    merchantFee: Number(row?.merchant_fee),
  }
}

/** Every page of a report, following next cursors; returns the ids in order and the pages read. */
export async function walk(
  t: TestApp,
  token: string,
  def: ReportDef,
  body: Record<string, unknown>,
  pageSize = 100,
  between?: (page: number, idsSoFar: readonly number[]) => Promise<void>,
): Promise<{ ids: number[]; pages: ReportPage[] }> {
  const ids: number[] = []
  const pages: ReportPage[] = []
  let cursor: string | null = null
  for (let i = 0; i < 10_000; i++) {
    const res = await t.post(
      `/${def.apiPath}/list`,
      { ...WINDOW, ...body, pageSize, ...(cursor ? { cursor } : {}) },
      token,
    )
    if (res.statusCode !== 200) throw new Error(`list ${def.slug}: ${res.statusCode} ${res.body}`)
    const page = res.json().result as ReportPage
    pages.push(page)
    ids.push(...page.items.map((r) => r.id))
    cursor = page.nextCursor
    if (!cursor) break
    await between?.(i + 1, ids)
  }
  return { ids, pages }
}

export async function totalsOf(t: TestApp, token: string, def: ReportDef, body: Record<string, unknown>) {
  const res = await t.post(`/${def.apiPath}/totals`, { ...WINDOW, ...body }, token)
  if (res.statusCode !== 200) throw new Error(`totals ${def.slug}: ${res.statusCode} ${res.body}`)
  return res.json().result as ReportTotals
}

/** A signed-in context scoped to everything, for calling the report functions directly. */
export const ALL_SCOPE: AuthContext = {
  sessionId: 'test',
  userId: '00000000-0000-0000-0000-000000000000',
  username: 'test',
  roleSegmentId: 0,
  roles: [],
  userTypeLevel: 'ALL',
  userTypeValue: '',
  partnerCode: '',
}

/** The most frequent value of a column in the window (a filter value with rows behind it). */
export async function commonValue(
  db: Db,
  def: ReportDef,
  column: string,
  skip = 0,
): Promise<string | number> {
  const rows = await q(
    db,
    `select ${column} as v, count(*) as n from ${tableOf(def)} t where ${IN_WINDOW} and ${column} is not null
      group by 1 order by 2 desc, 1 limit 1 offset ${skip}`,
  )
  const v = rows[0]?.v
  if (v === undefined || v === null) throw new Error(`no value of ${column} in ${def.slug}`)
  return typeof v === 'number' ? v : String(v).trim()
}
