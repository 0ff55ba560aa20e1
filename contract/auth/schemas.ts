/**
 * The shapes of signing in, written with zod/mini (docs/ARCHITECTURE.md "Bundle size"): the sign-in
 * pages validate with them and the session parses the profile with them, so they must not pull in the
 * whole of zod. The server uses them like any other schema (fastify-type-provider-zod works on zod's core).
 */
import * as z from 'zod/mini'
import { roleEntrySchema } from '../access/can.ts'

export const USER_TYPE_LEVELS = ['ALL', 'CLIENT', 'REGION', 'GROUP', 'MERCHANT', 'PARTNER'] as const
export const userTypeLevelSchema = z.enum(USER_TYPE_LEVELS)
export type UserTypeLevel = z.infer<typeof userTypeLevelSchema>

/** The logged-in profile of docs/PRODUCT.md §3. */
export const profileSchema = z.object({
  /** The account's immutable id: what controls compare (a username can be changed). */
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  roleSegmentCode: z.string(),
  roleSegmentName: z.string(),
  roleSegmentValue: z.array(roleEntrySchema),
  userTypeLevel: userTypeLevelSchema,
  userTypeValue: z.string(),
  sharingFeePartnerCode: z.string(),
  partnerCode: z.string(),
  partnerId: z.string(),
})
export type Profile = z.infer<typeof profileSchema>

export const loginResultSchema = z.extend(profileSchema, {
  accessToken: z.string(),
  apiToken: z.string(),
})
export type LoginResult = z.infer<typeof loginResultSchema>

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .check(
      z.trim(),
      z.minLength(1, `${label} wajib diisi.`),
      z.maxLength(max, `${label} maksimal ${max} karakter.`),
    )
const email = () => z.pipe(required('Email', 254), z.email('Email harus berupa alamat surel yang valid.'))

export const loginRequestSchema = z.strictObject({
  username: required('Username atau email', 254),
  /** base64(HMAC-SHA512(LOGIN_HMAC_KEY, password)), 88 characters. */
  password: required('Password', 200),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const autoLoginRequestSchema = z.strictObject({
  token: required('Token', 200),
  key: required('Key', 200),
})

export const autoLoginIssueRequestSchema = z.strictObject({
  username: required('Username', 254),
})
export const autoLoginIssueResultSchema = z.object({
  token: z.string(),
  key: z.string(),
  expiresAt: z.string(),
  url: z.string(),
})

export const forgotPasswordRequestSchema = z.strictObject({
  email: email(),
})

export const setPasswordRequestSchema = z.strictObject({
  email: email(),
  token: required('Token', 200),
  /** base64(iv || AES-256-CBC(PASSWORD_AES_KEY, iv, password)). */
  password: required('Password', 400),
})

/** Password rule for any password a person chooses (set, reset, change). */
export const PASSWORD_MIN_LENGTH = 10
