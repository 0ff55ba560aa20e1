import { parseArgs } from 'node:util'
import { loadConfig } from '../../server/config.ts'
import { backupPglite, backupPostgres, defaultBackupFile } from '../../server/ops/backup.ts'

/**
 * `npm run backup [-- --out FILE]`: a backup of the configured database (docs/OPERATIONS.md "Backup and
 * restore"): PostgreSQL (DATABASE_URL) with pg_dump in its custom format, while the servers run; the embedded
 * PGlite (DATA_DIR) as its own dump of the data directory, with the server stopped.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } })
const config = loadConfig()
const driver = config.databaseUrl ? 'pg' : 'pglite'
const file = values.out ?? defaultBackupFile(driver)
const started = performance.now()
try {
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file)
  else await backupPglite(config.dataDir, file)
  console.log(
    `Cadangan ${driver === 'pg' ? 'PostgreSQL' : `PGlite (${config.dataDir})`} tersimpan di ${file} (${((performance.now() - started) / 1000).toFixed(1)} s).`,
  )
} catch (e) {
  console.error(`Pencadangan gagal: ${e instanceof Error ? e.message : String(e)}`)
  process.exit(1)
}
