// zod/mini, as schemas.ts says why: the second step of a sign-in runs on the sign-in page.
import * as z from 'zod/mini'
import { access } from '../access/route-access.ts'
import { defineEndpoint, noBody } from '../engine/endpoint.ts'
import { loginResultSchema } from './schemas.ts'

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Masukkan kode verifikasi dari aplikasi autentikator Anda.',
  setupRequired:
    'Segmen akun Anda mewajibkan verifikasi dua langkah. Daftarkan aplikasi autentikator untuk melanjutkan.',
  wrongCode: 'Kode verifikasi salah.',
  reusedCode: 'Kode ini sudah dipakai. Tunggu kode berikutnya dari aplikasi autentikator.',
  expired: 'Kode sudah kedaluwarsa, silakan masuk kembali.',
  tooManyAttempts: 'Terlalu banyak kode yang salah. Silakan masuk kembali.',
  alreadyEnabled: 'Verifikasi dua langkah sudah aktif.',
  notEnabled: 'Verifikasi dua langkah belum aktif.',
  setupFirst: 'Mulai pendaftaran aplikasi autentikator terlebih dahulu.',
  requiredBySegment:
    'Segmen akun Anda mewajibkan verifikasi dua langkah, sehingga tidak dapat dinonaktifkan.',
  enabled: 'Verifikasi dua langkah aktif. Simpan kode pemulihan Anda di tempat yang aman.',
  disabled: 'Verifikasi dua langkah dinonaktifkan.',
  regenerated: 'Kode pemulihan baru dibuat. Kode lama tidak berlaku lagi.',
  reset: (username: string) =>
    `Verifikasi dua langkah ${username} direset. Pengguna dapat mendaftarkan aplikasi autentikator kembali.`,
  unreadable:
    'Data verifikasi dua langkah tidak dapat dibaca. Minta administrator mereset verifikasi dua langkah akun Anda.',
  notSet: (username: string) => `${username} belum mengaktifkan verifikasi dua langkah.`,
} as const

/** The message of a refusal after which the sign-in must start again from the password. */
export const TWO_FACTOR_RESTART_MESSAGES: readonly string[] = [
  TWO_FACTOR_MESSAGES.expired,
  TWO_FACTOR_MESSAGES.tooManyAttempts,
]

const challenge = z
  .string({ error: 'Sesi verifikasi wajib diisi.' })
  .check(z.trim(), z.minLength(1, 'Sesi verifikasi wajib diisi.'), z.maxLength(200))
/** A 6-digit authenticator code or a recovery code (XXXXX-XXXXX); the server tells them apart. */
const code = z
  .string({ error: 'Kode verifikasi wajib diisi.' })
  .check(
    z.trim(),
    z.minLength(1, 'Kode verifikasi wajib diisi.'),
    z.maxLength(32, 'Kode verifikasi maksimal 32 karakter.'),
  )

/** What /login answers instead of the tokens when a second step is needed. */
export const twoFactorStepSchema = z.object({
  twoFactor: z.object({
    required: z.literal(true),
    /** The user must enrol an authenticator first (their segment requires 2FA). */
    setupRequired: z.boolean(),
    challenge: z.string(),
    expiresAt: z.string(),
  }),
})
export type TwoFactorStep = z.infer<typeof twoFactorStepSchema>

/** /login: either the session (profile + tokens) or the second step. */
export const loginResponseSchema = z.union([loginResultSchema, twoFactorStepSchema])
export type LoginResponse = z.infer<typeof loginResponseSchema>
export const needsSecondStep = (r: LoginResponse): r is TwoFactorStep => 'twoFactor' in r

export const twoFactorChallengeRequestSchema = z.strictObject({ challenge })
export const twoFactorLoginRequestSchema = z.strictObject({ challenge, code })
export const twoFactorCodeRequestSchema = z.strictObject({ code })

/** An authenticator to add: the key to type by hand, the URI, and the QR code of the URI. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** data:image/svg+xml;base64,… */
  qrCode: z.string(),
  issuer: z.string(),
  account: z.string(),
})
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>

/** Enrolment finished during sign-in: the session and, once, the recovery codes. */
export const twoFactorSetupLoginResultSchema = z.extend(loginResultSchema, recoveryCodesSchema.shape)
export type TwoFactorSetupLoginResult = z.infer<typeof twoFactorSetupLoginResultSchema>

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.nullable(z.string()),
  /** The user's segment requires 2FA: it cannot be switched off. */
  requiredBySegment: z.boolean(),
  recoveryCodesLeft: z.number(),
})
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>

export const twoFactorAdminResetRequestSchema = z.strictObject({ id: z.uuid('Id akun tidak valid.') })

/** What the code field of a form accepts before anything is sent (the server checks the code itself). */
export const totpCodeInputSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Kode verifikasi wajib diisi.')),
    z.transform((s: string) => s.replace(/[\s-]/g, '')),
  ),
  z.string().check(z.regex(/^\d{6}$/, 'Kode verifikasi harus 6 digit angka.')),
)

export const recoveryCodeInputSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Kode pemulihan wajib diisi.')),
    z.transform((s: string) => s.replace(/\s/g, '').toUpperCase()),
  ),
  z
    .string()
    .check(
      z.regex(/^[A-Z0-9]{5}-?[A-Z0-9]{5}$/, 'Kode pemulihan terdiri dari 10 huruf/angka, mis. ABCDE-FGH23.'),
    ),
)

// ---- Calls during sign-in (no session yet: the challenge from /login stands for it) ----

/** Second step of a sign-in: { challenge, code } (authenticator code or recovery code). */
export const twoFactorLogin = defineEndpoint({
  path: '/login/2fa',
  access: access.public,
  summary:
    'Langkah kedua login: kode 6 digit dari aplikasi autentikator atau satu kode pemulihan; hasilnya sama dengan /login',
  body: twoFactorLoginRequestSchema,
  result: loginResultSchema,
})

/** Enrolment during sign-in, when the user's segment requires 2FA: { challenge }. */
export const twoFactorLoginSetup = defineEndpoint({
  path: '/login/2fa/setup',
  access: access.public,
  summary:
    'Pendaftaran aplikasi autentikator saat login (segmen mewajibkan 2FA): kunci rahasia, URI otpauth dan kode QR',
  body: twoFactorChallengeRequestSchema,
  result: twoFactorSetupSchema,
})

/** { challenge, code } → recovery codes and the normal login result. */
export const twoFactorLoginConfirm = defineEndpoint({
  path: '/login/2fa/setup/confirm',
  access: access.public,
  summary:
    'Menyelesaikan pendaftaran saat login dengan kode pertama: mengaktifkan 2FA, memberikan kode pemulihan (sekali tampil) dan sesi',
  body: twoFactorLoginRequestSchema,
  result: twoFactorSetupLoginResultSchema,
})

// ---- The signed-in user's own settings ----

export const twoFactorOwnStatus = defineEndpoint({
  path: '/auth/2fa/status',
  access: access.session,
  summary: 'Status verifikasi dua langkah akun sendiri',
  body: noBody,
  result: twoFactorStatusSchema,
})

export const twoFactorOwnSetup = defineEndpoint({
  path: '/auth/2fa/setup',
  access: access.session,
  summary:
    'Mulai mendaftarkan aplikasi autentikator: kunci rahasia baru, URI otpauth dan kode QR (belum aktif sebelum dikonfirmasi)',
  body: noBody,
  result: twoFactorSetupSchema,
})

export const twoFactorOwnEnable = defineEndpoint({
  path: '/auth/2fa/enable',
  access: access.session,
  summary:
    'Mengaktifkan verifikasi dua langkah dengan kode pertama dari aplikasi autentikator; kode pemulihan hanya ditampilkan sekali',
  body: twoFactorCodeRequestSchema,
  result: recoveryCodesSchema,
})

export const twoFactorOwnRegenerate = defineEndpoint({
  path: '/auth/2fa/recovery-codes/regenerate',
  access: access.session,
  summary:
    'Membuat ulang 10 kode pemulihan (kode lama tidak berlaku); butuh kode autentikator atau kode pemulihan',
  body: twoFactorCodeRequestSchema,
  result: recoveryCodesSchema,
})

export const twoFactorOwnDisable = defineEndpoint({
  path: '/auth/2fa/disable',
  access: access.session,
  summary:
    'Menonaktifkan verifikasi dua langkah (ditolak bila segmen mewajibkannya); butuh kode autentikator atau kode pemulihan',
  body: twoFactorCodeRequestSchema,
  result: z.null(),
})
