import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'

const dialect = new PgDialect()

/** A parameter written as a SQL literal: strings through node-postgres' escapeLiteral, never by hand. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'string') return pg.escapeLiteral(value)
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot inline the number ${value}`)
    return value < 0 ? `(${value})` : String(value)
  }
  if (typeof value === 'bigint') return value < 0n ? `(${value})` : String(value)
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString())
  throw new Error(`cannot inline a parameter of type ${typeof value}`)
}

/**
 * The text of a statement with its parameters written in as literals, so that it goes over PostgreSQL's
 * simple query protocol: for a hot read (a report page), skipping the extended protocol's
 * parse/bind/describe exchange saves more than the server's own work on the page (docs/PERFORMANCE.md).
 * Only for values (strings, numbers, booleans, dates): anything else is refused.
 */
export function inlineSqlText(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query)
  return inlineText(text, params)
}

/** Statement text with its `$n` placeholders replaced by the parameters as literals (see inlineSqlText). */
export function inlineText(text: string, params: readonly unknown[]): string {
  let expected = 1
  const inlined = text.replace(/\$(\d+)/g, (_m, n: string) => {
    // Drizzle numbers its placeholders in order; anything else would be a `$n` in the SQL's own text.
    if (Number(n) !== expected) throw new Error(`unexpected placeholder $${n} in ${text}`)
    expected++
    return literal(params[Number(n) - 1])
  })
  if (expected - 1 !== params.length) throw new Error(`placeholders and parameters differ in ${text}`)
  return inlined
}
