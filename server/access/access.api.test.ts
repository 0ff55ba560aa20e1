import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('server-side access', () => {
  it('a feature route answers 401 without a token, 403 without the feature, 200 with it', async () => {
    expect((await t.post('/mail-outbox/list', {})).statusCode).toBe(401)
    const ops = await t.post('/mail-outbox/list', {}, await t.login('opsretail'))
    expect(ops.statusCode).toBe(403)
    expect(ops.json()).toEqual({
      success: false,
      message: 'Anda tidak memiliki akses ke fitur ini.',
      result: null,
      requestId: ops.headers['x-request-id'],
    })
    expect((await t.post('/mail-outbox/list', {}, await t.login('mitra'))).statusCode).toBe(403)

    await t.post('/auth/forgot-password', { email: 'opsretail@mint.local' })
    const admin = await t.post('/mail-outbox/list', { page: 1, pageSize: 5 }, await t.login('superadmin'))
    expect(admin.statusCode).toBe(200)
    expect(admin.json().result).toMatchObject({ total: 1, page: 1, pageSize: 5 })
    expect(admin.json().result.items[0]).toMatchObject({ to: 'opsretail@mint.local', sentAt: null })
  })

  it('refuses to run a request whose access is checked before its body: 401 beats 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/mail-outbox/list',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(401)
  })

  it('every registered API route carries an access rule', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5)
    for (const r of t.app.apiRoutes)
      expect(['public', 'session', 'features', 'issuer', 'basic']).toContain(r.access.kind)
    const publicOnes = t.app.apiRoutes.filter((r) => r.access.kind === 'public').map((r) => r.url)
    expect(publicOnes.sort()).toEqual(
      [
        '/auth/forgot-password',
        '/auto-login',
        '/health',
        // Readiness for a load balancer (issue 20); /metrics exists only with METRICS_KEY, which checks its own key.
        '/ready',
        '/login',
        // The code step of a sign-in: the challenge from /login stands for the session.
        '/login/2fa',
        '/login/2fa/setup',
        '/login/2fa/setup/confirm',
        // Reference data the self-registration form selects from, and the published FAQs (issue 19).
        '/bank-code/get-list',
        '/dashboard/location/city',
        '/dashboard/location/district',
        '/dashboard/location/province',
        '/dashboard/location/village',
        '/help/faq/published',
        // Self-registration, partner registration, forgot password and PIN (issue 19).
        '/auth/users/verify-email-partner',
        '/partner-registration/register',
        '/rtl/merchant/email-exist/v2',
        '/rtl/merchant/email-validation',
        '/rtl/merchant/forgot-password',
        '/rtl/merchant/forgot-password-confirm',
        '/rtl/merchant/forgot-password-otp-validation',
        '/rtl/merchant/referral-code-validation',
        '/rtl/merchant/register',
        '/rtl/merchant/register-verification-otp',
        '/rtl/merchant/register/v2',
        '/v1.0/account/forgot-pin',
        '/v1.0/account/forgot-pin-confirm',
        '/v1.0/account/forgot-pin-otp-validation',
        '/worker/merchant/registration',
      ].sort(),
    )
  })
})
