import { and, type SQL, sql } from 'drizzle-orm'
import { utcBounds, wibDay } from '#contract/engine/dates.ts'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { reportRangeProblem } from '#contract/transactions/period.ts'
import type {
  Receipt,
  ReportDetail,
  ReportPage,
  ReportRow,
  ReportTotals,
} from '#contract/transactions/reports.ts'
import type { RetailItem } from '#contract/transactions/rows.ts'
import type { AuthContext } from '../../access/caller.ts'
import type { Db } from '../../db/client.ts'
import { inlineSqlText } from '../../db/inline-sql.ts'
import { withStatementTimeout } from '../../db/statement-timeout.ts'
import { csvLineSql } from '../../engine/export.ts'
import { maskSql } from '../../engine/privacy.ts'
import { normalise, rowsOf } from '../../engine/query.ts'
import type { Row } from '../../engine/resource.ts'
import { badRequest } from '../../http/errors.ts'
import { RawJson } from '../../http/raw-json.ts'
import { resolveScope, scopePredicate } from '../corporate/scope.ts'
import { decodeCursor, encodeCursor } from './cursor.ts'
import type { FilterValue, ReportSpec } from './report-specs.ts'
import { SEARCH } from './report-specs.ts'
import { live } from './rollups/definitions.ts'

/** What a report request says about which rows (the body of list, totals and export). */
export interface ReportQueryInput {
  from?: string | undefined
  to?: string | undefined
  search?: string | undefined
  filters: Record<string, FilterValue | undefined>
}

/** A request turned into predicates: on the rows (`t`) and, when it can answer, on the rollup (`d`). */
export interface ReportPlan {
  from: string
  to: string
  where: SQL
  /** null when a filter, the amount range or the search is not a dimension of trx_daily. */
  rollupWhere: SQL | null
}

const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

const t = (column: string) => sql.raw(`t.${column}`)
const d = (column: string) => sql.raw(`d.${column}`)

/** Checks the request (dates, amounts, lookup codes) and builds its predicates, scope included. */
export async function planReport(
  db: Db,
  spec: ReportSpec,
  auth: AuthContext,
  input: ReportQueryInput,
): Promise<ReportPlan> {
  const today = wibDay()
  const from = input.from ?? input.to ?? today
  const to = input.to ?? input.from ?? today
  const problem = reportRangeProblem(from, to)
  if (problem) throw fieldError(problem.field, problem.message)

  const { amountMin, amountMax, ...filters } = input.filters
  if (typeof amountMin === 'number' && typeof amountMax === 'number' && amountMin > amountMax)
    throw fieldError('filters.amountMax', 'Nominal minimum tidak boleh lebih besar dari nominal maksimum.')

  for (const f of spec.def.filters) {
    const value = filters[f.key]
    if (f.type !== 'lookup' || value === undefined) continue
    const known = (await spec.lookups?.[f.key]?.(db)) ?? []
    if (!known.some((o) => o.value === value))
      throw fieldError(`filters.${f.key}`, `${f.label} tidak dikenal: ${String(value)}.`)
  }

  const scope = await resolveScope(db, auth)
  const { start, end } = utcBounds(from, to)
  const raw: (SQL | undefined)[] = [
    scopePredicate(scope, {
      CLIENT: t('client_id'),
      REGION: t('region_id'),
      GROUP: t('group_id'),
      MERCHANT: t('merchant_id'),
      PARTNER: t('partner_id'),
    }),
    sql`${t('created_at')} >= ${start.toISOString()}::timestamptz`,
    sql`${t('created_at')} < ${end.toISOString()}::timestamptz`,
  ]
  const rollup: (SQL | undefined)[] = [
    sql`${d('kind')} = ${spec.def.kind}`,
    sql`${d('day')} >= ${from}::date`,
    sql`${d('day')} <= ${to}::date`,
    scopePredicate(scope, {
      CLIENT: d('client_id'),
      REGION: d('region_id'),
      GROUP: d('group_id'),
      MERCHANT: d('merchant_id'),
      PARTNER: d('partner_id'),
    }),
  ]
  let rollupAnswers = true
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue
    const impl = spec.filters[key]
    if (!impl) throw fieldError(`filters.${key}`, `Filter tidak dikenal: ${key}.`)
    raw.push(impl.raw(value))
    if (impl.rollup) rollup.push(impl.rollup(value))
    else rollupAnswers = false
  }
  if (typeof amountMin === 'number') {
    raw.push(sql`${t('amount')} >= ${amountMin}`)
    rollupAnswers = false
  }
  if (typeof amountMax === 'number') {
    raw.push(sql`${t('amount')} <= ${amountMax}`)
    rollupAnswers = false
  }
  const term = input.search?.trim()
  if (term) {
    const matches = spec.def.search.map((target) => SEARCH[target](term)).filter((x): x is SQL => x !== null)
    raw.push(matches.length > 0 ? sql`(${sql.join(matches, sql` or `)})` : sql`false`)
    rollupAnswers = false
  }
  return {
    from,
    to,
    where: and(...raw) ?? sql`true`,
    rollupWhere: rollupAnswers ? (and(...rollup) ?? sql`true`) : null,
  }
}

/**
 * The expression a key is answered with, in pages, details and exports alike: its mask when the report
 * declares it personal data (docs/ARCHITECTURE.md "Personal data"); only /reveal selects it whole.
 */
export function answeredExpr(spec: ReportSpec, key: string): SQL {
  const expr = spec.select[key]
  if (!expr) throw new Error(`${spec.def.slug}: no expression for ${key}`)
  const kind = spec.def.personal?.[key]
  return kind ? maskSql(kind, expr) : expr
}

const selectOf = (spec: ReportSpec, keys: readonly string[]) =>
  sql.join(
    keys.map((key) => sql`${answeredExpr(spec, key)} as ${sql.identifier(key)}`),
    sql`, `,
  )

/** The keys a page of the list carries: every column (hidden ones can be turned on) and the id. */
const listKeys = (spec: ReportSpec) => [...new Set(['id', ...spec.def.columns.map((c) => c.key)])]

const orderBy = (dir: 'asc' | 'desc') =>
  dir === 'desc' ? sql`t.created_at desc, t.id desc` : sql`t.created_at asc, t.id asc`

/** created_at as PostgreSQL holds it (microseconds), in UTC: the cursor's time. */
const CURSOR_AT = sql`to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

export interface PageRequest {
  pageSize: number
  cursor?: string | undefined
  direction: 'next' | 'prev'
  dir: 'asc' | 'desc'
}

/** A page whose rows PostgreSQL has already rendered as JSON (see `reportPage`). */
export type ReportPageJson = Omit<ReportPage, 'items'> & { items: RawJson }

/** A list column as the page's JSON carries it: times like Date.toISOString() (UTC, milliseconds). */
const jsonColumn = (spec: ReportSpec, key: string) => {
  const expr = answeredExpr(spec, key)
  const format = spec.def.columns.find((c) => c.key === key)?.format
  return format === 'datetime'
    ? sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${sql.identifier(key)}`
    : sql`${expr} as ${sql.identifier(key)}`
}

/** Stands for the page's predicate in a rendered statement; NUL never occurs in SQL we write. */
const WHERE_HOLE = '\u0000where\u0000'
const pageStatements = new WeakMap<ReportSpec, Map<string, { before: string; after: string }>>()

/**
 * The statement of a page with its predicate left out, rendered to SQL text once per report, walking
 * order and page size: composing and rendering it anew (about 40 columns, seven joins) was most of the
 * server's work on a page. Only constants go into it; the predicate is rendered per request.
 * p.ord numbers the rows in walking order; a row past `size` only tells that there is more. Of the
 * page's ends, `head` comes first in walking order and `tail` last.
 */
function pageStatement(spec: ReportSpec, walk: 'asc' | 'desc', backwards: boolean, size: number) {
  let bySpec = pageStatements.get(spec)
  if (!bySpec) {
    bySpec = new Map()
    pageStatements.set(spec, bySpec)
  }
  const key = `${walk} ${backwards} ${size}`
  let parts = bySpec.get(key)
  if (!parts) {
    const columns = sql.join(
      listKeys(spec).map((k) => jsonColumn(spec, k)),
      sql`, `,
    )
    const nth = (column: 'at' | 'id', end: 'head' | 'tail') =>
      sql`(array_agg(p.${sql.raw(column)} order by p.ord))[${end === 'head' ? sql`1` : sql`least(count(*), ${size})`}] as ${sql.raw(`${column}_${end}`)}`
    const text = inlineSqlText(
      sql`select coalesce(json_agg(p.j order by p.ord ${sql.raw(backwards ? 'desc' : 'asc')}) filter (where p.ord <= ${size}), '[]')::text as items, count(*)::int as fetched, ${nth('at', 'head')}, ${nth('id', 'head')}, ${nth('at', 'tail')}, ${nth('id', 'tail')} from (select row_to_json(r) as j, ${CURSOR_AT} as at, t.id as id, row_number() over (order by ${orderBy(walk)}) as ord from (select * from ${sql.identifier(spec.table)} t where ${sql.raw(WHERE_HOLE)} order by ${orderBy(walk)} limit ${size + 1}) t ${spec.joins} cross join lateral (select ${columns}) r) p`,
    )
    const [before = '', after = '', ...rest] = text.split(WHERE_HOLE)
    if (rest.length > 0) throw new Error(`${spec.def.slug}: the page statement holds its predicate twice`)
    parts = { before, after }
    bySpec.set(key, parts)
  }
  return parts
}

/**
 * One page in (created_at, id) order after or before a cursor: a walk of one of the (X, created_at, id)
 * indexes that stops after pageSize + 1 rows, whatever the page number. Rows added while a user pages
 * land before page 1 or at their own place in the order; no row is repeated or skipped.
 * PostgreSQL renders the page as JSON text with the cursors of its first and last rows, so the server
 * passes the rows through without parsing and re-serialising each one; the statement goes with its
 * values inlined (simple query protocol), which costs the database less than binding parameters.
 */
export async function reportPage(
  db: Db,
  spec: ReportSpec,
  plan: ReportPlan,
  req: PageRequest,
): Promise<ReportPageJson> {
  const cursor = req.cursor ? decodeCursor(req.cursor) : null
  if (req.cursor && !cursor) throw fieldError('cursor', 'Posisi halaman tidak valid. Muat ulang laporan.')
  const backwards = req.direction === 'prev' && cursor !== null
  // Walking backwards reads the reverse order from the cursor and turns the rows round afterwards.
  const walk: 'asc' | 'desc' = backwards ? (req.dir === 'desc' ? 'asc' : 'desc') : req.dir
  const after = cursor
    ? walk === 'desc'
      ? sql`(t.created_at, t.id) < (${cursor.at}::timestamptz, ${cursor.id}::int8)`
      : sql`(t.created_at, t.id) > (${cursor.at}::timestamptz, ${cursor.id}::int8)`
    : undefined
  const where = and(plan.where, after) ?? sql`true`
  const size = req.pageSize
  const statement = pageStatement(spec, walk, backwards, size)
  const res = await db.execute(sql.raw(statement.before + inlineSqlText(where) + statement.after))
  const row = rowsOf(res)[0] ?? {}
  const more = Number(row.fetched ?? 0) > size
  const end = (which: 'head' | 'tail') => {
    const at = row[`at_${which}`]
    return typeof at === 'string' ? encodeCursor({ at, id: Number(row[`id_${which}`]) }) : null
  }
  // On screen the page runs from `first` to `last`: the walk's order, or its reverse when walking back.
  const first = backwards ? end('tail') : end('head')
  const lastShown = backwards ? end('head') : end('tail')
  return {
    items: new RawJson(String(row.items ?? '[]')),
    // Forwards there is a previous page whenever we came from a cursor; backwards, when rows were left over.
    nextCursor: backwards ? lastShown : more ? lastShown : null,
    prevCursor: backwards ? (more ? first : null) : cursor ? first : null,
    from: plan.from,
    to: plan.to,
  }
}

const num = (v: unknown) => Number(v ?? 0)

export const TOTALS_TOO_HEAVY =
  'Total untuk filter ini terlalu berat dihitung. Persempit periode, atau pakai filter merchant atau status.'

/**
 * Count, amount, fee and total of every row of the filter. From trx_daily when the filter only uses its
 * dimensions (whole WIB days, status, merchant, subject, bank, scope), otherwise from the rows.
 */
export async function reportTotals(
  db: Db,
  spec: ReportSpec,
  plan: ReportPlan,
  opts: { force?: 'raw' | 'rollup'; rawTimeoutMs?: number } = {},
): Promise<ReportTotals> {
  const { force, rawTimeoutMs } = opts
  const useRollup = force ? force === 'rollup' : plan.rollupWhere !== null
  if (useRollup && !plan.rollupWhere) throw new Error('this filter cannot be answered from the rollup')
  // The rollup sums merchant_fee for every kind (0 where the kind has none); the raw rows only where they have it.
  const merchantFee = spec.merchantFee ? sql`coalesce(sum(t.merchant_fee), 0)::int8` : sql`0::int8`
  const raw = sql`select count(*)::int8 as count, coalesce(sum(t.amount), 0)::int8 as amount, coalesce(sum(t.fee), 0)::int8 as fee, coalesce(sum(t.total), 0)::int8 as total, ${merchantFee} as merchant_fee from ${sql.identifier(spec.table)} t where ${plan.where}`
  const res = useRollup
    ? await db.execute(
        sql`select coalesce(sum(d.trx_count), 0)::int8 as count, coalesce(sum(d.amount), 0)::int8 as amount, coalesce(sum(d.fee), 0)::int8 as fee, coalesce(sum(d.total), 0)::int8 as total, coalesce(sum(d.merchant_fee), 0)::int8 as merchant_fee from ${sql.raw(live('trx_daily'))} d where ${plan.rollupWhere}`,
      )
    : rawTimeoutMs
      ? await withStatementTimeout(db, rawTimeoutMs, (tx) => tx.execute(raw), TOTALS_TOO_HEAVY)
      : await db.execute(raw)
  const row = rowsOf(res)[0] ?? {}
  return {
    count: num(row.count),
    amount: num(row.amount),
    fee: num(row.fee),
    total: num(row.total),
    merchantFee: num(row.merchant_fee),
    source: useRollup ? 'rollup' : 'raw',
    from: plan.from,
    to: plan.to,
  }
}

function receiptOf(row: Row): Receipt {
  const items = (Array.isArray(row.items) ? row.items : []) as RetailItem[]
  return {
    items: items.map((i) => ({
      sku: i.sku,
      name: i.name,
      qty: i.qty,
      price: i.price,
      discount: i.discount,
      lineTotal: i.qty * i.price - i.discount,
    })),
    subtotal: num(row.subtotal),
    discount: num(row.discount),
    serviceCharge: num(row.serviceCharge),
    taxType: row.taxType ? String(row.taxType) : null,
    taxAmount: num(row.taxAmount),
    total: num(row.amount),
    paid: num(row.paid),
    change: num(row.change),
  }
}

const RECEIPT_KEYS = [
  'items',
  'subtotal',
  'discount',
  'serviceCharge',
  'taxType',
  'taxAmount',
  'paid',
  'change',
]

/** The caller's data scope as a predicate on the transaction rows (`t`). */
const rowScope = async (db: Db, auth: AuthContext) =>
  scopePredicate(await resolveScope(db, auth), {
    CLIENT: t('client_id'),
    REGION: t('region_id'),
    GROUP: t('group_id'),
    MERCHANT: t('merchant_id'),
    PARTNER: t('partner_id'),
  })

/**
 * The whole value of one personal field of one transaction (POST /transaction/{slug}/reveal), or null
 * when the transaction does not exist or lies outside the caller's scope.
 */
export async function reportPersonalValue(
  db: Db,
  spec: ReportSpec,
  auth: AuthContext,
  id: number,
  field: string,
): Promise<{ value: string | null } | null> {
  const expr = spec.select[field]
  if (!expr || !spec.def.personal?.[field]) throw new Error(`${spec.def.slug}: ${field} is no personal field`)
  const res = await db.execute(
    sql`select ${expr} as value from ${sql.identifier(spec.table)} t ${spec.joins} where ${and(sql`t.id = ${id}`, await rowScope(db, auth))}`,
  )
  const row = rowsOf(res)[0]
  if (!row) return null
  return { value: row.value === null || row.value === undefined ? null : String(row.value) }
}

/** One transaction with every detail field, or null when it does not exist or lies outside the scope. */
export async function reportDetail(
  db: Db,
  spec: ReportSpec,
  auth: AuthContext,
  id: number,
): Promise<ReportDetail | null> {
  const scope = await rowScope(db, auth)
  const retail = spec.def.kind === 'RETAIL'
  const keys = [...new Set(['id', ...spec.def.detail.map((c) => c.key), ...(retail ? RECEIPT_KEYS : [])])]
  const res = await db.execute(
    sql`select ${selectOf(spec, keys)} from ${sql.identifier(spec.table)} t ${spec.joins} where ${and(sql`t.id = ${id}`, scope)}`,
  )
  const found = rowsOf(res)[0]
  if (!found) return null
  const row = normalise(found)
  const receipt = retail ? receiptOf(row) : null
  if (retail) for (const key of RECEIPT_KEYS) delete row[key]
  return { row: row as ReportRow, receipt }
}

/**
 * Queries of an export: every matching row in order with the chosen columns. For CSV each row is one
 * record rendered by PostgreSQL (labels, WIB times, quoting), so a million rows need no per-cell work here.
 */
export function exportQueries(
  spec: ReportSpec,
  plan: ReportPlan,
  columns: readonly ColumnDef[],
  dir: 'asc' | 'desc',
  format: 'csv' | 'xlsx',
) {
  const table = sql.identifier(spec.table)
  const line =
    format === 'csv'
      ? csvLineSql(columns.map((column) => ({ column, expr: answeredExpr(spec, column.key) })))
      : null
  // The cursor (PostgreSQL) reads the line alone; fetching by ids (PGlite) needs the id to keep the order.
  const select = line
    ? sql`t.id as id, ${line}`
    : selectOf(spec, [...new Set(['id', ...columns.map((c) => c.key)])])
  return {
    query: sql`select ${line ?? select} from ${table} t ${spec.joins} where ${plan.where} order by ${orderBy(dir)}`,
    idsQuery: sql`select t.id as id from ${table} t where ${plan.where} order by ${orderBy(dir)}`,
    // The predicate again, though the ids came from it: its time range keeps the read to the months asked for.
    rowsOfIds: (ids: number[]) =>
      sql`select ${select} from ${table} t ${spec.joins} where ${plan.where} and t.id in ${ids}`,
  }
}
