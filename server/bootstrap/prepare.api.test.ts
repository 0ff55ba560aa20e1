import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { dashboardUser, merchant } from '../db/schema/index.ts'
import { testDriver } from '../test/driver.ts'
import { prepareDatabase } from './prepare.ts'

// Two full starts on the embedded database (migrations, seed) each: slow on a busy machine.
describe.runIf(testDriver() === 'pglite')('start-up on the embedded database', () => {
  it('seeds an empty data directory once; a second start reuses the data as it was left', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mint-prepare-'))
    try {
      // The corporate demo is what this test is about; the transaction history and device activity
      // (200k transactions by default) would only make it slow.
      const config = loadConfig({ NODE_ENV: 'test', DEMO_TRANSACTIONS: '0' })
      const first = await openDatabase({ dataDir: dir })
      await prepareDatabase(first, config, () => {})
      const [m] = await first.db.select({ n: count() }).from(merchant)
      expect(m?.n).toBe(200)
      await first.db.execute(sql`update merchant set name = 'Diubah Sebelum Restart' where id = 1`)
      await first.close()

      const second = await openDatabase({ dataDir: dir })
      const logged: string[] = []
      await prepareDatabase(second, config, (msg) => logged.push(msg))
      expect(logged).toEqual([])
      const [users] = await second.db.select({ n: count() }).from(dashboardUser)
      // superadmin, opsretail, mitra, supervisor (segmentation's checker, issue 16) and keuangan (the
      // deposit checker, issue 17)
      expect(users?.n).toBe(5)
      const rows = (await second.db.execute(sql`select name from merchant where id = 1`)) as unknown as {
        rows: { name: string }[]
      }
      expect(rows.rows[0]?.name).toBe('Diubah Sebelum Restart')
      await second.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it('production with an empty database creates the first administrator from ADMIN_* and no demo data', async () => {
    const database = await openDatabase({})
    const config = loadConfig({
      NODE_ENV: 'production',
      TOKEN_SECRET: 's'.repeat(40),
      AUTO_LOGIN_ISSUER_KEY: 'issuer',
      TWO_FACTOR_KEY: 't'.repeat(40),
      ADMIN_USERNAME: 'admin.utama',
      ADMIN_EMAIL: 'admin@perusahaan.co.id',
      ADMIN_PASSWORD: 'Sangat-Rahasia-2026',
    })
    await prepareDatabase(database, config, () => {})
    const users = await database.db.select({ username: dashboardUser.username }).from(dashboardUser)
    expect(users).toEqual([{ username: 'admin.utama' }])
    const [m] = await database.db.select({ n: count() }).from(merchant)
    expect(m?.n).toBe(0)
    await database.close()

    const empty = await openDatabase({})
    await expect(
      prepareDatabase(
        empty,
        { ...config, bootstrapAdmin: { username: '', email: '', password: '' } },
        () => {},
      ),
    ).rejects.toThrow(/ADMIN_USERNAME, ADMIN_EMAIL dan ADMIN_PASSWORD/)
    await empty.close()
  }, 120_000)
})
