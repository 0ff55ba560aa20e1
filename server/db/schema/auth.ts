import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import type { UserTypeLevel } from '#contract/auth/schemas.ts'
import { roleSegment } from './access.ts'
import { ts } from './columns.ts'

export const dashboardUser = pgTable(
  'dashboard_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 64 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    fullName: varchar('full_name', { length: 128 }).notNull().default(''),
    /** argon2id of base64(HMAC-SHA512(client key, password)); null until a password is set. */
    passwordHash: text('password_hash'),
    roleSegmentId: integer('role_segment_id')
      .notNull()
      .references(() => roleSegment.id),
    userTypeLevel: varchar('user_type_level', { length: 16 }).$type<UserTypeLevel>().notNull().default('ALL'),
    userTypeValue: varchar('user_type_value', { length: 32 }).notNull().default(''),
    partnerCode: varchar('partner_code', { length: 32 }).notNull().default(''),
    partnerId: varchar('partner_id', { length: 32 }).notNull().default(''),
    sharingFeePartnerCode: varchar('sharing_fee_partner_code', { length: 32 }).notNull().default(''),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: ts('locked_until'),
    emailVerifiedAt: ts('email_verified_at'),
    lastLoginAt: ts('last_login_at'),
    passwordChangedAt: ts('password_changed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dashboard_user_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('dashboard_user_email_lower_uq').on(sql`lower(${t.email})`),
    // The header search matches username, e-mail and name in one expression (server/areas/search).
    index('dashboard_user_search_trgm_idx').using(
      'gin',
      sql`(${t.username} || ' ' || ${t.email} || ' ' || ${t.fullName}) gin_trgm_ops`,
    ),
  ],
)

/** One row per sign-in; revoked on logout, password change or deactivation (shared by every instance). */
export const session = pgTable(
  'session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => dashboardUser.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    apiTokenHash: varchar('api_token_hash', { length: 64 }).notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [index('session_user_idx').on(t.userId)],
)

/** Single-use, short-lived tokens for POST /auto-login. */
export const autoLoginToken = pgTable('auto_login_token', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => dashboardUser.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  keyHash: varchar('key_hash', { length: 64 }).notNull(),
  issuedBy: varchar('issued_by', { length: 64 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
})

/** Single-use tokens behind "set/reset password" links. */
export const passwordToken = pgTable('password_token', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => dashboardUser.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  purpose: varchar('purpose', { length: 16 }).$type<'RESET' | 'SET'>().notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
})

/**
 * Failed sign-ins, for the throttle of each (address, username) pair (server/areas/auth/login-throttle.ts;
 * kept in the database so every instance sees them). `username` is what was typed, lowercased.
 */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ip: varchar('ip', { length: 64 }).notNull(),
    username: varchar('username', { length: 254 }).notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('login_failure_pair_idx').on(t.ip, t.username, t.at)],
)
