import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditStamps, ts } from './columns.ts'
import { corporateGroup, merchant } from './corporate.ts'

/**
 * One-time codes (issue 19 item 6, docs/ARCHITECTURE.md "One-time codes"): one row per code sent, for every
 * purpose (registration, forgot password, forgot PIN, partner e-mail). The code itself is never stored, only its
 * HMAC under TOKEN_SECRET (bound to purpose and target); a right code is consumed once and gives a short-lived
 * proof token (also stored as HMAC) that the last step of the flow spends once. The rows are also the rate
 * limit's memory: requests per target and per address are counted here, so every process sees the same count.
 */
export const oneTimeCode = pgTable(
  'one_time_code',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    /** The lower-cased e-mail or username the code was asked for (whether or not it belongs to anyone). */
    target: varchar('target', { length: 254 }).notNull(),
    /** Null when nothing was sent (the target is unknown): the row still counts toward the limits. */
    codeHash: text('code_hash'),
    ip: varchar('ip', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    proofHash: text('proof_hash'),
    proofExpiresAt: ts('proof_expires_at'),
    proofUsedAt: ts('proof_used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('one_time_code_target_idx').on(t.purpose, t.target, t.createdAt),
    index('one_time_code_ip_idx').on(t.ip, t.createdAt),
    uniqueIndex('one_time_code_proof_idx').on(t.proofHash).where(sql`proof_hash is not null`),
  ],
)

/** Wrong answers per purpose and target since the last right one, and the lock they lead to. */
export const oneTimeCodeGuard = pgTable(
  'one_time_code_guard',
  {
    purpose: varchar('purpose', { length: 32 }).notNull(),
    target: varchar('target', { length: 254 }).notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: ts('locked_until'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.target] })],
)

export type MerchantRegistrationStatus = 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED'

/**
 * A merchant's own application (/registration, issue 19 item 3): opened once the applicant proved the e-mail
 * with a code, filled (and saved) through the link mailed to them, submitted into operations' queue as a merchant
 * "Menunggu Verifikasi", then approved or rejected in the merchant screen.
 */
export const merchantRegistration = pgTable(
  'merchant_registration',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `MRG-2026-000123`. */
    registrationNo: varchar('registration_no', { length: 20 }).notNull().unique(),
    email: varchar('email', { length: 254 }).notNull(),
    referralCode: varchar('referral_code', { length: 32 }).notNull().default(''),
    groupId: integer('group_id')
      .notNull()
      .references(() => corporateGroup.id),
    /** HMAC of the token in the mailed link that resumes the application. */
    tokenHash: text('token_hash').notNull().unique(),
    tokenExpiresAt: ts('token_expires_at').notNull(),
    /** The form as last saved (contract/public/registration.ts `registrationForm`). */
    form: jsonb('form'),
    status: varchar('status', { length: 12 }).$type<MerchantRegistrationStatus>().notNull().default('DRAFT'),
    merchantId: integer('merchant_id').references(() => merchant.id),
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
    decidedBy: varchar('decided_by', { length: 64 }).notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    ...auditStamps(),
  },
  (t) => [
    uniqueIndex('merchant_registration_email_idx').on(sql`lower(${t.email})`),
    index('merchant_registration_merchant_idx').on(t.merchantId),
  ],
)

/** The merchant app's sign-in (the owner's e-mail and password); its password is set through forgot-password. */
export const merchantAccount = pgTable(
  'merchant_account',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchant.id),
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id of the password; null until the owner sets one. */
    passwordHash: text('password_hash'),
    passwordChangedAt: ts('password_changed_at'),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    ...auditStamps(),
  },
  (t) => [uniqueIndex('merchant_account_email_idx').on(sql`lower(${t.email})`)],
)
