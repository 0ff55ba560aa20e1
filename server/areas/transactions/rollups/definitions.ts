import type { TrxKind } from '#contract/transactions/catalogue.ts'

/**
 * What each rollup keeps, declared once: the triggers of the migration (`triggerSql`), the rebuild
 * (`npm run rollup:rebuild`) and the property test read this, so the three cannot disagree.
 * Expressions are SQL over `r`, a row of the kind's table (or of a trigger's transition table).
 */

/** What a rollup reads of a row, as SQL over `r`: the columns that differ between the kinds' tables. */
export interface Source {
  subject: string
  bank: string
  outlet: string
  device: string
  merchantFee: string
  partnerFee: string
}

/** Per kind: its table and the columns that make the rollups' subject, bank and the rest. */
export const KIND_SOURCES: Record<TrxKind, Source & { table: string }> = {
  RETAIL: {
    table: 'trx_retail',
    subject: 'r.payment_method',
    bank: "''",
    outlet: 'r.outlet_id',
    device: 'coalesce(r.device_id, 0)',
    merchantFee: '0',
    partnerFee: '0',
  },
  BILLER: {
    table: 'trx_biller',
    subject: 'r.product_code',
    bank: "''",
    outlet: 'r.outlet_id',
    device: 'coalesce(r.device_id, 0)',
    merchantFee: 'r.merchant_fee',
    partnerFee: 'r.partner_fee',
  },
  MYCROATM: {
    table: 'trx_mycroatm',
    subject: 'r.trx_type',
    bank: 'r.issuer_bank_code',
    outlet: 'r.outlet_id',
    device: 'coalesce(r.device_id, 0)',
    merchantFee: 'r.merchant_fee',
    partnerFee: '0',
  },
  TOPUP: {
    table: 'trx_topup',
    subject: 'r.issuer_code',
    bank: "''",
    outlet: 'r.outlet_id',
    device: 'coalesce(r.device_id, 0)',
    merchantFee: 'r.merchant_fee',
    partnerFee: '0',
  },
  DEPOSIT: {
    table: 'trx_deposit',
    subject: 'r.method',
    bank: 'r.bank_code',
    outlet: '0',
    device: '0',
    merchantFee: '0',
    partnerFee: '0',
  },
}

/**
 * The rollup delta (issue 14 §8, "at most 1.3× the bare insert"): a write's trigger appends its rows here,
 * already in the rollups' terms (one narrow insert instead of nine upserts), and `trx_rollup_fold()` moves them
 * into the rollups every second. Readers read each rollup through its `_live` view (the rollup and the
 * unfolded deltas), so a figure includes every committed write, as if the rollups had been updated in place.
 * Its columns are those of a transaction row the rollups read, with `sign` (+1 arriving, -1 leaving).
 */
export const DELTA_TABLE = 'trx_rollup_delta'
/** A delta row read as a source: its columns already hold what each kind's table names differently. */
export const DELTA_SOURCE: Source = {
  subject: 'r.subject',
  bank: 'r.bank_code',
  outlet: 'r.outlet_id',
  device: 'r.device_id',
  merchantFee: 'r.merchant_fee',
  partnerFee: 'r.partner_fee',
}
/** The delta's columns and, per kind, what the trigger writes into each (over `r`, a transition-table row). */
export function deltaColumns(kind: TrxKind): Record<string, string> {
  const s = KIND_SOURCES[kind]
  return {
    kind: `'${kind}'`,
    sign: 'r.sign',
    created_at: 'r.created_at',
    merchant_id: 'r.merchant_id',
    partner_id: 'coalesce(r.partner_id, 0)',
    client_id: 'r.client_id',
    region_id: 'r.region_id',
    group_id: 'r.group_id',
    status: 'r.status',
    rc: 'r.rc',
    subject: s.subject,
    bank_code: s.bank,
    outlet_id: s.outlet,
    device_id: s.device,
    amount: 'r.amount',
    fee: 'r.fee',
    total: 'r.total',
    merchant_fee: s.merchantFee,
    partner_fee: s.partnerFee,
    // Only the items of successful sales are rolled up; the other rows need not carry them.
    items: kind === 'RETAIL' ? "CASE WHEN r.status = 'SUCCESS' THEN r.items END" : 'NULL::jsonb',
    // Likewise the partner shares of successful Mybills sales (the partner-share rollups).
    partner_shares:
      kind === 'BILLER' ? "CASE WHEN r.status = 'SUCCESS' THEN r.partner_shares END" : 'NULL::jsonb',
  }
}

const WIB_DAY = "(r.created_at AT TIME ZONE 'Asia/Jakarta')::date"
const WIB_MONTH = "date_trunc('month', r.created_at AT TIME ZONE 'Asia/Jakarta')::date"
const UTC_HOUR = "date_trunc('hour', r.created_at)"
const HIERARCHY = {
  partner_id: 'coalesce(r.partner_id, 0)',
  client_id: 'r.client_id',
  region_id: 'r.region_id',
  group_id: 'r.group_id',
}

export interface RollupDef {
  table: string
  /** The kinds it follows (all but the retail items). */
  kinds: readonly TrxKind[]
  /** Key columns and their expressions (the conflict target is the table's primary key: `conflict`). */
  keys: (source: Source) => Record<string, string>
  /** The primary key's columns, in the order of the table's primary key. */
  conflict: readonly string[]
  /** Summed columns: what one row adds (a row leaving, by update or delete, subtracts it). */
  sums: (source: Source) => Record<string, string>
  /** Columns that are not summed: the arriving rows' `max` of the expression replaces the stored value. */
  latest?: Record<string, string>
  /** Where the rows come from, given the rows' relation (`r` is a row): a join for items. */
  from?: (rows: string) => string
  /** Rows that count (items: successful sales only). */
  where?: string
}

const ALL_KINDS = Object.keys(KIND_SOURCES) as TrxKind[]

const totals = (s: Source) => ({
  trx_count: '1',
  amount: 'r.amount',
  fee: 'r.fee',
  total: 'r.total',
  merchant_fee: s.merchantFee,
  partner_fee: s.partnerFee,
})
const detail = (grain: string) => (s: Source) => ({
  [grain === WIB_DAY ? 'day' : 'month']: grain,
  merchant_id: 'r.merchant_id',
  status: 'r.status',
  subject: s.subject,
  bank_code: s.bank,
  ...HIERARCHY,
})
const outlet = (column: 'day' | 'month', grain: string) => (s: Source) => ({
  [column]: grain,
  outlet_id: s.outlet,
  device_id: s.device,
  merchant_id: 'r.merchant_id',
  ...HIERARCHY,
})
const SUCCESS = "(r.status = 'SUCCESS')::int"
const outletSums = () => ({
  trx_count: '1',
  amount: 'r.amount',
  success_count: SUCCESS,
  success_amount: `${SUCCESS} * r.amount`,
})
const item = (column: 'day' | 'month', grain: string) => () => ({
  [column]: grain,
  sku: 'i.sku',
  merchant_id: 'r.merchant_id',
  ...HIERARCHY,
})
const HIER = ['partner_id', 'client_id', 'region_id', 'group_id'] as const

export const ROLLUPS: readonly RollupDef[] = [
  {
    table: 'trx_daily',
    kinds: ALL_KINDS,
    keys: detail(WIB_DAY),
    // trx_daily's key predates the hierarchy columns (they follow the merchant): kept as it was.
    conflict: ['kind', 'day', 'merchant_id', 'status', 'subject', 'bank_code', 'partner_id'],
    sums: totals,
  },
  {
    table: 'trx_monthly',
    kinds: ALL_KINDS,
    keys: detail(WIB_MONTH),
    conflict: ['kind', 'month', 'merchant_id', 'status', 'subject', 'bank_code', ...HIER],
    sums: totals,
  },
  {
    table: 'trx_hourly',
    kinds: ALL_KINDS,
    keys: (s) => ({
      hour: UTC_HOUR,
      merchant_id: 'r.merchant_id',
      status: 'r.status',
      subject: s.subject,
      rc: 'r.rc',
      ...HIERARCHY,
    }),
    conflict: ['hour', 'kind', 'merchant_id', 'status', 'subject', 'rc', ...HIER],
    sums: totals,
  },
  {
    table: 'trx_outlet_daily',
    kinds: ALL_KINDS,
    keys: outlet('day', WIB_DAY),
    conflict: ['day', 'kind', 'outlet_id', 'device_id', 'merchant_id', ...HIER],
    sums: outletSums,
  },
  {
    table: 'trx_outlet_monthly',
    kinds: ALL_KINDS,
    keys: outlet('month', WIB_MONTH),
    conflict: ['month', 'kind', 'outlet_id', 'device_id', 'merchant_id', ...HIER],
    sums: outletSums,
  },
  ...(['day', 'month'] as const).map(
    (column): RollupDef => ({
      table: `trx_totals_${column === 'day' ? 'daily' : 'monthly'}`,
      kinds: ALL_KINDS,
      keys: () => ({ [column]: column === 'day' ? WIB_DAY : WIB_MONTH, status: 'r.status', ...HIERARCHY }),
      conflict: [column, 'kind', 'status', ...HIER],
      sums: totals,
    }),
  ),
  {
    table: 'trx_totals_hourly',
    kinds: ALL_KINDS,
    keys: () => ({ hour: UTC_HOUR, status: 'r.status', ...HIERARCHY }),
    conflict: ['hour', 'kind', 'status', ...HIER],
    sums: totals,
  },
  {
    // What still waits for the host, whatever its hour: the pending-age call takes its "> 24 jam" as this less
    // the last 24 hours of trx_hourly, instead of summing every open hour since the first transaction.
    table: 'trx_open_totals',
    kinds: ALL_KINDS,
    keys: (s) => ({ status: 'r.status', subject: s.subject, rc: 'r.rc', ...HIERARCHY }),
    conflict: ['kind', 'status', 'subject', 'rc', ...HIER],
    sums: () => ({ trx_count: '1', amount: 'r.amount' }),
    where: "r.status IN ('PENDING', 'SUSPECT')",
  },
  ...(['day', 'month'] as const).map(
    (column): RollupDef => ({
      table: `retail_item_${column === 'day' ? 'daily' : 'monthly'}`,
      kinds: ['RETAIL'],
      keys: item(column, column === 'day' ? WIB_DAY : WIB_MONTH),
      conflict: [column, 'sku', 'merchant_id', ...HIER],
      sums: () => ({ qty: 'i.qty', amount: 'i.qty * i.price - i.discount', line_count: '1' }),
      latest: { name: 'i.name' },
      from: (rows) =>
        `${rows} r CROSS JOIN LATERAL jsonb_to_recordset(r.items) AS i(sku text, name text, qty int8, price int8, discount int8)`,
      where: "r.status = 'SUCCESS'",
    }),
  ),
  ...(['day', 'month'] as const).map(
    (column): RollupDef => ({
      // Each partner's share of a successful Mybills fee (issue 16 §6), one row per share of the transaction's
      // `partner_shares`: the partner is the share's, which the fee book names, not the row's `partner_id`.
      table: `partner_share_${column === 'day' ? 'daily' : 'monthly'}`,
      kinds: ['BILLER'],
      keys: (src) => ({
        [column]: column === 'day' ? WIB_DAY : WIB_MONTH,
        partner_id: 's.partner_id',
        product_code: src.subject,
        client_id: 'r.client_id',
        region_id: 'r.region_id',
        group_id: 'r.group_id',
      }),
      conflict: [column, 'partner_id', 'product_code', 'client_id', 'region_id', 'group_id'],
      sums: () => ({ trx_count: '1', amount: 'r.amount', fee: 'r.fee', share: 's.amount' }),
      from: (rows) =>
        `${rows} r CROSS JOIN LATERAL jsonb_to_recordset(r.partner_shares) AS s(partner_id int4, amount int8)`,
      where: "r.status = 'SUCCESS'",
    }),
  ),
]

/** Whether a rollup has a `kind` column (the retail items do not: they are retail by definition). */
export const hasKindColumn = (r: RollupDef) => r.kinds.length > 1

/** Every rollup table and the delta, for code that empties them with the transactions (tests, the rebuild). */
export const ROLLUP_TABLES = [...ROLLUPS.map((r) => r.table), DELTA_TABLE].join(', ')

/** The view a reader reads a rollup through: the rollup and the deltas not yet folded into it. */
export const live = (table: string) => `${table}_live`
