import { sql } from 'drizzle-orm'
import {
  bigint,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { SalePayment, SaleTax } from '#contract/retail/pos.ts'
import type {
  BillerProductType,
  DepositMethod,
  MycroatmType,
  PaymentMethod,
  TaxType,
  TopupChannel,
  TrxKind,
  TrxStatus,
} from '#contract/transactions/catalogue.ts'
import type { RetailItem } from '#contract/transactions/rows.ts'
import { money, ts } from './columns.ts'
import { client, corporateGroup, merchant, outlet, partner, region } from './corporate.ts'
import { device } from './devices.ts'
import { posShift } from './pos.ts'
import { billerProduct } from './products.ts'

/**
 * The five tables are partitioned by WIB month of `created_at` (migration 0044, server/ops/history-partitions.ts;
 * docs/ARCHITECTURE.md "Partitioned history"), which drizzle cannot declare: the key therefore holds the month
 * (`id`, `created_at`), and so does each unique index. A receipt's number is unique per month here; the cashier's
 * sales are unique by key and by number in `pos_sale_key` (server/db/schema/pos.ts), and the other kinds' numbers
 * are made unique by whoever numbers them (the host's reference, the generator).
 *
 * Columns every transaction kind shares. The corporate hierarchy is copied onto the row when it is
 * recorded: a transaction belongs to the client/region/group its merchant had at that moment, and data
 * scope and every report filter are single indexed predicates with no join.
 */
const common = () => ({
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  trxNo: varchar('trx_no', { length: 40 }).notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
  clientId: integer('client_id')
    .notNull()
    .references(() => client.id),
  regionId: integer('region_id')
    .notNull()
    .references(() => region.id),
  groupId: integer('group_id')
    .notNull()
    .references(() => corporateGroup.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchant.id),
  partnerId: integer('partner_id').references(() => partner.id),
  status: varchar('status', { length: 10 }).$type<TrxStatus>().notNull(),
  /** Principal amount: the sale, the bill, the withdrawal, the top-up. */
  amount: money('amount').notNull(),
  fee: money('fee').notNull(),
  /** What changed hands in total (amount + fee where the customer pays the fee). */
  total: money('total').notNull(),
})
const atOutlet = () => ({
  outletId: integer('outlet_id')
    .notNull()
    .references(() => outlet.id),
  deviceId: integer('device_id').references(() => device.id),
})

// ---- Retail sales ----
export const trxRetail = pgTable(
  'trx_retail',
  {
    ...common(),
    ...atOutlet(),
    cashierName: varchar('cashier_name', { length: 128 }).notNull().default(''),
    items: jsonb('items').$type<RetailItem[]>().notNull(),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default(0),
    serviceCharge: money('service_charge').notNull().default(0),
    taxType: varchar('tax_type', { length: 3 }).$type<TaxType>(),
    taxAmount: money('tax_amount').notNull().default(0),
    paymentMethod: varchar('payment_method', { length: 8 }).$type<PaymentMethod>().notNull(),
    paid: money('paid').notNull(),
    change: money('change').notNull().default(0),
    rc: varchar('rc', { length: 2 }).notNull().default(''),
    // The POS cashier's sales (issue 18 item 3); null on the generator's rows.
    /** The browser's key for the sale; `pos_sale_key` makes the same key twice one sale (retries, the offline queue). */
    idempotencyKey: uuid('idempotency_key'),
    shiftId: integer('shift_id').references(() => posShift.id),
    /** Each part of a split payment; `payment_method` holds the largest part's (the rollups' subject). */
    payments: jsonb('payments').$type<SalePayment[]>(),
    /** Each tax as the cart priced it (a cart may hold PB1 and PPN lines); `tax_type` names the larger. */
    taxes: jsonb('taxes').$type<SaleTax[]>(),
    voidReason: varchar('void_reason', { length: 200 }),
    voidedBy: varchar('voided_by', { length: 64 }),
  },
  (t) => [
    primaryKey({ name: 'trx_retail_pkey', columns: [t.id, t.createdAt] }),
    uniqueIndex('trx_retail_no_uq').on(t.trxNo, t.createdAt),
    index('trx_retail_shift_idx').on(t.shiftId).where(sql`shift_id is not null`),
    index('trx_retail_time_idx').on(t.createdAt, t.id),
    index('trx_retail_client_idx').on(t.clientId, t.createdAt, t.id),
    index('trx_retail_merchant_idx').on(t.merchantId, t.createdAt, t.id),
    index('trx_retail_outlet_idx').on(t.outletId, t.createdAt, t.id),
    index('trx_retail_device_idx').on(t.deviceId, t.createdAt, t.id),
    index('trx_retail_status_idx').on(t.status, t.createdAt, t.id),
    index('trx_retail_amount_idx').on(t.amount, t.createdAt),
  ],
)

/** One partner's part of a transaction's shared fee, as `partner_shares` stores it (snake case: read by SQL). */
export interface PartnerShare {
  partner_id: number
  amount: number
}

// ---- Biller (Mybills) prepaid and postpaid ----
export const trxBiller = pgTable(
  'trx_biller',
  {
    ...common(),
    ...atOutlet(),
    refId: varchar('ref_id', { length: 32 }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => billerProduct.id),
    productCode: varchar('product_code', { length: 32 }).notNull(),
    productType: varchar('product_type', { length: 10 }).$type<BillerProductType>().notNull(),
    customerNo: varchar('customer_no', { length: 32 }).notNull(),
    customerName: varchar('customer_name', { length: 128 }).notNull().default(''),
    /** Billing period YYYYMM of a postpaid bill. */
    period: char('period', { length: 6 }),
    sheets: smallint('sheets').notNull().default(1),
    billAmount: money('bill_amount').notNull(),
    adminFee: money('admin_fee').notNull(),
    penalty: money('penalty').notNull().default(0),
    buyPrice: money('buy_price').notNull(),
    merchantFee: money('merchant_fee').notNull().default(0),
    /** The partners' parts of the admin fee (the aggregator's), as the fee engine shares it (issue 15 §4). */
    partnerFee: money('partner_fee').notNull().default(0),
    /**
     * Each partner's part of `partner_fee`, as the fee engine shared it when the transaction was priced
     * (`[{ "partner_id": 3, "amount": 750 }]`, partner ids; null when nothing is shared: a failed sale, or no
     * partner in the scheme's shares). Read only by the partner-share rollups (docs/ARCHITECTURE.md "Partners"):
     * fixed at pricing like a receipt's items, so stored on the row rather than in a table of its own.
     */
    partnerShares: jsonb('partner_shares').$type<PartnerShare[]>(),
    snToken: varchar('sn_token', { length: 64 }).notNull().default(''),
    rc: varchar('rc', { length: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'trx_biller_pkey', columns: [t.id, t.createdAt] }),
    uniqueIndex('trx_biller_no_uq').on(t.trxNo, t.createdAt),
    index('trx_biller_time_idx').on(t.createdAt, t.id),
    index('trx_biller_client_idx').on(t.clientId, t.createdAt, t.id),
    index('trx_biller_merchant_idx').on(t.merchantId, t.createdAt, t.id),
    index('trx_biller_outlet_idx').on(t.outletId, t.createdAt, t.id),
    index('trx_biller_device_idx').on(t.deviceId, t.createdAt, t.id),
    index('trx_biller_status_idx').on(t.status, t.createdAt, t.id),
    index('trx_biller_amount_idx').on(t.amount, t.createdAt),
    index('trx_biller_product_idx').on(t.productId, t.createdAt, t.id),
    index('trx_biller_partner_idx').on(t.partnerId, t.createdAt, t.id),
    index('trx_biller_customer_idx').on(t.customerNo, t.createdAt),
  ],
)

// ---- Mycroatm (micro-ATM): never a full card number, only the masked PAN and a hash ----
export const trxMycroatm = pgTable(
  'trx_mycroatm',
  {
    ...common(),
    ...atOutlet(),
    trxType: varchar('trx_type', { length: 16 }).$type<MycroatmType>().notNull(),
    processingCode: char('processing_code', { length: 6 }).notNull(),
    tid: char('tid', { length: 8 }).notNull(),
    mid: char('mid', { length: 15 }).notNull(),
    /** First 6 and last 4 digits, e.g. 601301******1234. */
    panMasked: char('pan_masked', { length: 16 }).notNull(),
    /** HMAC-SHA256 of the full PAN, to find a card's transactions without storing its number. */
    panHash: char('pan_hash', { length: 64 }).notNull(),
    issuerBankCode: char('issuer_bank_code', { length: 3 }).notNull(),
    destBankCode: char('dest_bank_code', { length: 3 }),
    destAccount: varchar('dest_account', { length: 20 }),
    stan: char('stan', { length: 6 }).notNull(),
    rrn: char('rrn', { length: 12 }).notNull(),
    approvalCode: varchar('approval_code', { length: 6 }).notNull().default(''),
    rc: varchar('rc', { length: 2 }).notNull(),
    /** The agent's (merchant's) share of the admin fee, by the scheme's sharing (issue 15; 0 before it). */
    merchantFee: money('merchant_fee').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'trx_mycroatm_pkey', columns: [t.id, t.createdAt] }),
    uniqueIndex('trx_mycroatm_no_uq').on(t.trxNo, t.createdAt),
    index('trx_mycroatm_time_idx').on(t.createdAt, t.id),
    index('trx_mycroatm_client_idx').on(t.clientId, t.createdAt, t.id),
    index('trx_mycroatm_merchant_idx').on(t.merchantId, t.createdAt, t.id),
    index('trx_mycroatm_outlet_idx').on(t.outletId, t.createdAt, t.id),
    index('trx_mycroatm_device_idx').on(t.deviceId, t.createdAt, t.id),
    index('trx_mycroatm_status_idx').on(t.status, t.createdAt, t.id),
    index('trx_mycroatm_amount_idx').on(t.amount, t.createdAt),
    index('trx_mycroatm_rrn_idx').on(t.rrn),
    index('trx_mycroatm_pan_last4_idx').on(sql`right(${t.panMasked}, 4)`, t.createdAt),
  ],
)

// ---- Top-up of e-money and transit cards ----
export const trxTopup = pgTable(
  'trx_topup',
  {
    ...common(),
    ...atOutlet(),
    cardNo: char('card_no', { length: 16 }).notNull(),
    issuerCode: varchar('issuer_code', { length: 16 }).notNull(),
    balanceBefore: money('balance_before').notNull(),
    balanceAfter: money('balance_after').notNull(),
    channel: varchar('channel', { length: 10 }).$type<TopupChannel>().notNull(),
    rc: varchar('rc', { length: 2 }).notNull().default(''),
    /** The merchant's share of the top-up fee, by the scheme's sharing (issue 15; 0 before it). */
    merchantFee: money('merchant_fee').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'trx_topup_pkey', columns: [t.id, t.createdAt] }),
    uniqueIndex('trx_topup_no_uq').on(t.trxNo, t.createdAt),
    index('trx_topup_time_idx').on(t.createdAt, t.id),
    index('trx_topup_client_idx').on(t.clientId, t.createdAt, t.id),
    index('trx_topup_merchant_idx').on(t.merchantId, t.createdAt, t.id),
    index('trx_topup_outlet_idx').on(t.outletId, t.createdAt, t.id),
    index('trx_topup_device_idx').on(t.deviceId, t.createdAt, t.id),
    index('trx_topup_status_idx').on(t.status, t.createdAt, t.id),
    index('trx_topup_amount_idx').on(t.amount, t.createdAt),
    index('trx_topup_partner_idx').on(t.partnerId, t.createdAt, t.id),
    index('trx_topup_card_idx').on(t.cardNo, t.createdAt),
    index('trx_topup_card_last4_idx').on(sql`right(${t.cardNo}, 4)`, t.createdAt),
  ],
)

// ---- Top-up of a merchant's deposit (saldo) ----
export const trxDeposit = pgTable(
  'trx_deposit',
  {
    ...common(),
    method: varchar('method', { length: 10 }).$type<DepositMethod>().notNull(),
    bankCode: char('bank_code', { length: 3 }).notNull(),
    /** Virtual account or sender account number. */
    accountNo: varchar('account_no', { length: 24 }).notNull(),
    balanceBefore: money('balance_before').notNull(),
    balanceAfter: money('balance_after').notNull(),
    rc: varchar('rc', { length: 2 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'trx_deposit_pkey', columns: [t.id, t.createdAt] }),
    uniqueIndex('trx_deposit_no_uq').on(t.trxNo, t.createdAt),
    index('trx_deposit_time_idx').on(t.createdAt, t.id),
    index('trx_deposit_client_idx').on(t.clientId, t.createdAt, t.id),
    index('trx_deposit_merchant_idx').on(t.merchantId, t.createdAt, t.id),
    index('trx_deposit_status_idx').on(t.status, t.createdAt, t.id),
    index('trx_deposit_amount_idx').on(t.amount, t.createdAt),
  ],
)

/** The kinds and their tables, for code that treats all five alike (reports, rollup, generator). */
export const TRX_TABLES = {
  RETAIL: trxRetail,
  BILLER: trxBiller,
  MYCROATM: trxMycroatm,
  TOPUP: trxTopup,
  DEPOSIT: trxDeposit,
} as const satisfies Record<TrxKind, unknown>
