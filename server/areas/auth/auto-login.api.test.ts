import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { autoLoginToken } from '../../db/schema/index.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const issue = (username: string, key = 'test-issuer-key') =>
  t.post('/auto-login/issue', { username }, undefined, { 'x-issuer-key': key })

describe('auto-login', () => {
  it('only a trusted issuer can mint tokens', async () => {
    expect((await t.post('/auto-login/issue', { username: 'superadmin' })).statusCode).toBe(401)
    const wrong = await issue('superadmin', 'nope')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe('Kunci penerbit auto-login tidak valid.')
    expect((await issue('tidak.ada')).statusCode).toBe(404)
  })

  it('signs the user in once; a replay of the same token is refused', async () => {
    const issued = await issue('opsretail')
    expect(issued.statusCode).toBe(200)
    const { token, key, url } = issued.json().result
    expect(url).toContain(`/login?token=${encodeURIComponent(token)}&key=${encodeURIComponent(key)}`)

    const first = await t.post('/auto-login', { token, key })
    expect(first.statusCode).toBe(200)
    expect(first.json().message).toBe('Login berhasil, mengarahkan ke halaman dashboard')
    expect(first.json().result).toMatchObject({ username: 'opsretail', userTypeValue: 'CLT001' })
    expect((await t.post('/profile', {}, first.json().result.accessToken)).statusCode).toBe(200)

    const replay = await t.post('/auto-login', { token, key })
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({
      success: false,
      message: 'Tautan auto-login tidak valid atau sudah digunakan.',
      result: null,
      requestId: replay.headers['x-request-id'],
    })
  })

  it('of two simultaneous redemptions exactly one succeeds', async () => {
    const { token, key } = (await issue('mitra')).json().result
    const results = await Promise.all([
      t.post('/auto-login', { token, key }),
      t.post('/auto-login', { token, key }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401])
  })

  it('refuses a wrong key without burning the token, and refuses an expired token', async () => {
    const { token, key } = (await issue('superadmin')).json().result
    expect((await t.post('/auto-login', { token, key: 'x'.repeat(43) })).statusCode).toBe(401)
    expect((await t.post('/auto-login', { token, key })).statusCode).toBe(200)

    const late = (await issue('superadmin')).json().result
    await t.database.db
      .update(autoLoginToken)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${autoLoginToken.consumedAt} is null`)
    const expired = await t.post('/auto-login', { token: late.token, key: late.key })
    expect(expired.statusCode).toBe(401)
    expect(expired.json().message).toBe('Tautan auto-login sudah kedaluwarsa. Minta tautan baru.')
  })
})
