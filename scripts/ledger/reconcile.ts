import { reconcile } from '../../server/areas/ledger/reconcile.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/client.ts'

/**
 * `npm run ledger:reconcile`: every ledger balance against the journal of the configured database
 * (server/areas/ledger/reconcile.ts). Prints each difference by name and exits 1 on any, 0 when the books agree.
 */
const config = loadConfig()
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
)
const started = performance.now()
const differences = await reconcile(database.db)
const ms = (performance.now() - started).toFixed(0)
await database.close()
if (differences.length === 0) {
  console.log(`Rekonsiliasi ledger: semua saldo sesuai jurnal (${ms} ms).`)
} else {
  for (const d of differences)
    console.error(`${d.kind} ${d.subject}: seharusnya ${d.expected}, tercatat ${d.actual} (${d.detail})`)
  console.error(`Rekonsiliasi ledger: ${differences.length} selisih.`)
  process.exitCode = 1
}
