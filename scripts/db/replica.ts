import path from 'node:path'
import { parseArgs } from 'node:util'
import { allowLocalReplication, replicaProblem, startReplica, stopReplica } from './replica-cluster.ts'

/**
 * `npm run replica:setup -- [--port 5433] [--dir DIR] [--stop] [--remove]` (docs/OPERATIONS.md "Read replica"):
 * makes a streaming replica of the PostgreSQL that DATABASE_URL names (default the local server) with
 * pg_basebackup, starts it on --port and prints the DATABASE_READ_URL to give the instances. Run again, it
 * starts the replica already in DIR. `--stop` stops it; `--stop --remove` also deletes its directory.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5433' },
    dir: { type: 'string' },
    stop: { type: 'boolean', default: false },
    remove: { type: 'boolean', default: false },
  },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port harus nomor port yang sah')
const primaryUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const dir = path.resolve(values.dir ?? `/tmp/mint-replica-${port}`)
const log = (m: string) => console.log(`[replica] ${m}`)

if (values.stop) {
  stopReplica(dir, values.remove)
  log(values.remove ? `replika di ${dir} dihentikan dan dihapus` : `replika di ${dir} dihentikan`)
  process.exit(0)
}
const problem = await replicaProblem(primaryUrl)
if (problem) {
  console.error(`[replica] tidak dapat membuat replika: ${problem}`)
  process.exit(1)
}
const added = await allowLocalReplication(primaryUrl)
if (added) log(`pg_hba.conf primer: ditambahkan "${added}" dan konfigurasi dimuat ulang`)
const started = performance.now()
const replica = await startReplica({ primaryUrl, port, dir })
log(`replika streaming di port ${port} (${dir}), siap dalam ${Math.round(performance.now() - started)} ms`)
console.log(`DATABASE_READ_URL=${replica.readUrl}`)
