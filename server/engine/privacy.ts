import { type SQL, sql } from 'drizzle-orm'
import {
  MASK_RULES,
  MIN_HIDDEN,
  maskRow,
  type PersonalFields,
  type PersonalKind,
} from '#contract/privacy/mask.ts'
import type { Expr, Row } from './resource.ts'

/**
 * Personal data in the engine's answers (docs/ARCHITECTURE.md "Personal data"). Rows the server reads
 * into objects (resource lists, details, exports) are masked by contract/privacy/mask.ts `maskRow`;
 * rows PostgreSQL renders itself (the reports' JSON pages and CSV lines) select `maskSql` instead. Both
 * follow the same MASK_RULES, and an API test compares them on both drivers.
 */

/**
 * `maskPersonal(kind, value)` in SQL, for a text expression `v` (evaluated several times: pass a column
 * or a cheap expression). Null stays null.
 */
export function maskSql(kind: PersonalKind, v: Expr | SQL): SQL {
  const { start, end, plus = 0 } = MASK_RULES[kind]
  // The rule's numbers are constants of the contract, written into the statement as they are.
  const num = (x: number) => sql.raw(String(x))
  const t = sql`(${v})::text`
  const n = sql`length(${t})`
  const keepStart = sql`(${num(start)} + case when left(${t}, 1) = '+' then ${num(plus)} else 0 end)`
  const keepEnd = sql`least(${num(end)}, ${n} - ${num(MIN_HIDDEN)})`
  return sql`(case when ${t} is null then null when ${n} <= ${num(MIN_HIDDEN)} then repeat('*', ${n}) when ${n} - ${keepStart} - ${num(end)} >= ${num(MIN_HIDDEN)} then left(${t}, ${keepStart}) || repeat('*', ${n} - ${keepStart} - ${num(end)}) || right(${t}, ${num(end)}) else repeat('*', ${n} - ${keepEnd}) || right(${t}, ${keepEnd}) end)`
}

/** Rows as an answer carries them: every declared personal value masked. */
export const maskRows = (personal: PersonalFields | undefined, rows: Row[]): Row[] =>
  personal ? rows.map((row) => maskRow(personal, row)) : rows

/** A batch reader (server/engine/export.ts) whose batches arrive masked. */
export const maskingReader =
  (personal: PersonalFields | undefined, read: (onBatch: (rows: Row[]) => Promise<void>) => Promise<void>) =>
  (onBatch: (rows: Row[]) => Promise<void>) =>
    read((rows) => onBatch(maskRows(personal, rows)))

/** Refused in a personal field of a write: a masked value sent back must never be stored. */
export const looksMasked = (value: unknown): boolean => typeof value === 'string' && value.includes('*')
