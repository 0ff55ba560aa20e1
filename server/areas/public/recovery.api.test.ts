import { verify } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encryptPassword, hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { OTP_PER_ADDRESS_HOUR, OTP_PER_TARGET } from '#contract/public/one-time-code.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

/**
 * One-time codes (issue 19 item 6) through forgot PIN and forgot password (item 5): neutral answers, the code
 * only as a hash, single use, expiry, five wrong answers then a lock, limits per target and per address, the
 * proof spent once, the new secret stored and the owner told.
 */
let t: TestApp
const q = async (text: string) => rowsOf(await t.database.db.execute(sql.raw(text)))
const lastMail = async (to: string) =>
  (
    await q(
      `select subject, body_text, body_html from mail_outbox where "to" = '${to}' order by id desc limit 1`,
    )
  )[0]
const codeIn = (mail: Record<string, unknown> | undefined) =>
  /Kode: (\d{6})/.exec(String(mail?.body_text))?.[1] ?? ''
const mailCount = async () => Number((await q('select count(*)::int as n from mail_outbox'))[0]?.n)
/** A request from its own address, so the per-address limit of one test does not spill into another. */
const from = (ip: string) => async (url: string, body: unknown) => {
  const res = await t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip })
  return { status: res.statusCode, body: res.json() }
}

let users: { username: string; email: string }[] = []

beforeAll(async () => {
  t = await createTestApp()
  users = (await q(
    `select username, email from outlet_user where status = 'ACTIVE' order by id limit 6`,
  )) as typeof users
})
afterAll(() => t.close())

describe('forgot PIN: request → code → confirm', () => {
  it('answers an unknown username exactly as a known one, and mails only the known one', async () => {
    const call = from('10.0.0.1')
    const [u] = users
    if (!u) throw new Error('no outlet user')
    const before = await mailCount()
    const unknown = await call('/v1.0/account/forgot-pin', { username: 'tidak.ada.user' })
    expect(await mailCount()).toBe(before)
    const known = await call('/v1.0/account/forgot-pin', { username: u.username })
    expect(unknown.status).toBe(200)
    expect(known.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    const mail = await lastMail(u.email)
    expect(mail?.subject).toContain('Kode verifikasi')
    expect(String(mail?.body_html)).toContain('<html lang="id">')
    const code = codeIn(mail)
    expect(code).toMatch(/^\d{6}$/)
    // Stored only as a hash: no column of the row holds the code.
    const [row] = await q(
      `select * from one_time_code where target = '${u.username}' order by id desc limit 1`,
    )
    expect(JSON.stringify(row)).not.toContain(code)
    expect(String(row?.code_hash)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('a right code gives a proof once; the new PIN is stored, the owner told; the proof cannot be spent twice', async () => {
    const call = from('10.0.0.2')
    const u = users[1]
    if (!u) throw new Error('no outlet user')
    await call('/v1.0/account/forgot-pin', { username: u.username })
    const code = codeIn(await lastMail(u.email))
    const wrongFirst = await call('/v1.0/account/forgot-pin-otp-validation', {
      username: u.username,
      code: code === '000000' ? '111111' : '000000',
    })
    expect(wrongFirst.status).toBe(400)
    expect(wrongFirst.body.message).toBe('Kode verifikasi salah. Sisa percobaan: 4.')
    const ok = await call('/v1.0/account/forgot-pin-otp-validation', { username: u.username, code })
    expect(ok.status, ok.body.message).toBe(200)
    const token = ok.body.result.token as string

    const reused = await call('/v1.0/account/forgot-pin-otp-validation', { username: u.username, code })
    expect(reused.status).toBe(400)
    // The right answer cleared the count: the reuse is the first failure again.
    expect(reused.body.message).toBe('Kode verifikasi sudah digunakan. Minta kode baru. Sisa percobaan: 4.')

    const weak = await call('/v1.0/account/forgot-pin-confirm', {
      username: u.username,
      token,
      pin: '123456',
    })
    expect(weak.status).toBe(400)
    expect(weak.body.result.errors[0]).toMatchObject({
      field: 'pin',
      message: 'PIN tidak boleh angka berurutan.',
    })

    const done = await call('/v1.0/account/forgot-pin-confirm', {
      username: u.username,
      token,
      pin: '482915',
    })
    expect(done.status, done.body.message).toBe(200)
    const [stored] = await q(`select pin_hash from outlet_user where username = '${u.username}'`)
    expect(await verify(String(stored?.pin_hash), '482915')).toBe(true)
    expect((await lastMail(u.email))?.subject).toContain('PIN aplikasi MINT Anda telah diganti')
    const [audited] = await q(`select count(*)::int as n from audit_log where action = 'OUTLET_PIN_RESET'`)
    expect(audited?.n).toBe(1)

    const again = await call('/v1.0/account/forgot-pin-confirm', {
      username: u.username,
      token,
      pin: '593028',
    })
    expect(again.status).toBe(400)
    expect(again.body.message).toMatch(/tidak berlaku atau sudah dipakai/)
    // A proof is bound to its target: another username cannot spend it either.
    const other = await call('/v1.0/account/forgot-pin-confirm', {
      username: users[2]?.username,
      token,
      pin: '593028',
    })
    expect(other.status).toBe(400)
  })

  it('an expired code is refused and counted', async () => {
    const call = from('10.0.0.3')
    const u = users[2]
    if (!u) throw new Error('no outlet user')
    await call('/v1.0/account/forgot-pin', { username: u.username })
    const code = codeIn(await lastMail(u.email))
    await q(
      `update one_time_code set expires_at = now() - interval '1 second' where target = '${u.username}'`,
    )
    const res = await call('/v1.0/account/forgot-pin-otp-validation', { username: u.username, code })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Kode verifikasi sudah kedaluwarsa. Minta kode baru. Sisa percobaan: 4.')
    expect(res.body.result.errors[0]).toMatchObject({ field: 'code' })
  })

  it('five wrong codes lock the target: the sixth attempt is refused even with the right code, and no new code is sent', async () => {
    const call = from('10.0.0.4')
    const u = users[3]
    if (!u) throw new Error('no outlet user')
    await call('/v1.0/account/forgot-pin', { username: u.username })
    const code = codeIn(await lastMail(u.email))
    const wrong = code === '999999' ? '888888' : '999999'
    const messages: string[] = []
    for (let i = 0; i < 5; i++) {
      const r = await call('/v1.0/account/forgot-pin-otp-validation', { username: u.username, code: wrong })
      expect(r.status).toBe(400)
      messages.push(r.body.message)
    }
    expect(messages[3]).toBe('Kode verifikasi salah. Sisa percobaan: 1.')
    expect(messages[4]).toBe('Kode verifikasi salah. Kode salah 5 kali: verifikasi dikunci selama 15 menit.')
    const sixth = await call('/v1.0/account/forgot-pin-otp-validation', { username: u.username, code })
    expect(sixth.status).toBe(429)
    expect(sixth.body.message).toMatch(
      /^Terlalu banyak kode salah\. Verifikasi dikunci, coba lagi dalam 1[45] menit\.$/,
    )
    const before = await mailCount()
    const fresh = await call('/v1.0/account/forgot-pin', { username: u.username })
    expect(fresh.status).toBe(429)
    expect(await mailCount()).toBe(before)
    // Once the lock has run out, the right code of a new request works again.
    await q(
      `update one_time_code_guard set locked_until = now() - interval '1 second' where target = '${u.username}'`,
    )
    await call('/v1.0/account/forgot-pin', { username: u.username })
    const next = codeIn(await lastMail(u.email))
    const ok = await call('/v1.0/account/forgot-pin-otp-validation', { username: u.username, code: next })
    expect(ok.status, ok.body.message).toBe(200)
  })

  it(`sends at most ${OTP_PER_TARGET} codes per target in the window, for unknown targets too`, async () => {
    const call = from('10.0.0.5')
    for (const username of [users[4]?.username, 'belum.terdaftar']) {
      for (let i = 0; i < OTP_PER_TARGET; i++)
        expect((await call('/v1.0/account/forgot-pin', { username })).status).toBe(200)
      const over = await call('/v1.0/account/forgot-pin', { username })
      expect(over.status).toBe(429)
      expect(over.body.message).toMatch(/^Kode sudah dikirim 3 kali\. Coba lagi dalam 1[45] menit\.$/)
    }
  })

  it(`answers at most ${OTP_PER_ADDRESS_HOUR} requests per address per hour, whatever the targets`, async () => {
    const call = from('10.0.0.6')
    for (let i = 0; i < OTP_PER_ADDRESS_HOUR; i++)
      expect((await call('/v1.0/account/forgot-pin', { username: `coba.${i}` })).status).toBe(200)
    const over = await call('/rtl/merchant/forgot-password', { email: 'siapa@contoh.co.id' })
    expect(over.status).toBe(429)
    expect(over.body.message).toBe('Terlalu banyak permintaan kode dari alamat Anda. Coba lagi dalam 1 jam.')
    // Another address is not affected.
    expect((await from('10.0.0.7')('/v1.0/account/forgot-pin', { username: 'coba.0' })).status).toBe(200)
  })

  it('refuses malformed input with Indonesian messages', async () => {
    const call = from('10.0.0.8')
    const bad = await call('/v1.0/account/forgot-pin-otp-validation', { username: 'x', code: '12ab' })
    expect(bad.status).toBe(400)
    const fields = (bad.body.result.errors as { field: string }[]).map((e) => e.field).sort()
    expect(fields).toEqual(['code', 'username'])
  })
})

describe('forgot password of the merchant app', () => {
  it('request → code → confirm sets the password (argon2id of the sign-in encoding) and tells the owner', async () => {
    const call = from('10.0.1.1')
    const [m] = await q(`select id from merchant where status = 'ACTIVE' order by id limit 1`)
    await q(
      `insert into merchant_account (merchant_id, email) values (${Number(m?.id)}, 'pemilik.toko@contoh.co.id')`,
    )
    const neutral = await call('/rtl/merchant/forgot-password', { email: 'tidak.ada@contoh.co.id' })
    const res = await call('/rtl/merchant/forgot-password', { email: 'Pemilik.Toko@contoh.co.id' })
    expect(res.status).toBe(200)
    expect(neutral.body).toEqual(res.body)
    const code = codeIn(await lastMail('pemilik.toko@contoh.co.id'))
    const ok = await call('/rtl/merchant/forgot-password-otp-validation', {
      email: 'pemilik.toko@contoh.co.id',
      code,
    })
    expect(ok.status, ok.body.message).toBe(200)
    const token = ok.body.result.token as string
    const weak = await call('/rtl/merchant/forgot-password-confirm', {
      email: 'pemilik.toko@contoh.co.id',
      token,
      password: await encryptPassword('pendek'),
    })
    expect(weak.status).toBe(400)
    expect(weak.body.message).toBe('Password minimal 10 karakter.')
    const done = await call('/rtl/merchant/forgot-password-confirm', {
      email: 'pemilik.toko@contoh.co.id',
      token,
      password: await encryptPassword('Kopi-Susu-Aren-2026'),
    })
    expect(done.status, done.body.message).toBe(200)
    const [a] = await q(
      `select password_hash from merchant_account where email = 'pemilik.toko@contoh.co.id'`,
    )
    expect(await verify(String(a?.password_hash), await hashLoginPassword('Kopi-Susu-Aren-2026'))).toBe(true)
    expect((await lastMail('pemilik.toko@contoh.co.id'))?.subject).toBe(
      'Password aplikasi MINT Anda telah diganti',
    )
  })
})
