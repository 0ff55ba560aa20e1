import type { TrxKind } from '#contract/transactions/catalogue.ts'

/**
 * What each rollup keeps, declared once: the triggers of the migration (`triggerSql`), the rebuild
 * (`npm run rollup:rebuild`) and the property test read this, so the three cannot disagree.
 * Expressions are SQL over `r`, a row of the kind's table (or of a trigger's transition table).
 */

/** Per kind: its table and the columns that make the rollups' subject, bank and the rest. */
export const KIND_SOURCES: Record<
  TrxKind,
  { table: string; subject: string; bank: string; outlet: string; device: string; merchantFee: string }
> = {
  RETAIL: {
    table: 'trx_retail',
    subject: 'r.payment_method',
    bank: "''",
    outlet: 'r.outlet_id',
    device: 'coalesce(r.device_id, 0)',
    merchantFee: '0',
  },
  BILLER: {
    table: 'trx_biller',
    subject: 'r.product_code',
    bank: "''",
    outlet: 'r.outlet_id',
    device: 'coalesce(r.device_id, 0)',
    merchantFee: 'r.merchant_fee',
  },
  MYCROATM: {
    table: 'trx_mycroatm',
    subject: 'r.trx_type',
    bank: 'r.issuer_bank_code',
    outlet: 'r.outlet_id',
    device: 'coalesce(r.device_id, 0)',
    merchantFee: '0',
  },
  TOPUP: {
    table: 'trx_topup',
    subject: 'r.issuer_code',
    bank: "''",
    outlet: 'r.outlet_id',
    device: 'coalesce(r.device_id, 0)',
    merchantFee: '0',
  },
  DEPOSIT: {
    table: 'trx_deposit',
    subject: 'r.method',
    bank: 'r.bank_code',
    outlet: '0',
    device: '0',
    merchantFee: '0',
  },
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
  keys: (kind: TrxKind) => Record<string, string>
  /** The primary key's columns, in the order of the table's primary key. */
  conflict: readonly string[]
  /** Summed columns: what one row adds (a row leaving, by update or delete, subtracts it). */
  sums: (kind: TrxKind) => Record<string, string>
  /** Columns that are not summed: the rows' `max` replaces the stored value when rows arrive. */
  latest?: Record<string, string>
  /** Where the rows come from, given the rows' relation (`r` is a row): a join for items. */
  from?: (rows: string) => string
  /** Rows that count (items: successful sales only). */
  where?: string
}

const ALL_KINDS = Object.keys(KIND_SOURCES) as TrxKind[]

const totals = (kind: TrxKind) => ({
  trx_count: '1',
  amount: 'r.amount',
  fee: 'r.fee',
  total: 'r.total',
  merchant_fee: KIND_SOURCES[kind].merchantFee,
})
const detail = (grain: string) => (kind: TrxKind) => ({
  [grain === WIB_DAY ? 'day' : 'month']: grain,
  merchant_id: 'r.merchant_id',
  status: 'r.status',
  subject: KIND_SOURCES[kind].subject,
  bank_code: KIND_SOURCES[kind].bank,
  ...HIERARCHY,
})
const outlet = (column: 'day' | 'month', grain: string) => (kind: TrxKind) => ({
  [column]: grain,
  outlet_id: KIND_SOURCES[kind].outlet,
  device_id: KIND_SOURCES[kind].device,
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
    keys: (kind) => ({
      hour: UTC_HOUR,
      merchant_id: 'r.merchant_id',
      status: 'r.status',
      subject: KIND_SOURCES[kind].subject,
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
  ...(['day', 'month'] as const).map(
    (column): RollupDef => ({
      table: `retail_item_${column === 'day' ? 'daily' : 'monthly'}`,
      kinds: ['RETAIL'],
      keys: item(column, column === 'day' ? WIB_DAY : WIB_MONTH),
      conflict: [column, 'sku', 'merchant_id', ...HIER],
      sums: () => ({ qty: 'i.qty', amount: 'i.qty * i.price - i.discount', line_count: '1' }),
      latest: { name: 'max(i.name)' },
      from: (rows) =>
        `${rows} r CROSS JOIN LATERAL jsonb_to_recordset(r.items) AS i(sku text, name text, qty int8, price int8, discount int8)`,
      where: "r.status = 'SUCCESS'",
    }),
  ),
]

/** Whether a rollup has a `kind` column (the retail items do not: they are retail by definition). */
export const hasKindColumn = (r: RollupDef) => r.kinds.length > 1

/** Every rollup table, for code that empties them with the transactions (tests, the rebuild). */
export const ROLLUP_TABLES = ROLLUPS.map((r) => r.table).join(', ')
