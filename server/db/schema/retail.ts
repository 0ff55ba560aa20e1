import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { ImportIssue, ImportState, JobState, StockReason } from '#contract/retail/stock.ts'
import { auditStamps, money, ts } from './columns.ts'
import { merchant, outlet } from './corporate.ts'
import { storedFile } from './files.ts'

const stamps = auditStamps()
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

/**
 * Retail products (issue 18 item 1, docs/ARCHITECTURE.md "Retail products"). Quantities are integer
 * thousandths of the unit (`*_milli`: 0,025 kg is 25), money whole rupiah.
 */
export const productCategory = pgTable(
  'product_category',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchant.id),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [uniqueIndex('product_category_code_uq').on(t.merchantId, t.code)],
)

export const product = pgTable(
  'product',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchant.id),
    /** Sold at this outlet only; null: at every outlet of the merchant. */
    outletId: integer('outlet_id').references(() => outlet.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategory.id),
    sku: varchar('sku', { length: 64 }).notNull(),
    /** EAN-13, check digit verified (contract/retail/ean13.ts); null when the product has none. */
    barcode: varchar('barcode', { length: 13 }),
    name: varchar('name', { length: 128 }).notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    costPrice: money('cost_price').notNull().default(0),
    sellPrice: money('sell_price').notNull().default(0),
    /** A tax code of the fee book (PB1, PPN) or NONE. */
    taxType: varchar('tax_type', { length: 20 }).notNull().default('NONE'),
    imageUrl: varchar('image_url', { length: 300 }).notNull().default(''),
    /** The product's photo in the file store (server/files/store.ts: PNG, JPEG or WebP checked by content). */
    imageFileId: uuid('image_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('product_sku_uq').on(t.merchantId, t.sku),
    uniqueIndex('product_barcode_uq').on(t.merchantId, t.barcode).where(sql`barcode is not null`),
    index('product_category_idx').on(t.categoryId),
    index('product_name_idx').on(t.merchantId, t.name),
  ],
)

/** A recipe's header: one per product (its own recipe) or per category (drawn for each product of it). */
export const productComposition = pgTable('product_composition', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  productId: integer('product_id')
    .notNull()
    .unique()
    .references(() => product.id, { onDelete: 'cascade' }),
  ...stamps,
})

export const categoryComposition = pgTable('category_composition', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  categoryId: integer('category_id')
    .notNull()
    .unique()
    .references(() => productCategory.id, { onDelete: 'cascade' }),
  ...stamps,
})

/** One ingredient line of a recipe: exactly one of the two owners. */
export const compositionItem = pgTable(
  'composition_item',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productCompositionId: integer('product_composition_id').references(() => productComposition.id, {
      onDelete: 'cascade',
    }),
    categoryCompositionId: integer('category_composition_id').references(() => categoryComposition.id, {
      onDelete: 'cascade',
    }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => product.id),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('composition_item_product_idx').on(t.productCompositionId),
    index('composition_item_category_idx').on(t.categoryCompositionId),
    index('composition_item_ingredient_idx').on(t.ingredientId),
    check(
      'composition_item_one_owner',
      sql`(product_composition_id is null) <> (category_composition_id is null)`,
    ),
  ],
)

/**
 * Every change of stock is a row (issue 18: never an overwritten number); `product_stock` is the sum kept
 * beside it by the trigger of migration 0033 in the same statement, which also refuses a negative result
 * where the outlet does not allow it.
 */
export const stockMovement = pgTable(
  'stock_movement',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlet.id),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 16 }).$type<StockReason>().notNull(),
    /** The receipt, the import or the adjustment's note that caused it. */
    reference: varchar('reference', { length: 64 }).notNull().default(''),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('stock_movement_product_idx').on(t.productId, t.outletId, t.createdAt)],
)

/**
 * A stock count (stok opname, issue 18 item 5): what was physically counted of a product at an outlet at a
 * moment, and by whom. Recording it also writes a COUNT movement of the difference to the book stock, so the
 * book follows the shelf; the variance report (server/areas/retail/variance.ts) reads consecutive counts.
 */
export const stockCount = pgTable(
  'stock_count',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlet.id),
    countedMilli: bigint('counted_milli', { mode: 'number' }).notNull(),
    /** The book stock just before the count (what the COUNT movement corrected). */
    bookMilli: bigint('book_milli', { mode: 'number' }).notNull(),
    countedAt: ts('counted_at').notNull().defaultNow(),
    countedBy: varchar('counted_by', { length: 64 }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
  },
  (t) => [
    index('stock_count_outlet_idx').on(t.outletId, t.productId, t.countedAt),
    check('stock_count_not_negative', sql`counted_milli >= 0`),
  ],
)

export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlet.id),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.outletId] })],
)

/**
 * Background jobs (docs/ARCHITECTURE.md "Background jobs"): claimed with FOR UPDATE SKIP LOCKED by every
 * server process's worker loop; a job whose lease (`locked_until`) ran out is claimed again.
 */
export const job = pgTable(
  'job',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 48 }).notNull(),
    payload: jsonb('payload').notNull(),
    state: varchar('state', { length: 16 }).$type<JobState>().notNull().default('queued'),
    /** 0–100. */
    progress: smallint('progress').notNull().default(0),
    progressText: varchar('progress_text', { length: 200 }).notNull().default(''),
    result: jsonb('result'),
    error: text('error'),
    ownerUser: varchar('owner_user', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(3),
    lockedUntil: ts('locked_until'),
    /** A queued job is not claimed before this: a failed attempt's backoff (server/jobs/runner.ts). */
    runAfter: ts('run_after').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('job_claim_idx').on(t.id).where(sql`state in ('queued', 'running')`)],
)

/** One bulk import of products (issue 18 item 2): the file, its report and its outcome, kept. */
export const productImport = pgTable(
  'product_import',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchant.id),
    outletId: integer('outlet_id').references(() => outlet.id),
    jobId: bigint('job_id', { mode: 'number' }).references(() => job.id),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    format: varchar('format', { length: 4 }).$type<'CSV' | 'XLSX'>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    file: bytea('file').notNull(),
    state: varchar('state', { length: 16 }).$type<ImportState>().notNull().default('QUEUED'),
    rowCount: integer('row_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    warningCount: integer('warning_count').notNull().default(0),
    insertedCount: integer('inserted_count').notNull().default(0),
    /** The per-row report (line, column, message), at most IMPORT_REPORT_LIMIT entries. */
    report: jsonb('report').$type<ImportIssue[]>().notNull().default([]),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('product_import_merchant_idx').on(t.merchantId, t.createdAt)],
)
