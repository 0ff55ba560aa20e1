import { boolean, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { MycroatmType } from '#contract/transactions/catalogue.ts'
import { auditStamps } from './columns.ts'

/**
 * Master data of the developer menu (issue 15 §1; docs/DOMAIN.md §1f): the merchant apps' features and
 * sub-features, the Mycroatm device types, the payment categories and methods. Fee schemes and tax types,
 * which the fee engine prices with, are in fees.ts.
 */

const stamps = auditStamps()
type ActiveStatus = 'ACTIVE' | 'INACTIVE'

/** A feature of the merchant apps (POS, Mybills, Mycroatm), in the order the apps list them. */
export const appsFeature = pgTable(
  'apps_feature',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    sortOrder: smallint('sort_order').notNull().default(0),
    status: varchar('status', { length: 16 }).$type<ActiveStatus>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [uniqueIndex('apps_feature_code_uq').on(t.code)],
)

/** A sub-feature (a menu item) of one apps feature. */
export const appsSubfeature = pgTable(
  'apps_subfeature',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    featureId: integer('feature_id')
      .notNull()
      .references(() => appsFeature.id),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    status: varchar('status', { length: 16 }).$type<ActiveStatus>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('apps_subfeature_code_uq').on(t.code),
    index('apps_subfeature_feature_idx').on(t.featureId),
  ],
)

/** A Mycroatm EDC model: its vendor and the transaction types its firmware supports. */
export const deviceMycroatmType = pgTable(
  'device_mycroatm_type',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    model: varchar('model', { length: 32 }).notNull(),
    supportedTypes: varchar('supported_types', { length: 16 }).array().$type<MycroatmType[]>().notNull(),
    status: varchar('status', { length: 16 }).$type<ActiveStatus>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [uniqueIndex('device_mycroatm_type_code_uq').on(t.code)],
)

/** A payment category (Tunai, Kartu, QRIS, Uang Elektronik, Transfer), in the order the cashier shows them. */
export const paymentCategory = pgTable(
  'payment_category',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    status: varchar('status', { length: 16 }).$type<ActiveStatus>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [uniqueIndex('payment_category_code_uq').on(t.code)],
)

/** A payment method (QRIS, Debit BCA, Flazz) of a category, with its MDR in basis points (0,7% = 70). */
export const paymentMethod = pgTable(
  'payment_method',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => paymentCategory.id),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** The bank or issuer behind it ('' for cash and QRIS). */
    bankCode: varchar('bank_code', { length: 3 }).notNull().default(''),
    mdrBps: smallint('mdr_bps').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...stamps,
  },
  (t) => [
    uniqueIndex('payment_method_code_uq').on(t.code),
    index('payment_method_category_idx').on(t.categoryId),
  ],
)
