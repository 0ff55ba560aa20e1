import { execFileSync, spawnSync } from 'node:child_process'
import { appendFileSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import pg from 'pg'

/**
 * A streaming read replica of a local PostgreSQL on this machine (issue 20 item 3): a second cluster made by
 * `pg_basebackup -R` from the primary into a directory of its own, started on its own port. Used by
 * `npm run replica:setup` (scripts/db/replica.ts) and the replica test (server/ops/replica.api.test.ts).
 */
export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin'

/** PostgreSQL refuses to run as root: run its tools as the `postgres` account when we are root. */
const asPostgres = (cmd: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]

/** Hands a file or directory we (root) made to the `postgres` account; a no-op for anyone else. */
function giveToPostgres(path: string): void {
  if (process.getuid?.() !== 0) return
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  chownSync(path, id('-u'), id('-g'))
}

function run(cmd: string, args: string[]): string {
  const [bin, argv] = asPostgres(cmd, args)
  const res = spawnSync(bin, argv, { encoding: 'utf8' })
  if (res.error) throw res.error
  if (res.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} gagal (${res.status}):\n${res.stderr}${res.stdout}`)
  return res.stdout
}

/** Why a replica cannot be made here, or null when it can (binaries present, the primary allows streaming). */
export async function replicaProblem(primaryUrl: string): Promise<string | null> {
  if (!existsSync(`${PG_BIN}/pg_basebackup`)) return `pg_basebackup tidak ada di ${PG_BIN} (setel PG_BIN)`
  const client = new pg.Client({ connectionString: primaryUrl })
  try {
    await client.connect()
  } catch (err) {
    return `primer tidak dapat dihubungi: ${(err as Error).message}`
  }
  try {
    const { rows } = await client.query<{ wal_level: string; senders: number; replication: boolean }>(
      `select current_setting('wal_level') as wal_level, current_setting('max_wal_senders')::int as senders,
              (select rolreplication or rolsuper from pg_roles where rolname = current_user) as replication`,
    )
    const s = rows[0]
    if (!s || s.wal_level === 'minimal')
      return "wal_level primer 'minimal': ALTER SYSTEM SET wal_level = 'replica' lalu restart primer"
    if (s.senders < 1)
      return 'max_wal_senders primer 0: ALTER SYSTEM SET max_wal_senders = 10 lalu restart primer'
    if (!s.replication) return `peran ${client.user} tidak boleh replikasi: ALTER ROLE … REPLICATION`
    return null
  } finally {
    await client.end()
  }
}

/**
 * pg_hba.conf of the primary must let the replica stream (a `replication` line: `all` does not cover it).
 * When no rule names replication and the primary's hba file is on this machine and writable, one line is
 * appended for 127.0.0.1 with the method the file already uses for 127.0.0.1 (trust here), and the
 * configuration reloaded; answers the line added, or null when a rule was there.
 */
export async function allowLocalReplication(primaryUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: primaryUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number; file: string; method: string | null }>(
      `select (select count(*)::int from pg_hba_file_rules where 'replication' = any(database)) as n,
              current_setting('hba_file') as file,
              (select auth_method from pg_hba_file_rules
                where type = 'host' and address = '127.0.0.1' and 'all' = any(database) limit 1) as method`,
    )
    const state = rows[0]
    if (!state || state.n > 0) return null
    const line = `host replication all 127.0.0.1/32 ${state.method ?? 'scram-sha-256'}`
    appendFileSync(state.file, `\n# MINT read replica (npm run replica:setup)\n${line}\n`)
    await client.query('select pg_reload_conf()')
    return `${line} (${state.file})`
  } finally {
    await client.end()
  }
}

export interface Replica {
  dir: string
  port: number
  /** The replica's URL for the database `primaryUrl` names: DATABASE_READ_URL. */
  readUrl: string
  /** pg_ctl stop (fast) and, when `remove`, the directory deleted. */
  stop(remove?: boolean): void
}

/**
 * Makes (or, when `dir` already holds one, starts again) the replica: pg_basebackup -R streams the primary's
 * files and WAL into `dir` and writes primary_conninfo and standby.signal; the Debian primary keeps its
 * postgresql.conf and pg_hba.conf in /etc, so the replica gets its own small ones (its port, 127.0.0.1 only,
 * hot_standby). No replication slot: the primary never holds WAL back for a replica that was forgotten; a
 * replica that falls further behind than the primary's WAL kept is made again.
 */
export async function startReplica(opts: {
  primaryUrl: string
  port: number
  dir: string
}): Promise<Replica> {
  const { primaryUrl, port, dir } = opts
  const primary = new URL(primaryUrl)
  if (!existsSync(`${dir}/PG_VERSION`)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    giveToPostgres(dir)
    run(`${PG_BIN}/pg_basebackup`, [
      '-h',
      primary.hostname,
      '-p',
      primary.port || '5432',
      '-U',
      decodeURIComponent(primary.username || 'postgres'),
      '-D',
      dir,
      '-X',
      'stream',
      '-R',
      '-c',
      'fast',
    ])
    const own = (file: string, text: string) => {
      writeFileSync(`${dir}/${file}`, text, { mode: 0o600 })
      giveToPostgres(`${dir}/${file}`)
    }
    own(
      'postgresql.conf',
      `# MINT read replica (scripts/db/replica-cluster.ts)
port = ${port}
listen_addresses = '127.0.0.1'
unix_socket_directories = '${dir}'
hot_standby = on
hot_standby_feedback = on
max_connections = 100
shared_buffers = 128MB
`,
    )
    own('pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n')
    own('pg_ident.conf', '')
  }
  if (!existsSync(`${dir}/postmaster.pid`))
    run(`${PG_BIN}/pg_ctl`, ['-D', dir, '-l', `${dir}/replica.log`, '-w', '-t', '60', 'start'])
  const read = new URL(primaryUrl)
  read.hostname = '127.0.0.1'
  read.port = String(port)
  const readUrl = read.toString()
  await caughtUp(primaryUrl, readUrl)
  return {
    dir,
    port,
    readUrl,
    stop: (remove = false) => stopReplica(dir, remove),
  }
}

/**
 * Waits until the replica is a standby that has replayed the primary's WAL as it was when this was called
 * (after a base backup it replays what the primary wrote meanwhile: on a busy server, other databases created).
 */
async function caughtUp(primaryUrl: string, readUrl: string, timeoutMs = 120_000): Promise<void> {
  const primary = new pg.Client({ connectionString: primaryUrl })
  await primary.connect()
  const target = (await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]
    ?.lsn
  await primary.end()
  const client = new pg.Client({ connectionString: readUrl })
  await client.connect()
  try {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const { rows } = await client.query<{ standby: boolean; done: boolean }>(
        'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
        [target],
      )
      if (!rows[0]?.standby) throw new Error(`${readUrl} bukan replika (pg_is_in_recovery() = false)`)
      if (rows[0].done) return
      if (Date.now() > deadline)
        throw new Error(`replika belum menyusul primer dalam ${timeoutMs / 1000} detik`)
      await new Promise((r) => setTimeout(r, 50))
    }
  } finally {
    await client.end()
  }
}

/** pg_ctl stop (fast) of the replica in `dir` when it runs; `remove` deletes the directory too. */
export function stopReplica(dir: string, remove = false): void {
  if (existsSync(`${dir}/postmaster.pid`)) run(`${PG_BIN}/pg_ctl`, ['-D', dir, '-m', 'fast', '-w', 'stop'])
  if (remove) rmSync(dir, { recursive: true, force: true })
}
