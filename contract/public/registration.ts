import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { BUSINESS_CATEGORY } from '../corporate/merchant.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import {
  cityCode,
  digits,
  districtCode,
  email,
  oneOf,
  phone,
  provinceCode,
  text,
  villageCode,
} from '../engine/fields.ts'
import type { Option } from '../engine/resource.ts'
import { defineWorkflow, transitionEndpoint } from '../engine/workflow.ts'
import { codeSent, otpCode } from './one-time-code.ts'

/**
 * Merchant self-registration (/registration, issue 19 item 3; docs/ARCHITECTURE.md "Self-registration"):
 * 1. `email-validation` and `referral-code-validation` check what the applicant types (neither tells whether an
 *    e-mail has an account);
 * 2. `register-verification-otp` mails a code, or, for an e-mail already in use, a notice to its owner (the
 *    same answer either way);
 * 3. `register` spends the code and opens (or reopens) the application, mailing the link that resumes it;
 * 4. `register/v2` saves the form (checked: address levels, bank, NIK, duplicates), any number of times;
 * 5. `/worker/merchant/registration` submits it into operations' queue: a merchant "Menunggu Verifikasi";
 * 6. `email-exist/v2` answers the holder of the link the application and its status;
 * 7. operations approve or reject it in the merchant screen (`/merchant/registration/approve|reject`).
 */

export const APPLICATION_STATUS = [
  { value: 'DRAFT', label: 'Belum dikirim' },
  { value: 'SUBMITTED', label: 'Menunggu Verifikasi' },
  { value: 'APPROVED', label: 'Disetujui' },
  { value: 'REJECTED', label: 'Ditolak' },
] as const satisfies readonly Option[]

/**
 * A merchant's self-registration (contract/public/registration.ts): submitted by the applicant from the public
 * pages (no maker among the users), decided once by a holder of MERCHANT_DATA whose scope holds the merchant.
 */
export const merchantRegistrationWorkflow = defineWorkflow({
  key: 'merchant-registration',
  noun: 'pendaftaran merchant',
  entity: 'merchant',
  states: APPLICATION_STATUS,
  transitions: {
    approve: {
      label: 'Setujui',
      passive: 'Disetujui',
      from: ['SUBMITTED'],
      to: 'APPROVED',
      feature: ['MERCHANT_DATA'],
      actor: 'APPROVE',
    },
    reject: {
      label: 'Tolak',
      passive: 'Ditolak',
      from: ['SUBMITTED'],
      to: 'REJECTED',
      feature: ['MERCHANT_DATA'],
      actor: 'REJECT',
      danger: true,
    },
  },
})

/** The kinds of business an applicant picks (ISO 18245 merchant category codes of the usual small merchants). */
export const MCC_OPTIONS = [
  { value: '5411', label: '5411 – Toko kelontong / minimarket' },
  { value: '5499', label: '5499 – Toko makanan lainnya' },
  { value: '5812', label: '5812 – Restoran / rumah makan' },
  { value: '5814', label: '5814 – Kafe / makanan cepat saji' },
  { value: '5912', label: '5912 – Apotek / toko obat' },
  { value: '4814', label: '4814 – Konter pulsa / telekomunikasi' },
  { value: '7230', label: '7230 – Salon / pangkas rambut' },
  { value: '5999', label: '5999 – Toko eceran lainnya' },
] as const satisfies readonly Option[]

/** The resume token of the mailed link (`/registration?lanjut=…`). */
export const resumeToken = z
  .string({ error: 'Tautan pendaftaran wajib ada.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Tautan pendaftaran tidak valid. Buka kembali tautan dari email Anda.')

export const referralCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(32, 'Kode referal maksimal 32 karakter.')
  .regex(/^[A-Z0-9._-]*$/, 'Kode referal hanya boleh berisi huruf, angka, titik dan tanda hubung.')

/**
 * An NIK (Nomor Induk Kependudukan): 16 digits = province (2) city (2) district (2) birth date DDMMYY (a woman's
 * day + 40) and a serial that is not 0000. The problem in Indonesian, or null.
 */
export function nikProblem(nik: string): string | null {
  if (!/^\d{16}$/.test(nik)) return 'NIK harus 16 digit angka.'
  const province = Number(nik.slice(0, 2))
  if (province < 11 || province > 96) return 'Dua digit pertama NIK bukan kode provinsi.'
  const rawDay = Number(nik.slice(6, 8))
  const day = rawDay > 40 ? rawDay - 40 : rawDay
  const month = Number(nik.slice(8, 10))
  if (day < 1 || day > 31 || month < 1 || month > 12) return 'Tanggal lahir di dalam NIK tidak valid.'
  if (nik.slice(12) === '0000') return 'Nomor urut NIK tidak boleh 0000.'
  return null
}

const nik = digits('NIK pemilik', 16).superRefine((v, ctx) => {
  const problem = nikProblem(v)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

/** What the applicant fills in: owner, business, outlet address, settlement bank account. */
export const registrationForm = z.strictObject({
  ownerName: text('Nama pemilik', 128, 3),
  ownerNik: nik,
  npwp: digits('NPWP', 16),
  phone: phone('No. HP'),
  businessName: text('Nama usaha', 128, 3),
  businessCategory: oneOf('Kategori usaha', BUSINESS_CATEGORY),
  mcc: oneOf('Jenis usaha (MCC)', MCC_OPTIONS),
  address: text('Alamat outlet', 300, 5),
  provinceCode: provinceCode(),
  cityCode: cityCode(),
  districtCode: districtCode(),
  villageCode: villageCode(),
  postalCode: digits('Kode pos', 5),
  bankCode: digits('Bank', 3),
  accountNo: z
    .string({ error: 'No. rekening wajib diisi.' })
    .trim()
    .regex(/^\d{6,20}$/, 'No. rekening harus 6–20 digit angka.'),
  accountName: text('Nama pemilik rekening', 128, 3),
})
export type RegistrationForm = z.output<typeof registrationForm>

/** The application as its applicant sees it. */
export const application = z.object({
  registrationNo: z.string(),
  email: z.string(),
  status: z.enum(['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED']),
  referralCode: z.string(),
  groupName: z.string(),
  form: registrationForm.partial().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string(),
  merchantMid: z.string(),
})
export type Application = z.output<typeof application>

export const emailValidation = defineEndpoint({
  path: '/rtl/merchant/email-validation',
  access: access.public,
  summary: 'Periksa format email pendaftar (tidak memberi tahu apakah email sudah terdaftar)',
  body: z.strictObject({ email: email() }),
  result: z.object({ email: z.string() }),
})

export const referralCodeValidation = defineEndpoint({
  path: '/rtl/merchant/referral-code-validation',
  access: access.public,
  summary: 'Periksa kode referal: group tujuan merchant baru',
  body: z.strictObject({ referralCode: referralCode.min(1, 'Kode referal wajib diisi.') }),
  result: z.object({ referralCode: z.string(), groupName: z.string() }),
})

export const registerVerificationOtp = defineEndpoint({
  path: '/rtl/merchant/register-verification-otp',
  access: access.public,
  summary:
    'Kirim kode verifikasi pendaftaran ke email (email yang sudah dipakai: pemberitahuan ke pemiliknya)',
  body: z.strictObject({ email: email() }),
  result: codeSent,
})

export const registerStart = defineEndpoint({
  path: '/rtl/merchant/register',
  access: access.public,
  summary:
    'Buka (atau lanjutkan) pendaftaran merchant dengan kode verifikasi; tautan lanjutan dikirim ke email',
  body: z.strictObject({ email: email(), code: otpCode, referralCode: referralCode.default('') }),
  result: z.object({ token: z.string(), application }),
})

export const applicationStatus = defineEndpoint({
  path: '/rtl/merchant/email-exist/v2',
  access: access.public,
  summary: 'Pendaftaran dan statusnya bagi pemegang tautan dari email',
  body: z.strictObject({ token: resumeToken }),
  result: application,
})

export const registerSave = defineEndpoint({
  path: '/rtl/merchant/register/v2',
  access: access.public,
  summary: 'Simpan data pendaftaran (pemilik, usaha, alamat outlet, rekening); diperiksa termasuk duplikat',
  body: z.strictObject({ token: resumeToken, form: registrationForm }),
  result: application,
})

export const registrationSubmit = defineEndpoint({
  path: '/worker/merchant/registration',
  access: access.public,
  summary: 'Kirim pendaftaran ke antrean verifikasi: merchant dibuat dengan status Menunggu Verifikasi',
  body: z.strictObject({ token: resumeToken }),
  result: application,
})

/** Why operations refuse an application: mailed to the applicant. */
export const registrationRejectReason = text('Alasan penolakan', 500, 10)

const merchantDecision = z.object({ merchantId: z.number(), status: z.string(), registrationNo: z.string() })

export const merchantRegistrationApprove = defineEndpoint({
  path: '/merchant/registration/approve',
  ...transitionEndpoint(merchantRegistrationWorkflow, 'approve'),
  summary: 'Setujui pendaftaran merchant (Menunggu Verifikasi → Aktif); pendaftar diberi tahu lewat email',
  body: z.strictObject({ merchantId: z.number().int().positive() }),
  result: merchantDecision,
})

export const merchantRegistrationReject = defineEndpoint({
  path: '/merchant/registration/reject',
  ...transitionEndpoint(merchantRegistrationWorkflow, 'reject'),
  summary: 'Tolak pendaftaran merchant dengan alasan; pendaftar diberi tahu lewat email',
  body: z.strictObject({ merchantId: z.number().int().positive(), reason: registrationRejectReason }),
  result: merchantDecision,
})

export const MERCHANT_APPROVE_CONFIRM = 'Apakah Anda yakin ingin menyetujui pendaftaran merchant ini?'
export const MERCHANT_REJECT_CONFIRM = 'Apakah Anda yakin ingin menolak pendaftaran merchant ini?'
