import { z } from 'zod'
import { unknownValue } from '../engine/fields.ts'
import type { ColumnDef, ListDef, Option } from '../engine/resource.ts'
import {
  BILLER_PRODUCT_TYPE_LABEL,
  DEPOSIT_METHOD_LABEL,
  MYCROATM_TYPE_LABEL,
  PAYMENT_METHOD_LABEL,
  TOPUP_CHANNELS,
  TRX_STATUS_LABEL,
} from './catalogue.ts'
import { dayText, REPORT_DEFAULT_PAGE_SIZE, REPORT_MAX_PAGE_SIZE } from './period.ts'
import { REPORT_HEAD, type ReportHead } from './report-heads.ts'
import { type RcHost, RESPONSE_CODES } from './response-codes.ts'

/**
 * The five transaction reports (docs/PRODUCT.md §2, /dashboard/transaction/*-all), each declared once:
 * columns and detail fields with Indonesian labels, filters, what the search matches, who may open it. The
 * server turns a report into /transaction/{slug}/list|totals|detail|export|options, the web into one page.
 */
export { REPORT_SLUGS, type ReportSlug } from './report-heads.ts'

// The page sizes live with the date ranges, which the saved views (contract/engine/saved-views.ts) use
// without loading the report definitions.

export type ReportFilter =
  | {
      readonly key: string
      readonly label: string
      readonly type: 'select'
      readonly options: readonly Option[]
    }
  /** Rows of a resource (searchable select through /{ref}/options), optionally narrowed by another filter. */
  | {
      readonly key: string
      readonly label: string
      readonly type: 'ref'
      readonly ref: string
      readonly narrowBy?: { readonly filter: string; readonly refFilter: string }
    }
  /** A bank code from the bank list. */
  | { readonly key: string; readonly label: string; readonly type: 'bank' }
  /** Codes the server lists for this report (POST /transaction/{slug}/options). */
  | { readonly key: string; readonly label: string; readonly type: 'lookup' }

/** What the free-text box of a report matches, each by an index: exact values, never a scan. */
export type SearchTarget = 'trxNo' | 'customerNo' | 'rrn' | 'panLast4' | 'cardNo' | 'cardLast4'

/**
 * A report: a list of the engine walked by the keyset pager, with a totals row (apiPath
 * /transaction/{slug}; filters beyond the date and amount ranges, in the order they are shown).
 */
export interface ReportDef extends ListDef<ReportFilter>, ReportHead {
  /** Every field of the detail drawer, in order. */
  readonly detail: readonly ColumnDef[]
  readonly search: readonly SearchTarget[]
}

const options = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

export const TRX_STATUS_OPTIONS = options(TRX_STATUS_LABEL)
// In the catalogue's order (an object's keys would put "12" before "00").
const rcOptions = (host: RcHost) =>
  RESPONSE_CODES[host].map((r) => ({ value: r.code, label: `${r.code} ${r.meaning}` }))
const ISO_RC_OPTIONS = rcOptions('ISO8583')
const BILLER_RC_OPTIONS = rcOptions('BILLER')
const TOPUP_CHANNEL_OPTIONS = TOPUP_CHANNELS.map((c) => ({
  value: c,
  label: c === 'APP' ? 'Aplikasi' : c === 'MYCROATM' ? 'EDC Mycroatm' : 'POS',
}))

const col = (key: string, label: string, extra: Omit<ColumnDef, 'key' | 'label'> = {}): ColumnDef => ({
  key,
  label,
  ...extra,
})

const time = col('createdAt', 'Waktu', { format: 'datetime', sortable: true })
const status = col('status', 'Status', { format: 'status', options: TRX_STATUS_OPTIONS })
const merchantName = col('merchantName', 'Merchant')
const merchantMid = col('merchantMid', 'MID', { format: 'code', hidden: true })
const outletName = col('outletName', 'Outlet', { priority: 3 })
const outletCode = col('outletCode', 'Kode Outlet', { format: 'code', hidden: true })
const deviceName = col('deviceSerial', 'Device', { format: 'code', hidden: true })
const clientName = col('clientName', 'Client', { hidden: true })
const amount = (label = 'Nominal') => col('amount', label, { format: 'money' })
const fee = (label = 'Biaya') => col('fee', label, { format: 'money' })
const total = (hidden = false, label = 'Total') => col('total', label, { format: 'money', hidden })
/**
 * Who bears a fee, on screen (issue 15 §4): what the customer paid and what the merchant receives, beside the
 * fee that makes the difference (a retail MDR comes out of the merchant's takings; a Mybills admin fee is paid
 * by the customer on top of the bill, and shared: contract/fees/).
 */
const PAID = 'Dibayar Pelanggan'
const merchantNet = (label = 'Diterima Merchant', hidden = false) =>
  col('merchantNet', label, { format: 'money', hidden })

/** Fields every detail drawer ends with: where the transaction happened and when it last changed. */
const place = [
  col('clientName', 'Client'),
  col('regionName', 'Region'),
  col('groupName', 'Group'),
  col('merchantName', 'Merchant'),
  col('merchantMid', 'MID', { format: 'code' }),
]
const atOutlet = [
  col('outletName', 'Outlet'),
  col('outletCode', 'Kode Outlet', { format: 'code' }),
  col('deviceSerial', 'Serial Device', { format: 'code' }),
  col('deviceTid', 'TID Device', { format: 'code' }),
]
const stamps = [col('partnerName', 'Partner'), col('updatedAt', 'Diperbarui', { format: 'datetime' })]

const statusFilter: ReportFilter = {
  key: 'status',
  label: 'Status',
  type: 'select',
  options: TRX_STATUS_OPTIONS,
}
const merchantFilter: ReportFilter = { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant' }
const outletFilter: ReportFilter = {
  key: 'outletId',
  label: 'Outlet',
  type: 'ref',
  ref: 'outlet',
  narrowBy: { filter: 'merchantId', refFilter: 'merchantId' },
}
const deviceFilter = (ref: 'deviceoutlet' | 'device-mycroatm'): ReportFilter => ({
  key: 'deviceId',
  label: 'Device',
  type: 'ref',
  ref,
  narrowBy: { filter: 'outletId', refFilter: 'outletId' },
})

export const retailReport: ReportDef = {
  ...REPORT_HEAD.retail,
  columns: [
    time,
    col('trxNo', 'No. Struk', { format: 'code' }),
    merchantName,
    merchantMid,
    outletName,
    outletCode,
    col('cashierName', 'Kasir', { priority: 3 }),
    // Shown at 1440 px whatever else is (issue 12 §5): how the customer paid decides the MDR beside it.
    col('paymentMethod', 'Metode Bayar', { options: options(PAYMENT_METHOD_LABEL), priority: 1 }),
    col('itemCount', 'Jumlah Item', { format: 'number', hidden: true }),
    col('subtotal', 'Subtotal', { format: 'money', hidden: true }),
    col('discount', 'Diskon', { format: 'money', hidden: true }),
    col('taxAmount', 'Pajak', { format: 'money', hidden: true }),
    amount('Nominal'),
    fee('MDR (ditanggung merchant)'),
    // One click away in "Kolom" (the fee's label already says who bears it); always in the detail.
    merchantNet('Diterima Merchant', true),
    total(true, PAID),
    status,
    deviceName,
    clientName,
  ],
  detail: [
    col('trxNo', 'No. Struk', { format: 'code' }),
    time,
    status,
    col('paymentMethod', 'Metode Bayar', { options: options(PAYMENT_METHOD_LABEL) }),
    col('cashierName', 'Kasir'),
    amount('Nominal'),
    total(false, PAID),
    fee('MDR (ditanggung merchant)'),
    merchantNet(),
    ...place,
    ...atOutlet,
    ...stamps,
  ],
  filters: [
    statusFilter,
    merchantFilter,
    outletFilter,
    deviceFilter('deviceoutlet'),
    {
      key: 'paymentMethod',
      label: 'Metode Bayar',
      type: 'select',
      options: options(PAYMENT_METHOD_LABEL),
    },
  ],
  search: ['trxNo'],
  searchHint: 'Cari no. struk…',
}

export const billerReport: ReportDef = {
  ...REPORT_HEAD.biller,
  columns: [
    time,
    col('trxNo', 'No. Transaksi', { format: 'code' }),
    col('refId', 'Ref ID', { format: 'code', hidden: true }),
    merchantName,
    merchantMid,
    outletName,
    outletCode,
    col('productCode', 'Kode Produk', { format: 'code' }),
    col('productName', 'Produk'),
    col('productType', 'Tipe', { options: options(BILLER_PRODUCT_TYPE_LABEL), hidden: true }),
    col('customerNo', 'No. Pelanggan', { format: 'code' }),
    col('customerName', 'Nama Pelanggan', { hidden: true }),
    col('period', 'Periode', { hidden: true }),
    amount('Tagihan'),
    fee('Admin (dibayar pelanggan)'),
    total(false, PAID),
    col('rc', 'RC', { format: 'code', options: BILLER_RC_OPTIONS, hidden: true }),
    status,
    deviceName,
    clientName,
  ],
  detail: [
    col('trxNo', 'No. Transaksi', { format: 'code' }),
    col('refId', 'Ref ID', { format: 'code' }),
    time,
    status,
    col('rc', 'Kode Respons', { options: BILLER_RC_OPTIONS }),
    col('productCode', 'Kode Produk', { format: 'code' }),
    col('productName', 'Produk'),
    col('productType', 'Tipe Produk', { options: options(BILLER_PRODUCT_TYPE_LABEL) }),
    col('customerNo', 'No. Pelanggan', { format: 'code' }),
    col('customerName', 'Nama Pelanggan'),
    col('period', 'Periode'),
    col('sheets', 'Jumlah Lembar', { format: 'number' }),
    col('billAmount', 'Tagihan', { format: 'money' }),
    col('adminFee', 'Admin (dibayar pelanggan)', { format: 'money' }),
    col('penalty', 'Denda', { format: 'money' }),
    total(false, PAID),
    col('merchantFee', 'Bagian Merchant dari Admin', { format: 'money' }),
    col('partnerFee', 'Bagian Mitra dari Admin', { format: 'money' }),
    col('buyPrice', 'Harga Beli', { format: 'money' }),
    col('snToken', 'SN/Token', { format: 'code' }),
    ...place,
    ...atOutlet,
    ...stamps,
  ],
  filters: [
    statusFilter,
    merchantFilter,
    outletFilter,
    deviceFilter('deviceoutlet'),
    { key: 'productCode', label: 'Produk', type: 'lookup' },
    {
      key: 'productType',
      label: 'Tipe Produk',
      type: 'select',
      options: options(BILLER_PRODUCT_TYPE_LABEL),
    },
  ],
  search: ['trxNo', 'customerNo'],
  searchHint: 'Cari no. transaksi atau no. pelanggan…',
  // A customer number is a person's account with the biller (a PLN meter, a BPJS membership, the mobile
  // number of a pulsa purchase). Searched by its exact value only, so the mask cannot be guessed at.
  personal: { customerNo: 'account' },
}

/**
 * The merchant's (agent's) part of a Mycroatm or top-up admin fee, by its scheme's sharing (issue 15,
 * server/seed/fee-schemes.ts); MINT keeps the rest and settles with the bank.
 */
const merchantShare = col('merchantFee', 'Bagian Merchant dari Biaya', { format: 'money' })

export const mycroatmReport: ReportDef = {
  ...REPORT_HEAD.mycroatm,
  columns: [
    time,
    col('trxNo', 'No. Transaksi', { format: 'code' }),
    merchantName,
    merchantMid,
    outletName,
    col('tid', 'TID', { format: 'code' }),
    col('trxType', 'Jenis', { options: options(MYCROATM_TYPE_LABEL) }),
    col('panMasked', 'No. Kartu', { format: 'code' }),
    col('issuerBankName', 'Bank Penerbit'),
    col('destBankName', 'Bank Tujuan', { hidden: true }),
    col('rrn', 'RRN', { format: 'code' }),
    col('stan', 'STAN', { format: 'code', hidden: true }),
    col('approvalCode', 'Kode Approval', { format: 'code', hidden: true }),
    amount(),
    fee(),
    total(true),
    merchantShare,
    col('rc', 'RC', { format: 'code', options: ISO_RC_OPTIONS, hidden: true }),
    status,
    clientName,
  ],
  detail: [
    col('trxNo', 'No. Transaksi', { format: 'code' }),
    time,
    status,
    col('rc', 'Kode Respons', { options: ISO_RC_OPTIONS }),
    col('trxType', 'Jenis', { options: options(MYCROATM_TYPE_LABEL) }),
    col('processingCode', 'Processing Code', { format: 'code' }),
    col('panMasked', 'No. Kartu', { format: 'code' }),
    col('issuerBankName', 'Bank Penerbit'),
    col('destBankName', 'Bank Tujuan'),
    col('destAccount', 'Rekening Tujuan', { format: 'code' }),
    amount(),
    fee(),
    total(),
    merchantShare,
    col('tid', 'TID', { format: 'code' }),
    col('mid', 'MID Terminal', { format: 'code' }),
    col('stan', 'STAN', { format: 'code' }),
    col('rrn', 'RRN', { format: 'code' }),
    col('approvalCode', 'Kode Approval', { format: 'code' }),
    ...place,
    ...atOutlet,
    ...stamps,
  ],
  filters: [
    statusFilter,
    merchantFilter,
    outletFilter,
    deviceFilter('device-mycroatm'),
    { key: 'trxType', label: 'Jenis', type: 'select', options: options(MYCROATM_TYPE_LABEL) },
    { key: 'issuerBankCode', label: 'Bank Penerbit', type: 'bank' },
  ],
  search: ['trxNo', 'rrn', 'panLast4'],
  searchHint: 'Cari no. transaksi, RRN atau 4 digit akhir kartu…',
  // The card is stored masked already (panMasked); the destination of a transfer is a person's account.
  personal: { destAccount: 'account' },
}

export const topupReport: ReportDef = {
  ...REPORT_HEAD.topup,
  columns: [
    time,
    col('trxNo', 'No. Transaksi', { format: 'code' }),
    merchantName,
    merchantMid,
    outletName,
    col('cardNo', 'No. Kartu', { format: 'code' }),
    col('issuerName', 'Penerbit'),
    col('channel', 'Kanal', { options: TOPUP_CHANNEL_OPTIONS }),
    col('balanceBefore', 'Saldo Sebelum', { format: 'money', hidden: true }),
    col('balanceAfter', 'Saldo Sesudah', { format: 'money', hidden: true }),
    amount(),
    fee('Biaya Admin'),
    total(true),
    merchantShare,
    status,
    deviceName,
    clientName,
  ],
  detail: [
    col('trxNo', 'No. Transaksi', { format: 'code' }),
    time,
    status,
    col('rc', 'Kode Respons', { format: 'code' }),
    col('cardNo', 'No. Kartu', { format: 'code' }),
    col('issuerName', 'Penerbit'),
    col('channel', 'Kanal', { options: TOPUP_CHANNEL_OPTIONS }),
    amount(),
    fee('Biaya Admin'),
    total(),
    merchantShare,
    col('balanceBefore', 'Saldo Sebelum', { format: 'money' }),
    col('balanceAfter', 'Saldo Sesudah', { format: 'money' }),
    ...place,
    ...atOutlet,
    ...stamps,
  ],
  filters: [
    statusFilter,
    merchantFilter,
    outletFilter,
    deviceFilter('deviceoutlet'),
    { key: 'issuerCode', label: 'Penerbit', type: 'lookup' },
    { key: 'channel', label: 'Kanal', type: 'select', options: TOPUP_CHANNEL_OPTIONS },
  ],
  search: ['trxNo', 'cardNo', 'cardLast4'],
  searchHint: 'Cari no. transaksi, no. kartu atau 4 digit akhir…',
}

export const depositReport: ReportDef = {
  ...REPORT_HEAD['topup-deposit'],
  columns: [
    time,
    col('trxNo', 'No. Transaksi', { format: 'code' }),
    merchantName,
    merchantMid,
    col('method', 'Metode', { options: options(DEPOSIT_METHOD_LABEL) }),
    col('bankName', 'Bank'),
    col('accountNo', 'No. Rekening/VA', { format: 'code' }),
    col('balanceBefore', 'Saldo Sebelum', { format: 'money', hidden: true }),
    col('balanceAfter', 'Saldo Sesudah', { format: 'money', hidden: true }),
    amount(),
    fee(),
    total(true),
    status,
    clientName,
  ],
  detail: [
    col('trxNo', 'No. Transaksi', { format: 'code' }),
    time,
    status,
    col('rc', 'Kode Respons', { format: 'code' }),
    col('method', 'Metode', { options: options(DEPOSIT_METHOD_LABEL) }),
    col('bankName', 'Bank'),
    col('accountNo', 'No. Rekening/VA', { format: 'code' }),
    amount(),
    fee('Biaya (dipotong dari deposit)'),
    merchantNet('Masuk ke Deposit'),
    col('balanceBefore', 'Saldo Sebelum', { format: 'money' }),
    col('balanceAfter', 'Saldo Sesudah', { format: 'money' }),
    ...place,
    ...stamps,
  ],
  filters: [
    statusFilter,
    merchantFilter,
    { key: 'method', label: 'Metode', type: 'select', options: options(DEPOSIT_METHOD_LABEL) },
    { key: 'bankCode', label: 'Bank', type: 'bank' },
  ],
  search: ['trxNo'],
  searchHint: 'Cari no. transaksi…',
  personal: { accountNo: 'account' },
}

export const REPORTS: readonly ReportDef[] = [
  retailReport,
  billerReport,
  mycroatmReport,
  topupReport,
  depositReport,
]
const byRoute = new Map(REPORTS.map((r) => [r.route, r]))
export const reportByRoute = (route: string) => byRoute.get(route)

// ---- Requests ----

const money = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka.` })
    .int(`${label} harus bilangan bulat.`)
    .min(0, `${label} tidak boleh negatif.`)
    .max(1_000_000_000_000, `${label} terlalu besar.`)

function filterShape(def: ReportDef) {
  const shape: Record<string, z.ZodType<string | number | undefined>> = {
    amountMin: money('Nominal minimum').optional(),
    amountMax: money('Nominal maksimum').optional(),
  }
  for (const f of def.filters) {
    switch (f.type) {
      case 'select':
        shape[f.key] = z
          .enum(f.options.map((o) => o.value) as [string, ...string[]], {
            error: unknownValue(f.label),
          })
          .optional()
        break
      case 'ref':
        shape[f.key] = z
          .number({ error: `${f.label} tidak valid.` })
          .int(`${f.label} tidak valid.`)
          .positive(`${f.label} tidak valid.`)
          .optional()
        break
      case 'bank':
        shape[f.key] = z
          .string()
          .regex(/^\d{3}$/, `Kode ${f.label.toLowerCase()} harus 3 digit.`)
          .optional()
        break
      case 'lookup':
        shape[f.key] = z
          .string()
          .regex(/^[A-Z0-9._-]{1,32}$/i, `${f.label} tidak dikenal.`)
          .optional()
        break
    }
  }
  return shape
}

/** Which rows: the WIB days (default today), the filters and the search. */
export function reportQuerySchema(def: ReportDef) {
  return {
    from: z.optional(dayText('tanggal awal')),
    to: z.optional(dayText('tanggal akhir')),
    search: z.string().trim().max(64, 'Kata kunci pencarian maksimal 64 karakter.').optional(),
    filters: z.strictObject(filterShape(def)).default({}),
  }
}

const order = {
  sort: z.enum(['createdAt'], { error: unknownValue('Kolom urutan') }).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
}

/** POST /transaction/{slug}/list: one page after (or before) a cursor, newest first by default. */
export const reportListRequestSchema = (def: ReportDef) =>
  z.strictObject({
    ...reportQuerySchema(def),
    ...order,
    pageSize: z
      .number()
      .int()
      .min(1, 'Ukuran halaman minimal 1.')
      .max(REPORT_MAX_PAGE_SIZE, `Ukuran halaman maksimal ${REPORT_MAX_PAGE_SIZE}.`)
      .default(REPORT_DEFAULT_PAGE_SIZE),
    cursor: z.string().max(200).optional(),
    direction: z.enum(['next', 'prev']).default('next'),
  })
export type ReportListRequest = z.input<ReturnType<typeof reportListRequestSchema>>

export const reportTotalsRequestSchema = (def: ReportDef) => z.strictObject(reportQuerySchema(def))
export type ReportQuery = z.input<ReturnType<typeof reportTotalsRequestSchema>>

export const reportExportRequestSchema = (def: ReportDef) =>
  z.strictObject({
    ...reportQuerySchema(def),
    ...order,
    format: z.enum(['csv', 'xlsx']),
    columns: z.array(z.string().max(64)).max(100).optional(),
  })

export const reportOptionsRequestSchema = z.strictObject({ filter: z.string().max(64) })

/** A row of a report page: its columns' keys (each report has its own) and the id. */
export const reportRowSchema = z.looseObject({ id: z.number() })
export type ReportRow = z.infer<typeof reportRowSchema>

export const reportPageSchema = z.object({
  items: z.array(reportRowSchema),
  /** Give as `cursor` with direction `next` for the following page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Give as `cursor` with direction `prev` for the page before; null on the first page. */
  prevCursor: z.string().nullable(),
  from: z.string(),
  to: z.string(),
})
export type ReportPage = z.infer<typeof reportPageSchema>

export const reportTotalsSchema = z.object({
  count: z.number(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  /** The merchant's share of the fees (Mybills, Mycroatm, top-up: `merchant_fee`); 0 for the other kinds. */
  merchantFee: z.number(),
  /** Where the figures came from: the daily rollup or the rows themselves. */
  source: z.enum(['rollup', 'raw']),
  from: z.string(),
  to: z.string(),
})
export type ReportTotals = z.infer<typeof reportTotalsSchema>

/** A retail sale's receipt, as the detail drawer prints it. */
export const receiptSchema = z.object({
  items: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      qty: z.number(),
      price: z.number(),
      discount: z.number(),
      lineTotal: z.number(),
    }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  serviceCharge: z.number(),
  taxType: z.string().nullable(),
  taxAmount: z.number(),
  total: z.number(),
  paid: z.number(),
  change: z.number(),
})
export type Receipt = z.infer<typeof receiptSchema>

export const reportDetailSchema = z.object({ row: reportRowSchema, receipt: receiptSchema.nullable() })
export type ReportDetail = z.infer<typeof reportDetailSchema>

/** The codes a lookup filter offers (POST /transaction/{slug}/options). */
export const reportOptionsSchema = z.array(z.object({ value: z.string(), label: z.string() }))
