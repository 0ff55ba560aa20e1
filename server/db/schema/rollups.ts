import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core'
import type { TrxKind, TrxStatus } from '#contract/transactions/catalogue.ts'
import { money, ts } from './columns.ts'

/**
 * The rollups of the transaction tables (issue 14 §8). Each is kept exact in the same database transaction as
 * the write that changes a transaction, by statement-level triggers generated from one definition
 * (server/areas/transactions/rollups/definitions.ts), and rebuilt from the raw rows by `npm run rollup:rebuild`.
 * Days and months are WIB (Asia/Jakarta) calendar days; hours are UTC hours, which WIB (UTC+7) shares.
 * A row whose counts fell to zero (a status moved on) stays until the next rebuild: readers sum, and count
 * "active" things only where `trx_count > 0`.
 */

const hierarchy = () => ({
  partnerId: integer('partner_id').notNull(),
  clientId: integer('client_id').notNull(),
  regionId: integer('region_id').notNull(),
  groupId: integer('group_id').notNull(),
})
const kindColumn = () => varchar('kind', { length: 10 }).$type<TrxKind>().notNull()
const statusColumn = () => varchar('status', { length: 10 }).$type<TrxStatus>().notNull()
const totals = () => ({
  trxCount: bigint('trx_count', { mode: 'number' }).notNull(),
  amount: money('amount').notNull(),
  fee: money('fee').notNull(),
  total: money('total').notNull(),
  /** The merchant's share of the fee (Mybills `merchant_fee`; 0 where the kind has none). */
  merchantFee: money('merchant_fee').notNull().default(0),
  /** The partners' share of the fee (Mybills `partner_fee`; 0 where the kind has none). */
  partnerFee: money('partner_fee').notNull().default(0),
})

/**
 * Per kind, WIB day, merchant, status, subject (payment method / product / type / issuer / method), bank and
 * partner: the totals of the reports (report-query.ts) and the dashboards' detail.
 */
export const trxDaily = pgTable(
  'trx_daily',
  {
    kind: kindColumn(),
    day: date('day').notNull(),
    merchantId: integer('merchant_id').notNull(),
    status: statusColumn(),
    subject: varchar('subject', { length: 32 }).notNull(),
    bankCode: varchar('bank_code', { length: 3 }).notNull(),
    ...hierarchy(),
    ...totals(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.day, t.merchantId, t.status, t.subject, t.bankCode, t.partnerId] }),
    index('trx_daily_client_idx').on(t.kind, t.clientId, t.day),
    index('trx_daily_day_idx').on(t.day, t.kind),
  ],
)

/** trx_daily by WIB month (its first day): what a period of whole months reads instead of ~30 days each. */
export const trxMonthly = pgTable(
  'trx_monthly',
  {
    kind: kindColumn(),
    month: date('month').notNull(),
    merchantId: integer('merchant_id').notNull(),
    status: statusColumn(),
    subject: varchar('subject', { length: 32 }).notNull(),
    bankCode: varchar('bank_code', { length: 3 }).notNull(),
    ...hierarchy(),
    ...totals(),
  },
  (t) => [
    primaryKey({
      columns: [
        t.kind,
        t.month,
        t.merchantId,
        t.status,
        t.subject,
        t.bankCode,
        t.partnerId,
        t.clientId,
        t.regionId,
        t.groupId,
      ],
    }),
    index('trx_monthly_client_idx').on(t.kind, t.clientId, t.month),
    index('trx_monthly_month_idx').on(t.month, t.kind),
  ],
)

/**
 * Per UTC hour (= WIB hour), kind, merchant, status, subject and response code: the trend of one day and the
 * age of what is still pending, with the codes behind it.
 */
export const trxHourly = pgTable(
  'trx_hourly',
  {
    kind: kindColumn(),
    hour: ts('hour').notNull(),
    merchantId: integer('merchant_id').notNull(),
    status: statusColumn(),
    subject: varchar('subject', { length: 32 }).notNull(),
    rc: varchar('rc', { length: 2 }).notNull(),
    ...hierarchy(),
    ...totals(),
  },
  (t) => [
    primaryKey({
      columns: [
        t.hour,
        t.kind,
        t.merchantId,
        t.status,
        t.subject,
        t.rc,
        t.partnerId,
        t.clientId,
        t.regionId,
        t.groupId,
      ],
    }),
    // Covering: the pending-age call reads only this index (an index-only scan), never the hourly rows
    // scattered across the table (at 10M transactions 125k open rows in 52k pages: 658 ms → 210 ms).
    index('trx_hourly_open_idx')
      .on(
        t.status,
        t.hour,
        t.kind,
        t.subject,
        t.rc,
        t.merchantId,
        t.clientId,
        t.regionId,
        t.groupId,
        t.partnerId,
        t.trxCount,
        t.amount,
      )
      .where(sql`status in ('PENDING', 'SUSPECT')`),
  ],
)

const totalsColumns = () => ({
  kind: kindColumn(),
  status: statusColumn(),
  ...hierarchy(),
  ...totals(),
})

/**
 * Per kind, WIB day and status, by client/region/group/partner only: the totals, trends and status mix of
 * the dashboards when no merchant is asked for (every merchant summed, ~20× fewer rows than trx_daily).
 */
export const trxTotalsDaily = pgTable(
  'trx_totals_daily',
  { day: date('day').notNull(), ...totalsColumns() },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.status, t.partnerId, t.clientId, t.regionId, t.groupId] })],
)
export const trxTotalsMonthly = pgTable(
  'trx_totals_monthly',
  { month: date('month').notNull(), ...totalsColumns() },
  (t) => [
    primaryKey({ columns: [t.month, t.kind, t.status, t.partnerId, t.clientId, t.regionId, t.groupId] }),
  ],
)

/**
 * Per UTC hour, kind and status, by client/region/group/partner only: the trend of a day by hour when no
 * merchant is asked for (trx_hourly keeps the merchant, the product and the response code).
 */
export const trxTotalsHourly = pgTable(
  'trx_totals_hourly',
  { hour: ts('hour').notNull(), ...totalsColumns() },
  (t) => [
    primaryKey({ columns: [t.hour, t.kind, t.status, t.partnerId, t.clientId, t.regionId, t.groupId] }),
  ],
)

/**
 * What waits for the host (Menunggu, Timeout/Suspect) whatever its age, per kind, status, subject and response
 * code, by client/region/group/partner: the pending-age call's "> 24 jam" is this less the last 24 hours.
 */
export const trxOpenTotals = pgTable(
  'trx_open_totals',
  {
    kind: kindColumn(),
    status: statusColumn(),
    subject: varchar('subject', { length: 32 }).notNull(),
    rc: varchar('rc', { length: 2 }).notNull(),
    ...hierarchy(),
    trxCount: bigint('trx_count', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.kind, t.status, t.subject, t.rc, t.partnerId, t.clientId, t.regionId, t.groupId],
    }),
  ],
)

const outletColumns = () => ({
  kind: kindColumn(),
  /** 0 for a kind without outlets (deposits). */
  outletId: integer('outlet_id').notNull(),
  /** 0 when the transaction names no device. */
  deviceId: integer('device_id').notNull(),
  merchantId: integer('merchant_id').notNull(),
  ...hierarchy(),
  trxCount: bigint('trx_count', { mode: 'number' }).notNull(),
  amount: money('amount').notNull(),
  successCount: bigint('success_count', { mode: 'number' }).notNull(),
  successAmount: money('success_amount').notNull(),
})

/** Per kind, WIB day, outlet and device: active devices and the top outlets. */
export const trxOutletDaily = pgTable(
  'trx_outlet_daily',
  { day: date('day').notNull(), ...outletColumns() },
  (t) => [
    primaryKey({
      columns: [
        t.day,
        t.kind,
        t.outletId,
        t.deviceId,
        t.merchantId,
        t.partnerId,
        t.clientId,
        t.regionId,
        t.groupId,
      ],
    }),
  ],
)
export const trxOutletMonthly = pgTable(
  'trx_outlet_monthly',
  { month: date('month').notNull(), ...outletColumns() },
  (t) => [
    primaryKey({
      columns: [
        t.month,
        t.kind,
        t.outletId,
        t.deviceId,
        t.merchantId,
        t.partnerId,
        t.clientId,
        t.regionId,
        t.groupId,
      ],
    }),
  ],
)

const itemColumns = () => ({
  sku: varchar('sku', { length: 64 }).notNull(),
  merchantId: integer('merchant_id').notNull(),
  ...hierarchy(),
  /** The item's name on its latest receipt. */
  name: varchar('name', { length: 128 }).notNull(),
  qty: bigint('qty', { mode: 'number' }).notNull(),
  /** Lines' price × qty less their discount, whole rupiah. */
  amount: money('amount').notNull(),
  lineCount: bigint('line_count', { mode: 'number' }).notNull(),
})

/** Retail items sold (successful sales only) per WIB day and merchant: the retail product sales. */
export const retailItemDaily = pgTable(
  'retail_item_daily',
  { day: date('day').notNull(), ...itemColumns() },
  (t) => [
    primaryKey({ columns: [t.day, t.sku, t.merchantId, t.partnerId, t.clientId, t.regionId, t.groupId] }),
  ],
)
export const retailItemMonthly = pgTable(
  'retail_item_monthly',
  { month: date('month').notNull(), ...itemColumns() },
  (t) => [
    primaryKey({ columns: [t.month, t.sku, t.merchantId, t.partnerId, t.clientId, t.regionId, t.groupId] }),
  ],
)

const partnerShareColumns = () => ({
  /** The partner the share goes to (one of the scheme's shares; not necessarily the row's `partner_id`). */
  partnerId: integer('partner_id').notNull(),
  productCode: varchar('product_code', { length: 32 }).notNull(),
  clientId: integer('client_id').notNull(),
  regionId: integer('region_id').notNull(),
  groupId: integer('group_id').notNull(),
  /** Successful transactions in which the partner had a share. */
  trxCount: bigint('trx_count', { mode: 'number' }).notNull(),
  amount: money('amount').notNull(),
  /** The fee the share was taken from (the admin fee): the base of the partner's share. */
  fee: money('fee').notNull(),
  /** The partner's part of it. */
  share: money('share').notNull(),
})

/**
 * Each partner's share of the successful Mybills fees per WIB day, product and client/region/group (issue 16
 * §6): the sharing-fee analytics and the partner's income history (riwayat pendapatan). No merchant: a month
 * is then a few thousand rows at most, whatever the number of merchants.
 */
export const partnerShareDaily = pgTable(
  'partner_share_daily',
  { day: date('day').notNull(), ...partnerShareColumns() },
  (t) => [
    primaryKey({ columns: [t.day, t.partnerId, t.productCode, t.clientId, t.regionId, t.groupId] }),
    index('partner_share_daily_partner_idx').on(t.partnerId, t.day),
  ],
)

/** partner_share_daily by WIB month (its first day). */
export const partnerShareMonthly = pgTable(
  'partner_share_monthly',
  { month: date('month').notNull(), ...partnerShareColumns() },
  (t) => [
    primaryKey({ columns: [t.month, t.partnerId, t.productCode, t.clientId, t.regionId, t.groupId] }),
    index('partner_share_monthly_partner_idx').on(t.partnerId, t.month),
  ],
)

/**
 * The writes not yet folded into the rollups (server/areas/transactions/rollups/definitions.ts, DELTA_TABLE):
 * each transaction row a statement inserts, updates (old row -1, new row +1) or deletes, in the rollups'
 * terms. Append-only for writers and without an index, so that a sale's own write stays cheap; the fold
 * deletes what it moves, every second, so the table stays a few hundred rows and readers scan it whole.
 */
export const trxRollupDelta = pgTable('trx_rollup_delta', {
  kind: kindColumn(),
  /** +1 a row arriving (insert, the new side of an update), -1 a row leaving. */
  sign: smallint('sign').notNull(),
  createdAt: ts('created_at').notNull(),
  merchantId: integer('merchant_id').notNull(),
  ...hierarchy(),
  status: statusColumn(),
  rc: varchar('rc', { length: 2 }).notNull(),
  subject: varchar('subject', { length: 32 }).notNull(),
  bankCode: varchar('bank_code', { length: 3 }).notNull(),
  outletId: integer('outlet_id').notNull(),
  deviceId: integer('device_id').notNull(),
  amount: money('amount').notNull(),
  fee: money('fee').notNull(),
  total: money('total').notNull(),
  merchantFee: money('merchant_fee').notNull(),
  partnerFee: money('partner_fee').notNull().default(0),
  /** A successful retail sale's items (for the item rollups); null otherwise. */
  items: jsonb('items'),
  /** A successful Mybills sale's partner shares (for the partner-share rollups); null otherwise. */
  partnerShares: jsonb('partner_shares'),
})
