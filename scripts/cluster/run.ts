import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { prepareDatabase } from '../../server/bootstrap/prepare.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/client.ts'
import { type ServerProcess, startServer } from '../../server/test/server-process.ts'
import { ensureWebBuilt } from '../../server/web-build.ts'
import { ensureDatabase } from './database.ts'
import { type RunningNginx, startNginx } from './nginx.ts'

/**
 * `npm run cluster -- --instances 3 [--port 3600]` (issue 20 item 1; docs/OPERATIONS.md "Several instances"):
 * N instances of server/main.ts on one PostgreSQL database behind nginx. nginx listens on --port, the
 * instances on the ports after it. Ctrl-C or SIGTERM stops nginx, then every instance gracefully.
 */
const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '3600' },
  },
})
const instances = Number(values.instances)
const port = Number(values.port)
if (!Number.isInteger(instances) || instances < 1 || instances > 32)
  throw new Error('--instances harus bilangan bulat 1–32')
if (!Number.isInteger(port) || port < 1 || port + instances > 65535)
  throw new Error('--port harus nomor port yang sah')

const log = (m: string) => console.log(`[cluster] ${m}`)
// Vite's build sets NODE_ENV=production in this process; the instances get the environment we were given.
const nodeEnv = process.env.NODE_ENV
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/mint_cluster'
const base = `http://127.0.0.1:${port}`

// Once, before any instance starts: N processes migrating and seeding one empty database at once would race.
if (await ensureDatabase(databaseUrl)) log(`database ${new URL(databaseUrl).pathname.slice(1)} dibuat`)
const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl })
const database = await openDatabase({ databaseUrl })
await prepareDatabase(database, config, log)
await database.close()
await ensureWebBuilt(log)

const servers: ServerProcess[] = []
let proxy: RunningNginx | null = null
let stopping = false
async function stopAll(code: number) {
  if (stopping) return
  stopping = true
  log('berhenti: nginx, lalu setiap instans (menyelesaikan permintaan yang sedang berjalan)…')
  await proxy?.stop()
  await Promise.all(servers.map((s) => s.stop()))
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))

try {
  const ports = Array.from({ length: instances }, (_, i) => port + 1 + i)
  // Started together: each waits for its own /health, and the seed is already in place.
  servers.push(
    ...(await Promise.all(
      ports.map((p) =>
        startServer(
          {
            DATABASE_URL: databaseUrl,
            NODE_ENV: nodeEnv,
            TRUST_PROXY: 'true',
            SKIP_WEB_BUILD: 'true',
            PUBLIC_URL: process.env.PUBLIC_URL || base,
            LOG_LEVEL: process.env.LOG_LEVEL || 'info',
            // startServer raises these for benches; the cluster keeps the configured (or default) limits.
            RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE,
            LOGIN_THROTTLE_FREE_FAILURES: process.env.LOGIN_THROTTLE_FREE_FAILURES,
          },
          p,
        ),
      ),
    )),
  )
  for (const s of servers) log(`instans pid ${s.pid}: ${s.base}`)
  const dir = mkdtempSync(path.join(tmpdir(), 'mint-nginx-'))
  proxy = await startNginx({ port, upstreamPorts: ports, dir })
  log(`nginx: ${proxy.base} (konfigurasi ${proxy.confFile})`)
  log(`MINT Dashboard di ${base}: ${instances} instans, database ${new URL(databaseUrl).pathname.slice(1)}`)
  for (const s of servers)
    void s.child.once('exit', (code) => {
      if (!stopping) log(`instans ${s.base} berhenti (kode ${code}); nginx melewatinya`)
    })
  void proxy.child.once('exit', () => {
    if (!stopping) {
      log('nginx berhenti sendiri; menghentikan semua')
      void stopAll(1)
    }
  })
} catch (err) {
  console.error(err instanceof Error ? err.message : err)
  await stopAll(1)
}
