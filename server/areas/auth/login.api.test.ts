import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FEATURE_NAMES } from '#contract/access/features.ts'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { loginResultSchema } from '#contract/auth/schemas.ts'
import { auditLog, dashboardUser, loginFailure, mailOutbox } from '../../db/schema/index.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  // Waits in minutes, so no attempt of a test outruns the throttle on a slow machine.
  t = await createTestApp({ LOGIN_THROTTLE_BASE_SECONDS: '60' })
})
afterAll(() => t.close())

/** Moves the failures of an address and username `seconds` into the past (instead of waiting). */
const olderFailures = (ip: string, username: string, seconds: number) =>
  t.database.db
    .update(loginFailure)
    .set({ at: sql`${loginFailure.at} - make_interval(secs => ${seconds})` })
    .where(and(eq(loginFailure.ip, ip), eq(loginFailure.username, username)))

const lockMailsTo = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, 'Akun MINT Dashboard Anda dikunci sementara')))

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
      requestId: wrong.headers['x-request-id'],
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

  it('locks the account after 5 failures, but answers exactly as a wrong password; the lock is audited and mailed once', async () => {
    const wrongAnswer = { success: false, message: 'Username/email atau password salah.', result: null }
    // The same answer but for the request's own id (every error answer carries it).
    const answerOf = (res: { json(): Record<string, unknown> }) => {
      const { requestId: _id, ...answer } = res.json()
      return answer
    }
    for (let i = 1; i <= 5; i++) {
      const res = await loginAs('opsretail', `salah-${i}`, '10.0.1.1')
      expect(res.statusCode).toBe(401)
      expect(answerOf(res)).toEqual(wrongAnswer)
    }
    // Locked: the right password, from another address, gets what an unknown account gets (no 423, no
    // "terkunci"), so an outsider cannot tell a locked account from a wrong password or a missing one.
    const right = await loginAs('opsretail', 'Mint#2025!', '10.0.1.2')
    const unknown = await loginAs('tidak.ada.sama.sekali', 'Mint#2025!', '10.0.1.2')
    expect([right.statusCode, unknown.statusCode]).toEqual([401, 401])
    expect(answerOf(right)).toEqual(wrongAnswer)
    expect(answerOf(unknown)).toEqual(wrongAnswer)
    expect(answerOf(await loginAs('opsretail', 'salah-lagi', '10.0.1.3'))).toEqual(wrongAnswer)

    const locks = await t.database.db.select().from(auditLog).where(sql`${auditLog.action} = 'LOCK'`)
    expect(locks).toHaveLength(1)
    // The owner hears of the lock by mail, once per lock however many attempts follow.
    const notices = await vi.waitFor(async () => {
      const rows = await lockMailsTo('opsretail@mint.local')
      expect(rows).toHaveLength(1)
      return rows
    })
    expect(notices[0]?.subject).toBe('Akun MINT Dashboard Anda dikunci sementara')
    expect(notices[0]?.bodyText).toContain('10.0.1.1')
    expect(notices[0]?.bodyText).toContain('/login/forgot-password')

    // Once the lock has passed, the right password works again and the counter starts afresh.
    await t.database.db
      .update(dashboardUser)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(sql`${dashboardUser.username} = 'opsretail'`)
    expect((await loginAs('opsretail', 'Mint#2025!', '10.0.1.2')).statusCode).toBe(200)
    const [after] = await t.database.db
      .select({ failures: dashboardUser.failedLoginCount, until: dashboardUser.lockedUntil })
      .from(dashboardUser)
      .where(sql`${dashboardUser.username} = 'opsretail'`)
    expect(after).toEqual({ failures: 0, until: null })
  })

  it('failures of one address lock out no other account behind it (an office behind one NAT)', async () => {
    const ip = '10.0.2.1'
    // More failures from one address than the old per-address limit (30), each for another username.
    for (let i = 0; i < 35; i++) expect((await loginAs(`ghost${i}`, 'x', ip)).statusCode).toBe(401)
    expect((await loginAs('superadmin', 'Mint#2025!', ip)).statusCode).toBe(200)
  })

  it('throttles one address and username with a growing wait, alike for unknown and existing accounts', async () => {
    /** Status and message of each attempt, with the pair's failures moved `back` seconds first. */
    const steps = async (username: string, ip: string) => {
      const seen: string[] = []
      const attempt = async () => {
        const res = await loginAs(username, 'bukan-passwordnya', ip)
        seen.push(`${res.statusCode} ${res.json().message}`)
      }
      for (let i = 0; i < 6; i++) await attempt()
      await olderFailures(ip, username, 61) // the first wait (1 minute in this file) has passed
      await attempt()
      await attempt()
      await olderFailures(ip, username, 121)
      await attempt()
      await attempt()
      return seen
    }
    const wrong = '401 Username/email atau password salah.'
    const wait = (n: string) => `429 Terlalu banyak percobaan login yang gagal. Coba lagi dalam ${n}.`
    const ghost = await steps('hantu', '10.0.4.1')
    expect(ghost).toEqual([
      ...Array(5).fill(wrong),
      wait('1 menit'),
      wrong,
      wait('2 menit'),
      wrong,
      wait('4 menit'),
    ])
    // An existing account (locked on the way) answers the very same sequence: the throttle and the
    // lock tell nothing about which usernames exist.
    expect(await steps('mitra', '10.0.4.2')).toEqual(ghost)
    // The same username from another address is not throttled, and the wait has a ceiling.
    expect((await loginAs('hantu', 'x', '10.0.4.3')).statusCode).toBe(401)
    await t.database.db.insert(loginFailure).values(Array(30).fill({ ip: '10.0.4.4', username: 'hantu' }))
    expect((await loginAs('hantu', 'x', '10.0.4.4')).json().message).toBe(
      'Terlalu banyak percobaan login yang gagal. Coba lagi dalam 15 menit.',
    )
    await t.database.db
      .update(dashboardUser)
      .set({ lockedUntil: null, failedLoginCount: 0 })
      .where(sql`${dashboardUser.username} = 'mitra'`)
  })

  it('a sign-in that succeeds clears the wait of its address and username', async () => {
    const ip = '10.0.5.1'
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await loginAs('superadmin', 'salah', ip)).statusCode).toBe(401)
      expect((await loginAs('superadmin', 'Mint#2025!', ip)).statusCode).toBe(200)
    }
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
