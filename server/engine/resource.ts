import type { SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { ResourceDef } from '#contract/engine/resource.ts'
import type { AuthContext } from '../access/caller.ts'
import type { Db } from '../db/client.ts'

export type Expr = SQL | PgColumn
export type Row = Record<string, unknown>

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
  sendMail(mail: { to: string; subject: string; text: string }): Promise<void>
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
  /** Expressions the free-text search matches (ILIKE). */
  search: Expr[]
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
  /** Extra row actions (def.actions): name → what it does to the row, returning the message. */
  actions?: Record<string, (row: Row, ctx: WriteContext) => Promise<string>>
}

export function serverResource(r: ServerResource): ServerResource {
  for (const c of r.def.columns)
    if (!(c.key in r.select)) throw new Error(`${r.def.name}: column ${c.key} has no expression`)
  for (const f of r.def.filters)
    if (!(f.key in r.filters)) throw new Error(`${r.def.name}: filter ${f.key} has no predicate`)
  if (r.def.dateRange && !(r.def.dateRange.key in r.select))
    throw new Error(`${r.def.name}: date range ${r.def.dateRange.key} has no expression`)
  for (const a of r.def.actions ?? [])
    if (!r.actions?.[a.name]) throw new Error(`${r.def.name}: action ${a.name} not implemented`)
  return r
}
