import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { digits, email, oneOf, text } from '../engine/fields.ts'
import { PARTNER_TYPES } from '../partner/partner.ts'
import { codeSent, otpCode } from './one-time-code.ts'

/**
 * Partner registration (/mint-partner-registration, issue 19 item 3): the PIC's e-mail is verified with a code
 * (`/auth/users/verify-email-partner` sends it; the specification's `/email/verification` is already the
 * dashboard account's verification mail, contract/account/users.ts), then `/partner-registration/register`
 * spends the code and files the application, which operations decide on "Pendaftaran Partner"
 * (contract/partner/registration.ts).
 */
export const partnerSignupForm = z.strictObject({
  companyName: text('Nama perusahaan', 128, 3),
  type: oneOf('Jenis partner', PARTNER_TYPES),
  businessField: text('Bidang usaha', 128, 3),
  address: text('Alamat', 300, 5),
  city: text('Kota', 64, 3),
  picName: text('Nama penanggung jawab', 128, 3),
  bankCode: digits('Bank', 3),
  accountNo: z
    .string({ error: 'No. rekening wajib diisi.' })
    .trim()
    .regex(/^\d{6,20}$/, 'No. rekening harus 6–20 digit angka.'),
  accountName: text('Nama pemilik rekening', 128, 3),
})

export const partnerEmailVerification = defineEndpoint({
  path: '/auth/users/verify-email-partner',
  access: access.public,
  summary: 'Kirim kode verifikasi email penanggung jawab pendaftaran partner',
  body: z.strictObject({ email: email('Email penanggung jawab') }),
  result: codeSent,
})

export const partnerSignup = defineEndpoint({
  path: '/partner-registration/register',
  access: access.public,
  summary: 'Verifikasi email dengan kode dan ajukan pendaftaran partner (masuk ke Pendaftaran Partner)',
  body: z.strictObject({
    email: email('Email penanggung jawab'),
    code: otpCode,
    form: partnerSignupForm,
  }),
  result: z.object({ registrationNo: z.string() }),
})
