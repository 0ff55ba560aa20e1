import { eq, getTableColumns, is, type SQL, sql } from 'drizzle-orm'
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { ResourceDef } from '#contract/engine/resource.ts'
import type { AuthContext } from '../access/caller.ts'
import type { Db } from '../db/client.ts'
import type { Mail } from '../mail/send.ts'

export type Expr = SQL | PgColumn
export type Row = Record<string, unknown>

/**
 * What the free-text search matches: an expression by substring (ILIKE), or one compared whole with
 * the term as `value` turns it (null: the term cannot be one). A personal field is searched only whole:
 * a substring search would tell a reader the digits its mask hides, one guess at a time.
 */
export type SearchExpr = Expr | { readonly exact: Expr; value(term: string): string | null }

/** What a write hook gets: the caller, the database (inside the write's transaction) and the row before. */
export interface WriteContext {
  db: Db
  auth: AuthContext
  before: Row | null
  services: EngineServices
}

/** Shared services the engine hands to write hooks and actions. */
export interface EngineServices {
  /** Throws 400 naming `field` unless every id is a row of `resource` inside the caller's scope. */
  requireInScope(resource: string, ids: number[], field: string, label: string): Promise<void>
  sendMail(mail: Mail): Promise<void>
}

/**
 * The server half of a resource: how its rows are read (joins, expressions, scope) and written.
 * The engine turns it into routes; nothing here knows about HTTP.
 */
export interface ServerResource {
  def: ResourceDef
  table: PgTable
  id: PgColumn
  /** FROM clause with its joins. */
  from: SQL
  /** The expression of every key of def.row. */
  select: Record<string, Expr>
  /** What the free-text search matches (see SearchExpr). */
  search: SearchExpr[]
  /** Predicate of each filter of def.filters. */
  filters: Record<string, (value: never) => SQL>
  /**
   * Rows the caller may see and change (docs/PRODUCT.md §6, data scope): undefined = all, false = none.
   * Writes are checked against it too (the row before, and every referenced parent).
   */
  scope(auth: AuthContext): SQL | undefined | false
  /** A constant predicate (e.g. one kind of device) applied to every read and write. */
  fixed?: SQL
  /** Input fields holding the id of a row of another resource: field → resource name. */
  refs?: Record<string, string>
  /** Column values to write from validated input (derive denormalised columns here). */
  toValues(input: Row, ctx: WriteContext): Promise<Row> | Row
  /** Runs after the row is written, in the same transaction (child rows such as members). */
  afterWrite?(id: number, input: Row, ctx: WriteContext): Promise<void>
  /** Unique constraints, so a duplicate answers 409 naming the field. */
  unique?: { constraint: string; field: string; label: string; message?: string }[]
  /** Rows that depend on these ids (a delete is refused while any exist). */
  dependents?: { label: string; count: (ids: number[]) => SQL }[]
  /** Adds fields SQL cannot give (names of in-memory reference data) to rows read for a page or a detail. */
  decorate?(rows: Row[]): Promise<void>
  /**
   * The answer's message after an add or update, when the default ("… berhasil ditambahkan.") would
   * mislead: a segment's change that waits for a second user's approval says so.
   */
  message?(after: Row, op: 'add' | 'update'): string
  /**
   * A warning that does not refuse the write (a cost above the price, issue 18): added to the answer's
   * message after an add or update.
   */
  notice?(row: Row): string | null
  /** Extra row actions (def.actions): name → what it does to the row, returning the message. */
  actions?: Record<string, (row: Row, ctx: WriteContext) => Promise<string>>
}

/**
 * What an area writes for a resource: only what differs from the defaults (docs/ARCHITECTURE.md "A new
 * screen"). A row key without an expression is the table's column of the same name; a filter without a
 * predicate is equality on its key's expression (the row's, else the table's column of that name); the FROM clause is the table; the id is its `id`
 * column; input is written as it is validated.
 */
export type ServerResourceSpec<D extends ResourceDef = ResourceDef> = Omit<
  ServerResource,
  'def' | 'select' | 'filters' | 'from' | 'id' | 'toValues'
> & {
  def: D
  /** Expressions of row keys that are not the table's column of the same name. */
  select?: Partial<Record<keyof z.output<D['row']> & string, Expr>>
  /** Predicates of filters other than equality on the key's expression. */
  filters?: Partial<Record<D['filters'][number]['key'], (value: never) => SQL>>
  from?: SQL
  id?: PgColumn
  toValues?: ServerResource['toValues']
}

/** Equality on an expression; a column maps the value as it maps what it stores. */
const equalTo = (expr: Expr) => (value: never) =>
  is(expr, PgColumn) ? eq(expr, value) : sql`${expr} = ${value}`

/** The server half of a resource, with the defaults filled in and checked against the declaration. */
export function serverResource<D extends ResourceDef>(spec: ServerResourceSpec<D>): ServerResource {
  const { def, table } = spec
  const columns = getTableColumns(table)
  const select: Record<string, Expr> = {}
  for (const key of Object.keys(def.row.shape)) {
    const expr = (spec.select as Record<string, Expr> | undefined)?.[key] ?? columns[key]
    if (expr) select[key] = expr
  }
  for (const key of Object.keys(spec.select ?? {}))
    if (!(key in select)) throw new Error(`${def.name}: select ${key} is not a key of the row`)
  const filters: Record<string, (value: never) => SQL> = {}
  for (const f of def.filters) {
    const own = (spec.filters as Record<string, (value: never) => SQL> | undefined)?.[f.key]
    const expr = select[f.key] ?? columns[f.key]
    if (own) filters[f.key] = own
    else if (expr) filters[f.key] = equalTo(expr)
    else throw new Error(`${def.name}: filter ${f.key} has no predicate and no expression to compare`)
  }
  const id = spec.id ?? columns.id
  if (!id) throw new Error(`${def.name}: the table has no id column; name the id`)
  const r: ServerResource = {
    ...spec,
    def,
    select,
    filters,
    from: spec.from ?? sql`${table}`,
    id,
    toValues: spec.toValues ?? ((input) => input),
  }
  for (const c of def.columns)
    if (!(c.key in select)) throw new Error(`${def.name}: column ${c.key} has no expression`)
  for (const key of Object.keys(def.personal ?? {}))
    if (spec.search.includes(select[key] as Expr))
      throw new Error(`${def.name}: personal field ${key} is searched by substring; search it whole`)
  if (def.dateRange && !(def.dateRange.key in select))
    throw new Error(`${def.name}: date range ${def.dateRange.key} has no expression`)
  for (const a of def.actions ?? [])
    if (!r.actions?.[a.name]) throw new Error(`${def.name}: action ${a.name} not implemented`)
  return r
}
