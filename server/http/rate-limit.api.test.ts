import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' })
})
afterAll(() => t.close())

describe('per-address rate limit', () => {
  it('counts API calls only: page and asset GETs never use it up', async () => {
    for (let i = 0; i < 20; i++)
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    const codes: number[] = []
    for (let i = 0; i < 6; i++) codes.push((await t.post('/profile', {}, undefined, {})).statusCode)
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(codes[5]).toBe(429)
    const limited = await t.post('/profile')
    expect(limited.json()).toMatchObject({ success: false, result: null })
    expect(limited.json().message).toMatch(/^Terlalu banyak permintaan\. Coba lagi dalam \d+ detik\.$/)
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
  })
})
