import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nikProblem } from '#contract/public/registration.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

/**
 * Merchant self-registration (issue 19 item 3) end to end on the API, and the partner registration: the neutral
 * answer for an e-mail in use (with the owner's notice), the code, the resumable application, its checks
 * (address levels, bank list, NIK, duplicates), the submission into the queue as a merchant "Menunggu
 * Verifikasi", and operations' decision with its mails.
 */
let t: TestApp
let admin = ''
let opsretail = ''
const q = async (text: string) => rowsOf(await t.database.db.execute(sql.raw(text)))
const lastMail = async (to: string) =>
  (await q(`select subject, body_text from mail_outbox where "to" = '${to}' order by id desc limit 1`))[0]
const codeIn = (mail: Record<string, unknown> | undefined) =>
  /Kode: (\d{6})/.exec(String(mail?.body_text))?.[1] ?? ''
const tokenIn = (mail: Record<string, unknown> | undefined) =>
  /\/registration\?lanjut=([A-Za-z0-9_-]{43})/.exec(String(mail?.body_text))?.[1] ?? ''

let form: Record<string, string> = {}
let otherGroup = { code: '', name: '' }

/** Opens an application for `email` with the code from the mail; answers the resume token. */
async function open(email: string, referralCode = '') {
  const sent = await t.call('/rtl/merchant/register-verification-otp', { email })
  expect(sent.status, sent.body.message).toBe(200)
  const code = codeIn(await lastMail(email))
  const res = await t.call('/rtl/merchant/register', { email, code, referralCode })
  expect(res.status, res.body.message).toBe(200)
  return res.body.result as { token: string; application: { registrationNo: string; status: string } }
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
  opsretail = await t.login('opsretail')
  const province = (await t.call('/dashboard/location/province', {})).body.result.find(
    (p: { code: string }) => p.code === '32',
  )
  const city = (await t.call('/dashboard/location/city', { provinceCode: province.code })).body.result[0]
  const district = (await t.call('/dashboard/location/district', { cityCode: city.code })).body.result[0]
  const village = (await t.call('/dashboard/location/village', { districtCode: district.code })).body
    .result[0]
  form = {
    ownerName: 'Siti Rahmawati',
    ownerNik: '3273015708900001',
    npwp: '0912345678901000',
    phone: '0812 3456 7890',
    businessName: 'Warung Kopi Siti',
    businessCategory: 'UMI',
    mcc: '5814',
    address: 'Jl. Braga No. 12',
    provinceCode: province.code,
    cityCode: city.code,
    districtCode: district.code,
    villageCode: village.code,
    postalCode: '40111',
    bankCode: '014',
    accountNo: '1234567890',
    accountName: 'Siti Rahmawati',
  }
  const [g] = await q(`select g.code, g.name from corporate_group g join region r on r.id = g.region_id
    join client c on c.id = r.client_id where c.code = 'CLT002' order by g.id limit 1`)
  otherGroup = { code: String(g?.code), name: String(g?.name) }
})
afterAll(() => t.close())

describe('checks before the code', () => {
  it('email-validation checks the format only; referral-code-validation names the group', async () => {
    const ok = await t.call('/rtl/merchant/email-validation', { email: ' Budi@Contoh.co.id ' })
    expect(ok.body.result).toEqual({ email: 'budi@contoh.co.id' })
    const used = await t.call('/rtl/merchant/email-validation', { email: 'superadmin@mint.local' })
    expect(used.body).toEqual({ ...ok.body, result: { email: 'superadmin@mint.local' } })
    const bad = await t.call('/rtl/merchant/email-validation', { email: 'bukan-email' })
    expect(bad.status).toBe(400)
    expect(bad.body.result.errors[0].message).toBe('Email harus berupa alamat surel yang valid.')
    const ref = await t.call('/rtl/merchant/referral-code-validation', {
      referralCode: otherGroup.code.toLowerCase(),
    })
    expect(ref.status, ref.body.message).toBe(200)
    expect(ref.body.result.groupName).toBe(otherGroup.name)
    const unknown = await t.call('/rtl/merchant/referral-code-validation', { referralCode: 'TIDAK-ADA' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.result.errors[0]).toEqual({
      field: 'referralCode',
      message: 'Kode referal tidak dikenal.',
    })
  })

  it('NIK format: province, birth date and serial', () => {
    expect(nikProblem('3273015708900001')).toBeNull()
    expect(nikProblem('0573015708900001')).toBe('Dua digit pertama NIK bukan kode provinsi.')
    expect(nikProblem('3273013213900001')).toBe('Tanggal lahir di dalam NIK tidak valid.')
    expect(nikProblem('3273011708900000')).toBe('Nomor urut NIK tidak boleh 0000.')
  })
})

describe('an e-mail already in use', () => {
  it('gets the same answer as a new one; its owner is told and no code is sent', async () => {
    const [m] = await q(`select email from merchant where status = 'ACTIVE' order by id limit 1`)
    const used = String(m?.email).toLowerCase()
    const fresh = await t.call('/rtl/merchant/register-verification-otp', {
      email: 'baru.sekali@contoh.co.id',
    })
    const taken = await t.call('/rtl/merchant/register-verification-otp', { email: used })
    expect(taken.status).toBe(200)
    expect(taken.body.result).toEqual(fresh.body.result)
    expect(taken.body.message).toBe(fresh.body.message.replace('baru.sekali@contoh.co.id', used))
    const notice = await lastMail(used)
    expect(notice?.subject).toBe('Percobaan pendaftaran merchant MINT dengan email Anda')
    expect(codeIn(notice)).toBe('')
    // No code exists for it, so no application can be opened with any code.
    const attempt = await t.call('/rtl/merchant/register', { email: used, code: '123456' })
    expect(attempt.status).toBe(400)
    expect(attempt.body.message).toMatch(/^Kode verifikasi salah\./)
  })
})

describe('the application', () => {
  let token = ''
  let registrationNo = ''
  const email = 'siti.warkop@contoh.co.id'

  it('opens with the code, mails the link that resumes it, and reopens with a new link later', async () => {
    const opened = await open(email)
    expect(opened.application.status).toBe('DRAFT')
    expect(opened.application.registrationNo).toMatch(/^MRG-\d{4}-\d{6}$/)
    registrationNo = opened.application.registrationNo
    const mailed = tokenIn(await lastMail(email))
    expect(mailed).toBe(opened.token)
    const again = await open(email)
    expect(again.application.registrationNo).toBe(registrationNo)
    expect((await t.call('/rtl/merchant/email-exist/v2', { token: opened.token })).status).toBe(404)
    token = again.token
    const status = await t.call('/rtl/merchant/email-exist/v2', { token })
    expect(status.body.result).toMatchObject({ registrationNo, email, status: 'DRAFT', form: null })
  })

  it('saves only a form that passes the checks: address levels, bank list, NIK, duplicates', async () => {
    const wrongCity = await t.call('/rtl/merchant/register/v2', {
      token,
      form: { ...form, provinceCode: '11' },
    })
    expect(wrongCity.status).toBe(400)
    expect(wrongCity.body.result.errors[0].field).toBe('cityCode')
    const bank = await t.call('/rtl/merchant/register/v2', { token, form: { ...form, bankCode: '999' } })
    expect(bank.status).toBe(400)
    expect(bank.body.result.errors[0]).toEqual({
      field: 'bankCode',
      message: 'Kode bank tidak dikenal: 999.',
    })
    const nik = await t.call('/rtl/merchant/register/v2', {
      token,
      form: { ...form, ownerNik: '3273013213900001' },
    })
    expect(nik.status).toBe(400)
    expect(nik.body.result.errors[0]).toMatchObject({ field: 'form.ownerNik' })
    const [m] = await q(`select owner_nik, phone from merchant where status = 'ACTIVE' order by id limit 1`)
    const dup = await t.call('/rtl/merchant/register/v2', {
      token,
      form: { ...form, ownerNik: String(m?.owner_nik), phone: String(m?.phone) },
    })
    expect(dup.status).toBe(400)
    expect(dup.body.result.errors.map((e: { field: string }) => e.field)).toEqual(['ownerNik', 'phone'])

    const saved = await t.call('/rtl/merchant/register/v2', { token, form })
    expect(saved.status, saved.body.message).toBe(200)
    expect(saved.body.result.form).toMatchObject({ ...form, phone: '+6281234567890' })
    expect(saved.body.result.status).toBe('DRAFT')
  })

  it('submits into the queue: a merchant "Menunggu Verifikasi"; then it can no longer change', async () => {
    const sent = await t.call('/worker/merchant/registration', { token })
    expect(sent.status, sent.body.message).toBe(200)
    expect(sent.body.result.status).toBe('SUBMITTED')
    expect(sent.body.result.merchantMid).toMatch(/^\d{15}$/)
    const [m] = await q(
      `select id, status, name, email, phone from merchant where mid = '${sent.body.result.merchantMid}'`,
    )
    expect(m).toMatchObject({
      status: 'PENDING_VERIFICATION',
      name: 'Warung Kopi Siti',
      email,
      phone: '+6281234567890',
    })
    expect((await lastMail(email))?.subject).toBe(`Pendaftaran merchant MINT diterima (${registrationNo})`)
    const list = await t.call(
      '/merchant/list',
      { filters: { status: 'PENDING_VERIFICATION' }, search: 'Warung Kopi Siti', pageSize: 10 },
      admin,
    )
    expect(list.body.result.items.map((r: { id: number }) => r.id)).toContain(Number(m?.id))
    const change = await t.call('/rtl/merchant/register/v2', { token, form })
    expect(change.status).toBe(409)
    expect((await t.call('/worker/merchant/registration', { token })).status).toBe(409)
  })

  it('a second applicant with the same NPWP is refused before entering the queue', async () => {
    const other = await open('pesaing@contoh.co.id')
    const res = await t.call('/rtl/merchant/register/v2', {
      token: other.token,
      form: { ...form, ownerNik: '3273011708900002', phone: '081299998888' },
    })
    expect(res.status).toBe(400)
    expect(res.body.result.errors).toEqual([
      { field: 'npwp', message: 'NPWP ini sudah terdaftar pada merchant lain.' },
    ])
  })

  it('operations approve it in the merchant screen: active, the app account made, the applicant told', async () => {
    const [m] = await q(`select id, mid from merchant where email = '${email}'`)
    const id = Number(m?.id)
    const outOfScope = await t.call('/merchant/registration/approve', { merchantId: id }, opsretail)
    // The default group is the first one (CLT001's): opsretail sees it; a merchant of another client is 404.
    expect([200, 404], JSON.stringify(outOfScope.body)).toContain(outOfScope.status)
    if (outOfScope.status === 200) {
      expect((await t.call('/merchant/registration/approve', { merchantId: id }, admin)).status).toBe(409)
    } else {
      const ok = await t.call('/merchant/registration/approve', { merchantId: id }, admin)
      expect(ok.status, ok.body.message).toBe(200)
    }
    const [after] = await q(`select status from merchant where id = ${id}`)
    expect(after?.status).toBe('ACTIVE')
    const [account] = await q(`select email, password_hash from merchant_account where merchant_id = ${id}`)
    expect(account).toEqual({ email, password_hash: null })
    const mail = await lastMail(email)
    expect(mail?.subject).toBe(`Pendaftaran merchant MINT disetujui (${registrationNo})`)
    expect(String(mail?.body_text)).toContain(String(m?.mid))
    expect(String(mail?.body_text)).toContain('/mint-app/lupa-password')
    expect((await t.call('/rtl/merchant/email-exist/v2', { token })).body.result.status).toBe('APPROVED')
    const again = await t.call(
      '/merchant/registration/reject',
      { merchantId: id, reason: 'Dokumen tidak lengkap.' },
      admin,
    )
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(
      /^Pendaftaran merchant ini berstatus Disetujui \((superadmin|opsretail), .+\): tidak dapat ditolak\./,
    )
  })

  it('a rejection needs a reason, is mailed, and the applicant may apply again with the same e-mail', async () => {
    const mail2 = 'toko.kedua@contoh.co.id'
    const opened = await open(mail2, otherGroup.code)
    expect(
      (await t.call('/rtl/merchant/email-exist/v2', { token: opened.token })).body.result.groupName,
    ).toBe(otherGroup.name)
    await t.call('/rtl/merchant/register/v2', {
      token: opened.token,
      form: { ...form, ownerNik: '3273011708900003', npwp: '0912345678902000', phone: '081377776666' },
    })
    const sent = await t.call('/worker/merchant/registration', { token: opened.token })
    expect(sent.status, sent.body.message).toBe(200)
    const [m] = await q(`select id from merchant where email = '${mail2}'`)
    const id = Number(m?.id)
    // opsretail is bound to CLT001: a merchant of CLT002 is not theirs to decide.
    expect(
      (
        await t.call(
          '/merchant/registration/reject',
          { merchantId: id, reason: 'Bukan wilayah kami.' },
          opsretail,
        )
      ).status,
    ).toBe(404)
    const short = await t.call('/merchant/registration/reject', { merchantId: id, reason: 'kurang' }, admin)
    expect(short.status).toBe(400)
    const reason = 'Foto KTP pemilik tidak terbaca.'
    const res = await t.call('/merchant/registration/reject', { merchantId: id, reason }, admin)
    expect(res.status, res.body.message).toBe(200)
    expect((await q(`select status from merchant where id = ${id}`))[0]?.status).toBe('REJECTED')
    expect(String((await lastMail(mail2))?.body_text)).toContain(`Alasan: ${reason}`)
    const status = await t.call('/rtl/merchant/email-exist/v2', { token: opened.token })
    expect(status.body.result).toMatchObject({ status: 'REJECTED', rejectReason: reason })
    // A rejected applicant is not "in use": a new code comes and reopens the same application as a draft.
    const reopened = await open(mail2)
    expect(reopened.application).toMatchObject({
      registrationNo: opened.application.registrationNo,
      status: 'DRAFT',
    })
    const audits = await q(
      `select action from audit_log where entity = 'merchant' and action in ('APPROVE', 'REJECT', 'MERCHANT_REGISTRATION_SUBMIT')`,
    )
    expect(audits.map((a) => a.action).sort()).toEqual([
      'APPROVE',
      'MERCHANT_REGISTRATION_SUBMIT',
      'MERCHANT_REGISTRATION_SUBMIT',
      'REJECT',
    ])
  })

  it('refuses a malformed or unknown link', async () => {
    expect((await t.call('/rtl/merchant/email-exist/v2', { token: 'pendek' })).status).toBe(400)
    const unknown = await t.call('/rtl/merchant/email-exist/v2', { token: 'a'.repeat(43) })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toMatch(/^Tautan pendaftaran tidak valid atau sudah kedaluwarsa/)
  })
})

describe('partner registration', () => {
  it('verifies the PIC e-mail with a code and files the application into Pendaftaran Partner', async () => {
    const email = 'kemitraan@bayarcepat.co.id'
    const sent = await t.call('/auth/users/verify-email-partner', { email })
    expect(sent.status).toBe(200)
    const code = codeIn(await lastMail(email))
    const application = {
      companyName: 'PT Bayar Cepat Indonesia',
      type: 'AGGREGATOR',
      businessField: 'Agregator pembayaran tagihan',
      address: 'Jl. Gatot Subroto Kav. 21',
      city: 'Jakarta Selatan',
      picName: 'Andi Wijaya',
      bankCode: '014',
      accountNo: '5550001111',
      accountName: 'PT Bayar Cepat Indonesia',
    }
    const wrong = await t.call('/partner-registration/register', {
      email,
      code: code === '000000' ? '000001' : '000000',
      form: application,
    })
    expect(wrong.status).toBe(400)
    const res = await t.call('/partner-registration/register', { email, code, form: application })
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.result.registrationNo).toMatch(/^REG\/\d{4}\/\d{2}\/\d{4}$/)
    const list = await t.call('/partner-registration/list', { search: 'Bayar Cepat', pageSize: 10 }, admin)
    expect(list.body.result.items[0]).toMatchObject({
      companyName: 'PT Bayar Cepat Indonesia',
      status: 'PENDING',
      picEmail: email,
    })
    const reused = await t.call('/partner-registration/register', { email, code, form: application })
    expect(reused.status).toBe(400)
  })
})
