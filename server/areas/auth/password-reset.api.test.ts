import { desc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encryptPassword, hashLoginPassword, PASSWORD_CALL_BASIC } from '#contract/auth/password-encoding.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const basic = { authorization: PASSWORD_CALL_BASIC }
const latestLink = async () => {
  const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1)
  const link = mail?.bodyText.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error('no link in the outbox')
  const u = new URL(link)
  return { mail, email: u.searchParams.get('email') ?? '', token: u.searchParams.get('token') ?? '' }
}

describe('forgot password and the password set/reset call', () => {
  it('answers the same for a registered and an unknown e-mail, and mails a link only to the registered one', async () => {
    const known = await t.post('/auth/forgot-password', { email: 'mitra@mint.local' })
    const unknown = await t.post('/auth/forgot-password', { email: 'siapa@contoh.id' })
    expect(known.statusCode).toBe(200)
    expect(unknown.json()).toEqual(known.json())
    const { mail, email } = await latestLink()
    expect(mail?.to).toBe('mitra@mint.local')
    expect(email).toBe('mitra@mint.local')
    expect(mail?.bodyText).toContain('/login/reset-password?')
  })

  it('sets a new password with the emailed token: old sessions end, the new password works, the token is single-use', async () => {
    const oldSession = await t.login('mitra')
    const { email, token } = await latestLink()
    const body = async (password: string) => ({ email, token, password: await encryptPassword(password) })

    const noBasic = await t.post('/auth/set-password', await body('Kopi-Susu-Gula-Aren-7'))
    expect(noBasic.statusCode).toBe(401)

    // A wrong link answers the same whatever the password, so it reveals nothing about the e-mail.
    const probe = await t.post(
      '/auth/set-password',
      { ...(await body('pendek')), token: 'x'.repeat(43) },
      undefined,
      basic,
    )
    expect(probe.json().message).toBe('Tautan atur ulang password tidak valid atau sudah kedaluwarsa.')

    const weak = await t.post('/auth/set-password', await body('pendek'), undefined, basic)
    expect(weak.statusCode).toBe(400)
    expect(weak.json().message).toBe('Password minimal 10 karakter.')
    const withName = await t.post('/auth/set-password', await body('mitra-12345678'), undefined, basic)
    expect(withName.json().message).toBe('Password tidak boleh memuat username.')
    const common = await t.post('/auth/set-password', await body('Mint#2025!'), undefined, basic)
    expect(common.json().message).toBe('Password terlalu umum. Pilih password lain.')

    const ok = await t.post('/auth/set-password', await body('Kopi-Susu-Gula-Aren-7'), undefined, basic)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().success).toBe(true)
    expect((await t.post('/profile', {}, oldSession)).statusCode).toBe(401)
    expect(
      (await t.post('/login', { username: 'mitra', password: await hashLoginPassword('Mint#2025!') }))
        .statusCode,
    ).toBe(401)
    expect(await t.login('mitra', 'Kopi-Susu-Gula-Aren-7')).toBeTruthy()

    const again = await t.post('/auth/set-password', await body('Teh-Manis-Dingin-88'), undefined, basic)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('Tautan atur ulang password tidak valid atau sudah kedaluwarsa.')
  })

  it('rejects a password that is not a valid ciphertext', async () => {
    const res = await t.post(
      '/auth/set-password',
      { email: 'mitra@mint.local', token: 'x', password: 'bm90LWNpcGhlcnRleHQ=' },
      undefined,
      basic,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Password tidak dapat dibaca. Muat ulang halaman lalu coba lagi.')
  })
})
