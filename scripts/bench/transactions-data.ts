import pg from 'pg'
import { prepareDatabase } from '../../server/bootstrap/prepare.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/client.ts'
import { seedTransactions } from '../../server/seed/transactions/index.ts'

/**
 * A PostgreSQL database with the demo corporate data and `count` generated transactions over `days`
 * days, kept between bench runs (building 10M rows takes minutes): `mint_bench_trx_<count>`.
 */
export async function transactionBenchDatabase(
  serverUrl: string,
  count: number,
  days: number,
  log: (m: string) => void,
): Promise<{ url: string; reused: boolean; seconds: number }> {
  const name = `mint_bench_trx_${count}_${days}d`
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount
    if (exists) {
      const probe = new pg.Client({ connectionString: url.toString() })
      await probe.connect()
      const done = await probe
        .query('select 1 from bench_meta where done')
        .then((r) => (r.rowCount ?? 0) > 0)
        .catch(() => false)
      await probe.end()
      if (done) return { url: url.toString(), reused: true, seconds: 0 }
      await admin.query(`drop database ${name} with (force)`)
    }
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const started = performance.now()
  const database = await openDatabase({ databaseUrl: url.toString() })
  const config = { ...loadConfig({ LOG_LEVEL: 'warn' }), seedDemo: true, demoTransactions: 0 }
  await prepareDatabase(database, config, log)
  // seedTransactions loads with the foreign-key checks and rollup triggers off and the secondary indexes dropped,
  // building them after (server/seed/transactions/index.ts); a large sort budget for those builds at 10M rows.
  const loadUrl = new URL(url)
  loadUrl.searchParams.set('options', '-c maintenance_work_mem=1GB')
  const loader = await openDatabase({ databaseUrl: loadUrl.toString() })
  await seedTransactions(loader.db, { count, days, deviceActivityDays: 30, batchSize: 20_000, log })
  await loader.close()
  log(`dimuat dan diindeks dalam ${((performance.now() - started) / 1000).toFixed(0)} s`)
  const raw = new pg.Client({ connectionString: url.toString() })
  await raw.connect()
  await raw.query('vacuum analyze')
  await raw.query('create table bench_meta (done boolean not null)')
  await raw.query('insert into bench_meta values (true)')
  await raw.end()
  await database.close()
  return { url: url.toString(), reused: false, seconds: (performance.now() - started) / 1000 }
}
