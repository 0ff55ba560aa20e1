import { sql } from 'drizzle-orm'
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { auditStamps, ts } from './columns.ts'

const stamps = auditStamps()

/** Blocks on a customer number, card, MID, TID or product until a date; reopened explicitly. */
export const transactionBlock = pgTable(
  'transaction_block',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    keyType: varchar('key_type', { length: 16 })
      .$type<'CUSTOMER_NO' | 'CARD_NO' | 'MID' | 'TID' | 'PRODUCT'>()
      .notNull(),
    keyValue: varchar('key_value', { length: 32 }).notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    validUntil: ts('valid_until').notNull(),
    status: varchar('status', { length: 16 })
      .$type<'ACTIVE' | 'EXPIRED' | 'REOPENED'>()
      .notNull()
      .default('ACTIVE'),
    reopenedAt: ts('reopened_at'),
    reopenedBy: varchar('reopened_by', { length: 64 }),
    ...stamps,
  },
  (t) => [
    uniqueIndex('transaction_block_active_key_uq').on(t.keyType, t.keyValue).where(sql`status = 'ACTIVE'`),
    index('transaction_block_valid_idx').on(t.validUntil),
  ],
)
