import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURE_NAMES } from '#contract/access/features.ts'
import { roleMaster } from '../db/schema/index.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { syncFeatureCatalogue } from './catalogue.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('feature catalogue sync at start-up', () => {
  it('holds exactly the contract features', async () => {
    const rows = await t.database.db.select({ name: roleMaster.roleName }).from(roleMaster)
    expect(rows.map((r) => r.name).sort()).toEqual([...FEATURE_NAMES].sort())
  })

  it('keeps a label edited by an administrator', async () => {
    await t.database.db
      .update(roleMaster)
      .set({ label: 'Label Kustom' })
      .where(eq(roleMaster.roleName, 'CLIENT_DATA'))
    await syncFeatureCatalogue(t.database.db)
    const [row] = await t.database.db.select().from(roleMaster).where(eq(roleMaster.roleName, 'CLIENT_DATA'))
    expect(row?.label).toBe('Label Kustom')
  })

  it('grants a feature new to the catalogue to SUPERADMIN (and nobody else), so it can be granted onwards', async () => {
    // Simulate a release that adds a feature: it is missing from the database before the sync.
    await t.database.db.delete(roleMaster).where(eq(roleMaster.roleName, 'DEMO_POS_KASIR'))
    await syncFeatureCatalogue(t.database.db)
    const holders = (await t.database.db.execute(
      sql`select s.code from role_task rt join role_segment s on s.id = rt.segment_id join role_master m on m.id = rt.role_master_id where m.role_name = 'DEMO_POS_KASIR'`,
    )) as unknown as { rows: { code: string }[] }
    expect(holders.rows.map((r) => r.code)).toEqual(['SUPERADMIN'])
    const token = await t.login('superadmin')
    const names = (await t.post('/profile', {}, token))
      .json()
      .result.roleSegmentValue.map((r: { roleName: string }) => r.roleName)
    expect(names).toContain('DEMO_POS_KASIR')
  })
})
