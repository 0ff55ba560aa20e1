import { sql } from 'drizzle-orm'
import { ROLLUP_TABLES } from '../../server/areas/transactions/rollups/definitions.ts'
import { rebuildRollups } from '../../server/areas/transactions/rollups/rebuild.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/client.ts'

/** `npm run rollup:rebuild`: every rollup recomputed from the raw transactions of the configured database. */
const config = loadConfig()
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
)
await database.migrate()
const started = performance.now()
await rebuildRollups(database.db)
// Refilled tables have no visibility map yet, so the dashboards' index-only scans would visit the heap until
// autovacuum came by; VACUUM cannot run inside the rebuild's transaction, so it follows it.
if (database.driver === 'pg') await database.db.execute(sql.raw(`vacuum analyze ${ROLLUP_TABLES}`))
console.log(`Rollup dibangun ulang dalam ${((performance.now() - started) / 1000).toFixed(1)} s.`)
await database.close()
