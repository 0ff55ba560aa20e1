import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import type { TrxKind } from '#contract/transactions/catalogue.ts'
import * as rollupTables from '../../../db/schema/rollups.ts'
import {
  DELTA_SOURCE,
  DELTA_TABLE,
  deltaColumns,
  hasKindColumn,
  KIND_SOURCES,
  live,
  ROLLUP_TABLES,
  ROLLUPS,
  type RollupDef,
  type Source,
} from './definitions.ts'

/**
 * The SQL of the rollups, generated from their definitions: the upsert of a set of rows (`r`, each with a
 * `sign`: +1 arriving, -1 leaving), the triggers that append a write's rows to the delta, the fold that moves
 * the delta into the rollups, the `_live` views readers read, and the rebuild from the raw rows.
 */

/** Where an upsert's rows come from: one kind's table (its kind a literal) or the delta (a column). */
export interface Feed {
  kind: string
  source: Source
}
const kindFeed = (kind: TrxKind): Feed => ({ kind: `'${kind}'`, source: KIND_SOURCES[kind] })
const DELTA_FEED: Feed = { kind: 'r.kind', source: DELTA_SOURCE }

/** The rows of a rollup's source, with the rollup's own filter and, for the delta, only its kinds. */
function fromWhere(def: RollupDef, feed: Feed, rows: string): string {
  const from = def.from ? def.from(rows) : `${rows} r`
  const where = [
    ...(feed === DELTA_FEED && !hasKindColumn(def)
      ? [`r.kind IN (${def.kinds.map((k) => `'${k}'`).join(', ')})`]
      : []),
    ...(def.where ? [def.where] : []),
  ]
  return `${from}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`
}

/** One upsert of `rows` (a relation whose rows carry `sign`) into a rollup. */
export function upsertSql(def: RollupDef, feed: Feed, rows: string): string {
  const keys = def.keys(feed.source)
  const sums = def.sums(feed.source)
  const latest = def.latest ?? {}
  const columns = [...(hasKindColumn(def) ? ['kind'] : []), ...Object.keys(keys)]
  const values = [...(hasKindColumn(def) ? [feed.kind] : []), ...Object.values(keys)]
  const groupBy = values.map((_, i) => i + 1).join(', ')
  const set = [
    ...Object.keys(sums).map((c) => `${c} = d.${c} + excluded.${c}`),
    ...Object.keys(latest).map((c) => `${c} = excluded.${c}`),
  ]
  return [
    `INSERT INTO ${def.table} AS d (${[...columns, ...Object.keys(sums), ...Object.keys(latest)].join(', ')})`,
    `  SELECT ${[
      ...values,
      ...Object.values(sums).map((e) => `sum(r.sign * (${e}))`),
      ...Object.values(latest).map((e) => `max(${e})`),
    ].join(', ')}`,
    `    FROM ${fromWhere(def, feed, rows)}`,
    `   GROUP BY ${groupBy}`,
    `  ON CONFLICT (${def.conflict.join(', ')}) DO UPDATE SET ${set.join(', ')}`,
  ].join('\n')
}

/** Every rollup of `defs`, fed by `rows`, as one statement's data-modifying CTEs (`u0`, `u1`, …). */
const upsertCtes = (defs: readonly RollupDef[], feed: Feed, rows: string) =>
  defs.map((r, i) => `u${i} AS (\n${upsertSql(r, feed, rows)}\n)`)

/** Every rollup of one kind, fed by `rows` (its table's rows), as one statement. */
export function applySql(kind: TrxKind, rows: string, defs: readonly RollupDef[] = ROLLUPS): string {
  const mine = defs.filter((r) => r.kinds.includes(kind))
  const ctes = upsertCtes(mine.slice(0, -1), kindFeed(kind), rows)
  const last = upsertSql(mine[mine.length - 1] as RollupDef, kindFeed(kind), rows)
  return ctes.length ? `WITH ${ctes.join(',\n')}\n${last}` : last
}

/**
 * The fold: the delta's committed rows deleted and added to every rollup, in one statement (so a reader of the
 * `_live` views sees them in the delta or in the rollups, never both or neither). Rows a writer has not
 * committed are not visible to the delete and wait for the next fold. Yields how many rows moved.
 */
export function foldSql(): string {
  const ctes = [
    `moved AS (DELETE FROM ${DELTA_TABLE} RETURNING *)`,
    ...upsertCtes(ROLLUPS, DELTA_FEED, 'moved'),
  ]
  return `WITH ${ctes.join(',\n')}\nSELECT count(*) INTO n FROM moved`
}

/** The SQL type of each of a rollup's columns, in the table's order (from its schema in server/db/schema). */
function columnTypes(table: string): [string, string][] {
  for (const t of Object.values(rollupTables)) {
    const config = getTableConfig(t as PgTable)
    if (config.name === table) return config.columns.map((c) => [c.name, c.getSQLType()])
  }
  throw new Error(`no schema for the rollup ${table}`)
}

/**
 * A rollup as its readers see it: its rows and the delta's rows in its terms, one row per delta row (readers
 * sum; they never take a row as the only one of its key). Each delta column is cast to the rollup column's
 * type, so the planner pushes a reader's predicates into both halves and keeps the rollup's indexes.
 */
export function liveViewSql(def: RollupDef): string {
  const keys = def.keys(DELTA_SOURCE)
  const sums = def.sums(DELTA_SOURCE)
  const latest = def.latest ?? {}
  const types = columnTypes(def.table)
  const expr = (column: string) => {
    if (column === 'kind') return 'r.kind'
    if (column in keys) return keys[column] as string
    if (column in sums) return `r.sign * (${sums[column]})`
    if (column in latest) return latest[column] as string
    throw new Error(`${def.table}.${column} is not in its definition`)
  }
  return [
    `CREATE VIEW ${live(def.table)} AS`,
    `  SELECT ${types.map(([c]) => c).join(', ')} FROM ${def.table}`,
    '  UNION ALL',
    `  SELECT ${types.map(([c, type]) => `(${expr(c)})::${type} AS ${c}`).join(', ')}`,
    `    FROM ${fromWhere(def, DELTA_FEED, DELTA_TABLE)}`,
  ].join('\n')
}

const ARRIVING = '(SELECT n.*, 1 AS sign FROM new_rows n)'
const LEAVING = '(SELECT o.*, -1 AS sign FROM old_rows o)'
const BOTH = `(SELECT o.*, -1 AS sign FROM old_rows o UNION ALL SELECT n.*, 1 AS sign FROM new_rows n)`

/** A write's rows appended to the delta, in the rollups' terms. */
function deltaInsertSql(kind: TrxKind, rows: string): string {
  const columns = deltaColumns(kind)
  return `INSERT INTO ${DELTA_TABLE} (${Object.keys(columns).join(', ')})\n  SELECT ${Object.values(columns).join(', ')} FROM ${rows} r`
}

/**
 * The trigger function and triggers of one kind's table: statement-level with transition tables, so a bulk
 * insert of 50k rows is one insert into the delta, not 50k row triggers; an update (a sync's new status)
 * appends the rows leaving and arriving.
 */
export function triggerSql(kind: TrxKind): string {
  const table = KIND_SOURCES[kind].table
  const fn = `${table}_rollup_apply`
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$`,
    'BEGIN',
    "  IF TG_OP = 'INSERT' THEN",
    `${deltaInsertSql(kind, ARRIVING)};`,
    "  ELSIF TG_OP = 'UPDATE' THEN",
    `${deltaInsertSql(kind, BOTH)};`,
    '  ELSE',
    `${deltaInsertSql(kind, LEAVING)};`,
    '  END IF;',
    '  RETURN NULL;',
    'END $$;',
    '--> statement-breakpoint',
    `CREATE TRIGGER ${table}_rollup_ins AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
    '--> statement-breakpoint',
    `CREATE TRIGGER ${table}_rollup_upd AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
    '--> statement-breakpoint',
    `CREATE TRIGGER ${table}_rollup_del AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
  ].join('\n')
}

/** The database function every process calls to fold (`select trx_rollup_fold()`); one fold at a time. */
export const FOLD_FUNCTION = 'trx_rollup_fold'
function foldFunctionSql(): string {
  return [
    `CREATE FUNCTION ${FOLD_FUNCTION}() RETURNS bigint LANGUAGE plpgsql AS $$`,
    'DECLARE n bigint;',
    'BEGIN',
    // Two folds at once would upsert the same rollup rows in different orders (a deadlock): one waits its turn
    // by not starting; the other takes its rows too.
    `  IF NOT pg_try_advisory_xact_lock(hashtext('${FOLD_FUNCTION}')) THEN RETURN 0; END IF;`,
    `${foldSql()};`,
    '  RETURN n;',
    'END $$;',
  ].join('\n')
}

/**
 * Rollups recomputed from the raw rows (every one, and the delta emptied, unless `only` names some): emptied,
 * one grouped insert per kind, analysed.
 */
export function rebuildStatements(only?: readonly string[]): string[] {
  const defs = only ? ROLLUPS.filter((r) => only.includes(r.table)) : ROLLUPS
  const tables = only ? defs.map((r) => r.table).join(', ') : ROLLUP_TABLES
  const statements = [`TRUNCATE ${tables}`]
  for (const kind of Object.keys(KIND_SOURCES) as TrxKind[]) {
    const mine = defs.filter((r) => r.kinds.includes(kind))
    if (mine.length)
      statements.push(applySql(kind, `(SELECT t.*, 1 AS sign FROM ${KIND_SOURCES[kind].table} t)`, mine))
  }
  // Fresh statistics, or the planner reads a rebuilt rollup as the empty table it was (minutes of a bad plan
  // until autovacuum's analyze comes by).
  statements.push(`ANALYZE ${tables}`)
  return statements
}

/** The first line of a generated migration; the second names the rollups it fills from the raw rows. */
export const MIGRATION_HEADER =
  '-- Generated by `npm run rollup:migration` from server/areas/transactions/rollups/definitions.ts (issue 14 §8).'
const FILLS = '-- Fills from the raw rows: '
export const fillLine = (fill: readonly string[]) => `${FILLS}${fill.length ? fill.join(', ') : 'none'}.`
/** The rollups a generated migration fills, read back from its second line. */
export const fillOf = (migration: string): string[] => {
  const line = migration.split('\n')[1] ?? ''
  const list = line.startsWith(FILLS) ? line.slice(FILLS.length, -1) : ''
  return list === 'none' || list === '' ? [] : list.split(', ')
}

/**
 * The migration that installs the triggers, views and fold (replacing those of 0007 and of any earlier
 * generation) and fills the rollups named (new ones, or ones whose keys or sums changed) from the rows there.
 * `server/areas/transactions/rollups/sql.unit.test.ts` checks the committed migration against this text, so
 * the live triggers and the definitions cannot drift.
 */
export function migrationSql(fill: readonly string[]): string {
  const kinds = Object.keys(KIND_SOURCES) as TrxKind[]
  const parts = [
    `${MIGRATION_HEADER}\n${fillLine(fill)}`,
    ...kinds.flatMap((k) => {
      const t = KIND_SOURCES[k].table
      return [
        `DROP TRIGGER IF EXISTS ${t}_daily_ins ON ${t};`,
        `DROP TRIGGER IF EXISTS ${t}_daily_upd ON ${t};`,
        `DROP TRIGGER IF EXISTS ${t}_daily_del ON ${t};`,
        `DROP FUNCTION IF EXISTS ${t}_daily_apply();`,
        `DROP TRIGGER IF EXISTS ${t}_rollup_ins ON ${t};`,
        `DROP TRIGGER IF EXISTS ${t}_rollup_upd ON ${t};`,
        `DROP TRIGGER IF EXISTS ${t}_rollup_del ON ${t};`,
        `DROP FUNCTION IF EXISTS ${t}_rollup_apply();`,
      ]
    }),
    `DROP FUNCTION IF EXISTS ${FOLD_FUNCTION}();`,
    ...ROLLUPS.map((r) => `DROP VIEW IF EXISTS ${live(r.table)};`),
    ...ROLLUPS.map((r) => `${liveViewSql(r)};`),
    foldFunctionSql(),
    ...kinds.map(triggerSql),
    ...(fill.length ? rebuildStatements(fill).map((s) => `${s};`) : []),
  ]
  return `${parts.join('\n--> statement-breakpoint\n')}\n`
}
