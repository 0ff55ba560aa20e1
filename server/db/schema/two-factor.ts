import { bigint, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { dashboardUser } from './auth.ts'
import { ts } from './columns.ts'

/**
 * A user's authenticator (TOTP, RFC 6238). The row exists from the moment enrolment starts; it counts
 * only once `enabled_at` is set. The secret is AES-256-GCM encrypted under TWO_FACTOR_KEY with the
 * user id as associated data, so neither a database dump nor a copied row yields a working secret.
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => dashboardUser.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: ts('enabled_at'),
  /** The 30-second time-step of the last accepted code: a code of that step or earlier is refused. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
})

/** One-time recovery codes, stored as HMAC-SHA256 under a key derived from TWO_FACTOR_KEY. */
export const twoFactorRecoveryCode = pgTable(
  'two_factor_recovery_code',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => dashboardUser.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_recovery_code_user_hash_uq').on(t.userId, t.codeHash)],
)

/**
 * The second step of a sign-in: issued by /login after the right password, single use, short-lived,
 * and dead after too many wrong codes. VERIFY asks for a code; SETUP (the user's segment requires
 * 2FA and the user has none) lets the user enrol first.
 */
export const twoFactorChallenge = pgTable(
  'two_factor_challenge',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => dashboardUser.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    purpose: varchar('purpose', { length: 16 }).$type<'VERIFY' | 'SETUP'>().notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('two_factor_challenge_user_idx').on(t.userId)],
)
