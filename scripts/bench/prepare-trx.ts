import { transactionBenchDatabase } from './transactions-data.ts'

/** Builds (or finds) the transaction bench's database alone: `tsx scripts/bench/prepare-trx.ts [count] [days]`. */
const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL (PostgreSQL) is required')
const r = await transactionBenchDatabase(
  url,
  Number(process.argv[2] ?? 10_000_000),
  Number(process.argv[3] ?? 180),
  (m) => console.log(`[bench] ${m}`),
)
console.log(`${r.url} ${r.reused ? 'reused' : `built in ${r.seconds.toFixed(0)} s`}`)
