import { and, type SQL, sql } from 'drizzle-orm'
import { dateRangeProblem, utcBounds } from '#contract/engine/dates.ts'
import type { ListRequest } from '#contract/engine/resource.ts'
import type { AuthContext } from '../access/caller.ts'
import type { Db } from '../db/client.ts'
import { badRequest } from '../http/errors.ts'
import type { Expr, Row, ServerResource } from './resource.ts'

export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows

/** PostgreSQL's text form of a timestamptz, as raw queries return it on some drivers. */
const PG_TIMESTAMPTZ = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/

/** Dates and times leave the server as ISO 8601 strings (UTC), whichever driver read them. */
export function normalise(row: Row): Row {
  const out: Row = {}
  for (const [k, v] of Object.entries(row)) {
    if (v instanceof Date) out[k] = v.toISOString()
    else if (typeof v === 'string' && PG_TIMESTAMPTZ.test(v)) {
      const [, day, time, hours, minutes] = PG_TIMESTAMPTZ.exec(v) ?? []
      out[k] = new Date(`${day}T${time}${hours}:${minutes ?? '00'}`).toISOString()
    } else out[k] = v
  }
  return out
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export const selectList = (r: ServerResource) =>
  sql.join(
    Object.entries(r.select).map(([key, expr]) => sql`${expr} as ${sql.identifier(key)}`),
    sql`, `,
  )

/**
 * `expr` within whole WIB calendar days `from` … `to` (either may be open). A start after the end is
 * refused with 400 naming `dateTo` (the same check and WIB day bounds as the reports: contract/engine/dates.ts).
 */
export function wibDayRange(
  expr: SQL | Expr,
  from: string | undefined,
  to: string | undefined,
): SQL | undefined {
  const problem = dateRangeProblem(from || undefined, to || undefined)
  if (problem) {
    const field = problem.field === 'from' ? 'dateFrom' : 'dateTo'
    throw badRequest(problem.message, { errors: [{ field, message: problem.message }] })
  }
  const parts: SQL[] = []
  if (from) parts.push(sql`${expr} >= ${utcBounds(from, from).start.toISOString()}::timestamptz`)
  if (to) parts.push(sql`${expr} < ${utcBounds(to, to).end.toISOString()}::timestamptz`)
  return parts.length > 0 ? and(...parts) : undefined
}

/** The predicate of everything that limits rows: fixed part, scope, search, filters, date range. */
export function whereOf(
  r: ServerResource,
  auth: AuthContext,
  req: Partial<Pick<ListRequest, 'search' | 'filters' | 'dateFrom' | 'dateTo'>>,
): SQL {
  const scope = r.scope(auth)
  const parts: (SQL | undefined)[] = [r.fixed, scope === false ? sql`false` : scope]
  const range = r.def.dateRange
  if (range && (req.dateFrom || req.dateTo)) {
    const expr = r.select[range.key]
    if (!expr) throw new Error(`${r.def.name}: date range ${range.key} has no expression`)
    parts.push(wibDayRange(expr, req.dateFrom, req.dateTo))
  }
  const term = req.search?.trim()
  if (term && r.search.length > 0) {
    const pattern = `%${escapeLike(term)}%`
    const matches = r.search.flatMap((e): SQL[] => {
      if (!('exact' in e)) return [sql`${e} ilike ${pattern}`]
      const value = e.value(term)
      return value === null ? [] : [sql`${e.exact} = ${value}`]
    })
    parts.push(matches.length > 0 ? sql`(${sql.join(matches, sql` or `)})` : sql`false`)
  }
  for (const [key, value] of Object.entries(req.filters ?? {})) {
    if (value === undefined) continue
    const predicate = r.filters[key]
    if (predicate) parts.push(predicate(value as never))
  }
  return and(...parts) ?? sql`true`
}

export function orderOf(r: ServerResource, sort: string, dir: 'asc' | 'desc'): SQL {
  const expr = r.select[sort] ?? r.id
  // Written so an index on (column, id) serves both directions: asc nulls last / desc nulls first.
  return dir === 'asc'
    ? sql`${expr} asc nulls last, ${r.id} asc`
    : sql`${expr} desc nulls first, ${r.id} desc`
}

/**
 * One page of rows, in three cheap steps: the total; the page's ids alone (joins the filter does not
 * need are removed by PostgreSQL, and a page past the middle is read from the far end in reverse so an
 * index walk is never longer than half the rows); then the full rows, expressions and subqueries
 * included, for those ids only.
 */
export async function listRows(db: Db, r: ServerResource, auth: AuthContext, req: ListRequest, extra?: SQL) {
  const where = extra ? (and(whereOf(r, auth, req), extra) ?? sql`true`) : whereOf(r, auth, req)
  const offset = (req.page - 1) * req.pageSize
  if (req.search?.trim()) return searchPage(db, r, req, where, offset)
  const total = Number(
    rowsOf(await db.execute(sql`select count(*)::int as n from ${r.from} where ${where}`))[0]?.n ?? 0,
  )
  if (offset >= total) return { items: [], total, page: req.page, pageSize: req.pageSize }
  const fromEnd = offset > total / 2
  const limit = Math.min(req.pageSize, total - offset)
  const pageOrder = fromEnd
    ? orderOf(r, req.sort, req.dir === 'asc' ? 'desc' : 'asc')
    : orderOf(r, req.sort, req.dir)
  const pageOffset = fromEnd ? total - offset - limit : offset
  const ids = rowsOf(
    await db.execute(
      sql`select ${r.id} as id from ${r.from} where ${where} order by ${pageOrder} limit ${limit} offset ${pageOffset}`,
    ),
  ).map((x) => Number(x.id))
  return { items: await rowsByIds(db, r, req, ids, where), total, page: req.page, pageSize: req.pageSize }
}

/**
 * The full rows of a page's ids. The page's predicate goes again with the ids: on a table partitioned by month
 * (server/ops/history-partitions.ts) its date range keeps the look-up to the months asked for, where the ids
 * alone would probe every month's index; on the page's few rows it costs nothing else.
 */
async function rowsByIds(db: Db, r: ServerResource, req: ListRequest, ids: number[], where: SQL) {
  if (ids.length === 0) return []
  const items = await db.execute(
    sql`select ${selectList(r)} from ${r.from} where ${where} and ${r.id} in ${ids} order by ${orderOf(r, req.sort, req.dir)}`,
  )
  const rows = rowsOf(items).map(normalise)
  await r.decorate?.(rows)
  return rows
}

/**
 * A search matches through trigram indexes in no useful order, so its hits are collected first (the
 * OFFSET 0 fence stops the planner from walking the sort index hoping to meet them early), then sorted;
 * the total comes from the same pass.
 */
async function searchPage(db: Db, r: ServerResource, req: ListRequest, where: SQL, offset: number) {
  const expr = r.select[req.sort] ?? r.id
  const order =
    req.dir === 'asc' ? sql`hits.s asc nulls last, hits.id asc` : sql`hits.s desc nulls first, hits.id desc`
  const rows = rowsOf(
    await db.execute(
      sql`select hits.id, count(*) over ()::int as total from (select ${r.id} as id, ${expr} as s from ${r.from} where ${where} offset 0) hits order by ${order} limit ${req.pageSize} offset ${offset}`,
    ),
  )
  const total =
    rows.length > 0
      ? Number(rows[0]?.total)
      : Number(
          rowsOf(await db.execute(sql`select count(*)::int as n from ${r.from} where ${where}`))[0]?.n ?? 0,
        )
  const ids = rows.map((x) => Number(x.id))
  return { items: await rowsByIds(db, r, req, ids, where), total, page: req.page, pageSize: req.pageSize }
}

/** One row by id, or null when it does not exist OR lies outside the caller's scope. */
export async function findRow(db: Db, r: ServerResource, auth: AuthContext, id: number): Promise<Row | null> {
  const where = and(whereOf(r, auth, {}), sql`${r.id} = ${id}`)
  const res = await db.execute(sql`select ${selectList(r)} from ${r.from} where ${where}`)
  const row = rowsOf(res)[0]
  if (!row) return null
  const out = normalise(row)
  await r.decorate?.([out])
  return out
}

/** Ids of these that the caller may touch. */
export async function idsInScope(
  db: Db,
  r: ServerResource,
  auth: AuthContext,
  ids: number[],
): Promise<Set<number>> {
  const where = and(whereOf(r, auth, {}), sql`${r.id} in ${ids}`)
  const res = await db.execute(sql`select ${r.id} as id from ${r.from} where ${where}`)
  return new Set(rowsOf(res).map((x) => Number(x.id)))
}
