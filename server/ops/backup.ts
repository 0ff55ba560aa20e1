import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../db/client.ts'

/**
 * Backups (issue 20 item 5; docs/OPERATIONS.md "Backup and restore"), each database in its own documented way:
 * - the embedded PGlite: its own dump of the whole data directory (`dumpDataDir`, a gzipped tarball), restored by
 *   creating PGlite on an empty directory from it (`loadDataDir`). The server must be stopped: PGlite is one
 *   process's database and its files are not a consistent copy while another process writes them.
 * - PostgreSQL: `pg_dump --format=custom` (consistent while the servers run: one snapshot), restored with
 *   `pg_restore` into the database DATABASE_URL names, in one transaction.
 * A restore never overwrites by surprise: into a data directory or database that holds data it needs `force`; a
 * PGlite directory is then moved aside (`<dir>.before-restore-<time>`), never deleted, and PostgreSQL's schemas are
 * replaced by the dump's in one transaction (replaceWithDump).
 */

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')

/** Where a backup goes when no file is named: ./backups/mint-<driver>-<UTC time>.<ext>. */
export const defaultBackupFile = (driver: 'pglite' | 'pg') =>
  path.resolve('backups', `mint-${driver}-${stamp()}.${driver === 'pg' ? 'dump' : 'tar.gz'}`)

/**
 * Runs a PostgreSQL client tool against `databaseUrl`, its password in the environment (PGPASSWORD) rather
 * than in the command line, which other users of the machine can read.
 */
function toolTarget(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return {
    dbname: `--dbname=${url.toString()}`,
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  }
}

function runTool(command: string, args: string[], databaseUrl: string): Promise<void> {
  const { dbname, env } = toolTarget(databaseUrl)
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, dbname], { stdio: ['ignore', 'inherit', 'pipe'], env })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString()
    })
    child.on('error', (e) => reject(new Error(`${command} tidak dapat dijalankan: ${e.message}`)))
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} gagal (kode ${code}):\n${errors.trim()}`)),
    )
  })
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`${dataDir} bukan direktori data PGlite (tidak ada PG_VERSION).`)
  const database = await openDatabase({ dataDir })
  try {
    const dump = await (database.dumpDataDir as () => Promise<Blob>)()
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await database.close()
  }
}

/** Answers where an existing directory was moved, if it was. */
export async function restorePglite(file: string, dataDir: string, force: boolean): Promise<string | null> {
  let movedTo: string | null = null
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!force)
      throw new Error(
        `${dataDir} sudah berisi data. Hentikan server, lalu ulangi dengan --force (direktori lama dipindahkan, tidak dihapus).`,
      )
    movedTo = `${dataDir}.before-restore-${stamp()}`
    renameSync(dataDir, movedTo)
  }
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(file)]) })
  try {
    // A check that the restored directory is a database this app reads: its migrations are there.
    await database.db.execute(sql`select count(*) from drizzle.__drizzle_migrations`)
  } finally {
    await database.close()
  }
  return movedTo
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true })
  await runTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
    databaseUrl,
  )
}

export async function restorePostgres(file: string, databaseUrl: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
    )
    if (Number(rows[0]?.n) > 0 && !force)
      throw new Error(
        'Database tujuan sudah berisi tabel. Hentikan server, lalu ulangi dengan --force (objek dalam cadangan dihapus dan dibuat ulang), atau pulihkan ke database kosong.',
      )
  } finally {
    await client.end()
  }
  if (force) return replaceWithDump(file, databaseUrl)
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    databaseUrl,
  )
}

/** The schemas the application keeps (its tables, and drizzle's record of the migrations applied). */
const APP_SCHEMAS = ['public', 'drizzle']

/**
 * A forced restore: the application's schemas dropped and the dump's SQL (pg_restore to a script) run after it by
 * psql, all in one transaction that the first error rolls back, so a failed restore leaves the database as it was.
 * (pg_restore --clean cannot do it: it drops a partition's key on its own, which PostgreSQL refuses for the
 * partitioned history, docs/ARCHITECTURE.md "Partitioned history"; and it left tables the dump lacks behind.)
 */
async function replaceWithDump(file: string, databaseUrl: string): Promise<void> {
  const { dbname, env } = toolTarget(databaseUrl)
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-', dbname], {
    stdio: ['pipe', 'ignore', 'pipe'],
    env,
  })
  const dump = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  })
  let errors = ''
  const collect = (chunk: Buffer) => {
    errors += chunk.toString()
  }
  psql.stderr.on('data', collect)
  dump.stderr.on('data', collect)
  // psql writing into a closed pipe (it stopped at an error) is reported by its exit code, not thrown.
  psql.stdin.on('error', () => {})
  // 'close': the process ended and its output was all handed on (pg_restore's last bytes reach psql first).
  const exited = (child: ChildProcess, name: string) =>
    new Promise<number | null>((resolve, reject) => {
      child.on('error', (e) => reject(new Error(`${name} tidak dapat dijalankan: ${e.message}`)))
      child.on('close', (code) => resolve(code))
    })
  const dumpDone = exited(dump, 'pg_restore')
  const psqlDone = exited(psql, 'psql')
  psql.stdin.write(
    `BEGIN;\n${APP_SCHEMAS.map((s) => `DROP SCHEMA IF EXISTS ${s} CASCADE;`).join('\n')}\nCREATE SCHEMA public;\n`,
  )
  dump.stdout.pipe(psql.stdin, { end: false })
  // COMMIT only after the whole dump was read: a dump that breaks off ends in ROLLBACK, never in half a database.
  const dumpCode = await dumpDone
  psql.stdin.end(dumpCode === 0 ? 'COMMIT;\n' : 'ROLLBACK;\n')
  const psqlCode = await psqlDone
  if (dumpCode !== 0 || psqlCode !== 0)
    throw new Error(`pg_restore/psql gagal (kode ${dumpCode}/${psqlCode}):\n${errors.trim()}`)
}
