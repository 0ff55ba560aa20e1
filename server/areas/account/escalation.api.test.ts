import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleSegment } from '../../db/schema/index.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { auditSince, demoCode, lastAuditId, makeAccount } from '../../test/kits/account.ts'

/**
 * The escalation rules of server/areas/account/escalation.ts: each refusal answers 403/409 and leaves
 * an ESCALATION_DENIED audit row naming the actor and what was attempted.
 */
let t: TestApp
let admin: string
/** A client-level account administrator of CLT001 who is no developer. */
let klien: { id: string; segmentId: number; token: string }
let superSegmentId: number
let opsSegmentId: number
let regionOwn: string
let regionOther: string
let merchantOwn: string
let merchantOther: string
let n = 0

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
  klien = await makeAccount(t, {
    username: 'admin.klien',
    features: [
      'SETTING_DASHBOARD_ACCOUNT',
      'ALL_SEGMENT_DASHBOARD',
      'MERCHANT_DATA',
      'OUTLET_DATA',
      'SUMMARY_RETAIL',
      'VIEW_ONLY_RETAIL_TRANSACTION',
    ],
    level: 'CLIENT',
    value: 'CLT001',
  })
  const seg = async (code: string) =>
    (await t.database.db.select().from(roleSegment).where(eq(roleSegment.code, code)))[0]?.id ?? 0
  superSegmentId = await seg('SUPERADMIN')
  opsSegmentId = await seg('OPS_RETAIL')
  const inClient = (client: string, what: 'region' | 'merchant') =>
    what === 'region'
      ? `select r.code from region r join client c on c.id = r.client_id where c.code = '${client}' order by r.id limit 1`
      : `select m.mid as code from merchant m join client c on c.id = m.client_id where c.code = '${client}' order by m.id limit 1`
  regionOwn = await demoCode(t, inClient('CLT001', 'region'))
  regionOther = await demoCode(t, inClient('CLT002', 'region'))
  merchantOwn = await demoCode(t, inClient('CLT001', 'merchant'))
  merchantOther = await demoCode(t, inClient('CLT002', 'merchant'))
})
afterAll(() => t.close())

const user = (over: Record<string, unknown>) => {
  n += 1
  return {
    username: `calon.${n}`,
    email: `calon.${n}@contoh.id`,
    fullName: `Calon ${n}`,
    roleSegmentId: opsSegmentId,
    userTypeLevel: 'CLIENT',
    userTypeValue: 'CLT001',
    ...over,
  }
}

/** Expects a refusal and its audit row; returns the row. */
async function refused(
  call: () => Promise<{ statusCode: number; json(): { message: string } }>,
  status: number,
  message: unknown,
  rule: string,
  actor = 'admin.klien',
) {
  const since = await lastAuditId(t)
  const res = await call()
  expect(res.statusCode).toBe(status)
  expect(res.json().message).toEqual(message)
  const rows = await auditSince(t, since, 'ESCALATION_DENIED')
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ actorUsername: actor, after: expect.objectContaining({ rule }) })
  return rows[0]
}

const SELF = 'Anda tidak dapat mengubah hak akses Anda sendiri.'
const WIDER = 'Anda tidak dapat memberikan cakupan data yang lebih luas dari cakupan Anda.'
const LAST = 'Minimal harus ada satu akun aktif yang dapat mengelola akun dashboard.'

describe('nobody grants a feature they do not hold', () => {
  it('not to a segment (add one or replace the set)', async () => {
    const seg = (
      await t.post('/role-segment/add', { code: 'TIM_KLIEN', name: 'Tim Klien' }, klien.token)
    ).json().result
    const row = await refused(
      () => t.post('/role-task/add', { segmentId: seg.id, roleName: 'ALL_DEVELOPER_MENU' }, klien.token),
      403,
      'Anda tidak dapat memberikan fitur yang tidak Anda miliki: ALL_DEVELOPER_MENU',
      'FEATURE_NOT_HELD',
    )
    expect(row?.after).toMatchObject({
      call: '/role-task/add',
      attempted: { segmentId: seg.id, roleName: 'ALL_DEVELOPER_MENU' },
    })
    await refused(
      () =>
        t.post(
          '/role-task/update',
          { segmentId: seg.id, features: ['MERCHANT_DATA', 'PARTNER_DATA', 'CLIENT_DATA'] },
          klien.token,
        ),
      403,
      'Anda tidak dapat memberikan fitur yang tidak Anda miliki: CLIENT_DATA, PARTNER_DATA',
      'FEATURE_NOT_HELD',
    )
    expect(
      (await t.post('/role-task/list', { segmentId: seg.id }, klien.token)).json().result.granted,
    ).toEqual([])
    const held = await t.post(
      '/role-task/update',
      { segmentId: seg.id, features: ['MERCHANT_DATA', 'OUTLET_DATA'] },
      klien.token,
    )
    expect(held.statusCode).toBe(200)
  })

  it('not by putting an account into a segment with such a feature', async () => {
    await refused(
      () => t.post('/users/add', user({ roleSegmentId: superSegmentId }), klien.token),
      403,
      expect.stringMatching(
        /^Anda tidak dapat memberikan fitur yang tidak Anda miliki: .*ALL_DEVELOPER_MENU/,
      ),
      'FEATURE_NOT_HELD',
    )
    const added = await t.post('/users/add', user({}), klien.token)
    expect(added.statusCode).toBe(200)
    await refused(
      () =>
        t.post('/users/update', { id: added.json().result.id, roleSegmentId: superSegmentId }, klien.token),
      403,
      expect.stringContaining('Anda tidak dapat memberikan fitur yang tidak Anda miliki'),
      'FEATURE_NOT_HELD',
    )
  })
})

describe('nobody grants a data scope wider than their own', () => {
  it('a client-level administrator creates accounts only inside their client', async () => {
    for (const scope of [
      { userTypeLevel: 'ALL', userTypeValue: '' },
      { userTypeLevel: 'CLIENT', userTypeValue: 'CLT002' },
      { userTypeLevel: 'REGION', userTypeValue: regionOther },
      { userTypeLevel: 'MERCHANT', userTypeValue: merchantOther },
      { userTypeLevel: 'PARTNER', userTypeValue: 'PTN001' },
    ])
      await refused(() => t.post('/users/add', user(scope), klien.token), 403, WIDER, 'SCOPE_WIDER')
    for (const scope of [
      { userTypeLevel: 'CLIENT', userTypeValue: 'CLT001' },
      { userTypeLevel: 'REGION', userTypeValue: regionOwn },
      { userTypeLevel: 'MERCHANT', userTypeValue: merchantOwn },
    ])
      expect((await t.post('/users/add', user(scope), klien.token)).statusCode).toBe(200)
  })

  it('nor widens an existing account, and never sees accounts outside their scope', async () => {
    const added = (
      await t.post('/users/add', user({ userTypeLevel: 'REGION', userTypeValue: regionOwn }), klien.token)
    ).json().result
    await refused(
      () =>
        t.post(
          '/users/update',
          { id: added.id, userTypeLevel: 'CLIENT', userTypeValue: 'CLT002' },
          klien.token,
        ),
      403,
      WIDER,
      'SCOPE_WIDER',
    )
    const list = (await t.post('/users/list', { pageSize: 100 }, klien.token)).json().result
    const names = list.items.map((u: { username: string }) => u.username)
    expect(names).toContain('opsretail')
    expect(names).not.toContain('superadmin')
    expect(names).not.toContain('mitra')
    const [superUser] = (await t.post('/users/list', { search: 'superadmin' }, admin)).json().result.items
    expect((await t.post('/users/update', { id: superUser.id, fullName: 'x' }, klien.token)).statusCode).toBe(
      404,
    )
    expect((await t.post('/users/delete', { ids: [superUser.id] }, klien.token)).statusCode).toBe(404)
  })
})

describe('nobody changes their own access', () => {
  it('not their own segment, scope or status, nor deletes their own account', async () => {
    await refused(
      () => t.post('/users/update', { id: klien.id, status: 'INACTIVE' }, klien.token),
      403,
      SELF,
      'SELF',
    )
    await refused(
      () => t.post('/users/update', { id: klien.id, roleSegmentId: opsSegmentId }, klien.token),
      403,
      SELF,
      'SELF',
    )
    await refused(
      () =>
        t.post(
          '/users/update',
          { id: klien.id, userTypeLevel: 'REGION', userTypeValue: regionOwn },
          klien.token,
        ),
      403,
      SELF,
      'SELF',
    )
    await refused(() => t.post('/users/delete', { ids: [klien.id] }, klien.token), 403, SELF, 'SELF')
    const name = await t.post('/users/update', { id: klien.id, fullName: 'Admin Klien' }, klien.token)
    expect(name.statusCode).toBe(200)
  })

  it('not the segment they belong to', async () => {
    await refused(
      () => t.post('/role-task/add', { segmentId: klien.segmentId, roleName: 'MERCHANT_DATA' }, klien.token),
      403,
      SELF,
      'SELF',
    )
    await refused(
      () => t.post('/role-task/update', { segmentId: klien.segmentId, features: [] }, klien.token),
      403,
      SELF,
      'SELF',
    )
    await refused(
      () =>
        t.post(
          '/role-segment/update',
          { id: klien.segmentId, code: 'SEG_ADMIN_KLIEN', name: 'Baru' },
          klien.token,
        ),
      403,
      SELF,
      'SELF',
    )
    await refused(
      () => t.post('/role-segment/delete', { ids: [klien.segmentId] }, klien.token),
      403,
      SELF,
      'SELF',
    )
    const [superUser] = (await t.post('/users/list', { search: 'superadmin' }, admin)).json().result.items
    await refused(
      () => t.post('/users/update', { id: superUser.id, status: 'INACTIVE' }, admin),
      403,
      SELF,
      'SELF',
      'superadmin',
    )
  })
})

describe('nobody manages an account stronger than themselves', () => {
  it('not its e-mail, password, verification or existence', async () => {
    const strong = await makeAccount(t, {
      username: 'dev.klien',
      features: ['ALL_DEVELOPER_MENU', 'MERCHANT_DATA'],
      level: 'CLIENT',
      value: 'CLT001',
      login: false,
    })
    const msg =
      'Anda tidak dapat mengelola akun yang memiliki fitur yang tidak Anda miliki: ALL_DEVELOPER_MENU'
    await refused(
      () => t.post('/users/update', { id: strong.id, email: 'punya.saya@contoh.id' }, klien.token),
      403,
      msg,
      'MANAGE_STRONGER',
    )
    await refused(
      () => t.post('/users/update/pin', { id: strong.id }, klien.token),
      403,
      msg,
      'MANAGE_STRONGER',
    )
    await refused(
      () => t.post('/email/verification', { id: strong.id }, klien.token),
      403,
      msg,
      'MANAGE_STRONGER',
    )
    await refused(
      () => t.post('/users/delete', { ids: [strong.id] }, klien.token),
      403,
      msg,
      'MANAGE_STRONGER',
    )
  })
})

describe('the last active account administrator stays', () => {
  it('SETTING_DASHBOARD_ACCOUNT cannot be removed from the segment of the last active holder', async () => {
    const segOnly = await makeAccount(t, { username: 'admin.segmen', features: ['ALL_SEGMENT_DASHBOARD'] })
    // Take the feature away from every other holder first (allowed: there is still superadmin).
    const others = (await t.post('/role-segment/list', { pageSize: 100 }, admin)).json().result.items
    for (const s of others) {
      if (s.id === superSegmentId || s.id === segOnly.segmentId) continue
      const res = await t.post(
        '/role-task/delete',
        { segmentId: s.id, roleName: 'SETTING_DASHBOARD_ACCOUNT' },
        segOnly.token,
      )
      expect(res.statusCode).toBe(200)
    }
    await refused(
      () =>
        t.post(
          '/role-task/delete',
          { segmentId: superSegmentId, roleName: 'SETTING_DASHBOARD_ACCOUNT' },
          segOnly.token,
        ),
      409,
      LAST,
      'LAST_ACCOUNT_ADMIN',
      'admin.segmen',
    )
    await refused(
      () =>
        t.post(
          '/role-task/update',
          { segmentId: superSegmentId, features: ['ALL_SEGMENT_DASHBOARD'] },
          segOnly.token,
        ),
      409,
      LAST,
      'LAST_ACCOUNT_ADMIN',
      'admin.segmen',
    )
    const m = (await t.post('/role-task/list', { segmentId: superSegmentId }, admin)).json().result
    expect(m.granted).toContain('SETTING_DASHBOARD_ACCOUNT')
    expect(m.granted).toContain('ALL_DEVELOPER_MENU')
  })
})
