import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session } from '../db/schema/index.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('sessions', () => {
  it('POST /profile returns the fresh profile for a live token, 401 without or with a bad one', async () => {
    const token = await t.login('mitra')
    const res = await t.post('/profile', {}, token)
    expect(res.statusCode).toBe(200)
    expect(res.json().result).toMatchObject({ username: 'mitra', roleSegmentCode: 'MITRA' })

    const none = await t.post('/profile')
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({
      success: false,
      message: 'Silakan login terlebih dahulu.',
      result: null,
      requestId: none.headers['x-request-id'],
    })
    const bad = await t.post('/profile', {}, 'not-a-token')
    expect(bad.statusCode).toBe(401)
    expect(bad.json().message).toBe('Sesi Anda telah berakhir. Silakan login kembali.')
  })

  it('logout revokes the session on the server: the same token then gets 401 everywhere', async () => {
    const token = await t.login('superadmin')
    const other = await t.login('superadmin')
    expect((await t.post('/logout', undefined, token)).statusCode).toBe(200)
    expect((await t.post('/profile', {}, token)).statusCode).toBe(401)
    expect((await t.post('/mail-outbox/list', {}, token)).statusCode).toBe(401)
    // Another session of the same user is untouched.
    expect((await t.post('/profile', {}, other)).statusCode).toBe(200)
  })

  it('an expired or idle session is refused', async () => {
    const expired = await t.login('superadmin')
    const idle = await t.login('mitra')
    await t.database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${session.userId} = (select id from dashboard_user where username = 'superadmin')`)
    await t.database.db
      .update(session)
      .set({ lastSeenAt: sql`now() - make_interval(mins => ${t.config.sessionIdleMinutes + 1})` })
      .where(sql`${session.userId} = (select id from dashboard_user where username = 'mitra')`)
    expect((await t.post('/profile', {}, expired)).statusCode).toBe(401)
    expect((await t.post('/profile', {}, idle)).statusCode).toBe(401)
  })

  it('keeps tokens only as HMAC hashes in the database', async () => {
    const token = await t.login('opsretail')
    const rows = await t.database.db.select({ h: session.tokenHash }).from(session)
    expect(rows.some((r) => r.h === token)).toBe(false)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.h))).toBe(true)
  })
})
