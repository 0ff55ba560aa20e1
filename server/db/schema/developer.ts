import { bigint, index, integer, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core'
import { ts } from './columns.ts'

/**
 * Every inquiry of the Biller Helper (docs/ARCHITECTURE.md "Biller Helper"): who asked, when, which
 * product and customer number, the RC, how long the host took, what the dashboard answered (`result`)
 * and what the host sent (`raw`, null when it did not answer). A customer number is the biller's
 * customer, not personal data of the dashboard's users, and is kept whole.
 * The product is kept by its code (no reference): the log outlives a product's removal.
 */
export const billerInquiryLog = pgTable(
  'biller_inquiry_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: ts('at').notNull().defaultNow(),
    userId: uuid('user_id'),
    username: varchar('username', { length: 64 }).notNull(),
    productCode: varchar('product_code', { length: 32 }).notNull(),
    customerNo: varchar('customer_no', { length: 20 }).notNull(),
    rc: varchar('rc', { length: 4 }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    result: jsonb('result').notNull(),
    raw: jsonb('raw'),
  },
  (t) => [
    index('biller_inquiry_log_user_idx').on(t.userId, t.at, t.id),
    index('biller_inquiry_log_at_idx').on(t.at, t.id),
  ],
)
