import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { rowsOf } from '../engine/query.ts'
import { seedTransactions } from '../seed/transactions/index.ts'
import { prepareDatabase } from './prepare.ts'

/**
 * `npm run seed`: migrates the configured database (DATABASE_URL or DATA_DIR) and fills it with the
 * demo data set when it is empty. `--reset` empties a PostgreSQL database's tables first.
 * `--transactions N [--days D] [--until ISO] [--seed S]`: an empty database gets the demo with N
 * transactions; a seeded one has its transaction history replaced by N freshly generated ones.
 */
const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    transactions: { type: 'string' },
    days: { type: 'string' },
    until: { type: 'string' },
    seed: { type: 'string' },
  },
})
const whole = (name: string, raw: string | undefined) => {
  if (raw === undefined) return undefined
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) {
    console.error(`[seed] --${name} harus bilangan bulat ≥ 0 (diberikan: ${raw})`)
    process.exit(2)
  }
  return n
}
const transactions = whole('transactions', values.transactions)
const days = whole('days', values.days)
const seed = whole('seed', values.seed)
const until = values.until ? new Date(values.until) : undefined
if (until && Number.isNaN(until.getTime())) {
  console.error(`[seed] --until bukan waktu yang valid: ${values.until}`)
  process.exit(2)
}

const log = (m: string) => console.log(`[seed] ${m}`)
const custom = days !== undefined || until !== undefined || seed !== undefined
const base = loadConfig()
const config = {
  ...base,
  seedDemo: true,
  // An empty database gets the demo with N transactions directly, unless the window is customised.
  demoTransactions: transactions === undefined ? base.demoTransactions : custom ? 0 : transactions,
}
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
)
if (values.reset) {
  await database.migrate()
  await database.db.execute(
    "do $$ declare r record; begin for r in select tablename from pg_tables where schemaname = 'public' loop execute 'truncate table ' || quote_ident(r.tablename) || ' restart identity cascade'; end loop; end $$",
  )
  log('semua tabel dikosongkan')
}
const before = await database.db
  .execute(sql`select count(*)::int as n from merchant`)
  .then((r) => Number(rowsOf(r)[0]?.n ?? 0))
  .catch(() => 0)
await prepareDatabase(database, config, log)
if (transactions !== undefined && (before > 0 || custom)) {
  // Replace the history: the demo rows of every transaction-derived table, then a fresh generation.
  await database.db.execute(sql`truncate trx_retail, trx_biller, trx_mycroatm, trx_topup, trx_deposit, trx_daily,
    card_balance_update, card_block, card_block_log, device_activity restart identity cascade`)
  const started = Date.now()
  const counts = await seedTransactions(database.db, { count: transactions, days, until, seed, log })
  const total = Object.entries(counts)
    .filter(([k]) => k === k.toUpperCase())
    .reduce((s, [, v]) => s + v, 0)
  log(`${total} transaksi dalam ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
await database.close()
