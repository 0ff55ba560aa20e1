import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { USER_TYPE_LEVELS, type UserTypeLevel } from '../auth/schemas.ts'
import { twoFactorAdminResetRequestSchema } from '../auth/two-factor.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import {
  accountOptionSchema,
  accountOptionsRequestSchema,
  dirSchema,
  pageSchema,
  paging,
  required,
} from './common.ts'

/** The profile's scope levels (contract/auth/schemas.ts, zod/mini there) as a classic schema for these forms. */
const userTypeLevel = z.enum(USER_TYPE_LEVELS)

export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const
export const userStatusSchema = z.enum(USER_STATUSES)

const USERNAME_RULE = 'Username 4–64 karakter: huruf kecil, angka, titik atau garis bawah.'
const code = (label: string) => z.string().trim().max(32, `${label} maksimal 32 karakter.`)
const userId = z.uuid('Id akun tidak valid.')

export const USER_SORTS = ['username', 'email', 'fullName', 'status', 'createdAt', 'lastLoginAt'] as const

export const userListRequestSchema = z.strictObject({
  ...paging,
  sort: z.enum(USER_SORTS).default('username'),
  dir: dirSchema.default('asc'),
  filters: z
    .strictObject({
      status: userStatusSchema.optional(),
      roleSegmentId: z.number().int().positive().optional(),
      userTypeLevel: userTypeLevel.optional(),
    })
    .default({}),
})

const userFields = {
  username: required('Username', 64).pipe(z.string().regex(/^[a-z0-9._]{4,64}$/, USERNAME_RULE)),
  email: required('Email', 254)
    .transform((s) => s.toLowerCase())
    .pipe(z.email('Email harus berupa alamat surel yang valid.')),
  fullName: required('Nama lengkap', 128),
  roleSegmentId: z.number({ error: 'Segmen wajib dipilih.' }).int().positive(),
  userTypeLevel: userTypeLevel,
  /** Client/region/group code, merchant MID or partner code; empty for ALL. */
  userTypeValue: code('Nilai tipe pengguna').default(''),
  partnerCode: code('Kode partner').default(''),
  partnerId: code('Id partner').default(''),
  sharingFeePartnerCode: code('Kode partner sharing fee').default(''),
}

/** A new account has no password: the user sets one through the link mailed to them. */
export const userAddRequestSchema = z.strictObject(userFields)
export type UserAddRequest = z.infer<typeof userAddRequestSchema>

/** Only the fields sent change; deactivation (status INACTIVE) ends every session of the user. */
export const userUpdateRequestSchema = z.strictObject({
  id: userId,
  username: userFields.username.optional(),
  email: userFields.email.optional(),
  fullName: userFields.fullName.optional(),
  roleSegmentId: userFields.roleSegmentId.optional(),
  userTypeLevel: userTypeLevel.optional(),
  userTypeValue: code('Nilai tipe pengguna').optional(),
  partnerCode: code('Kode partner').optional(),
  partnerId: code('Id partner').optional(),
  sharingFeePartnerCode: code('Kode partner sharing fee').optional(),
  status: userStatusSchema.optional(),
})
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>

export const userIdRequestSchema = z.strictObject({ id: userId })
export const userIdsRequestSchema = z.strictObject({
  ids: z.array(userId).min(1, 'Pilih minimal satu data.').max(100, 'Maksimal 100 data sekaligus.'),
})

export const userItemSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  roleSegmentId: z.number(),
  roleSegmentCode: z.string(),
  roleSegmentName: z.string(),
  userTypeLevel: userTypeLevel,
  userTypeValue: z.string(),
  /** Name of the client, region, group, merchant or partner the value codes ('' for ALL). */
  userTypeValueName: z.string(),
  partnerCode: z.string(),
  partnerId: z.string(),
  sharingFeePartnerCode: z.string(),
  status: userStatusSchema,
  passwordSet: z.boolean(),
  /** An authenticator app is enrolled (two-step sign-in). */
  twoFactorEnabled: z.boolean(),
  emailVerifiedAt: z.string().nullable(),
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  passwordChangedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type UserItem = z.infer<typeof userItemSchema>

export const changePasswordRequestSchema = z.strictObject({
  /** base64(HMAC-SHA512(LOGIN_HMAC_KEY, old password)), exactly as /login receives it. */
  oldPassword: required('Password lama', 200),
  /** base64(iv || AES-256-CBC(PASSWORD_AES_KEY, iv, new password)), as the set-password call. */
  newPassword: required('Password baru', 400),
})

export const emailVerificationConfirmRequestSchema = z.strictObject({
  email: required('Email', 254).pipe(z.email('Email harus berupa alamat surel yang valid.')),
  token: required('Token', 400),
})

const manageAccounts = access.features('SETTING_DASHBOARD_ACCOUNT')

/**
 * The resource whose rows a data scope of each level names, by their code (docs/PRODUCT.md §6): the
 * account form picks the value through that resource's options call, which the add and update calls
 * therefore open to account administrators. A partner is picked through /users/partner/options.
 */
export const SCOPE_RESOURCES = {
  CLIENT: 'client',
  REGION: 'region',
  GROUP: 'group',
  MERCHANT: 'merchant',
} as const satisfies Partial<Record<UserTypeLevel, string>>
const scopePickers = Object.values(SCOPE_RESOURCES)

export const userList = defineEndpoint({
  path: '/users/list',
  access: manageAccounts,
  summary: 'Daftar akun dashboard dalam cakupan data Anda (cari username/email/nama, filter, urutan)',
  body: userListRequestSchema,
  result: pageSchema(userItemSchema),
})

/** id/label/code of partners for the scope picker of a partner account (no partner resource yet). */
export const userPartnerOptions = defineEndpoint({
  path: '/users/partner/options',
  access: manageAccounts,
  summary:
    'Partner untuk pilihan cakupan akun bertipe PARTNER (id, nama, kode), dalam cakupan Anda: semua partner untuk cakupan ALL, partner Anda sendiri untuk cakupan PARTNER',
  body: accountOptionsRequestSchema,
  result: z.array(accountOptionSchema),
})

export const userAdd = defineEndpoint({
  path: '/users/add',
  access: manageAccounts,
  optionsOf: scopePickers,
  summary:
    'Menambah akun dashboard tanpa password: pengguna menerima tautan sekali pakai (72 jam) untuk menyetel passwordnya',
  body: userAddRequestSchema,
  result: userItemSchema,
})

export const userUpdate = defineEndpoint({
  path: '/users/update',
  access: manageAccounts,
  optionsOf: scopePickers,
  summary:
    'Mengubah akun dashboard (hanya kolom yang dikirim); status INACTIVE mengakhiri semua sesi pengguna',
  body: userUpdateRequestSchema,
  result: userItemSchema,
})

/** Administrator "reset password": mails the user a new set-password link; the admin never sees a secret. */
export const userUpdatePin = defineEndpoint({
  path: '/users/update/pin',
  access: manageAccounts,
  summary:
    'Atur ulang password oleh administrator: password lama tidak berlaku, semua sesi diakhiri, dan pengguna menerima tautan sekali pakai untuk menyetel password baru (administrator tidak pernah melihat rahasia apa pun)',
  body: userIdRequestSchema,
  result: z.null(),
})

export const userDelete = defineEndpoint({
  path: '/users/delete',
  access: manageAccounts,
  summary: 'Menghapus akun dashboard (bukan akun Anda sendiri, bukan akun pengelola aktif terakhir)',
  body: userIdsRequestSchema,
  result: z.null(),
})

/**
 * An account administrator removes a user's authenticator (a lost phone). Its path and body belong to
 * the two-factor calls (contract/auth/two-factor.ts).
 */
export const userTwoFactorReset = defineEndpoint({
  path: '/users/2fa/reset',
  access: manageAccounts,
  summary:
    'Mereset verifikasi dua langkah seorang pengguna (mis. ponsel hilang): autentikator dan kode pemulihannya dihapus, semua sesinya diakhiri',
  body: twoFactorAdminResetRequestSchema,
  result: z.null(),
})

export const userChangePassword = defineEndpoint({
  path: '/users/change-password',
  access: access.session,
  summary:
    'Mengganti password sendiri: password lama seperti /login (HMAC-SHA512), password baru AES-CBC; sesi lain diakhiri',
  body: changePasswordRequestSchema,
  result: z.null(),
})

export const emailVerificationSend = defineEndpoint({
  path: '/email/verification',
  access: manageAccounts,
  summary: 'Mengirim tautan verifikasi email ke alamat akun (sekali pakai, 72 jam)',
  body: userIdRequestSchema,
  result: z.null(),
})

export const emailVerificationConfirm = defineEndpoint({
  path: '/email/verification/confirm',
  // Open to anyone holding the link; the fixed Basic header of the password call, like set-password.
  access: access.basic,
  summary:
    'Mengonfirmasi email dengan token dari tautan verifikasi (tanpa login; header Basic tetap seperti set-password; sekali pakai, kedaluwarsa)',
  body: emailVerificationConfirmRequestSchema,
  result: z.null(),
})
