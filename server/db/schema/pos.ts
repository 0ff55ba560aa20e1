import { sql } from 'drizzle-orm'
import {
  bigint,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
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

/**
 * Each sale of the cashier once (issue 18 item 4, the offline queue): its idempotency key and its receipt number,
 * each unique across every month. trx_retail is partitioned by month (server/ops/history-partitions.ts), so its own unique
 * indexes hold the month and could not refuse a key sent again with another sale time; this small table can.
 * The sale writes its row here right after its trx_retail row, in one transaction, so a second sale under the
 * same key waits for the first and then finds it. `trx_id` and `created_at` reach the sale by trx_retail's key.
 */
export const posSaleKey = pgTable(
  'pos_sale_key',
  {
    idempotencyKey: uuid('idempotency_key').primaryKey(),
    trxNo: varchar('trx_no', { length: 40 }).notNull(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlet.id),
    trxId: bigint('trx_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('pos_sale_key_no_uq').on(t.trxNo)],
)

/**
 * A saved (open) bill of table service (issue 18 item 3): the cart of a table kept on the server, so every
 * cashier device of the outlet sees it and a browser's cleared storage loses nothing. `version` rises on
 * each save (a save based on an older version is refused: another device changed it); `opened_by` marks the
 * device's cashier that has it in the cart now; the sale that settles it deletes it in its own transaction
 * (server/areas/retail/pos.ts recordSale), so a bill is paid once. The id is chosen by the browser, so a bill
 * saved offline keeps its id when it reaches the server.
 */
export const posOpenBill = pgTable(
  'pos_open_bill',
  {
    id: uuid('id').primaryKey(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlet.id),
    label: varchar('label', { length: 40 }).notNull(),
    /** contract/retail/pos-bills.ts billLinesSchema: product, quantity and line discount. */
    lines: jsonb('lines').notNull(),
    orderDiscount: money('order_discount').notNull().default(0),
    version: integer('version').notNull().default(1),
    savedBy: varchar('saved_by', { length: 64 }).notNull(),
    savedAt: ts('saved_at').notNull().defaultNow(),
    openedBy: varchar('opened_by', { length: 64 }),
    openedAt: ts('opened_at'),
  },
  (t) => [uniqueIndex('pos_open_bill_label_uq').on(t.outletId, t.label)],
)
