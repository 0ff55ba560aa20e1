import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { Bearer, FeeComponent, Sharing, Tier } from '#contract/fees/schemes.ts'
import type { TaxBase } from '#contract/fees/taxes.ts'
import type { PaymentMethod, TrxKind } from '#contract/transactions/catalogue.ts'
import { auditStamps } from './columns.ts'
import { outlet } from './corporate.ts'

/**
 * What the fee engine (contract/fees/) prices with, stored (issue 15 §4): fee scheme versions and tax rule
 * versions, each column a field of the engine's schemas (contract/fees/schemes.ts, taxes.ts), nulls where the
 * engine's field is optional. Versions of one code differ by their validity; the engine refuses overlaps.
 * server/areas/transactions/fee-book.ts reads them into a compiled fee book.
 */

const stamps = auditStamps()

export const feeScheme = pgTable(
  'fee_scheme',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 30 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    component: varchar('component', { length: 8 }).$type<FeeComponent>().notNull(),
    bearer: varchar('bearer', { length: 8 }).$type<Bearer>().notNull(),
    type: varchar('type', { length: 8 }).$type<'FLAT' | 'PERCENT' | 'TIERED'>().notNull(),
    /** FLAT: the fee in whole rupiah. */
    amount: bigint('amount', { mode: 'number' }),
    /** PERCENT: the rate in basis points (70 = 0,7%). */
    bps: integer('bps'),
    /** TIERED (BERTINGKAT): the tiers, each flat or percent. */
    tiers: jsonb('tiers').$type<Tier[]>(),
    minFee: bigint('min_fee', { mode: 'number' }),
    maxFee: bigint('max_fee', { mode: 'number' }),
    /** A flat fee per unit (per bill sheet). */
    perUnit: boolean('per_unit').notNull().default(false),
    kind: varchar('kind', { length: 10 }).$type<TrxKind>().notNull(),
    /** Only these products (biller product codes, Mycroatm subjects), payment methods, business categories. */
    products: varchar('products', { length: 50 }).array(),
    paymentMethods: varchar('payment_methods', { length: 8 }).array().$type<PaymentMethod[]>(),
    merchantCategories: varchar('merchant_categories', { length: 3 })
      .array()
      .$type<('UMI' | 'UKE' | 'UME' | 'UBE')[]>(),
    /** How partners share the fee (contract/fees/schemes.ts sharingSchema). */
    sharing: jsonb('sharing').$type<Sharing>(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [uniqueIndex('fee_scheme_version_uq').on(t.code, t.validFrom)],
)

export const taxType = pgTable(
  'tax_type',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 20 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    bps: integer('bps').notNull(),
    base: varchar('base', { length: 10 }).$type<TaxBase>().notNull(),
    inclusive: boolean('inclusive').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [uniqueIndex('tax_type_version_uq').on(t.code, t.validFrom)],
)

/**
 * Where a service-fee scheme applies (DOMAIN.md §1f "Service-fee scheme/subject": produk, kategori, outlet;
 * issue 15 item 1, apps-sfee-subject): a product code, a product category code, or an outlet. The scheme is
 * a version row of fee_scheme (component SERVICE); deleting or deactivating it is refused while subjects
 * name it. Until segmentation resolves a merchant's schemes (issue 16), pricing does not read this table.
 */
export const feeSchemeSubject = pgTable(
  'fee_scheme_subject',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => feeScheme.id),
    subjectType: varchar('subject_type', { length: 10 }).$type<'PRODUCT' | 'CATEGORY' | 'OUTLET'>().notNull(),
    /** OUTLET: the outlet; null otherwise. */
    outletId: integer('outlet_id').references(() => outlet.id),
    /** PRODUCT or CATEGORY: the product or category code; '' for an outlet. */
    subjectCode: varchar('subject_code', { length: 50 }).notNull().default(''),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [
    unique('fee_scheme_subject_uq')
      .on(t.schemeId, t.subjectType, t.subjectCode, t.outletId)
      .nullsNotDistinct(),
    index('fee_scheme_subject_outlet_idx').on(t.outletId),
  ],
)
