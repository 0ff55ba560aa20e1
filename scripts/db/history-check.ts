import { sql } from 'drizzle-orm'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/client.ts'
import { rowsOf } from '../../server/engine/query.ts'
import { HISTORY_TABLES } from '../../server/ops/history-partitions.ts'

/**
 * `npm run db:history-check`: per history table, its rows, its money sums and a sum of a hash of every whole row,
 * as JSON, with whether it is partitioned and into how many months. Run before and after migrating a database to
 * the partitioned history (docs/OPERATIONS.md "Partitioned history") and compare: everything but the partitions
 * must be equal.
 */
const MONEY = ['amount', 'fee', 'total', 'pending_amount']
const config = loadConfig()
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
)
const db = database.db
const out: Record<string, Record<string, string | number | boolean>> = {}
for (const { table } of HISTORY_TABLES) {
  const columns = rowsOf(
    await db.execute(
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
    ),
  ).map((r) => String(r.column_name))
  const sums = MONEY.filter((c) => columns.includes(c)).map((c) => `coalesce(sum(${c}), 0)::text as ${c}`)
  const [row] = rowsOf(
    await db.execute(
      sql.raw(
        `select count(*)::text as rows, ${[...sums, `coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text as row_hash`].join(', ')} from ${table} t`,
      ),
    ),
  )
  const [shape] = rowsOf(
    await db.execute(sql`select exists (select 1 from pg_partitioned_table where partrelid = ${table}::regclass) as partitioned,
      (select count(*)::int from pg_inherits where inhparent = ${table}::regclass) as partitions`),
  )
  out[table] = {
    ...(row as Record<string, string>),
    partitioned: Boolean(shape?.partitioned),
    partitions: Number(shape?.partitions),
  }
}
console.log(JSON.stringify(out, null, 2))
await database.close()
