import { sql } from 'drizzle-orm'
import { shiftMonth } from '#contract/engine/dates.ts'
import type { Db } from '../db/client.ts'
import { rowsOf } from '../engine/query.ts'

/**
 * The append-only histories, partitioned by WIB month of one time column (migration 0044; docs/ARCHITECTURE.md
 * "Partitioned history"). Each has one partition per month, `<table>_pYYYY_MM` from 00:00 WIB of the 1st, and
 * `<table>_default` for a row of a month that has none (it is never refused; the maintenance below moves it
 * into its month). Reports and exports name a range of `created_at`, so PostgreSQL reads only its months.
 */
export const HISTORY_TABLES = [
  { table: 'trx_retail', column: 'created_at' },
  { table: 'trx_biller', column: 'created_at' },
  { table: 'trx_mycroatm', column: 'created_at' },
  { table: 'trx_topup', column: 'created_at' },
  { table: 'trx_deposit', column: 'created_at' },
  { table: 'device_activity', column: 'at' },
  { table: 'audit_log', column: 'at' },
  { table: 'card_balance_update', column: 'requested_at' },
] as const

export type HistoryTable = (typeof HISTORY_TABLES)[number]['table']

const WIB_MS = 7 * 3_600_000

/** The WIB months (as `YYYY-MM`) from the one holding `from` to the one holding `to`. */
export function wibMonths(from: Date, to: Date): string[] {
  const index = (d: Date) => {
    const w = new Date(d.getTime() + WIB_MS)
    return w.getUTCFullYear() * 12 + w.getUTCMonth()
  }
  const out: string[] = []
  for (let i = index(from); i <= index(to); i++)
    out.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`)
  return out
}

/** 00:00 WIB of the 1st of a `YYYY-MM` month. */
export const wibMonthStart = (month: string): Date => new Date(`${month}-01T00:00:00+07:00`)

/** The partition of a table for a `YYYY-MM` month. */
export const partitionName = (table: string, month: string) => `${table}_p${month.replace('-', '_')}`

export interface HistoryPartition {
  table: HistoryTable
  partition: string
  /** `YYYY-MM`, or null for the default partition. */
  month: string | null
}

/** The partitions attached to each history table now (detached ones are plain tables and not listed). */
export async function historyPartitions(db: Db): Promise<HistoryPartition[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select p.relname as parent, c.relname as part
      from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname in (${sql.join(
        HISTORY_TABLES.map((h) => sql`${h.table}`),
        sql`, `,
      )})
      order by p.relname, c.relname`),
  )
  return rows.map((r) => {
    const part = String(r.part)
    const m = /_p(\d{4})_(\d{2})$/.exec(part)
    return { table: String(r.parent) as HistoryTable, partition: part, month: m ? `${m[1]}-${m[2]}` : null }
  })
}

/**
 * Makes sure each history table (or those named) has a partition for each WIB month from `from` to `to`, moving
 * in what its default partition held for that month; answers the partitions it created. A month whose table
 * exists but is detached (retention) is left so: its late rows stay in the default rather than attach it again.
 * Generators call it for the months they fill, the scheduled maintenance for the months ahead.
 */
export async function ensureHistoryMonths(
  db: Db,
  from: Date,
  to: Date,
  tables: readonly HistoryTable[] = HISTORY_TABLES.map((h) => h.table),
): Promise<string[]> {
  const wanted = wibMonths(from, to).flatMap((month) =>
    tables.map((table) => ({ table, month, name: partitionName(table, month) })),
  )
  if (wanted.length === 0) return []
  const have = new Set(
    rowsOf(
      await db.execute(
        sql`select relname from pg_class where relname in (${sql.join(
          wanted.map((w) => sql`${w.name}`),
          sql`, `,
        )})`,
      ),
    ).map((r) => String(r.relname)),
  )
  const created: string[] = []
  for (const w of wanted) {
    if (have.has(w.name)) continue
    await db.execute(
      sql`select history_partition_ensure(${w.table}, ${wibMonthStart(w.month).toISOString()}::timestamptz)`,
    )
    created.push(w.name)
  }
  return created
}

export interface HistoryMaintenance {
  /** Partitions created: the months ahead, and months whose rows had landed in a default partition. */
  created: string[]
  /** Partitions detached for being older than the retention (still tables, with every row). */
  detached: string[]
  /** Rows still in a default partition, per table (a month older than the retention keeps them there). */
  inDefault: Partial<Record<HistoryTable, number>>
}

/**
 * The scheduled partition work (HISTORY_PARTITIONS_MS; once across the instances): partitions for this month and
 * `monthsAhead` more; a month whose rows landed in a default partition (a late transaction, a restore) gets its
 * partition; with `retentionMonths` > 0, the months that ended more than that many months ago are DETACHED, never
 * dropped: each stays a table of its own with every row, out of the reports, for the operator to archive
 * (`pg_dump -t`) and drop (docs/OPERATIONS.md "Partitioned history"). The rollups keep their totals.
 */
export async function maintainHistory(
  db: Db,
  opts: { monthsAhead: number; retentionMonths: number },
  now = new Date(),
): Promise<HistoryMaintenance> {
  const [thisMonth = ''] = wibMonths(now, now)
  const created = await ensureHistoryMonths(db, now, wibMonthStart(shiftMonth(thisMonth, opts.monthsAhead)))
  // Retention N keeps this month and the N before it.
  const cutoff = opts.retentionMonths > 0 ? shiftMonth(thisMonth, -opts.retentionMonths) : null

  const inDefault: HistoryMaintenance['inDefault'] = {}
  for (const { table, column } of HISTORY_TABLES) {
    const months = rowsOf(
      await db.execute(
        sql.raw(
          `select to_char(date_trunc('month', ${column} at time zone 'Asia/Jakarta'), 'YYYY-MM') as month, count(*)::int as n from ${table}_default group by 1 order by 1`,
        ),
      ),
    )
    let left = 0
    for (const r of months) {
      const month = String(r.month)
      if (cutoff && month < cutoff) {
        left += Number(r.n)
        continue
      }
      const start = wibMonthStart(month)
      created.push(...(await ensureHistoryMonths(db, start, start, [table])))
    }
    if (left > 0) inDefault[table] = left
  }

  const detached: string[] = []
  if (cutoff)
    for (const p of await historyPartitions(db)) {
      if (!p.month || p.month >= cutoff) continue
      await db.execute(sql.raw(`alter table ${p.table} detach partition ${p.partition}`))
      detached.push(p.partition)
    }
  return { created, detached, inDefault }
}
