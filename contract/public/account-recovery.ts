import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { email } from '../engine/fields.ts'
import { codeSent, codeVerified, otpCode, proofToken } from './one-time-code.ts'

/**
 * Forgot password of the merchant app (`/rtl/merchant/forgot-password*`, the owner's e-mail sign-in) and forgot
 * PIN of outlet users (`/v1.0/account/forgot-pin*`, their username): request → one-time code by e-mail → confirm
 * the new secret with the proof the code gave (issue 19 item 5). The request answers the same whether or not the
 * account exists.
 */

/** The new password of the merchant app, AES-encrypted like /auth/set-password (contract/auth/password-encoding.ts). */
const encryptedPassword = z
  .string({ error: 'Password wajib diisi.' })
  .min(24, 'Password tidak terbaca. Muat ulang halaman dan coba lagi.')
  .max(400, 'Password terlalu panjang.')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Password tidak terbaca. Muat ulang halaman dan coba lagi.')

export const forgotPasswordRequest = defineEndpoint({
  path: '/rtl/merchant/forgot-password',
  access: access.public,
  summary: 'Lupa password aplikasi merchant: kirim kode verifikasi ke email (jika terdaftar)',
  body: z.strictObject({ email: email() }),
  result: codeSent,
})

export const forgotPasswordVerify = defineEndpoint({
  path: '/rtl/merchant/forgot-password-otp-validation',
  access: access.public,
  summary: 'Lupa password: periksa kode verifikasi; kode benar memberi token untuk mengganti password',
  body: z.strictObject({ email: email(), code: otpCode }),
  result: codeVerified,
})

export const forgotPasswordConfirm = defineEndpoint({
  path: '/rtl/merchant/forgot-password-confirm',
  access: access.public,
  summary: 'Lupa password: setel password baru dengan token dari kode verifikasi (password AES-CBC)',
  body: z.strictObject({ email: email(), token: proofToken, password: encryptedPassword }),
  result: z.null(),
})

export const outletUsername = z
  .string({ error: 'Username wajib diisi.' })
  .trim()
  .toLowerCase()
  .min(3, 'Username minimal 3 karakter.')
  .max(64, 'Username maksimal 64 karakter.')
  .regex(/^[a-z0-9._-]+$/, 'Username hanya boleh berisi huruf, angka, titik, garis bawah dan tanda hubung.')

/** A new PIN: six digits, not one digit repeated nor a straight run (server/auth/pin.ts `pinProblem`). */
export const newPinField = z
  .string({ error: 'PIN baru wajib diisi.' })
  .regex(/^\d{6}$/, 'PIN harus 6 digit angka.')
  .refine((pin) => !/^(\d)\1{5}$/.test(pin), 'PIN tidak boleh satu angka berulang.')
  .refine(
    (pin) => !'0123456789'.includes(pin) && !'9876543210'.includes(pin),
    'PIN tidak boleh angka berurutan.',
  )

export const forgotPinRequest = defineEndpoint({
  path: '/v1.0/account/forgot-pin',
  access: access.public,
  summary: 'Lupa PIN user outlet: kirim kode verifikasi ke email user (jika terdaftar)',
  body: z.strictObject({ username: outletUsername }),
  result: codeSent,
})

export const forgotPinVerify = defineEndpoint({
  path: '/v1.0/account/forgot-pin-otp-validation',
  access: access.public,
  summary: 'Lupa PIN: periksa kode verifikasi; kode benar memberi token untuk mengganti PIN',
  body: z.strictObject({ username: outletUsername, code: otpCode }),
  result: codeVerified,
})

export const forgotPinConfirm = defineEndpoint({
  path: '/v1.0/account/forgot-pin-confirm',
  access: access.public,
  summary: 'Lupa PIN: setel PIN baru dengan token dari kode verifikasi',
  body: z.strictObject({ username: outletUsername, token: proofToken, pin: newPinField }),
  result: z.null(),
})
