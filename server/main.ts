import { buildApp } from './app.ts'
import { prepareDatabase } from './bootstrap/prepare.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { exitGracefully } from './ops/shutdown.ts'
import { ensureWebBuilt } from './web-build.ts'

const config = loadConfig()
const log = (msg: string) => console.log(`[mint] ${msg}`)

// In `npm run dev` Vite serves the web app itself. A build that is needed runs while the database is prepared.
const webBuilt = process.env.SKIP_WEB_BUILD === 'true' ? Promise.resolve() : ensureWebBuilt(log)
webBuilt.catch(() => {}) // awaited (and its failure thrown) before the app is built
// DATABASE_READ_URL without DATABASE_URL is refused by openDatabase (a replica of the embedded PGlite cannot be).
const database = await openDatabase({
  ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }),
  ...(config.databaseReadUrl ? { readUrl: config.databaseReadUrl } : {}),
})
log(config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite di ${config.dataDir}`)
if (config.databaseReadUrl) log('Replika baca: DATABASE_READ_URL (laporan, dasbor, ekspor)')
await prepareDatabase(database, config, log)
await webBuilt
const app = await buildApp({ config, database })

// SIGTERM: stop accepting, finish the requests in flight, hand the running job back, close the database.
exitGracefully(app, database, config.shutdownTimeoutMs, log)

await app.listen({ port: config.port, host: config.host })
log(`MINT Dashboard siap di http://localhost:${config.port} (API docs: /docs)`)
