import { z } from 'zod'
import { userTypeLevelSchema } from '../auth/schemas.ts'
import { dirSchema, paging, required } from './common.ts'

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
      userTypeLevel: userTypeLevelSchema.optional(),
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
  userTypeLevel: userTypeLevelSchema,
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
  userTypeLevel: userTypeLevelSchema.optional(),
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
  userTypeLevel: userTypeLevelSchema,
  userTypeValue: z.string(),
  /** Name of the client, region, group, merchant or partner the value codes ('' for ALL). */
  userTypeValueName: z.string(),
  partnerCode: z.string(),
  partnerId: z.string(),
  sharingFeePartnerCode: z.string(),
  status: userStatusSchema,
  passwordSet: z.boolean(),
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
