import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURE_NAMES, FEATURES } from '#contract/access/features.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { auditSince, lastAuditId, makeAccount } from '../../test/kits/account.ts'

let t: TestApp
let admin: string
let segAdmin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
  segAdmin = (await makeAccount(t, { username: 'admin.segmen', features: ['ALL_SEGMENT_DASHBOARD'] })).token
})
afterAll(() => t.close())

describe('role master (the feature catalogue)', () => {
  it('lists the whole catalogue grouped by roleGroup, with search, filters and paging', async () => {
    const all = (await t.post('/role-master/list', {}, admin)).json().result
    expect(all.total).toBe(FEATURE_NAMES.length)
    expect(all.items[0]).toMatchObject({ roleName: expect.any(String), roleGroup: expect.any(String) })
    const groups = all.items.map((i: { roleGroup: string }) => i.roleGroup)
    expect(groups).toEqual([...groups].sort())

    const page2 = (await t.post('/role-master/list', { page: 2, pageSize: 10 }, admin)).json().result
    expect(page2.items).toHaveLength(10)
    expect(page2.items[0].roleName).toBe(all.items[10].roleName)

    const data = (await t.post('/role-master/list', { filters: { level: 'data' } }, segAdmin)).json().result
    expect(data.total).toBe(FEATURE_NAMES.filter((f) => FEATURES[f].level === 'data').length)
    const found = (await t.post('/role-master/list', { search: 'pengguna dashboard' }, admin)).json().result
    expect(found.items.map((i: { roleName: string }) => i.roleName)).toEqual(['SETTING_DASHBOARD_ACCOUNT'])
  })

  it('add accepts only names of the product catalogue; update changes the label only; delete is refused', async () => {
    const unknown = await t.post('/role-master/add', { roleName: 'FITUR_KARANGAN' }, admin)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('Fitur tidak dikenal: FITUR_KARANGAN')
    expect((await t.post('/role-master/add', { roleName: 'MERCHANT_DATA' }, admin)).statusCode).toBe(409)

    const since = await lastAuditId(t)
    const updated = await t.post(
      '/role-master/update',
      { roleName: 'MERCHANT_DATA', label: 'Data Merchant (uji)' },
      admin,
    )
    expect(updated.statusCode).toBe(200)
    expect(updated.json().result).toMatchObject({ roleName: 'MERCHANT_DATA', label: 'Data Merchant (uji)' })
    const [row] = await auditSince(t, since, 'UPDATE')
    expect(row).toMatchObject({
      entity: 'role_master',
      entityId: 'MERCHANT_DATA',
      actorUsername: 'superadmin',
    })
    expect(row?.before).toMatchObject({ label: 'Data Merchant' })

    const group = await t.post(
      '/role-master/update',
      { roleName: 'MERCHANT_DATA', label: 'x', roleGroup: 'GRP_LAIN' },
      admin,
    )
    expect(group.statusCode).toBe(400)

    const del = await t.post('/role-master/delete', { roleName: 'MERCHANT_DATA' }, admin)
    expect(del.statusCode).toBe(409)
    expect(del.json().message).toBe('Fitur berasal dari katalog produk dan tidak dapat dihapus.')
  })

  it('changes need ALL_DEVELOPER_MENU; a segment administrator may only list', async () => {
    expect((await t.post('/role-master/list', {}, segAdmin)).statusCode).toBe(200)
    const upd = await t.post('/role-master/update', { roleName: 'MERCHANT_DATA', label: 'x' }, segAdmin)
    expect(upd.statusCode).toBe(403)
  })
})

describe('role segment', () => {
  it('adds, lists with feature and user counts, updates and deletes, auditing each change', async () => {
    const since = await lastAuditId(t)
    const add = await t.post(
      '/role-segment/add',
      { code: 'tim_keuangan', name: 'Tim Keuangan', description: 'Akses laporan', require2fa: true },
      segAdmin,
    )
    expect(add.statusCode).toBe(200)
    const seg = add.json().result
    expect(seg).toMatchObject({ code: 'TIM_KEUANGAN', require2fa: true })

    const dup = await t.post('/role-segment/add', { code: 'TIM_KEUANGAN', name: 'Lagi' }, segAdmin)
    expect(dup.statusCode).toBe(409)
    expect(dup.json().result.errors).toEqual([{ field: 'code', message: 'Kode segmen sudah dipakai.' }])

    const list = (await t.post('/role-segment/list', { search: 'tim keuangan' }, segAdmin)).json().result
    expect(list.items).toEqual([
      expect.objectContaining({ id: seg.id, code: 'TIM_KEUANGAN', featureCount: 0, userCount: 0 }),
    ])
    const superSeg = (await t.post('/role-segment/list', { search: 'SUPERADMIN' }, segAdmin)).json().result
      .items[0]
    expect(superSeg).toMatchObject({ featureCount: FEATURE_NAMES.length, userCount: 1 })
    const sorted = (
      await t.post('/role-segment/list', { sort: 'featureCount', dir: 'desc', pageSize: 100 }, segAdmin)
    )
      .json()
      .result.items.map((s: { featureCount: number }) => s.featureCount)
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a))

    const upd = await t.post(
      '/role-segment/update',
      { id: seg.id, code: 'TIM_KEUANGAN', name: 'Tim Keuangan Pusat', require2fa: false },
      segAdmin,
    )
    expect(upd.statusCode).toBe(200)
    expect(upd.json().result).toMatchObject({ name: 'Tim Keuangan Pusat', require2fa: false })
    const clash = await t.post(
      '/role-segment/update',
      { id: seg.id, code: 'OPS_RETAIL', name: 'x' },
      segAdmin,
    )
    expect(clash.statusCode).toBe(409)
    expect(clash.json().result.errors[0].field).toBe('code')

    expect((await t.post('/role-segment/delete', { ids: [seg.id] }, segAdmin)).statusCode).toBe(200)
    expect(
      (await t.post('/role-segment/list', { search: 'tim keuangan' }, segAdmin)).json().result.total,
    ).toBe(0)
    const actions = [
      ...(await auditSince(t, since, 'ADD')),
      ...(await auditSince(t, since, 'UPDATE')),
      ...(await auditSince(t, since, 'DELETE')),
    ].filter((a) => a.entity === 'role_segment')
    expect(actions.map((a) => a.action).sort()).toEqual(['ADD', 'DELETE', 'UPDATE'])
  })

  it('refuses to delete a segment while accounts hold it, naming how many', async () => {
    const list = (await t.post('/role-segment/list', { search: 'OPS_RETAIL' }, segAdmin)).json().result
    const res = await t.post('/role-segment/delete', { ids: [list.items[0].id] }, segAdmin)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Segmen tidak dapat dihapus: masih dipakai oleh 1 akun.')
  })
})

describe('role segment options (pickers of the account screens)', () => {
  it('offers segments by name to segment and account administrators, searchable and by id', async () => {
    const accountAdmin = (
      await makeAccount(t, { username: 'admin.akun', features: ['SETTING_DASHBOARD_ACCOUNT'] })
    ).token
    for (const token of [admin, segAdmin, accountAdmin]) {
      const res = await t.post('/role-segment/options', { limit: 50 }, token)
      expect(res.statusCode).toBe(200)
      const codes = res.json().result.map((o: { code: string }) => o.code)
      expect(codes).toEqual(expect.arrayContaining(['SUPERADMIN', 'OPS_RETAIL', 'MITRA']))
    }
    const [ops] = (await t.post('/role-segment/options', { search: 'operasional' }, admin)).json().result
    expect(ops).toEqual({ id: expect.any(Number), label: 'Operasional Retail', code: 'OPS_RETAIL' })
    expect((await t.post('/role-segment/options', { ids: [ops.id] }, accountAdmin)).json().result).toEqual([
      ops,
    ])
    expect((await t.post('/role-segment/options', {}, await t.login('opsretail'))).statusCode).toBe(403)
    // Listing segments with their feature and user counts stays with segment administrators.
    expect((await t.post('/role-segment/list', {}, accountAdmin)).statusCode).toBe(403)
  })
})

describe('role task (segment ↔ feature)', () => {
  let segmentId: number
  beforeAll(async () => {
    segmentId = (await t.post('/role-segment/add', { code: 'MATRIKS', name: 'Matriks' }, admin)).json().result
      .id
  })

  it('lists every feature of the catalogue grouped by roleGroup with granted flags', async () => {
    const m = (await t.post('/role-task/list', { segmentId }, segAdmin)).json().result
    expect(m.segment).toMatchObject({ id: segmentId, code: 'MATRIKS' })
    const features = m.groups.flatMap((g: { features: { roleName: string }[] }) => g.features)
    expect(features).toHaveLength(FEATURE_NAMES.length)
    expect(m.granted).toEqual([])
    const corporate = m.groups.find((g: { roleGroup: string }) => g.roleGroup === 'GRP_CORPORATE')
    expect(corporate.features.map((f: { roleName: string }) => f.roleName)).toContain('MERCHANT_DATA')
    expect((await t.post('/role-task/list', { segmentId: 999_999 }, segAdmin)).statusCode).toBe(404)
  })

  it('replaces the grant set atomically and audits before and after', async () => {
    const since = await lastAuditId(t)
    const res = await t.post(
      '/role-task/update',
      { segmentId, features: ['MERCHANT_DATA', 'OUTLET_DATA'] },
      admin,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().result.granted.sort()).toEqual(['MERCHANT_DATA', 'OUTLET_DATA'])
    const again = await t.post(
      '/role-task/update',
      { segmentId, features: ['OUTLET_DATA', 'SUMMARY_RETAIL'] },
      admin,
    )
    expect(again.json().result.granted.sort()).toEqual(['OUTLET_DATA', 'SUMMARY_RETAIL'])
    const [row] = await auditSince(t, since, 'ROLE_CHANGE')
    expect(row?.before).toEqual({ features: ['MERCHANT_DATA', 'OUTLET_DATA'] })
    expect(row?.after).toEqual({
      features: ['OUTLET_DATA', 'SUMMARY_RETAIL'],
      added: ['SUMMARY_RETAIL'],
      removed: ['MERCHANT_DATA'],
    })
  })

  it('refuses a set with an unknown feature (400) and changes nothing', async () => {
    const res = await t.post(
      '/role-task/update',
      { segmentId, features: ['MERCHANT_DATA', 'TIDAK_ADA'] },
      admin,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Fitur tidak dikenal: TIDAK_ADA')
    expect(res.json().result.errors[0].field).toBe('features')
    const m = (await t.post('/role-task/list', { segmentId }, admin)).json().result
    expect(m.granted.sort()).toEqual(['OUTLET_DATA', 'SUMMARY_RETAIL'])
    expect((await t.post('/role-task/add', { segmentId, roleName: 'NGAWUR' }, admin)).statusCode).toBe(400)
  })

  it('grants and revokes one feature', async () => {
    const add = await t.post('/role-task/add', { segmentId, roleName: 'MERCHANT_DATA' }, admin)
    expect(add.statusCode).toBe(200)
    expect(add.json().result.granted).toContain('MERCHANT_DATA')
    const del = await t.post('/role-task/delete', { segmentId, roleName: 'OUTLET_DATA' }, admin)
    expect(del.statusCode).toBe(200)
    expect(del.json().result.granted.sort()).toEqual(['MERCHANT_DATA', 'SUMMARY_RETAIL'])
  })
})
