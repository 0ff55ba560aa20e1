import { type SQL, sql } from 'drizzle-orm'
import type { Option } from '#contract/engine/resource.ts'
import {
  billerReport,
  depositReport,
  mycroatmReport,
  type ReportDef,
  type ReportSlug,
  retailReport,
  type SearchTarget,
  topupReport,
} from '#contract/transactions/reports.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'

/**
 * The server half of a report (contract/transactions/reports.ts): its table, the joins that name what
 * the row refers to, an expression per column, and each filter as a predicate on the rows (`t`) and,
 * where the filter is one of the daily rollup's dimensions, on trx_daily (`d`).
 */
export type FilterValue = string | number

export interface ReportFilterImpl {
  raw(value: FilterValue): SQL
  /** Present when trx_daily can answer totals under this filter. */
  rollup?(value: FilterValue): SQL
}

export interface ReportSpec {
  def: ReportDef
  table: string
  /** LEFT JOINs after the transaction rows aliased `t` (each to a unique key, so unused ones are dropped). */
  joins: SQL
  /** Expression of every column and detail field, over `t` and the joins. */
  select: Record<string, SQL>
  filters: Record<string, ReportFilterImpl>
  /** Values a `lookup` filter accepts, with their labels. */
  lookups?: Record<string, (db: Db) => Promise<Option[]>>
  /** The table has `merchant_fee` (the merchant's share of the fee: Mybills, Mycroatm, top-up). */
  merchantFee?: true
}

/** A column of the transaction rows (`t`); names are constants of this file, never input. */
const t = (column: string) => sql.raw(`t.${column}`)
const d = (column: string) => sql.raw(`d.${column}`)

const equal = (raw: string, rollup?: string): ReportFilterImpl => ({
  raw: (v) => sql`${t(raw)} = ${v}`,
  ...(rollup ? { rollup: (v: FilterValue) => sql`${d(rollup)} = ${v}` } : {}),
})

const commonJoins = sql.raw(
  [
    'left join client cl on cl.id = t.client_id',
    'left join region rg on rg.id = t.region_id',
    'left join corporate_group gr on gr.id = t.group_id',
    'left join merchant m on m.id = t.merchant_id',
    'left join partner pt on pt.id = t.partner_id',
  ].join(' '),
)
const outletJoins = sql.raw(
  ['left join outlet o on o.id = t.outlet_id', 'left join device dv on dv.id = t.device_id'].join(' '),
)

const commonSelect: Record<string, SQL> = {
  id: t('id'),
  trxNo: t('trx_no'),
  createdAt: t('created_at'),
  updatedAt: t('updated_at'),
  status: t('status'),
  amount: t('amount'),
  fee: t('fee'),
  total: t('total'),
  rc: t('rc'),
  clientName: sql.raw('cl.name'),
  regionName: sql.raw('rg.name'),
  groupName: sql.raw('gr.name'),
  merchantName: sql.raw('m.name'),
  merchantMid: sql.raw('m.mid'),
  partnerName: sql.raw('pt.name'),
}
const outletSelect: Record<string, SQL> = {
  outletName: sql.raw('o.name'),
  outletCode: sql.raw('o.code'),
  deviceSerial: sql.raw('dv.serial_number'),
  deviceTid: sql.raw('dv.tid'),
}

const commonFilters: Record<string, ReportFilterImpl> = {
  status: equal('status', 'status'),
  merchantId: equal('merchant_id', 'merchant_id'),
}
const outletFilters: Record<string, ReportFilterImpl> = {
  outletId: equal('outlet_id'),
  deviceId: equal('device_id'),
}

const retail: ReportSpec = {
  def: retailReport,
  table: 'trx_retail',
  joins: sql`${commonJoins} ${outletJoins}`,
  select: {
    ...commonSelect,
    ...outletSelect,
    cashierName: t('cashier_name'),
    paymentMethod: t('payment_method'),
    itemCount: sql`jsonb_array_length(${t('items')})`,
    items: t('items'),
    subtotal: t('subtotal'),
    discount: t('discount'),
    serviceCharge: t('service_charge'),
    taxType: t('tax_type'),
    taxAmount: t('tax_amount'),
    paid: t('paid'),
    change: t('change'),
    // The MDR comes out of the merchant's takings (contract/fees/: borne by the merchant).
    merchantNet: sql`(${t('total')} - ${t('fee')})`,
  },
  filters: {
    ...commonFilters,
    ...outletFilters,
    paymentMethod: equal('payment_method', 'subject'),
  },
}

const biller: ReportSpec = {
  merchantFee: true,
  def: billerReport,
  table: 'trx_biller',
  joins: sql`${commonJoins} ${outletJoins} left join biller_product bp on bp.id = t.product_id`,
  select: {
    ...commonSelect,
    ...outletSelect,
    refId: t('ref_id'),
    productCode: t('product_code'),
    productName: sql.raw('bp.name'),
    productType: t('product_type'),
    customerNo: t('customer_no'),
    customerName: t('customer_name'),
    period: t('period'),
    sheets: t('sheets'),
    billAmount: t('bill_amount'),
    adminFee: t('admin_fee'),
    penalty: t('penalty'),
    buyPrice: t('buy_price'),
    merchantFee: t('merchant_fee'),
    partnerFee: t('partner_fee'),
    snToken: t('sn_token'),
  },
  filters: {
    ...commonFilters,
    ...outletFilters,
    // The product index is on product_id; the rollup keeps the product code.
    productCode: {
      raw: (v) => sql`${t('product_id')} = (select id from biller_product where code = ${v})`,
      rollup: (v) => sql`${d('subject')} = ${v}`,
    },
    productType: equal('product_type'),
  },
  lookups: {
    productCode: async (db) =>
      rowsOf(
        await db.execute(
          sql`select code as value, name || ' (' || code || ')' as label from biller_product order by name, code`,
        ),
      ).map((r) => ({ value: String(r.value), label: String(r.label) })),
  },
}

const mycroatm: ReportSpec = {
  merchantFee: true,
  def: mycroatmReport,
  table: 'trx_mycroatm',
  joins: sql`${commonJoins} ${outletJoins} left join bank ib on ib.code = t.issuer_bank_code left join bank db on db.code = t.dest_bank_code`,
  select: {
    ...commonSelect,
    ...outletSelect,
    tid: t('tid'),
    mid: t('mid'),
    trxType: t('trx_type'),
    processingCode: t('processing_code'),
    // Only the masked PAN ever leaves the server; the PAN hash is never selected.
    panMasked: t('pan_masked'),
    issuerBankName: sql`coalesce(ib.short_name, ${t('issuer_bank_code')})`,
    destBankName: sql`coalesce(db.short_name, ${t('dest_bank_code')})`,
    destAccount: t('dest_account'),
    stan: t('stan'),
    rrn: t('rrn'),
    approvalCode: t('approval_code'),
    merchantFee: t('merchant_fee'),
  },
  filters: {
    ...commonFilters,
    ...outletFilters,
    trxType: equal('trx_type', 'subject'),
    issuerBankCode: equal('issuer_bank_code', 'bank_code'),
  },
}

const topup: ReportSpec = {
  merchantFee: true,
  def: topupReport,
  table: 'trx_topup',
  joins: sql`${commonJoins} ${outletJoins} left join card_issuer ci on ci.code = t.issuer_code`,
  select: {
    ...commonSelect,
    ...outletSelect,
    cardNo: t('card_no'),
    issuerName: sql`coalesce(ci.name, ${t('issuer_code')})`,
    channel: t('channel'),
    balanceBefore: t('balance_before'),
    balanceAfter: t('balance_after'),
    merchantFee: t('merchant_fee'),
  },
  filters: {
    ...commonFilters,
    ...outletFilters,
    issuerCode: equal('issuer_code', 'subject'),
    channel: equal('channel'),
  },
  lookups: {
    issuerCode: async (db) =>
      rowsOf(await db.execute(sql`select code as value, name as label from card_issuer order by name`)).map(
        (r) => ({ value: String(r.value), label: String(r.label) }),
      ),
  },
}

const deposit: ReportSpec = {
  def: depositReport,
  table: 'trx_deposit',
  joins: sql`${commonJoins} left join bank bk on bk.code = t.bank_code`,
  select: {
    ...commonSelect,
    method: t('method'),
    bankName: sql`coalesce(bk.short_name, ${t('bank_code')})`,
    accountNo: t('account_no'),
    balanceBefore: t('balance_before'),
    balanceAfter: t('balance_after'),
    // A deposit top-up's fee is taken from what reaches the merchant's deposit balance.
    merchantNet: sql`(${t('amount')} - ${t('fee')})`,
  },
  filters: {
    ...commonFilters,
    method: equal('method', 'subject'),
    bankCode: equal('bank_code', 'bank_code'),
  },
}

/** Each search target as an exact, index-backed predicate, or null when the term cannot be one. */
export const SEARCH: Record<SearchTarget, (term: string) => SQL | null> = {
  trxNo: (term) => {
    const upper = term.toUpperCase()
    return upper === term ? sql`${t('trx_no')} = ${term}` : sql`${t('trx_no')} in (${term}, ${upper})`
  },
  customerNo: (term) => (term.length <= 32 ? sql`${t('customer_no')} = ${term}` : null),
  rrn: (term) => (/^[0-9A-Za-z]{12}$/.test(term) ? sql`${t('rrn')} = ${term}` : null),
  panLast4: (term) => (/^\d{4}$/.test(term) ? sql`right(${t('pan_masked')}, 4) = ${term}` : null),
  cardNo: (term) => (/^\d{16}$/.test(term) ? sql`${t('card_no')} = ${term}` : null),
  cardLast4: (term) => (/^\d{4}$/.test(term) ? sql`right(${t('card_no')}, 4) = ${term}` : null),
}

export const REPORT_SPECS: Record<ReportSlug, ReportSpec> = {
  retail,
  biller,
  mycroatm,
  topup,
  'topup-deposit': deposit,
}

/** A spec that misses an expression or a predicate its report declares is a bug: fail at start-up. */
export function checkSpec(spec: ReportSpec): ReportSpec {
  const { def } = spec
  for (const c of [...def.columns, ...def.detail])
    if (!(c.key in spec.select)) throw new Error(`${def.slug}: column ${c.key} has no expression`)
  for (const f of def.filters) {
    if (!spec.filters[f.key]) throw new Error(`${def.slug}: filter ${f.key} has no predicate`)
    if (f.type === 'lookup' && !spec.lookups?.[f.key]) throw new Error(`${def.slug}: lookup ${f.key} missing`)
  }
  return spec
}
