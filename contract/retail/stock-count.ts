import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { isoDate, refId } from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'
import { quantityText } from './quantity.ts'
import { STOCK_PLACE_FILTERS } from './stock.ts'

/**
 * Stock counts (stok opname) and the stock variance of composite products' ingredients (issue 18 item 5,
 * docs/ARCHITECTURE.md "Stock counts and variance"). A count is a row per product, outlet and moment; recording
 * it writes a COUNT movement of the difference, so the book follows what was counted.
 */

const FEATURES = ['SETTING_ALL_RETAIL_PRODUCT'] as const

/** The counts as a list (a view of "Semua Produk"), newest first. */
export const stockCount = defineResource({
  name: 'stock-count',
  route: '/dashboard/retail/product-all',
  title: 'Stok Opname',
  singular: 'Stok opname',
  access: [...FEATURES],
  editable: false,
  row: z.object({
    id: z.number(),
    productId: z.number(),
    productSku: z.string(),
    productName: z.string(),
    unit: z.string(),
    merchantId: z.number(),
    outletId: z.number(),
    outletName: z.string(),
    counted: z.string(),
    book: z.string(),
    difference: z.string(),
    countedAt: z.string(),
    countedBy: z.string(),
    note: z.string(),
  }),
  input: z.strictObject({}),
  columns: [
    { key: 'countedAt', label: 'Waktu Hitung', sortable: true, format: 'datetime' },
    { key: 'productName', label: 'Produk', sortable: true },
    { key: 'outletName', label: 'Outlet', sortable: true },
    { key: 'counted', label: 'Jumlah Dihitung' },
    { key: 'book', label: 'Stok Buku', priority: 2 },
    { key: 'difference', label: 'Selisih' },
    { key: 'unit', label: 'Satuan', priority: 3 },
    { key: 'countedBy', label: 'Dihitung Oleh', priority: 2 },
    { key: 'note', label: 'Keterangan', priority: 3 },
    { key: 'productSku', label: 'SKU', format: 'code', hidden: true },
  ],
  filters: [...STOCK_PLACE_FILTERS],
  searchHint: 'Cari SKU atau nama produk…',
  defaultSort: { key: 'countedAt', dir: 'desc' },
  labelField: 'productName',
  form: [],
})

/** A counted quantity typed as text ("12,5"): zero or more. */
const counted = quantityText(
  'Jumlah dihitung wajib diisi.',
  (milli) => milli >= 0,
  'Jumlah dihitung harus angka 0 atau lebih, mis. 12,5.',
)

/** One product's line of a count sheet: what the book says now. */
export const countSheetLine = z.object({
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  unit: z.string(),
  bookMilli: z.number(),
  book: z.string(),
  /** The last count of it at this outlet (ISO time), if any. */
  lastCountedAt: z.string().nullable(),
})

/** The products to count at an outlet: the ingredients of the merchant's recipes, with their book stock. */
export const stockCountSheet = defineEndpoint({
  path: '/stock-count/sheet',
  access: access.features(...FEATURES),
  summary: 'Lembar stok opname satu outlet: bahan baku resep dan stok bukunya',
  body: z.strictObject({ outletId: refId('Outlet') }),
  result: z.object({ lines: z.array(countSheetLine) }),
  optionsOf: ['outlet'],
})

export const EMPTY_COUNT = 'Isi jumlah dihitung untuk minimal satu produk.'

/** Records one count of several products at an outlet, all at the same moment, in one transaction. */
export const stockCountRecord = defineEndpoint({
  path: '/stock-count/record',
  access: access.features(...FEATURES),
  summary: 'Catat stok opname (jumlah fisik per produk) di satu outlet',
  body: z.strictObject({
    outletId: refId('Outlet'),
    note: z.string().trim().max(200, 'Keterangan maksimal 200 karakter.').default(''),
    lines: z
      .array(z.strictObject({ productId: refId('Produk'), qty: counted }))
      // An empty count is refused by the call (EMPTY_COUNT) once the outlet is known to be in scope.
      .max(1_000, 'Satu opname maksimal 1.000 produk.')
      .superRefine((lines, ctx) => {
        const seen = new Set<number>()
        lines.forEach((l, i) => {
          if (seen.has(l.productId))
            ctx.addIssue({ code: 'custom', path: [i, 'productId'], message: 'Produk tercantum dua kali.' })
          seen.add(l.productId)
        })
      }),
  }),
  result: z.object({ recorded: z.number(), countedAt: z.string() }),
})

/** One ingredient's theoretical and actual use between two counts. Quantities in thousandths and as text. */
export const varianceRow = z.object({
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  unit: z.string(),
  /** The first and last count in the period (the interval measured); null when there are fewer than two. */
  openingAt: z.string().nullable(),
  closingAt: z.string().nullable(),
  openingMilli: z.number().nullable(),
  closingMilli: z.number().nullable(),
  /** Stock added between the counts: adjustments and imports (receipts, write-offs negative). */
  receivedMilli: z.number().nullable(),
  /** What the recipes say was used: SALE movements less VOIDs between the counts. */
  theoreticalMilli: z.number().nullable(),
  /** opening + received − closing. */
  actualMilli: z.number().nullable(),
  /** actual − theoretical: more used than sold (waste, loss) is positive. */
  varianceMilli: z.number().nullable(),
  /** variance ÷ theoretical × 100, one decimal, half away from zero; null when nothing was sold. */
  variancePercent: z.number().nullable(),
})
export type VarianceRow = z.infer<typeof varianceRow>

export const stockVariance = defineEndpoint({
  path: '/stock-count/variance',
  access: access.features(...FEATURES),
  summary:
    'Selisih stok bahan baku: pemakaian teoretis (resep × penjualan) dibanding pemakaian aktual (opname)',
  body: z
    .strictObject({ outletId: refId('Outlet'), from: isoDate('Tanggal awal'), to: isoDate('Tanggal akhir') })
    .refine((b) => b.from <= b.to, {
      path: ['to'],
      message: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
    })
    .refine((b) => Date.parse(b.to) - Date.parse(b.from) <= 366 * 86_400_000, {
      path: ['to'],
      message: 'Periode maksimal 366 hari.',
    }),
  result: z.object({ rows: z.array(varianceRow) }),
  optionsOf: ['outlet'],
})
