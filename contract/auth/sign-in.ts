// zod/mini, as schemas.ts says why.
import * as z from 'zod/mini'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import {
  autoLoginIssueRequestSchema,
  autoLoginIssueResultSchema,
  autoLoginRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResultSchema,
  setPasswordRequestSchema,
} from './schemas.ts'
import { loginResponseSchema } from './two-factor.ts'

// The session's own calls, which the signed-in shell makes, are in session.ts (without the sign-in pages' schemas).
export { sessionLogout, sessionProfile } from './session.ts'

/**
 * Signing in and out (docs/ARCHITECTURE.md "Sign-in and sessions"): the password step, the auto-login link
 * (issued to a trusted system, redeemed by the browser), logout, the profile, and the password link sent
 * by e-mail. The second step of a sign-in is in two-factor.ts.
 */

export const passwordLogin = defineEndpoint({
  path: '/login',
  access: access.public,
  summary:
    'Masuk dengan username/email dan password (HMAC-SHA512, base64); akun dengan verifikasi dua langkah menerima `twoFactor.challenge` untuk /login/2fa, bukan token',
  body: loginRequestSchema,
  result: loginResponseSchema,
})

export const autoLoginIssue = defineEndpoint({
  path: '/auto-login/issue',
  access: access.issuer,
  summary:
    'Menerbitkan token auto-login sekali pakai untuk seorang pengguna (sistem tepercaya, header X-Issuer-Key)',
  body: autoLoginIssueRequestSchema,
  result: autoLoginIssueResultSchema,
})

/** No second step here: the trusted issuer has authenticated the user itself. */
export const autoLoginRedeem = defineEndpoint({
  path: '/auto-login',
  access: access.public,
  summary: 'Masuk dengan token auto-login (sekali pakai, berumur pendek)',
  body: autoLoginRequestSchema,
  result: loginResultSchema,
})

/** The same answer whether or not the e-mail is registered. */
export const passwordForgot = defineEndpoint({
  path: '/auth/forgot-password',
  access: access.public,
  summary: 'Mengirim tautan atur ulang password ke email (jika terdaftar)',
  body: forgotPasswordRequestSchema,
  result: z.null(),
})

export const passwordSet = defineEndpoint({
  path: '/auth/set-password',
  access: access.basic,
  summary: 'Menyetel/mengatur ulang password dengan token dari email (password AES-CBC, header Basic tetap)',
  body: setPasswordRequestSchema,
  result: z.null(),
})
