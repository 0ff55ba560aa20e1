import { date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { auditStamps, money, ts } from './columns.ts'
import { partner } from './corporate.ts'

/**
 * The partner area's own tables (issue 16 §4–5; the partner itself is in corporate.ts, where the transaction
 * tables' references need it).
 */

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity()

/**
 * A payment of a partner's sharing fees for a period (WIB days, both ends included): the partner's income
 * history (riwayat pendapatan) shows a day as settled when a settlement of its partner covers it. The amount
 * is what the partner-share rollups held for the period when it was recorded.
 */
export const partnerSettlement = pgTable(
  'partner_settlement',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partner.id),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    amount: money('amount').notNull(),
    /** The transfer's reference, `STL/2026/10/PTN001`. */
    referenceNo: varchar('reference_no', { length: 64 }).notNull(),
    settledAt: ts('settled_at').notNull(),
    note: text('note').notNull().default(''),
    ...auditStamps(),
  },
  (t) => [
    uniqueIndex('partner_settlement_period_uq').on(t.partnerId, t.periodFrom),
    index('partner_settlement_to_idx').on(t.partnerId, t.periodTo),
  ],
)
