import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { DEMO_PASSWORD } from '../seed/access.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

const INLINE = "document.documentElement.dataset.theme = 'light'"
let t: TestApp
/** An app behind a trusted TLS-terminating proxy (TRUST_PROXY=true). */
let proxied: TestApp
let dist: string
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'mint-dist-'))
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app.js"></script></head><body></body></html>`,
  )
  t = await createTestApp({}, { webDist: dist })
  proxied = await createTestApp({ TRUST_PROXY: 'true' }, { webDist: dist })
})
afterAll(async () => {
  await t.close()
  await proxied.close()
  rmSync(dist, { recursive: true, force: true })
})

const csp = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  )

describe('security headers', () => {
  it('go on API answers, refusals included', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/health' }),
      await t.post('/profile'),
      await t.post('/no-such-call'),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['x-powered-by']).toBeUndefined()
      const policy = csp(res.headers['content-security-policy'])
      expect(policy.get('default-src')).toEqual(["'self'"])
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
      expect(policy.get('object-src')).toEqual(["'none'"])
    }
  })

  it("allow the web app's inline script by its hash and no other inline script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(INLINE)
    const hash = createHash('sha256').update(INLINE).digest('base64')
    expect(csp(res.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ])
  })

  it('over plain http (the app opened by the server address) ask for neither https nor HSTS', async () => {
    // The blank page of issue 13: upgrade-insecure-requests made the browser fetch every script of
    // http://<server address>:3000 over https, where nothing listens.
    for (const app of [t, proxied]) {
      const res = await app.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { accept: 'text/html', host: '192.168.1.20:3000' },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['strict-transport-security']).toBeUndefined()
      expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false)
      // Ignored there by the browser, with an error in its console: not sent.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined()
    }
    // On localhost, which the browser trusts without TLS, it keeps its isolation.
    for (const host of ['localhost:3000', '127.0.0.1:3000']) {
      const local = await t.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { accept: 'text/html', host },
      })
      expect(local.headers['cross-origin-opener-policy'], host).toBe('same-origin')
    }
    // A forwarded protocol counts only from a proxy the configuration trusts.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(spoofed.headers['strict-transport-security']).toBeUndefined()
  })

  it('over https (through a trusted proxy) send HSTS and upgrade-insecure-requests', async () => {
    for (const res of [
      await proxied.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
      }),
      await proxied.post('/profile', {}, undefined, { 'x-forwarded-proto': 'https' }),
    ]) {
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/)
      expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true)
    }
  })

  it('no API answer may be cached: sign-in, auto-login, 2FA, signed-in calls, refusals', async () => {
    const admin = await t.login('superadmin')
    for (const res of [
      await t.post('/login', { username: 'superadmin', password: 'salah' }),
      await t.post('/auto-login', { token: 'x', key: 'y' }),
      await t.post('/login/2fa', { challenge: 'x', code: '123456' }),
      await t.post('/profile', {}, admin),
      await t.post('/merchant/list', {}, admin),
      await t.post('/no-such-call'),
      await t.app.inject({ method: 'GET', url: '/health' }),
    ]) {
      expect(res.headers['cache-control'], res.body.slice(0, 80)).toBe('no-store')
    }
    const signedIn = await t.post('/login', {
      username: 'superadmin',
      password: await hashLoginPassword(DEMO_PASSWORD),
    })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.headers['cache-control']).toBe('no-store')
  })

  it('deny the browser features the dashboard never uses (Permissions-Policy)', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } }),
      await t.post('/profile'),
    ]) {
      const policy = String(res.headers['permissions-policy'])
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy).toContain(`${feature}=()`)
    }
  })
})
