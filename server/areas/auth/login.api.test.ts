import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURE_NAMES } from '#contract/access/features.ts'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { loginResultSchema } from '#contract/auth/schemas.ts'
import { auditLog, dashboardUser } from '../../db/schema/index.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const loginAs = async (username: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    payload: { username, password: await hashLoginPassword(password) },
    remoteAddress,
  })

describe('POST /login', () => {
  it('returns the profile of docs/PRODUCT.md §3 with both tokens for the right password', async () => {
    const res = await loginAs('opsretail', 'Mint#2025!')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.success).toBe(true)
    const result = loginResultSchema.parse(body.result)
    expect(result).toMatchObject({
      username: 'opsretail',
      email: 'opsretail@mint.local',
      roleSegmentCode: 'OPS_RETAIL',
      userTypeLevel: 'CLIENT',
      userTypeValue: 'CLT001',
      partnerCode: '',
    })
    expect(result.roleSegmentValue.map((r) => r.roleName).sort()).toEqual(
      ['MERCHANT_DATA', 'OUTLET_DATA', 'SUMMARY_RETAIL', 'VIEW_ONLY_RETAIL_TRANSACTION'].sort(),
    )
    expect(result.accessToken).toMatch(/^[\w-]{43}$/)
    expect(result.apiToken).toMatch(/^[\w-]{43}$/)
    expect(result.apiToken).not.toBe(result.accessToken)
  })

  it('accepts the e-mail instead of the username, in any letter case', async () => {
    const res = await loginAs('MITRA@mint.local', 'Mint#2025!')
    expect(res.statusCode).toBe(200)
    expect(res.json().result).toMatchObject({
      username: 'mitra',
      partnerCode: 'PTN001',
      userTypeLevel: 'PARTNER',
    })
  })

  it('gives superadmin every feature of the catalogue', async () => {
    const res = await loginAs('superadmin', 'Mint#2025!')
    const names = (res.json().result.roleSegmentValue as { roleName: string }[]).map((r) => r.roleName)
    expect(names.sort()).toEqual([...FEATURE_NAMES].sort())
  })

  it('answers a wrong password and an unknown user with the same message', async () => {
    const wrong = await loginAs('mitra', 'salah-password', '10.0.0.2')
    const unknown = await loginAs('tidak.ada', 'Mint#2025!', '10.0.0.2')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Username/email atau password salah.',
      result: null,
    })
    expect(unknown.json().message).toBe(wrong.json().message)
  })

  it('stores only an argon2id hash of the HMAC value, never the password or the HMAC itself', async () => {
    const [row] = await t.database.db
      .select({ hash: dashboardUser.passwordHash })
      .from(dashboardUser)
      .where(sql`${dashboardUser.username} = 'superadmin'`)
    expect(row?.hash).toMatch(/^\$argon2id\$/)
    expect(row?.hash).not.toContain(await hashLoginPassword('Mint#2025!'))
    expect(row?.hash).not.toContain('Mint#2025!')
  })

  it('locks the account after 5 failures: even the right password is refused, and the lock is audited', async () => {
    for (let i = 0; i < 4; i++)
      expect((await loginAs('opsretail', `salah-${i}`, '10.0.1.1')).statusCode).toBe(401)
    const fifth = await loginAs('opsretail', 'salah-5', '10.0.1.1')
    expect(fifth.statusCode).toBe(423)
    expect(fifth.json().message).toMatch(/^Akun terkunci sementara .* Coba lagi dalam 15 menit\.$/)
    const right = await loginAs('opsretail', 'Mint#2025!', '10.0.1.2')
    expect(right.statusCode).toBe(423)
    expect(right.json().success).toBe(false)
    const locks = await t.database.db.select().from(auditLog).where(sql`${auditLog.action} = 'LOCK'`)
    expect(locks).toHaveLength(1)
    // Once the lock has passed, the right password works again and the counter starts afresh.
    await t.database.db
      .update(dashboardUser)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(sql`${dashboardUser.username} = 'opsretail'`)
    expect((await loginAs('opsretail', 'Mint#2025!', '10.0.1.2')).statusCode).toBe(200)
  })

  it('limits failed sign-ins per IP address, whatever the usernames', async () => {
    const ip = '10.0.2.1'
    for (let i = 0; i < t.config.loginIpMaxFailures; i++) {
      expect((await loginAs(`ghost${i}`, 'x', ip)).statusCode).toBe(401)
    }
    const limited = await loginAs('superadmin', 'Mint#2025!', ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toContain('Terlalu banyak percobaan login')
    expect((await loginAs('superadmin', 'Mint#2025!', '10.0.2.2')).statusCode).toBe(200)
  })

  it('refuses an inactive account', async () => {
    await t.database.db
      .update(dashboardUser)
      .set({ status: 'INACTIVE' })
      .where(sql`${dashboardUser.username} = 'mitra'`)
    const res = await loginAs('mitra', 'Mint#2025!', '10.0.3.1')
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Akun Anda tidak aktif. Hubungi administrator.')
    await t.database.db
      .update(dashboardUser)
      .set({ status: 'ACTIVE' })
      .where(sql`${dashboardUser.username} = 'mitra'`)
  })
})
