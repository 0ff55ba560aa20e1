import { sql } from 'drizzle-orm'
import { char, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { money, ts } from './columns.ts'
import { outlet } from './corporate.ts'

/**
 * A cashier's shift at an outlet (issue 18 item 3): opened with the cash in the drawer, closed with the cash
 * counted; `expected_cash` (opening + the cash the shift's sales kept) and the difference are fixed at the
 * close. One open shift per cashier and outlet.
 */
export const posShift = pgTable(
  'pos_shift',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlet.id),
    openedBy: varchar('opened_by', { length: 64 }).notNull(),
    openedAt: ts('opened_at').notNull().defaultNow(),
    openingCash: money('opening_cash').notNull(),
    closedAt: ts('closed_at'),
    countedCash: money('counted_cash'),
    expectedCash: money('expected_cash'),
    difference: money('difference'),
  },
  (t) => [
    uniqueIndex('pos_shift_open_uq').on(t.outletId, t.openedBy).where(sql`closed_at is null`),
    index('pos_shift_outlet_idx').on(t.outletId, t.openedAt),
  ],
)

/**
 * The last receipt number handed out per outlet and WIB day (DOMAIN.md §1e `INV/OTL123/20250612/0042`). The
 * browser reserves numbers ahead (`/pos/receipt-numbers`), so a sale made offline prints its final number;
 * a reserved number that is never used leaves a gap, never a duplicate.
 */
export const posReceiptCounter = pgTable(
  'pos_receipt_counter',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlet.id),
    day: char('day', { length: 8 }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.day] })],
)
