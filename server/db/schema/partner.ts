import { char, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

import { auditStamps, money, ts } from './columns.ts'
import { type PartnerType, partner } from './corporate.ts'
import { billerProduct } from './products.ts'

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

export type RegistrationStatus = 'PENDING' | 'APPROVED' | 'REJECTED'

/**
 * A company's application to become a partner (issue 16 §5, approved partner): decided once, approved (the
 * partner it became in `partner_id`) or rejected with a reason.
 */
export const partnerRegistration = pgTable(
  'partner_registration',
  {
    id: id(),
    /** `REG/2026/11/0007`. */
    registrationNo: varchar('registration_no', { length: 32 }).notNull().unique(),
    companyName: varchar('company_name', { length: 128 }).notNull(),
    type: varchar('type', { length: 16 }).$type<PartnerType>().notNull(),
    businessField: varchar('business_field', { length: 128 }).notNull(),
    address: text('address').notNull(),
    city: varchar('city', { length: 64 }).notNull(),
    picName: varchar('pic_name', { length: 128 }).notNull(),
    picEmail: varchar('pic_email', { length: 254 }).notNull(),
    bankCode: char('bank_code', { length: 3 }).notNull(),
    accountNo: varchar('account_no', { length: 20 }).notNull(),
    accountName: varchar('account_name', { length: 128 }).notNull(),
    submittedAt: ts('submitted_at').notNull(),
    status: varchar('status', { length: 10 }).$type<RegistrationStatus>().notNull().default('PENDING'),
    decidedAt: ts('decided_at'),
    decidedBy: varchar('decided_by', { length: 64 }).notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    partnerId: integer('partner_id').references(() => partner.id),
    ...auditStamps(),
  },
  (t) => [index('partner_registration_status_idx').on(t.status, t.submittedAt)],
)

/**
 * Segmen Produk Partner (issue 16 §4): a biller product a partner serves, and the fee scheme (by code, a shared
 * Mybills admin scheme naming the partner) that gives it its share. The share is the scheme's (fee_scheme.sharing,
 * priced by the fee engine); this row records the relationship and which scheme holds it.
 */
export const partnerProduct = pgTable(
  'partner_product',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partner.id),
    productId: integer('product_id')
      .notNull()
      .references(() => billerProduct.id),
    schemeCode: varchar('scheme_code', { length: 30 }).notNull(),
    note: text('note').notNull().default(''),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    ...auditStamps(),
  },
  (t) => [
    uniqueIndex('partner_product_uq').on(t.partnerId, t.productId),
    index('partner_product_product_idx').on(t.productId),
  ],
)
