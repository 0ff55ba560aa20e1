import { type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Expr } from '../../engine/resource.ts'

export const count = (q: SQL) => sql`(${q})::int`

/** A dependent that blocks deletion: how many rows of `table` point at the ids through `column`. */
export const dependent = (label: string, table: PgTable, column: Expr) => ({
  label,
  count: (ids: number[]) => sql`select count(*)::int as n from ${table} where ${column} in ${ids}`,
})
