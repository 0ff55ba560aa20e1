import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { loginResultSchema } from '#contract/auth/schemas.ts'
import {
  TWO_FACTOR_MESSAGES,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorStepSchema,
} from '#contract/auth/two-factor.ts'
import { totpCode } from '../../auth/two-factor/totp.ts'
import {
  dashboardUser,
  roleSegment,
  twoFactor,
  twoFactorChallenge,
  twoFactorRecoveryCode,
} from '../../db/schema/index.ts'
import { DEMO_PASSWORD } from '../../seed/access.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { auditSince, lastAuditId, makeAccount } from '../../test/kits/account.ts'

let t: TestApp
let ipCounter = 0
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Each test signs in from its own address, so the sign-in throttle of one never affects another. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const post = (url: string, body: unknown, opts: { token?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    remoteAddress: opts.ip ?? '10.9.9.9',
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  })

const passwordStep = async (username: string, ip: string) =>
  post('/login', { username, password: await hashLoginPassword(DEMO_PASSWORD) }, { ip })

/** The code an authenticator app shows now, or `steps` periods later. */
const codeOf = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * 30_000)
/** A six-digit code that is certainly not the right one now. */
const wrongCodeOf = (secret: string) => {
  const near = new Set([-1, 0, 1].map((s) => codeOf(secret, s)))
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0')
    if (!near.has(c)) return c
  }
}

const userId = async (username: string) =>
  (await t.database.db.select().from(dashboardUser).where(eq(dashboardUser.username, username)))[0]?.id ?? ''

/** Lets the next test use the current code again (the replay guard is tested on its own). */
const forgetLastStep = (id: string) =>
  t.database.db.update(twoFactor).set({ lastStep: null }).where(eq(twoFactor.userId, id))

/** Enrols a signed-in user on the security calls; returns the secret and the recovery codes. */
async function enrol(token: string) {
  const setup = await post('/auth/2fa/setup', {}, { token })
  expect(setup.statusCode).toBe(200)
  const { secret } = twoFactorSetupSchema.parse(setup.json().result)
  const enabled = await post('/auth/2fa/enable', { code: codeOf(secret) }, { token })
  expect(enabled.statusCode).toBe(200)
  return { secret, recoveryCodes: enabled.json().result.recoveryCodes as string[] }
}

async function challengeOf(username: string, ip: string) {
  const res = await passwordStep(username, ip)
  expect(res.statusCode).toBe(200)
  return twoFactorStepSchema.parse(res.json().result).twoFactor
}

describe('enrolment on the security calls', () => {
  it('shows a secret, its otpauth URI and a QR code; enables only with a right code', async () => {
    const token = await t.login('mitra')
    const status0 = twoFactorStatusSchema.parse((await post('/auth/2fa/status', {}, { token })).json().result)
    expect(status0).toEqual({
      enabled: false,
      enabledAt: null,
      requiredBySegment: false,
      recoveryCodesLeft: 0,
    })

    const setup = await post('/auth/2fa/setup', {}, { token })
    expect(setup.statusCode).toBe(200)
    const s = twoFactorSetupSchema.parse(setup.json().result)
    expect(s.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(s.uri).toBe(
      `otpauth://totp/MINT%20Dashboard:mitra?issuer=MINT%20Dashboard&secret=${s.secret}&algorithm=SHA1&digits=6&period=30`,
    )
    expect(s.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(s.qrCode.split(',')[1] ?? '', 'base64').toString('utf8')).toContain('<svg')

    // Not enabled yet: signing in still needs no code.
    expect((await passwordStep('mitra', freshIp())).json().result.accessToken).toBeTruthy()

    const since = await lastAuditId(t)
    const wrong = await post('/auth/2fa/enable', { code: wrongCodeOf(s.secret) }, { token })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Kode verifikasi salah.',
      result: { errors: [{ field: 'code', message: 'Kode verifikasi salah.' }] },
      requestId: wrong.headers['x-request-id'],
    })
    expect(await auditSince(t, since, 'TWO_FACTOR_FAILED')).toHaveLength(1)
    // A wrong code does not end the session it was typed in.
    expect((await post('/profile', {}, { token })).statusCode).toBe(200)

    const enabled = await post('/auth/2fa/enable', { code: codeOf(s.secret) }, { token })
    expect(enabled.statusCode).toBe(200)
    expect(enabled.json().message).toBe(TWO_FACTOR_MESSAGES.enabled)
    const codes = enabled.json().result.recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    expect(await auditSince(t, since, 'TWO_FACTOR_ENABLE')).toHaveLength(1)

    const status1 = twoFactorStatusSchema.parse((await post('/auth/2fa/status', {}, { token })).json().result)
    expect(status1).toMatchObject({ enabled: true, requiredBySegment: false, recoveryCodesLeft: 10 })

    // At rest: the secret only encrypted, the recovery codes only hashed.
    const id = await userId('mitra')
    const [row] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, id))
    expect(row?.secretSealed).toMatch(/^v1\./)
    expect(row?.secretSealed).not.toContain(s.secret)
    const stored = await t.database.db
      .select()
      .from(twoFactorRecoveryCode)
      .where(eq(twoFactorRecoveryCode.userId, id))
    expect(stored).toHaveLength(10)
    for (const r of stored) expect(codes.map((c) => c.replace('-', ''))).not.toContain(r.codeHash)
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true)

    // A second enrolment is refused while one is active.
    expect((await post('/auth/2fa/setup', {}, { token })).statusCode).toBe(409)
    expect((await post('/auth/2fa/enable', { code: codeOf(s.secret) }, { token })).json().message).toBe(
      TWO_FACTOR_MESSAGES.alreadyEnabled,
    )
  })
})

describe('sign-in with a second step', () => {
  let secret = ''
  let recoveryCodes: string[] = []
  let id = ''

  beforeAll(async () => {
    const a = await makeAccount(t, { username: 'dua.langkah', features: ['SUMMARY_TOPUP'] })
    id = a.id
    ;({ secret, recoveryCodes } = await enrol(a.token))
  })

  it('the password alone gives a challenge, no token; a wrong code is refused; the right one signs in', async () => {
    const ip = freshIp()
    const first = await passwordStep('dua.langkah', ip)
    expect(first.statusCode).toBe(200)
    expect(first.json().success).toBe(true)
    expect(first.json().message).toBe('Masukkan kode verifikasi dari aplikasi autentikator Anda.')
    expect(first.json().result).not.toHaveProperty('accessToken')
    expect(first.json().result).not.toHaveProperty('apiToken')
    expect(first.json().result).not.toHaveProperty('username')
    const step = twoFactorStepSchema.parse(first.json().result).twoFactor
    expect(step).toMatchObject({ required: true, setupRequired: false })
    expect(step.challenge).toMatch(/^[\w-]{43}$/)
    expect(new Date(step.expiresAt).getTime() - Date.now()).toBeGreaterThan(280_000)

    const since = await lastAuditId(t)
    const wrong = await post('/login/2fa', { challenge: step.challenge, code: wrongCodeOf(secret) }, { ip })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Kode verifikasi salah.',
      result: null,
      requestId: wrong.headers['x-request-id'],
    })
    const failed = await auditSince(t, since, 'TWO_FACTOR_FAILED')
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({ actorUsername: 'dua.langkah', ip })

    // The enrolment used the current code: the next one (the app shows it within 30 s) is accepted.
    const right = await post('/login/2fa', { challenge: step.challenge, code: codeOf(secret, 1) }, { ip })
    expect(right.statusCode).toBe(200)
    expect(right.json().message).toBe('Login berhasil')
    const result = loginResultSchema.parse(right.json().result)
    expect(result.username).toBe('dua.langkah')
    expect((await post('/profile', {}, { token: result.accessToken })).statusCode).toBe(200)
    const logins = await auditSince(t, since, 'LOGIN')
    expect(logins[0]?.after).toEqual({ secondFactor: 'TOTP' })
    // A wrong code then the right one: the failure counter starts afresh.
    const [user] = await t.database.db.select().from(dashboardUser).where(eq(dashboardUser.id, id))
    expect(user?.failedLoginCount).toBe(0)

    // The challenge was used up.
    const again = await post('/login/2fa', { challenge: step.challenge, code: codeOf(secret, 1) }, { ip })
    expect(again.statusCode).toBe(401)
    expect(again.json().message).toBe('Kode sudah kedaluwarsa, silakan masuk kembali.')
  })

  it('refuses the same code twice, even with a new challenge', async () => {
    await forgetLastStep(id)
    const ip = freshIp()
    const code = codeOf(secret)
    const a = await challengeOf('dua.langkah', ip)
    expect((await post('/login/2fa', { challenge: a.challenge, code }, { ip })).statusCode).toBe(200)
    const b = await challengeOf('dua.langkah', ip)
    const replay = await post('/login/2fa', { challenge: b.challenge, code }, { ip })
    expect(replay.statusCode).toBe(401)
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.reusedCode)
    // An older code (the previous period's) is no better.
    const older = await post('/login/2fa', { challenge: b.challenge, code: codeOf(secret, -1) }, { ip })
    expect(older.statusCode).toBe(401)
  })

  it('of two simultaneous uses of one code exactly one signs in', async () => {
    await forgetLastStep(id)
    const ip = freshIp()
    const code = codeOf(secret)
    const [a, b] = [await challengeOf('dua.langkah', ip), await challengeOf('dua.langkah', ip)]
    const results = await Promise.all([
      post('/login/2fa', { challenge: a.challenge, code }, { ip }),
      post('/login/2fa', { challenge: b.challenge, code }, { ip }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401])
  })

  it('a recovery code signs in once, in any letter case; it is audited', async () => {
    const ip = freshIp()
    const [code = ''] = recoveryCodes
    const since = await lastAuditId(t)
    const a = await challengeOf('dua.langkah', ip)
    const used = await post('/login/2fa', { challenge: a.challenge, code: code.toLowerCase() }, { ip })
    expect(used.statusCode).toBe(200)
    expect(loginResultSchema.parse(used.json().result).username).toBe('dua.langkah')
    const audited = await auditSince(t, since, 'TWO_FACTOR_RECOVERY_USED')
    expect(audited[0]?.after).toEqual({ recoveryCodesLeft: 9 })
    expect((await auditSince(t, since, 'LOGIN'))[0]?.after).toEqual({ secondFactor: 'RECOVERY_CODE' })

    const b = await challengeOf('dua.langkah', ip)
    const again = await post('/login/2fa', { challenge: b.challenge, code }, { ip })
    expect(again.statusCode).toBe(401)
    expect(again.json().message).toBe('Kode verifikasi salah.')
  })

  it('an expired challenge is refused with a message to sign in again', async () => {
    const ip = freshIp()
    const a = await challengeOf('dua.langkah', ip)
    await t.database.db
      .update(twoFactorChallenge)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(twoFactorChallenge.userId, id))
    await forgetLastStep(id)
    const res = await post('/login/2fa', { challenge: a.challenge, code: codeOf(secret) }, { ip })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Kode sudah kedaluwarsa, silakan masuk kembali.')
    const unknown = await post('/login/2fa', { challenge: 'x'.repeat(43), code: codeOf(secret) }, { ip })
    expect(unknown.json().message).toBe('Kode sudah kedaluwarsa, silakan masuk kembali.')
  })

  it('a challenge dies after five wrong codes, even before the account locks', async () => {
    const ip = freshIp()
    const a = await challengeOf('dua.langkah', ip)
    const wrong = wrongCodeOf(secret)
    for (let i = 1; i <= 5; i++) {
      // Keep the account lock out of the way: this checks the challenge's own limit.
      await t.database.db.update(dashboardUser).set({ failedLoginCount: 0 }).where(eq(dashboardUser.id, id))
      const res = await post('/login/2fa', { challenge: a.challenge, code: wrong }, { ip })
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toBe(
        i < 5 ? 'Kode verifikasi salah.' : 'Terlalu banyak kode yang salah. Silakan masuk kembali.',
      )
    }
    await forgetLastStep(id)
    const right = await post('/login/2fa', { challenge: a.challenge, code: codeOf(secret) }, { ip })
    expect(right.statusCode).toBe(401)
    expect(right.json().message).toBe('Kode sudah kedaluwarsa, silakan masuk kembali.')
    await t.database.db.update(dashboardUser).set({ failedLoginCount: 0 }).where(eq(dashboardUser.id, id))
  })

  it('wrong codes count toward the account lock, across challenges', async () => {
    const ip = freshIp()
    const since = await lastAuditId(t)
    const wrong = wrongCodeOf(secret)
    let last = 0
    for (let i = 0; i < 5; i++) {
      const a = await challengeOf('dua.langkah', ip)
      last = (await post('/login/2fa', { challenge: a.challenge, code: wrong }, { ip })).statusCode
    }
    // The password is proven at the code step, so the lock is named there.
    expect(last).toBe(423)
    expect(await auditSince(t, since, 'LOCK')).toHaveLength(1)
    // Locked: the password step refuses the right password as if it were wrong (it never says that an
    // account is locked), and this address must wait before trying this username again.
    const elsewhere = await passwordStep('dua.langkah', freshIp())
    expect(elsewhere.statusCode).toBe(401)
    expect(elsewhere.json().message).toBe('Username/email atau password salah.')
    expect((await passwordStep('dua.langkah', ip)).statusCode).toBe(429)
    await t.database.db
      .update(dashboardUser)
      .set({ lockedUntil: null, failedLoginCount: 0 })
      .where(eq(dashboardUser.id, id))
  })

  it('wrong codes count toward the throttle of the address and username, not of the address', async () => {
    const ip = freshIp()
    const wrong = wrongCodeOf(secret)
    const attempts = t.config.loginThrottleFreeFailures
    for (let i = 0; i < attempts; i++) {
      await t.database.db.update(dashboardUser).set({ failedLoginCount: 0 }).where(eq(dashboardUser.id, id))
      const a = await challengeOf('dua.langkah', ip)
      expect((await post('/login/2fa', { challenge: a.challenge, code: wrong }, { ip })).statusCode).toBe(401)
    }
    await t.database.db.update(dashboardUser).set({ failedLoginCount: 0 }).where(eq(dashboardUser.id, id))
    const limited = await passwordStep('dua.langkah', ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toMatch(
      /^Terlalu banyak percobaan login yang gagal\. Coba lagi dalam \d+ detik\.$/,
    )
    // Another user behind the same address signs in.
    expect((await passwordStep('superadmin', ip)).statusCode).toBe(200)
  })

  it('auto-login from the trusted issuer needs no code, and the audit says so', async () => {
    const issued = await post('/auto-login/issue', { username: 'dua.langkah' }, {})
    expect(issued.statusCode).toBe(401)
    const res = await t.post('/auto-login/issue', { username: 'dua.langkah' }, undefined, {
      'x-issuer-key': 'test-issuer-key',
    })
    const { token, key } = res.json().result
    const since = await lastAuditId(t)
    const redeemed = await t.post('/auto-login', { token, key })
    expect(redeemed.statusCode).toBe(200)
    expect(loginResultSchema.parse(redeemed.json().result).username).toBe('dua.langkah')
    expect((await auditSince(t, since, 'AUTO_LOGIN'))[0]?.after).toEqual({ twoFactorBypassed: 'VERIFY' })
  })

  it('recovery codes can be regenerated with a code: the old ones stop working', async () => {
    await forgetLastStep(id)
    const token = (
      await post(
        '/login/2fa',
        { challenge: (await challengeOf('dua.langkah', '10.30.0.1')).challenge, code: codeOf(secret) },
        { ip: '10.30.0.1' },
      )
    ).json().result.accessToken as string
    const wrong = await post('/auth/2fa/recovery-codes/regenerate', { code: wrongCodeOf(secret) }, { token })
    expect(wrong.statusCode).toBe(400)
    const since = await lastAuditId(t)
    const res = await post('/auth/2fa/recovery-codes/regenerate', { code: codeOf(secret, 1) }, { token })
    expect(res.statusCode).toBe(200)
    const fresh = res.json().result.recoveryCodes as string[]
    expect(fresh).toHaveLength(10)
    expect(fresh).not.toContain(recoveryCodes[1])
    expect(await auditSince(t, since, 'TWO_FACTOR_RECOVERY_REGENERATE')).toHaveLength(1)
    const a = await challengeOf('dua.langkah', '10.30.0.2')
    const old = await post(
      '/login/2fa',
      { challenge: a.challenge, code: recoveryCodes[1] },
      { ip: '10.30.0.2' },
    )
    expect(old.statusCode).toBe(401)
    const b = await challengeOf('dua.langkah', '10.30.0.2')
    expect(
      (await post('/login/2fa', { challenge: b.challenge, code: fresh[0] }, { ip: '10.30.0.2' })).statusCode,
    ).toBe(200)
    recoveryCodes = fresh.slice(1)
  })

  it('can be disabled with a code when the segment does not require it; then the password suffices', async () => {
    const token = (
      await post(
        '/login/2fa',
        { challenge: (await challengeOf('dua.langkah', '10.31.0.1')).challenge, code: recoveryCodes[0] },
        { ip: '10.31.0.1' },
      )
    ).json().result.accessToken as string
    expect((await post('/auth/2fa/disable', { code: wrongCodeOf(secret) }, { token })).statusCode).toBe(400)
    const since = await lastAuditId(t)
    await forgetLastStep(id)
    const res = await post('/auth/2fa/disable', { code: codeOf(secret) }, { token })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Verifikasi dua langkah dinonaktifkan.')
    expect(await auditSince(t, since, 'TWO_FACTOR_DISABLE')).toHaveLength(1)
    expect(
      await t.database.db.select().from(twoFactorRecoveryCode).where(eq(twoFactorRecoveryCode.userId, id)),
    ).toEqual([])
    const login = await passwordStep('dua.langkah', '10.31.0.2')
    expect(loginResultSchema.parse(login.json().result).username).toBe('dua.langkah')
    expect((await post('/auth/2fa/disable', { code: codeOf(secret) }, { token })).json().message).toBe(
      TWO_FACTOR_MESSAGES.notEnabled,
    )
  })
})

describe('turning the 2FA requirement on for a segment', () => {
  it('ends the sessions of its users without an authenticator at once; enrolled users continue', async () => {
    const plain = await makeAccount(t, { username: 'belum.dua', features: ['SUMMARY_BILLER'] })
    const enrolled = await makeAccount(t, { username: 'sudah.dua', segmentId: plain.segmentId })
    await enrol(enrolled.token)
    // Both are signed in and have been using the dashboard (their sessions are cached).
    for (const token of [plain.token, enrolled.token])
      expect((await post('/profile', {}, { token })).statusCode).toBe(200)

    const admin = await t.login('superadmin')
    const [seg] = await t.database.db.select().from(roleSegment).where(eq(roleSegment.id, plain.segmentId))
    const since = await lastAuditId(t)
    const res = await post(
      '/role-segment/update',
      { id: plain.segmentId, code: seg?.code, name: seg?.name, require2fa: true },
      { token: admin },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.segmentUpdatedSessionsEnded(1))
    expect((await post('/profile', {}, { token: plain.token })).statusCode).toBe(401)
    expect((await post('/profile', {}, { token: enrolled.token })).statusCode).toBe(200)
    const [entry] = await auditSince(t, since, 'UPDATE')
    expect(entry?.after).toMatchObject({ require2fa: true, sessionsEnded: 1 })

    // Saving the segment again, with the rule already on, ends nothing more.
    const again = await post(
      '/role-segment/update',
      { id: plain.segmentId, code: seg?.code, name: 'Segmen baru', require2fa: true },
      { token: admin },
    )
    expect(again.json().message).toBe('Segmen berhasil diperbarui.')
    expect((await post('/profile', {}, { token: enrolled.token })).statusCode).toBe(200)
  })
})

describe('a segment that requires 2FA', () => {
  let segmentId = 0
  beforeAll(async () => {
    const a = await makeAccount(t, { username: 'wajib.dua', features: ['SUMMARY_BILLER'], login: false })
    segmentId = a.segmentId
    await t.database.db.update(roleSegment).set({ require2fa: true }).where(eq(roleSegment.id, segmentId))
  })

  it('makes an unenrolled user enrol during sign-in before any token is given', async () => {
    const ip = freshIp()
    const first = await passwordStep('wajib.dua', ip)
    expect(first.statusCode).toBe(200)
    expect(first.json().message).toBe(TWO_FACTOR_MESSAGES.setupRequired)
    const step = twoFactorStepSchema.parse(first.json().result).twoFactor
    expect(step).toMatchObject({ required: true, setupRequired: true })

    // An enrolment challenge is not a code challenge, and the reverse.
    const asCode = await post('/login/2fa', { challenge: step.challenge, code: '123456' }, { ip })
    expect(asCode.json().message).toBe('Kode sudah kedaluwarsa, silakan masuk kembali.')
    const early = await post(
      '/login/2fa/setup/confirm',
      { challenge: step.challenge, code: '123456' },
      { ip },
    )
    expect(early.statusCode).toBe(400)
    expect(early.json().message).toBe(TWO_FACTOR_MESSAGES.setupFirst)

    const setup = await post('/login/2fa/setup', { challenge: step.challenge }, { ip })
    expect(setup.statusCode).toBe(200)
    const { secret, uri } = twoFactorSetupSchema.parse(setup.json().result)
    expect(uri).toContain('MINT%20Dashboard:wajib.dua')

    const wrong = await post(
      '/login/2fa/setup/confirm',
      { challenge: step.challenge, code: wrongCodeOf(secret) },
      { ip },
    )
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe('Kode verifikasi salah.')

    const since = await lastAuditId(t)
    const done = await post(
      '/login/2fa/setup/confirm',
      { challenge: step.challenge, code: codeOf(secret) },
      { ip },
    )
    expect(done.statusCode).toBe(200)
    const result = loginResultSchema.parse(done.json().result)
    expect(result.username).toBe('wajib.dua')
    expect(done.json().result.recoveryCodes).toHaveLength(10)
    expect(await auditSince(t, since, 'TWO_FACTOR_ENABLE')).toHaveLength(1)
    expect((await auditSince(t, since, 'LOGIN'))[0]?.after).toEqual({ secondFactor: 'TOTP', enrolled: true })

    // Enrolled: the next sign-in asks for a code, and 2FA cannot be switched off.
    const next = await challengeOf('wajib.dua', ip)
    expect(next.setupRequired).toBe(false)
    const status = twoFactorStatusSchema.parse(
      (await post('/auth/2fa/status', {}, { token: result.accessToken })).json().result,
    )
    expect(status).toMatchObject({ enabled: true, requiredBySegment: true, recoveryCodesLeft: 10 })
    const disable = await post(
      '/auth/2fa/disable',
      { code: codeOf(secret, 1) },
      { token: result.accessToken },
    )
    expect(disable.statusCode).toBe(409)
    expect(disable.json().message).toBe(TWO_FACTOR_MESSAGES.requiredBySegment)
    expect(
      (
        await t.database.db
          .select()
          .from(twoFactor)
          .where(eq(twoFactor.userId, await userId('wajib.dua')))
      )[0]?.enabledAt,
    ).toBeTruthy()
  })
})

describe('administrator reset', () => {
  let target: { id: string; token: string }
  let admin = ''
  beforeAll(async () => {
    admin = await t.login('superadmin')
    const a = await makeAccount(t, { username: 'hp.hilang', features: ['SUMMARY_TOPUP'] })
    target = { id: a.id, token: a.token }
    await enrol(a.token)
  })

  it('needs SETTING_DASHBOARD_ACCOUNT', async () => {
    const ops = await t.login('opsretail')
    const res = await post('/users/2fa/reset', { id: target.id }, { token: ops })
    expect(res.statusCode).toBe(403)
  })

  it('is refused on a stronger account and on one’s own, and each refusal is audited', async () => {
    const lesser = await makeAccount(t, {
      username: 'admin.kecil',
      features: ['SETTING_DASHBOARD_ACCOUNT'],
    })
    const since = await lastAuditId(t)
    const stronger = await post('/users/2fa/reset', { id: target.id }, { token: lesser.token })
    expect(stronger.statusCode).toBe(403)
    expect(stronger.json().message).toContain('SUMMARY_TOPUP')
    const superId = await userId('superadmin')
    const self = await post('/users/2fa/reset', { id: superId }, { token: admin })
    expect(self.statusCode).toBe(403)
    const denied = await auditSince(t, since, 'ESCALATION_DENIED')
    expect(denied.map((d) => (d.after as { rule: string }).rule).sort()).toEqual(['MANAGE_STRONGER', 'SELF'])
    expect(
      (await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, target.id)))[0]?.enabledAt,
    ).toBeTruthy()
  })

  it('removes the authenticator and its codes, ends the user’s sessions, and is audited', async () => {
    const listed = async () =>
      (await post('/users/list', { search: 'hp.hilang' }, { token: admin })).json().result.items[0]
        ?.twoFactorEnabled
    expect(await listed()).toBe(true)
    const since = await lastAuditId(t)
    const res = await post('/users/2fa/reset', { id: target.id }, { token: admin })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.reset('hp.hilang'))
    const audited = await auditSince(t, since, 'TWO_FACTOR_RESET')
    expect(audited).toHaveLength(1)
    expect(audited[0]).toMatchObject({ actorUsername: 'superadmin', entityId: target.id })
    expect((await post('/profile', {}, { token: target.token })).statusCode).toBe(401)
    expect(await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, target.id))).toEqual([])
    expect(await listed()).toBe(false)
    expect(
      await t.database.db
        .select()
        .from(twoFactorRecoveryCode)
        .where(and(eq(twoFactorRecoveryCode.userId, target.id))),
    ).toEqual([])
    // The password alone signs in again (the segment does not require 2FA).
    expect(loginResultSchema.parse((await passwordStep('hp.hilang', freshIp())).json().result).username).toBe(
      'hp.hilang',
    )
    const again = await post('/users/2fa/reset', { id: target.id }, { token: admin })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.notSet('hp.hilang'))
  })
})

describe('a secret that no longer opens', () => {
  it('is reported clearly instead of failing with a server error', async () => {
    const a = await makeAccount(t, { username: 'kunci.lama', features: ['SUMMARY_TOPUP'] })
    await enrol(a.token)
    await t.database.db
      .update(twoFactor)
      .set({ secretSealed: 'v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
      .where(eq(twoFactor.userId, a.id))
    const ip = freshIp()
    const step = await challengeOf('kunci.lama', ip)
    const res = await post('/login/2fa', { challenge: step.challenge, code: '123456' }, { ip })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.unreadable)
  })
})
