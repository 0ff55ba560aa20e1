import { parseArgs } from 'node:util'
import { loadConfig } from '../../server/config.ts'
import { restorePglite, restorePostgres } from '../../server/ops/backup.ts'

/**
 * `npm run restore -- FILE [--force]`: puts a backup of `npm run backup` back into the configured database
 * (docs/OPERATIONS.md "Backup and restore"), the servers stopped. Into a database or data directory that holds
 * data only with --force: PGlite's directory is then moved aside, PostgreSQL's objects in the dump replaced.
 */
const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
})
const file = positionals[0]
if (!file) {
  console.error('Pakai: npm run restore -- <berkas cadangan> [--force]')
  process.exit(2)
}
const config = loadConfig()
const started = performance.now()
try {
  if (config.databaseUrl) await restorePostgres(file, config.databaseUrl, values.force)
  else {
    const movedTo = await restorePglite(file, config.dataDir, values.force)
    if (movedTo) console.log(`Direktori data lama dipindahkan ke ${movedTo}.`)
  }
  console.log(`Cadangan ${file} dipulihkan (${((performance.now() - started) / 1000).toFixed(1)} s).`)
} catch (e) {
  console.error(`Pemulihan gagal: ${e instanceof Error ? e.message : String(e)}`)
  process.exit(1)
}
