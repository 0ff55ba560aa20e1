import { and, type SQL, sql } from 'drizzle-orm'
import type { ListRequest } from '#contract/resources/define.ts'
import type { AuthContext } from '../auth/sessions.ts'
import type { Db } from '../db/client.ts'
import type { Row, ServerResource } from './resource.ts'

export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows

/** Dates leave the server as ISO strings whichever driver read them. */
export function normalise(row: Row): Row {
  const out: Row = {}
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v
  return out
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export const selectList = (r: ServerResource) =>
  sql.join(
    Object.entries(r.select).map(([key, expr]) => sql`${expr} as ${sql.identifier(key)}`),
    sql`, `,
  )

/** The predicate of everything that limits rows: fixed part, scope, search, filters. */
export function whereOf(
  r: ServerResource,
  auth: AuthContext,
  req: Partial<Pick<ListRequest, 'search' | 'filters'>>,
): SQL {
  const scope = r.scope(auth)
  const parts: (SQL | undefined)[] = [r.fixed, scope === false ? sql`false` : scope]
  const term = req.search?.trim()
  if (term && r.search.length > 0) {
    const pattern = `%${escapeLike(term)}%`
    parts.push(
      sql`(${sql.join(
        r.search.map((e) => sql`${e} ilike ${pattern}`),
        sql` or `,
      )})`,
    )
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
  const d = dir === 'asc' ? sql`asc` : sql`desc`
  return sql`${expr} ${d} nulls last, ${r.id} ${d}`
}

export async function listRows(db: Db, r: ServerResource, auth: AuthContext, req: ListRequest, extra?: SQL) {
  const where = extra ? (and(whereOf(r, auth, req), extra) ?? sql`true`) : whereOf(r, auth, req)
  const [items, total] = await Promise.all([
    db.execute(
      sql`select ${selectList(r)} from ${r.from} where ${where} order by ${orderOf(r, req.sort, req.dir)} limit ${req.pageSize} offset ${(req.page - 1) * req.pageSize}`,
    ),
    db.execute(sql`select count(*)::int as n from ${r.from} where ${where}`),
  ])
  return {
    items: rowsOf(items).map(normalise),
    total: Number(rowsOf(total)[0]?.n ?? 0),
    page: req.page,
    pageSize: req.pageSize,
  }
}

/** One row by id, or null when it does not exist OR lies outside the caller's scope. */
export async function findRow(db: Db, r: ServerResource, auth: AuthContext, id: number): Promise<Row | null> {
  const where = and(whereOf(r, auth, {}), sql`${r.id} = ${id}`)
  const res = await db.execute(sql`select ${selectList(r)} from ${r.from} where ${where}`)
  const row = rowsOf(res)[0]
  return row ? normalise(row) : null
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
