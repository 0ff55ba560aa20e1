import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encryptPassword, hashLoginPassword, PASSWORD_CALL_BASIC } from '#contract/auth/password-encoding.ts'
import { dashboardUser, roleSegment } from '../../db/schema/index.ts'
import { DEMO_PASSWORD } from '../../seed/access.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { auditSince, demoCode, lastAuditId, latestMailTo, makeAccount } from '../../test/kits/account.ts'

let t: TestApp
let admin: string
let opsSegmentId: number
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
  const [ops] = await t.database.db.select().from(roleSegment).where(eq(roleSegment.code, 'OPS_RETAIL'))
  opsSegmentId = ops?.id ?? 0
})
afterAll(() => t.close())

const basic = { authorization: PASSWORD_CALL_BASIC }
const NEW_PASSWORD = 'Kopi-Susu-Gula-Aren-7'

const newUser = (over: Record<string, unknown> = {}) => ({
  username: 'dewi.lestari',
  email: 'Dewi.Lestari@Contoh.id',
  fullName: 'Dewi Lestari',
  roleSegmentId: opsSegmentId,
  userTypeLevel: 'CLIENT',
  userTypeValue: 'CLT001',
  ...over,
})

const setPassword = async (email: string, token: string, password: string) =>
  t.post('/auth/set-password', { email, token, password: await encryptPassword(password) }, undefined, basic)

describe('adding an account', () => {
  let created: { id: string; email: string }

  it('creates the account without a password and mails a single-use set-password link', async () => {
    const since = await lastAuditId(t)
    const res = await t.post('/users/add', newUser(), admin)
    expect(res.statusCode).toBe(200)
    created = res.json().result
    expect(created).toMatchObject({
      username: 'dewi.lestari',
      email: 'dewi.lestari@contoh.id',
      roleSegmentCode: 'OPS_RETAIL',
      status: 'ACTIVE',
      passwordSet: false,
      emailVerifiedAt: null,
    })
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|token/i)

    const link = await latestMailTo(t, 'dewi.lestari@contoh.id')
    expect(link.path).toBe('/login/reset-password')
    expect(link.mail.bodyText).toContain('72 jam')
    const [row] = await auditSince(t, since, 'ADD')
    expect(row).toMatchObject({ entity: 'dashboard_user', entityId: created.id, actorUsername: 'superadmin' })
    expect(JSON.stringify(row?.after)).not.toContain('passwordHash')

    expect(
      (await t.post('/login', { username: 'dewi.lestari', password: await hashLoginPassword(DEMO_PASSWORD) }))
        .statusCode,
    ).toBe(401)
    expect((await setPassword(link.email, link.token, NEW_PASSWORD)).statusCode).toBe(200)
    expect(await t.login('dewi.lestari', NEW_PASSWORD)).toBeTruthy()
    expect((await setPassword(link.email, link.token, 'Teh-Manis-Dingin-88')).statusCode).toBe(400)
    const [after] = await t.database.db.select().from(dashboardUser).where(eq(dashboardUser.id, created.id))
    expect(after?.emailVerifiedAt).not.toBeNull()
  })

  it('refuses a duplicate username or e-mail (case-insensitive) with 409 naming the field', async () => {
    const user = await t.post(
      '/users/add',
      newUser({ email: 'lain@contoh.id', username: 'dewi.lestari' }),
      admin,
    )
    expect(user.statusCode).toBe(409)
    expect(user.json().result.errors).toEqual([{ field: 'username', message: 'Username sudah dipakai.' }])
    const email = await t.post(
      '/users/add',
      newUser({ username: 'dewi.dua', email: 'DEWI.LESTARI@contoh.id' }),
      admin,
    )
    expect(email.statusCode).toBe(409)
    expect(email.json().result.errors).toEqual([
      { field: 'email', message: 'Email sudah dipakai akun lain.' },
    ])
  })

  it('validates username, scope value and partner fields', async () => {
    const bad = await t.post('/users/add', newUser({ username: 'Dewi Lestari' }), admin)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().result.errors[0].field).toBe('username')
    const noClient = await t.post(
      '/users/add',
      newUser({ username: 'uji.satu', email: 'u1@contoh.id', userTypeValue: 'CLT999' }),
      admin,
    )
    expect(noClient.statusCode).toBe(400)
    expect(noClient.json().message).toBe('Client dengan kode CLT999 tidak ditemukan.')
    const allWithValue = await t.post(
      '/users/add',
      newUser({ username: 'uji.dua', email: 'u2@contoh.id', userTypeLevel: 'ALL', userTypeValue: 'CLT001' }),
      admin,
    )
    expect(allWithValue.statusCode).toBe(400)
    const partnerOnClient = await t.post(
      '/users/add',
      newUser({ username: 'uji.tiga', email: 'u3@contoh.id', partnerCode: 'PTN001' }),
      admin,
    )
    expect(partnerOnClient.statusCode).toBe(400)
    const partner = await t.post(
      '/users/add',
      newUser({
        username: 'mitra.dua',
        email: 'mitra.dua@contoh.id',
        fullName: 'Mitra Dua',
        userTypeLevel: 'PARTNER',
        userTypeValue: 'PTN001',
      }),
      admin,
    )
    expect(partner.statusCode).toBe(200)
    expect(partner.json().result).toMatchObject({ partnerCode: 'PTN001', sharingFeePartnerCode: 'PTN001' })
    expect(partner.json().result.partnerId).toMatch(/^\d+$/)
    expect((await t.post('/users/add', { username: 'x' }, admin)).statusCode).toBe(400)
  })

  it('lists accounts with search, filters, sort and paging, never with a password hash', async () => {
    const all = await t.post('/users/list', { pageSize: 100 }, admin)
    expect(all.statusCode).toBe(200)
    expect(all.body).not.toMatch(/passwordHash|password_hash/)
    const names = all.json().result.items.map((u: { username: string }) => u.username)
    expect(names).toEqual([...names].sort())
    expect(names).toEqual(expect.arrayContaining(['superadmin', 'opsretail', 'mitra', 'dewi.lestari']))

    const found = (await t.post('/users/list', { search: 'Lestari' }, admin)).json().result
    expect(found.items.map((u: { username: string }) => u.username)).toEqual(['dewi.lestari'])
    const bySegment = (
      await t.post('/users/list', { filters: { roleSegmentId: opsSegmentId } }, admin)
    ).json().result
    expect(
      bySegment.items.every((u: { roleSegmentCode: string }) => u.roleSegmentCode === 'OPS_RETAIL'),
    ).toBe(true)
    const partners = (await t.post('/users/list', { filters: { userTypeLevel: 'PARTNER' } }, admin)).json()
      .result
    expect(partners.total).toBe(2)
    const paged = (
      await t.post('/users/list', { page: 2, pageSize: 2, sort: 'email', dir: 'desc' }, admin)
    ).json().result
    expect(paged.items).toHaveLength(2)
    expect(paged.total).toBe(all.json().result.total)
  })

  it('names what each account is scoped to (client, partner …), empty for everything', async () => {
    const clientName = await demoCode(t, "select name as code from client where code = 'CLT001'")
    const partnerName = await demoCode(t, "select name as code from partner where code = 'PTN001'")
    const items = (await t.post('/users/list', { pageSize: 100 }, admin)).json().result.items as {
      username: string
      userTypeValueName: string
    }[]
    const nameOf = (u: string) => items.find((i) => i.username === u)?.userTypeValueName
    expect(nameOf('opsretail')).toBe(clientName)
    expect(nameOf('mitra')).toBe(partnerName)
    expect(nameOf('superadmin')).toBe('')
  })

  it('offers partners for a partner scope: all of them to an ALL admin, only its own to a partner admin', async () => {
    const all = await t.post('/users/partner/options', { limit: 50 }, admin)
    expect(all.statusCode).toBe(200)
    const total = Number(await demoCode(t, 'select count(*)::int as code from partner'))
    expect(all.json().result).toHaveLength(total)
    expect(all.json().result[0]).toEqual({
      id: expect.any(Number),
      label: expect.any(String),
      code: expect.any(String),
    })
    const found = (await t.post('/users/partner/options', { search: 'PTN002' }, admin)).json().result
    expect(found.map((p: { code: string }) => p.code)).toEqual(['PTN002'])
    const byId = (await t.post('/users/partner/options', { ids: [found[0].id] }, admin)).json().result
    expect(byId).toEqual(found)

    const partnerAdmin = await makeAccount(t, {
      username: 'admin.mitra',
      features: ['SETTING_DASHBOARD_ACCOUNT'],
      level: 'PARTNER',
      value: 'PTN001',
    })
    const own = (await t.post('/users/partner/options', {}, partnerAdmin.token)).json().result
    expect(own.map((p: { code: string }) => p.code)).toEqual(['PTN001'])
    const clientAdmin = await makeAccount(t, {
      username: 'admin.klien',
      features: ['SETTING_DASHBOARD_ACCOUNT'],
      level: 'CLIENT',
      value: 'CLT001',
    })
    expect((await t.post('/users/partner/options', {}, clientAdmin.token)).json().result).toEqual([])
    const ops = await t.login('opsretail')
    expect((await t.post('/users/partner/options', {}, ops)).statusCode).toBe(403)
  })
})

describe('changing an account', () => {
  it('updates the fields sent; a new e-mail must be verified again', async () => {
    const { id } = await makeAccount(t, {
      username: 'budi.santoso',
      segmentId: opsSegmentId,
      level: 'CLIENT',
      value: 'CLT001',
      login: false,
    })
    const since = await lastAuditId(t)
    const res = await t.post(
      '/users/update',
      { id, fullName: 'Budi Santoso', email: 'budi.baru@contoh.id' },
      admin,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().result).toMatchObject({
      fullName: 'Budi Santoso',
      email: 'budi.baru@contoh.id',
      emailVerifiedAt: null,
    })
    const [row] = await auditSince(t, since, 'UPDATE')
    expect(row?.before).toMatchObject({ fullName: 'Pengguna budi.santoso' })
    expect(row?.after).toMatchObject({ fullName: 'Budi Santoso' })
    expect(JSON.stringify(row)).not.toContain('passwordHash')
    const clash = await t.post('/users/update', { id, username: 'opsretail' }, admin)
    expect(clash.statusCode).toBe(409)
    expect(clash.json().result.errors[0].field).toBe('username')
    expect(
      (await t.post('/users/update', { id: '00000000-0000-4000-8000-000000000000', fullName: 'x' }, admin))
        .statusCode,
    ).toBe(404)
  })

  it('deactivation ends every session at once, and the account cannot sign in', async () => {
    const { id, token } = await makeAccount(t, { username: 'citra.nonaktif', features: ['MERCHANT_DATA'] })
    expect((await t.post('/profile', {}, token)).statusCode).toBe(200)
    const res = await t.post('/users/update', { id, status: 'INACTIVE' }, admin)
    expect(res.statusCode).toBe(200)
    expect((await t.post('/profile', {}, token)).statusCode).toBe(401)
    expect(
      (
        await t.post('/login', {
          username: 'citra.nonaktif',
          password: await hashLoginPassword(DEMO_PASSWORD),
        })
      ).statusCode,
    ).not.toBe(200)
    expect((await t.post('/users/update', { id, status: 'ACTIVE' }, admin)).statusCode).toBe(200)
    expect(await t.login('citra.nonaktif')).toBeTruthy()
  })

  it('a segment change applies to the user on the very next request, without signing in again', async () => {
    const { segmentId, token } = await makeAccount(t, {
      username: 'eko.merchant',
      features: ['MERCHANT_DATA'],
    })
    expect((await t.post('/merchant/list', {}, token)).statusCode).toBe(200)
    const revoke = await t.post('/role-task/delete', { segmentId, roleName: 'MERCHANT_DATA' }, admin)
    expect(revoke.statusCode).toBe(200)
    expect((await t.post('/merchant/list', {}, token)).statusCode).toBe(403)
    await t.post('/role-task/add', { segmentId, roleName: 'MERCHANT_DATA' }, admin)
    expect((await t.post('/merchant/list', {}, token)).statusCode).toBe(200)
    // Moving the user to another segment works the same way.
    const { segmentId: empty } = await makeAccount(t, {
      username: 'segmen.kosong',
      features: [],
      login: false,
    })
    const [me] = (await t.post('/users/list', { search: 'eko.merchant' }, admin)).json().result.items
    expect((await t.post('/users/update', { id: me.id, roleSegmentId: empty }, admin)).statusCode).toBe(200)
    expect((await t.post('/merchant/list', {}, token)).statusCode).toBe(403)
  })

  it('an administrator password reset ends the sessions, voids the old password and mails a new link', async () => {
    const { id, token } = await makeAccount(t, { username: 'fajar.reset', features: ['MERCHANT_DATA'] })
    const since = await lastAuditId(t)
    const res = await t.post('/users/update/pin', { id }, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json().result).toBeNull()
    expect(res.json().message).toBe(
      'Tautan untuk menyetel password baru telah dikirim ke fajar.reset@contoh.id.',
    )
    expect((await t.post('/profile', {}, token)).statusCode).toBe(401)
    expect(
      (await t.post('/login', { username: 'fajar.reset', password: await hashLoginPassword(DEMO_PASSWORD) }))
        .statusCode,
    ).toBe(401)
    const link = await latestMailTo(t, 'fajar.reset@contoh.id')
    expect(link.path).toBe('/login/reset-password')
    expect((await setPassword(link.email, link.token, NEW_PASSWORD)).statusCode).toBe(200)
    expect(await t.login('fajar.reset', NEW_PASSWORD)).toBeTruthy()
    expect((await auditSince(t, since, 'RESET_PASSWORD'))[0]).toMatchObject({ entityId: id })
  })

  it('deletes accounts, auditing the row before without its password hash', async () => {
    const a = await makeAccount(t, { username: 'hapus.satu', features: [], login: false })
    const b = await makeAccount(t, { username: 'hapus.dua', segmentId: a.segmentId, login: false })
    const since = await lastAuditId(t)
    expect((await t.post('/users/delete', { ids: [a.id, b.id] }, admin)).statusCode).toBe(200)
    expect((await t.post('/users/list', { search: 'hapus.' }, admin)).json().result.total).toBe(0)
    const rows = await auditSince(t, since, 'DELETE')
    expect(rows.map((r) => r.entityId).sort()).toEqual([a.id, b.id].sort())
    expect(JSON.stringify(rows)).not.toContain('passwordHash')
    expect((await t.post('/users/delete', { ids: [a.id] }, admin)).statusCode).toBe(404)
  })
})

describe('e-mail verification', () => {
  it('mails a link that verifies the address once', async () => {
    const { id } = await makeAccount(t, { username: 'gita.verifikasi', features: [], login: false })
    await t.database.db.update(dashboardUser).set({ emailVerifiedAt: null }).where(eq(dashboardUser.id, id))
    const send = await t.post('/email/verification', { id }, admin)
    expect(send.statusCode).toBe(200)
    const link = await latestMailTo(t, 'gita.verifikasi@contoh.id')
    expect(link.path).toBe('/login/verify-email')
    const wrong = await t.post(
      '/email/verification/confirm',
      { email: 'lain@contoh.id', token: link.token },
      undefined,
      basic,
    )
    expect(wrong.statusCode).toBe(400)
    const forged = await t.post(
      '/email/verification/confirm',
      { email: link.email, token: `${link.token}x` },
      undefined,
      basic,
    )
    expect(forged.statusCode).toBe(400)
    const okRes = await t.post(
      '/email/verification/confirm',
      { email: link.email, token: link.token },
      undefined,
      basic,
    )
    expect(okRes.statusCode).toBe(200)
    const [row] = await t.database.db.select().from(dashboardUser).where(eq(dashboardUser.id, id))
    expect(row?.emailVerifiedAt).not.toBeNull()
    const again = await t.post(
      '/email/verification/confirm',
      { email: link.email, token: link.token },
      undefined,
      basic,
    )
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('Tautan verifikasi email tidak valid atau sudah kedaluwarsa.')
    expect((await t.post('/email/verification', { id }, admin)).statusCode).toBe(409)
  })
})

describe('changing one’s own password', () => {
  it('checks the old password and the password rule, then ends the other sessions only', async () => {
    await makeAccount(t, { username: 'hana.ganti', features: [], login: false })
    const current = await t.login('hana.ganti')
    const other = await t.login('hana.ganti')
    const call = async (oldPassword: string, newPassword: string) =>
      t.post(
        '/users/change-password',
        {
          oldPassword: await hashLoginPassword(oldPassword),
          newPassword: await encryptPassword(newPassword),
        },
        current,
      )
    const wrongOld = await call('Salah-Sekali-123', NEW_PASSWORD)
    expect(wrongOld.statusCode).toBe(400)
    expect(wrongOld.json().message).toBe('Password lama salah.')
    const short = await call(DEMO_PASSWORD, 'pendek')
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('Password minimal 10 karakter.')
    expect(short.json().result.errors[0].field).toBe('newPassword')
    expect((await call(DEMO_PASSWORD, 'hana.ganti-2025')).json().message).toBe(
      'Password tidak boleh memuat username.',
    )
    expect((await call(DEMO_PASSWORD, 'password123')).json().message).toBe(
      'Password terlalu umum. Pilih password lain.',
    )
    const unreadable = await t.post(
      '/users/change-password',
      { oldPassword: await hashLoginPassword(DEMO_PASSWORD), newPassword: 'bukan-sandi-aes' },
      current,
    )
    expect(unreadable.statusCode).toBe(400)

    const since = await lastAuditId(t)
    const res = await call(DEMO_PASSWORD, NEW_PASSWORD)
    expect(res.statusCode).toBe(200)
    expect((await t.post('/profile', {}, current)).statusCode).toBe(200)
    expect((await t.post('/profile', {}, other)).statusCode).toBe(401)
    expect(await t.login('hana.ganti', NEW_PASSWORD)).toBeTruthy()
    expect((await auditSince(t, since, 'CHANGE_PASSWORD')).length).toBe(1)
    expect((await t.post('/users/change-password', {})).statusCode).toBe(401)
  })
})
