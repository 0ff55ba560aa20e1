import { spawn } from 'node:child_process'
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
 * PGlite directory is then moved aside (`<dir>.before-restore-<time>`), never deleted, and PostgreSQL's objects
 * named in the dump are dropped and created again (pg_restore --clean).
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
function runTool(command: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${url.toString()}`], {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    })
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
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(force ? ['--clean', '--if-exists'] : []),
      file,
    ],
    databaseUrl,
  )
}
