import { transactionBenchDatabase } from './transactions-data.ts'

const r = await transactionBenchDatabase('postgres://postgres@127.0.0.1:5432/postgres', 2_000_000, 90, (m) =>
  console.log(m),
)
console.log(JSON.stringify(r))
