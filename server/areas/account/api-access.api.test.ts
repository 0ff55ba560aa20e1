import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { access } from '#contract/access/route-access.ts'
import { API_ACCESS_MESSAGES } from '#contract/account/api-access.ts'
import { catalogueRoutes, masterCodeOf, syncApiCatalogue } from '../../access/api-catalogue.ts'
import { apiDetail, apiMaster, apiSegment, roleSegment } from '../../db/schema/index.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { auditSince, lastAuditId, makeAccount } from '../../test/kits/account.ts'

/**
 * API master / API details / API segment (issue 4): the catalogue follows the registered routes, and a
 * segment not granted a route's master is refused that route even though it holds the feature.
 */
let t: TestApp
let admin: string
let ops: string
/** ALL_SEGMENT_DASHBOARD only: may change API segments, not the catalogue. */
let segAdmin: { id: string; segmentId: number; token: string }
/** ALL_DEVELOPER_MENU only: may change the catalogue, not API segments. */
let dev: { id: string; segmentId: number; token: string }
let superSeg: number
let opsSeg: number

const SEGMENT_REFUSED = API_ACCESS_MESSAGES.segmentRefused
const FEATURE_REFUSED = 'Anda tidak memiliki akses ke fitur ini.'

const segmentIdOf = async (code: string) =>
  (await t.database.db.select().from(roleSegment).where(eq(roleSegment.code, code)))[0]?.id ?? 0
const masterIdOf = async (code: string) =>
  (await t.database.db.select().from(apiMaster).where(eq(apiMaster.code, code)))[0]?.id ?? 0
const detailOf = async (method: string, path: string) =>
  (
    await t.database.db
      .select()
      .from(apiDetail)
      .where(and(eq(apiDetail.method, method), eq(apiDetail.path, path)))
  )[0]
const grantedCodes = async (segmentId: number) =>
  (
    await t.database.db
      .select({ code: apiMaster.code })
      .from(apiSegment)
      .innerJoin(apiMaster, eq(apiMaster.id, apiSegment.apiMasterId))
      .where(eq(apiSegment.segmentId, segmentId))
  )
    .map((r) => r.code)
    .sort()
const allMasterCodes = async () =>
  (await t.database.db.select({ code: apiMaster.code }).from(apiMaster)).map((r) => r.code).sort()

/** Every row of /api-details/list, page by page. */
async function allDetails(token: string, body: Record<string, unknown> = {}) {
  const items: { method: string; path: string; features: string[]; registered: boolean }[] = []
  for (let page = 1; ; page += 1) {
    const res = (await t.post('/api-details/list', { ...body, page, pageSize: 100 }, token)).json().result
    items.push(...res.items)
    if (items.length >= res.total || res.items.length === 0) return items
  }
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
  ops = await t.login('opsretail')
  segAdmin = await makeAccount(t, { username: 'admin.api.segmen', features: ['ALL_SEGMENT_DASHBOARD'] })
  dev = await makeAccount(t, { username: 'pengembang.api', features: ['ALL_DEVELOPER_MENU'] })
  superSeg = await segmentIdOf('SUPERADMIN')
  opsSeg = await segmentIdOf('OPS_RETAIL')
})
afterAll(() => t.close())

describe('the catalogue follows the routes the server registers', () => {
  it('holds exactly the registered feature-gated routes, with their features, each in its first-segment master', async () => {
    const expected = catalogueRoutes(t.app.apiRoutes)
    expect(expected.length).toBeGreaterThan(100)
    const items = await allDetails(admin)
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`
    expect(items.map(key).sort()).toEqual(expected.map(key).sort())
    for (const route of t.app.apiRoutes) {
      const row = items.find((i) => key(i) === `${route.method} ${route.url}`)
      if (route.access.kind !== 'features') {
        expect(row, `${route.method} ${route.url} is not feature-gated`).toBeUndefined()
        continue
      }
      expect(row?.features).toEqual(route.access.anyOf)
      expect(row?.registered).toBe(true)
      expect((row as unknown as { apiMasterCode: string }).apiMasterCode).toBe(masterCodeOf(route.url))
    }
    // The calls of this very feature are in it too.
    expect(items.map(key)).toEqual(
      expect.arrayContaining(['POST /api-segment/update', 'POST /api-master/list']),
    )
  })

  it('every segment is granted every master the sync made (API segments restrict deliberately)', async () => {
    const masters = await allMasterCodes()
    expect(masters).toEqual(expect.arrayContaining(['merchant', 'outlet', 'users', 'api-segment']))
    for (const code of ['SUPERADMIN', 'OPS_RETAIL', 'MITRA'])
      expect(await grantedCodes(await segmentIdOf(code))).toEqual(masters)
  })

  it('a new route joins a new master granted to every segment; a vanished one is kept unregistered; edits survive', async () => {
    const detailId = (await detailOf('POST', '/merchant/list'))?.id ?? 0
    await t.post(
      '/api-details/update',
      { id: detailId, apiMasterId: await masterIdOf('merchant'), label: 'Daftar merchant (uji)' },
      admin,
    )

    const extra = {
      method: 'POST',
      url: '/uji-baru/list',
      access: access.features('CLIENT_DATA'),
      summary: 'Rute uji',
    }
    await syncApiCatalogue(t.database.db, [...t.app.apiRoutes, extra])
    const fresh = await detailOf('POST', '/uji-baru/list')
    expect(fresh).toMatchObject({
      features: ['CLIENT_DATA'],
      summary: 'Rute uji',
      label: null,
      registered: true,
    })
    const masterId = await masterIdOf('uji-baru')
    expect(fresh?.apiMasterId).toBe(masterId)
    const segments = await t.database.db.select({ id: roleSegment.id }).from(roleSegment)
    for (const s of segments) expect(await grantedCodes(s.id)).toContain('uji-baru')
    expect(await detailOf('POST', '/merchant/list')).toMatchObject({
      label: 'Daftar merchant (uji)',
      registered: true,
    })

    // The next start no longer registers it.
    await syncApiCatalogue(t.database.db, t.app.apiRoutes)
    expect(await detailOf('POST', '/uji-baru/list')).toMatchObject({
      registered: false,
      apiMasterId: masterId,
    })
    const list = (await t.post('/api-details/list', { filters: { registered: false } }, dev.token)).json()
      .result
    expect(list.items.map((i: { path: string }) => i.path)).toEqual(['/uji-baru/list'])

    // Deleting it is allowed now; the empty master can then go too.
    const del = await t.post('/api-details/delete', { ids: [fresh?.id] }, dev.token)
    expect(del.statusCode).toBe(200)
    expect(await detailOf('POST', '/uji-baru/list')).toBeUndefined()
    expect((await t.post('/api-master/delete', { ids: [masterId] }, dev.token)).statusCode).toBe(200)
  })
})

describe('API master', () => {
  it('lists masters with their counts and finds them by a route path', async () => {
    const all = (await t.post('/api-master/list', {}, dev.token)).json().result
    expect(all.total).toBe((await allMasterCodes()).length)
    const merchant = all.items.find((m: { code: string }) => m.code === 'merchant')
    const segmentCount = (await t.database.db.select().from(roleSegment)).length
    expect(merchant).toMatchObject({ name: 'Merchant', custom: false, segmentCount })
    expect(merchant.detailCount).toBe(
      catalogueRoutes(t.app.apiRoutes).filter((r) => masterCodeOf(r.path) === 'merchant').length,
    )
    expect(merchant.registeredCount).toBe(merchant.detailCount)
    const found = (await t.post('/api-master/list', { search: 'update/pin' }, dev.token)).json().result
    expect(found.items.map((m: { code: string }) => m.code)).toEqual(['users'])
    // Segment administrators may read it (to decide the matrix), not change it.
    expect((await t.post('/api-master/list', {}, segAdmin.token)).statusCode).toBe(200)
    expect((await t.post('/api-master/add', { code: 'x-y', name: 'X' }, segAdmin.token)).statusCode).toBe(403)
  })

  it('adds a custom group granted to every segment, renames it, refuses duplicates and bad codes, audits', async () => {
    const since = await lastAuditId(t)
    const add = await t.post(
      '/api-master/add',
      { code: 'Laporan-Khusus', name: 'Laporan Khusus', description: 'Ekspor sensitif' },
      dev.token,
    )
    expect(add.statusCode).toBe(200)
    const master = add.json().result
    expect(master).toMatchObject({ code: 'laporan-khusus', custom: true, detailCount: 0 })
    expect(master.segmentCount).toBe((await t.database.db.select().from(roleSegment)).length)

    const dup = await t.post('/api-master/add', { code: 'laporan-khusus', name: 'Lagi' }, dev.token)
    expect(dup.statusCode).toBe(409)
    expect(dup.json().result.errors).toEqual([
      { field: 'code', message: API_ACCESS_MESSAGES.masterCodeTaken },
    ])
    const bad = await t.post('/api-master/add', { code: 'ada spasi!', name: 'X' }, dev.token)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().result.errors[0].field).toBe('code')

    const upd = await t.post(
      '/api-master/update',
      { id: master.id, name: 'Laporan Rahasia', description: '' },
      dev.token,
    )
    expect(upd.statusCode).toBe(200)
    expect(upd.json().result).toMatchObject({
      code: 'laporan-khusus',
      name: 'Laporan Rahasia',
      description: '',
    })
    const locked = await t.post('/api-master/update', { id: master.id, name: 'x', code: 'lain' }, dev.token)
    expect(locked.statusCode).toBe(400)
    const missing = await t.post('/api-master/update', { id: 999_999, name: 'x' }, dev.token)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe(API_ACCESS_MESSAGES.masterNotFound)

    const rows = [...(await auditSince(t, since, 'ADD')), ...(await auditSince(t, since, 'UPDATE'))].filter(
      (a) => a.entity === 'api_master',
    )
    expect(rows.map((r) => r.action).sort()).toEqual(['ADD', 'UPDATE'])
    expect(rows.find((r) => r.action === 'UPDATE')?.before).toMatchObject({ name: 'Laporan Khusus' })
  })

  it('refuses to delete a master that still holds routes (409) or does not exist (404)', async () => {
    const id = await masterIdOf('outlet')
    const res = await t.post('/api-master/delete', { ids: [id] }, dev.token)
    expect(res.statusCode).toBe(409)
    const n = catalogueRoutes(t.app.apiRoutes).filter((r) => masterCodeOf(r.path) === 'outlet').length
    expect(res.json().message).toBe(API_ACCESS_MESSAGES.masterInUse('outlet', n))
    expect(await masterIdOf('outlet')).toBe(id)
    expect((await t.post('/api-master/delete', { ids: [999_999] }, dev.token)).statusCode).toBe(404)
  })
})

describe('API details', () => {
  it('moves a route to another master and relabels it; an empty label shows the summary again', async () => {
    const target = await masterIdOf('laporan-khusus')
    const d = await detailOf('POST', '/outlet/export')
    const since = await lastAuditId(t)
    const moved = await t.post(
      '/api-details/update',
      { id: d?.id, apiMasterId: target, label: 'Ekspor outlet' },
      dev.token,
    )
    expect(moved.statusCode).toBe(200)
    expect(moved.json().result).toMatchObject({
      apiMasterCode: 'laporan-khusus',
      label: 'Ekspor outlet',
      registered: true,
    })
    const [row] = (await auditSince(t, since, 'UPDATE')).filter((a) => a.entity === 'api_detail')
    expect(row?.before).toMatchObject({ apiMasterCode: 'outlet', label: null })

    const filtered = (
      await t.post('/api-details/list', { filters: { apiMasterId: target } }, dev.token)
    ).json().result
    expect(filtered.items.map((i: { path: string }) => i.path)).toEqual(['/outlet/export'])
    const searched = (await t.post('/api-details/list', { search: 'ekspor outlet' }, dev.token)).json().result
    expect(searched.items.map((i: { path: string }) => i.path)).toEqual(['/outlet/export'])

    const reset = await t.post(
      '/api-details/update',
      { id: d?.id, apiMasterId: await masterIdOf('outlet'), label: '' },
      dev.token,
    )
    expect(reset.json().result).toMatchObject({ apiMasterCode: 'outlet', label: null })
    // The emptied custom master can be deleted.
    expect((await t.post('/api-master/delete', { ids: [target] }, dev.token)).statusCode).toBe(200)
  })

  it('refuses an unknown master (400) or route (404)', async () => {
    const d = await detailOf('POST', '/outlet/list')
    const bad = await t.post('/api-details/update', { id: d?.id, apiMasterId: 999_999 }, dev.token)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().result.errors).toEqual([
      { field: 'apiMasterId', message: API_ACCESS_MESSAGES.unknownMasters([999_999]) },
    ])
    const gone = await t.post(
      '/api-details/update',
      { id: 999_999, apiMasterId: await masterIdOf('outlet') },
      dev.token,
    )
    expect(gone.statusCode).toBe(404)
    expect(gone.json().message).toBe(API_ACCESS_MESSAGES.detailNotFound)
    expect((await t.post('/api-details/delete', { ids: [999_999] }, dev.token)).statusCode).toBe(404)
  })

  it('refuses to delete a route the server still registers (409)', async () => {
    const d = await detailOf('POST', '/outlet/list')
    const res = await t.post('/api-details/delete', { ids: [d?.id] }, dev.token)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(API_ACCESS_MESSAGES.detailRegistered('POST /outlet/list'))
    expect(await detailOf('POST', '/outlet/list')).toBeDefined()
  })

  it('add only puts back a registered feature route missing from the catalogue', async () => {
    const unknown = await t.post('/api-details/add', { path: '/rute/karangan' }, dev.token)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe(API_ACCESS_MESSAGES.routeNotRegistered('POST /rute/karangan'))
    const session = await t.post('/api-details/add', { path: '/profile' }, dev.token)
    expect(session.statusCode).toBe(400)
    const there = await t.post('/api-details/add', { path: '/outlet/list' }, dev.token)
    expect(there.statusCode).toBe(409)
    expect(there.json().message).toBe(API_ACCESS_MESSAGES.routeInCatalogue('POST /outlet/list'))

    // A catalogue row lost (restored backup): refused to everyone until it is back.
    await t.database.db.delete(apiDetail).where(eq(apiDetail.path, '/outlet/detail'))
    const refused = await t.post('/outlet/detail', { id: 1 }, admin)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(SEGMENT_REFUSED)
    const back = await t.post(
      '/api-details/add',
      { path: '/outlet/detail', label: 'Detail outlet' },
      dev.token,
    )
    expect(back.statusCode).toBe(200)
    expect(back.json().result).toMatchObject({
      apiMasterCode: 'outlet',
      label: 'Detail outlet',
      features: ['OUTLET_DATA'],
    })
    expect((await t.post('/outlet/detail', { id: 1 }, admin)).statusCode).not.toBe(403)
  })

  it('catalogue changes need ALL_DEVELOPER_MENU', async () => {
    const d = await detailOf('POST', '/outlet/list')
    const res = await t.post(
      '/api-details/update',
      { id: d?.id, apiMasterId: d?.apiMasterId },
      segAdmin.token,
    )
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(FEATURE_REFUSED)
  })
})

describe('API segment', () => {
  it('lists every master with its granted flag; 404 for an unknown segment', async () => {
    const m = (await t.post('/api-segment/list', { segmentId: opsSeg }, segAdmin.token)).json().result
    expect(m.segment).toMatchObject({ id: opsSeg, code: 'OPS_RETAIL' })
    expect(m.masters.map((x: { code: string }) => x.code)).toEqual(await allMasterCodes())
    expect(m.granted).toHaveLength(m.masters.length)
    expect(m.masters.find((x: { code: string }) => x.code === 'outlet').detailCount).toBeGreaterThan(3)
    const none = await t.post('/api-segment/list', { segmentId: 999_999 }, segAdmin.token)
    expect(none.statusCode).toBe(404)
    // The matrix is a segment administrator's, not a developer's.
    expect((await t.post('/api-segment/list', { segmentId: opsSeg }, dev.token)).statusCode).toBe(403)
  })

  it('removing a master refuses that segment its routes on the next request; others still work; restoring gives them back', async () => {
    expect((await t.post('/outlet/list', {}, ops)).statusCode).toBe(200)
    const outlet = await masterIdOf('outlet')
    const before = (await t.post('/api-segment/list', { segmentId: opsSeg }, segAdmin.token)).json().result
      .granted
    const since = await lastAuditId(t)
    const res = await t.post(
      '/api-segment/delete',
      { segmentId: opsSeg, apiMasterId: outlet },
      segAdmin.token,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().result.granted).not.toContain(outlet)
    const [row] = (await auditSince(t, since, 'ROLE_CHANGE')).filter((a) => a.entity === 'api_segment')
    expect(row?.after).toMatchObject({ removed: ['outlet'], added: [] })

    // Same token, next request.
    const refused = await t.post('/outlet/list', {}, ops)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ success: false, message: SEGMENT_REFUSED })
    expect((await t.post('/outlet/detail', { id: 1 }, ops)).statusCode).toBe(403)
    // The options of the resource's selects are gated by features like its other calls (issue 13), so
    // the master's removal refuses them too.
    expect((await t.post('/outlet/options', {}, ops)).statusCode).toBe(403)
    expect((await t.post('/merchant/list', {}, ops)).statusCode).toBe(200)
    // Other segments are not affected.
    expect((await t.post('/outlet/list', {}, admin)).statusCode).toBe(200)

    const restored = await t.post(
      '/api-segment/update',
      { segmentId: opsSeg, apiMasterIds: before },
      segAdmin.token,
    )
    expect(restored.statusCode).toBe(200)
    expect(restored.json().result.granted.sort()).toEqual([...before].sort())
    expect((await t.post('/outlet/list', {}, ops)).statusCode).toBe(200)
  })

  it('a segment not granted a route is refused it even though it holds the feature; without the feature the feature check answers first', async () => {
    const holder = await makeAccount(t, {
      username: 'pemegang.client',
      features: ['CLIENT_DATA', 'REGION_DATA'],
    })
    const lacking = await makeAccount(t, { username: 'tanpa.client', features: ['REGION_DATA'] })
    expect((await t.post('/client/list', {}, holder.token)).statusCode).toBe(200)
    const others = (await allMasterCodes()).filter((c) => c !== 'client')
    const ids = await Promise.all(others.map(masterIdOf))
    const upd = await t.post(
      '/api-segment/update',
      { segmentId: holder.segmentId, apiMasterIds: ids },
      segAdmin.token,
    )
    expect(upd.statusCode).toBe(200)
    const res = await t.post('/client/list', {}, holder.token)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(SEGMENT_REFUSED)
    expect((await t.post('/region/list', {}, holder.token)).statusCode).toBe(200)
    const noFeature = await t.post('/client/list', {}, lacking.token)
    expect(noFeature.statusCode).toBe(403)
    expect(noFeature.json().message).toBe(FEATURE_REFUSED)
    // Session routes are not subject to API segments.
    expect((await t.post('/profile', {}, holder.token)).statusCode).toBe(200)
  })

  it('refuses the caller’s own segment (403) and audits the attempt', async () => {
    const since = await lastAuditId(t)
    const res = await t.post('/api-segment/update', { segmentId: superSeg, apiMasterIds: [] }, admin)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Anda tidak dapat mengubah hak akses Anda sendiri.')
    const rows = await auditSince(t, since, 'ESCALATION_DENIED')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actorUsername: 'superadmin',
      entity: 'api_segment',
      entityId: String(superSeg),
      after: expect.objectContaining({ rule: 'SELF' }),
    })
    expect(await grantedCodes(superSeg)).toEqual(await allMasterCodes())
    const one = await t.post(
      '/api-segment/delete',
      { segmentId: superSeg, apiMasterId: await masterIdOf('outlet') },
      admin,
    )
    expect(one.statusCode).toBe(403)
  })

  it('refuses unknown masters (400 in a set, 404 alone) and unknown segments (404)', async () => {
    const bad = await t.post(
      '/api-segment/update',
      { segmentId: opsSeg, apiMasterIds: [await masterIdOf('outlet'), 999_999] },
      segAdmin.token,
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().result.errors).toEqual([
      { field: 'apiMasterIds', message: API_ACCESS_MESSAGES.unknownMasters([999_999]) },
    ])
    const one = await t.post('/api-segment/add', { segmentId: opsSeg, apiMasterId: 999_999 }, segAdmin.token)
    expect(one.statusCode).toBe(404)
    expect(one.json().message).toBe(API_ACCESS_MESSAGES.masterNotFound)
    const seg = await t.post(
      '/api-segment/add',
      { segmentId: 999_999, apiMasterId: await masterIdOf('outlet') },
      segAdmin.token,
    )
    expect(seg.statusCode).toBe(404)
    expect(await grantedCodes(opsSeg)).toEqual(await allMasterCodes())
  })

  it('nobody grants a master their own segment lacks; a segment they create gets only their masters', async () => {
    const limited = await makeAccount(t, { username: 'admin.terbatas', features: ['ALL_SEGMENT_DASHBOARD'] })
    const outlet = await masterIdOf('outlet')
    await t.database.db
      .delete(apiSegment)
      .where(and(eq(apiSegment.segmentId, limited.segmentId), eq(apiSegment.apiMasterId, outlet)))
    // A segment created by this administrator may call what they may.
    const created = (
      await t.post('/role-segment/add', { code: 'BUATAN_TERBATAS', name: 'Buatan' }, limited.token)
    ).json().result
    expect(await grantedCodes(created.id)).toEqual((await allMasterCodes()).filter((c) => c !== 'outlet'))

    const since = await lastAuditId(t)
    const res = await t.post(
      '/api-segment/add',
      { segmentId: created.id, apiMasterId: outlet },
      limited.token,
    )
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(API_ACCESS_MESSAGES.apiNotHeld(['outlet']))
    const [row] = await auditSince(t, since, 'ESCALATION_DENIED')
    expect(row?.after).toMatchObject({ rule: 'API_NOT_HELD', missing: ['outlet'] })
    // Taking a master away, or keeping one the segment already has, is not granting.
    const merchant = await masterIdOf('merchant')
    expect(
      (await t.post('/api-segment/delete', { segmentId: opsSeg, apiMasterId: merchant }, limited.token))
        .statusCode,
    ).toBe(200)
    expect(
      (await t.post('/api-segment/add', { segmentId: opsSeg, apiMasterId: merchant }, limited.token))
        .statusCode,
    ).toBe(200)
  })

  it('keeps an account administrator able to call the account routes', async () => {
    // superadmin is the only active account administrator of the demo data.
    const users = await masterIdOf('users')
    const res = await t.post(
      '/api-segment/delete',
      { segmentId: superSeg, apiMasterId: users },
      segAdmin.token,
    )
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Minimal harus ada satu akun aktif yang dapat mengelola akun dashboard.')
    const moveAway = await t.post('/api-master/add', { code: 'kosong-uji', name: 'Kosong' }, dev.token)
    const kosong = moveAway.json().result.id
    await t.database.db
      .delete(apiSegment)
      .where(and(eq(apiSegment.apiMasterId, kosong), eq(apiSegment.segmentId, superSeg)))
    const d = await detailOf('POST', '/users/update')
    const moved = await t.post('/api-details/update', { id: d?.id, apiMasterId: kosong }, dev.token)
    expect(moved.statusCode).toBe(409)
    expect((await detailOf('POST', '/users/update'))?.apiMasterId).toBe(users)
  })

  it('nobody puts an account into, or manages an account of, a segment with masters they lack', async () => {
    // Runs last: this account administrator would otherwise keep the previous test from refusing.
    const acc = await makeAccount(t, {
      username: 'admin.akun.terbatas',
      features: [
        'SETTING_DASHBOARD_ACCOUNT',
        'SUMMARY_RETAIL',
        'MERCHANT_DATA',
        'OUTLET_DATA',
        'VIEW_ONLY_RETAIL_TRANSACTION',
      ],
    })
    await t.database.db
      .delete(apiSegment)
      .where(
        and(eq(apiSegment.segmentId, acc.segmentId), eq(apiSegment.apiMasterId, await masterIdOf('outlet'))),
      )
    const add = await t.post(
      '/users/add',
      {
        username: 'calon.api',
        email: 'calon.api@contoh.id',
        fullName: 'Calon API',
        roleSegmentId: opsSeg,
        userTypeLevel: 'CLIENT',
        userTypeValue: 'CLT001',
      },
      acc.token,
    )
    expect(add.statusCode).toBe(403)
    expect(add.json().message).toBe(API_ACCESS_MESSAGES.apiNotHeld(['outlet']))
    const opsUser = (await t.post('/users/list', { search: 'opsretail' }, acc.token)).json().result.items[0]
    const upd = await t.post('/users/update/pin', { id: opsUser.id }, acc.token)
    expect(upd.statusCode).toBe(403)
    expect(upd.json().message).toBe(API_ACCESS_MESSAGES.manageStrongerApi(['outlet']))
  })
})
