import { sql } from 'drizzle-orm'
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'

import { auditStamps, money, ts } from './columns.ts'
import { merchant, type PartnerType, partner } from './corporate.ts'
import { storedFile } from './files.ts'
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

/**
 * A partner-app segment (issue 16 §5, contract/partner/app-segment.ts): EXTERNAL names the partner its merchants
 * came through; INTERNAL holds a rule on the last 30 days' successful transactions (a minimum count and/or amount).
 * Within an audience the lowest priority number wins.
 */
export const partnerAppSegment = pgTable(
  'partner_app_segment',
  {
    id: id(),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: text('description').notNull().default(''),
    audience: varchar('audience', { length: 10 }).$type<'EXTERNAL' | 'INTERNAL'>().notNull(),
    partnerId: integer('partner_id').references(() => partner.id),
    minTrxCount: integer('min_trx_count'),
    minTrxAmount: money('min_trx_amount'),
    priority: integer('priority').notNull(),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    ...auditStamps(),
  },
  (t) => [
    uniqueIndex('partner_app_segment_code_uq').on(t.code),
    index('partner_app_segment_audience_idx').on(t.audience, t.priority),
    index('partner_app_segment_partner_idx').on(t.partnerId),
    check(
      'partner_app_segment_audience_ck',
      sql`(${t.audience} = 'EXTERNAL' and ${t.partnerId} is not null and ${t.minTrxCount} is null and ${t.minTrxAmount} is null)
        or (${t.audience} = 'INTERNAL' and ${t.partnerId} is null and (${t.minTrxCount} is not null or ${t.minTrxAmount} is not null))`,
    ),
  ],
)

/**
 * A merchant's partner-app segment of one audience (one per merchant and audience), and how it got there: MANUAL
 * (a user) or RULE ("Terapkan aturan" from an internal segment's rule). `audience` is the segment's, copied so
 * the unique index can say "one per audience".
 */
export const partnerSegmentMember = pgTable(
  'partner_segment_member',
  {
    id: id(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchant.id),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => partnerAppSegment.id),
    audience: varchar('audience', { length: 10 }).$type<'EXTERNAL' | 'INTERNAL'>().notNull(),
    source: varchar('source', { length: 10 }).$type<'MANUAL' | 'RULE'>().notNull().default('MANUAL'),
    ...auditStamps(),
  },
  (t) => [
    uniqueIndex('partner_segment_member_uq').on(t.merchantId, t.audience),
    index('partner_segment_member_segment_idx').on(t.segmentId),
  ],
)

/**
 * A banner of the MINT Partner app's home screen (issue 16 §5): its image in the file store, shown from `start_at`
 * until `end_at` (none: no end) when PUBLISHED, in `sort_order`, to the segments named (none: everyone).
 */
export const partnerBanner = pgTable(
  'partner_banner',
  {
    id: id(),
    title: varchar('title', { length: 100 }).notNull(),
    link: varchar('link', { length: 500 }).notNull(),
    imageFileId: uuid('image_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at'),
    status: varchar('status', { length: 10 }).$type<'PUBLISHED' | 'DRAFT'>().notNull().default('DRAFT'),
    segmentIds: integer('segment_ids').array().notNull().default(sql`'{}'::int[]`),
    ...auditStamps(),
  },
  (t) => [
    index('partner_banner_shown_idx').on(t.status, t.sortOrder),
    check('partner_banner_window_ck', sql`${t.endAt} is null or ${t.endAt} > ${t.startAt}`),
  ],
)
