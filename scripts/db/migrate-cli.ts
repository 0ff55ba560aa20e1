import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/client.ts'

/**
 * `npm run db:migrate`: applies the pending migrations to the configured database and exits. A migration that
 * rebuilds the rollups of a large database (10M transactions: minutes) is better run this way, ahead of a start.
 */
const config = loadConfig()
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
)
const started = performance.now()
await database.migrate()
console.log(`Migrasi selesai dalam ${((performance.now() - started) / 1000).toFixed(1)} s.`)
await database.close()
