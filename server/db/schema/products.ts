import { bigint, char, index, integer, pgTable, time, varchar } from 'drizzle-orm/pg-core'
import type { BillerCategory, BillerProductType } from '#contract/transactions/catalogue.ts'
import { auditStamps } from './columns.ts'
import { partner } from './corporate.ts'

const stamps = auditStamps()

/** Biller products sold through Mybills (docs/DOMAIN.md §1f): price, admin fee and the merchant's share. */
export const billerProduct = pgTable(
  'biller_product',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 128 }).notNull(),
    biller: varchar('biller', { length: 64 }).notNull(),
    category: varchar('category', { length: 16 }).$type<BillerCategory>().notNull(),
    type: varchar('type', { length: 10 }).$type<BillerProductType>().notNull(),
    /** The aggregator the product is bought from; the sharing-fee partner of its transactions. */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partner.id),
    /** Face value of a prepaid product; 0 for postpaid (the bill decides). */
    denomination: bigint('denomination', { mode: 'number' }).notNull().default(0),
    buyPrice: bigint('buy_price', { mode: 'number' }).notNull().default(0),
    sellPrice: bigint('sell_price', { mode: 'number' }).notNull().default(0),
    /** Admin fee charged to the customer (per bill sheet for postpaid). */
    adminFee: bigint('admin_fee', { mode: 'number' }).notNull().default(0),
    /** What the merchant earns per transaction. */
    merchantFee: bigint('merchant_fee', { mode: 'number' }).notNull().default(0),
    /**
     * The biller's daily cut-off window (WIB, e.g. 23:30–00:30 for PLN): no payment is sent while it holds; a
     * window that ends past midnight wraps. Both empty: no cut-off.
     */
    cutOffStart: time('cut_off_start'),
    cutOffEnd: time('cut_off_end'),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [index('biller_product_category_idx').on(t.category, t.code)],
)

/** E-money / transit card issuers and their (configurable, fictitious) 16-digit card prefixes. */
export const cardIssuer = pgTable('card_issuer', {
  code: varchar('code', { length: 16 }).primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  /** Bank of the issuer: a top-up through that bank's channel is "on-us". */
  bankCode: char('bank_code', { length: 3 }).notNull(),
  prefix: varchar('prefix', { length: 8 }).notNull().unique(),
  partnerId: integer('partner_id').references(() => partner.id),
})
