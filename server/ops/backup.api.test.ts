import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { type Db, openDatabase } from '../db/client.ts'
import { rowsOf } from '../engine/query.ts'
import { testDriver } from '../test/driver.ts'
import { createScratchDatabase } from '../test/scratch.ts'

/**
 * `npm run backup` and `npm run restore` (issue 20 item 5), round trip on the driver under test, through the
 * scripts themselves: the restored database holds as many rows in every table as the one backed up, and the
 * ledger's sums are the same. A restore into a database that holds data is refused without --force.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const work = mkdtempSync(path.join(tmpdir(), 'mint-ops-backup-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', `scripts/db/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', DATA_DIR: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { status: res.status, output: `${res.stdout}${res.stderr}` }
}

/** Every table's row count (the app's schema and drizzle's migrations) and the ledger's sums. */
async function snapshot(db: Db) {
  const tables = rowsOf(
    await db.execute(sql`select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`),
  ).map((r) => String(r.name))
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const [r] = rowsOf(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)))
    counts[table] = Number(r?.n)
  }
  const [ledger] = rowsOf(
    await db.execute(sql`select
      (select coalesce(sum(amount), 0)::text from ledger_line) as line_sum,
      (select coalesce(sum(abs(amount)), 0)::text from ledger_line) as line_volume,
      (select coalesce(sum(balance), 0)::text from ledger_account) as balance_sum,
      (select coalesce(sum(amount), 0)::text from ledger_hold) as hold_sum`),
  )
  return { counts, ledger }
}

describe.skipIf(testDriver() !== 'pglite')('backup and restore of the embedded PGlite', () => {
  it('round-trips the data directory: every table and the ledger as they were', async () => {
    const source = path.join(work, 'data')
    const seeded = await openDatabase({
      dataDir: source,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    })
    const before = await snapshot(seeded.db)
    await seeded.close()
    expect(before.counts['public.ledger_line']).toBeGreaterThan(0)
    expect(Object.keys(before.counts).length).toBeGreaterThan(100)

    const file = path.join(work, 'cadangan.tar.gz')
    const backup = npmScript('backup', ['--out', file], { DATA_DIR: source })
    expect(backup.status, backup.output).toBe(0)
    expect(backup.output).toContain(`tersimpan di ${file}`)

    const target = path.join(work, 'pulih')
    const restore = npmScript('restore', [file], { DATA_DIR: target })
    expect(restore.status, restore.output).toBe(0)
    const restored = await openDatabase({ dataDir: target })
    expect(await snapshot(restored.db)).toEqual(before)
    await restored.close()

    // Over data already there: refused, and with --force the old directory is kept aside.
    const again = npmScript('restore', [file], { DATA_DIR: target })
    expect(again.status).toBe(1)
    expect(again.output).toContain('sudah berisi data')
    const forced = npmScript('restore', [file, '--force'], { DATA_DIR: target })
    expect(forced.status, forced.output).toBe(0)
    const aside = readdirSync(work).filter((f) => f.startsWith('pulih.before-restore-'))
    expect(aside).toHaveLength(1)
    expect(existsSync(path.join(work, aside[0] as string, 'PG_VERSION'))).toBe(true)
    // Four PGlite starts and five script runs: about a minute on a busy two-core machine.
  }, 300_000)
})

describe.skipIf(testDriver() !== 'pg')('backup and restore of PostgreSQL (pg_dump / pg_restore)', () => {
  it('round-trips the database: every table and the ledger as they were', async () => {
    const server = process.env.DATABASE_URL as string
    const source = await createScratchDatabase(server, 'mint_ops_src', inject('pgTemplate'))
    const target = await createScratchDatabase(server, 'mint_ops_dst')
    try {
      const sourceDb = await openDatabase({ databaseUrl: source.url })
      const before = await snapshot(sourceDb.db)
      await sourceDb.close()
      expect(before.counts['public.ledger_line']).toBeGreaterThan(0)

      const file = path.join(work, 'cadangan.dump')
      const backup = npmScript('backup', ['--out', file], { DATABASE_URL: source.url })
      expect(backup.status, backup.output).toBe(0)
      const restore = npmScript('restore', [file], { DATABASE_URL: target.url })
      expect(restore.status, restore.output).toBe(0)
      const targetDb = await openDatabase({ databaseUrl: target.url })
      try {
        expect(await snapshot(targetDb.db)).toEqual(before)
      } finally {
        await targetDb.close()
      }

      const again = npmScript('restore', [file], { DATABASE_URL: target.url })
      expect(again.status).toBe(1)
      expect(again.output).toContain('sudah berisi tabel')
      // A forced restore from a dump that breaks off half-way changes nothing; a whole one replaces everything.
      const half = path.join(work, 'setengah.dump')
      const bytes = readFileSync(file)
      writeFileSync(half, bytes.subarray(0, Math.floor(bytes.length / 2)))
      const check = await openDatabase({ databaseUrl: target.url })
      const marked = async () =>
        Number(
          rowsOf(
            await check.db.execute(
              sql`select count(*)::int as n from audit_log where entity = 'sebelum-pulih'`,
            ),
          )[0]?.n,
        )
      try {
        await check.db.execute(
          sql`insert into audit_log (actor_username, action, entity) values ('uji', 'UPDATE', 'sebelum-pulih')`,
        )
        const broken = npmScript('restore', [half, '--force'], { DATABASE_URL: target.url })
        expect(broken.status, broken.output).toBe(1)
        expect(await marked()).toBe(1)
        const forced = npmScript('restore', [file, '--force'], { DATABASE_URL: target.url })
        expect(forced.status, forced.output).toBe(0)
        expect(await marked()).toBe(0)
      } finally {
        await check.close()
      }
      const fresh = await openDatabase({ databaseUrl: target.url })
      try {
        expect(await snapshot(fresh.db)).toEqual(before)
      } finally {
        await fresh.close()
      }
    } finally {
      await source.drop()
      await target.drop()
    }
  }, 300_000)
})
