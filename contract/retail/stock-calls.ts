import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { refId } from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'
import { quantityText } from './quantity.ts'
import { STOCK_PLACE_FILTERS, STOCK_REASONS } from './stock.ts'

/** Every change of a product's stock at an outlet (issue 18: rows, never an overwritten number). */
export const stockMovement = defineResource({
  name: 'stock-movement',
  route: '/dashboard/retail/product-all',
  title: 'Mutasi Stok',
  singular: 'Mutasi stok',
  access: ['SETTING_ALL_RETAIL_PRODUCT'],
  editable: false,
  row: z.object({
    id: z.number(),
    productId: z.number(),
    productSku: z.string(),
    productName: z.string(),
    merchantId: z.number(),
    outletId: z.number(),
    outletName: z.string(),
    qty: z.string(),
    unit: z.string(),
    reason: z.string(),
    reference: z.string(),
    createdAt: z.string(),
    createdBy: z.string(),
  }),
  input: z.strictObject({}),
  columns: [
    { key: 'createdAt', label: 'Waktu', sortable: true, format: 'datetime' },
    { key: 'productName', label: 'Produk', sortable: true },
    { key: 'outletName', label: 'Outlet', sortable: true },
    { key: 'qty', label: 'Jumlah' },
    { key: 'unit', label: 'Satuan', priority: 3 },
    { key: 'reason', label: 'Alasan', sortable: true, options: STOCK_REASONS },
    { key: 'reference', label: 'Referensi', format: 'code' },
    { key: 'createdBy', label: 'Oleh', priority: 3 },
    { key: 'productSku', label: 'SKU', format: 'code', hidden: true },
  ],
  filters: [
    ...STOCK_PLACE_FILTERS,
    { key: 'reason', label: 'Alasan', type: 'select', options: STOCK_REASONS },
  ],
  searchHint: 'Cari SKU atau nama produk…',
  defaultSort: { key: 'createdAt', dir: 'desc' },
  labelField: 'productName',
  form: [],
})

/** A signed quantity typed as text ("-2,5" takes 2,5 away). */
const delta = quantityText(
  'Jumlah wajib diisi.',
  (milli) => milli !== 0,
  'Jumlah harus angka selain 0, mis. 10 atau -2,5.',
)

export const stockOutlets = z.array(
  z.object({
    outletId: z.number(),
    outletName: z.string(),
    allowNegativeStock: z.boolean(),
    qtyMilli: z.number(),
    qty: z.string(),
  }),
)

/** A stock count's correction at one outlet; refused below zero unless the outlet allows it. */
export const stockAdjust = defineEndpoint({
  path: '/product/stock-adjust',
  access: access.features('SETTING_ALL_RETAIL_PRODUCT'),
  summary: 'Penyesuaian stok produk di satu outlet (tercatat sebagai mutasi)',
  body: z.strictObject({
    productId: refId('Produk'),
    outletId: refId('Outlet'),
    qty: delta,
    note: z.string().trim().min(1, 'Keterangan wajib diisi.').max(64, 'Keterangan maksimal 64 karakter.'),
  }),
  result: z.object({ stock: stockOutlets }),
  optionsOf: ['outlet'],
})

export const productStock = defineEndpoint({
  path: '/product/stock',
  access: access.features('SETTING_ALL_RETAIL_PRODUCT'),
  summary: 'Stok produk per outlet, dengan aturan stok minus tiap outlet',
  body: z.strictObject({ productId: refId('Produk') }),
  result: z.object({ stock: stockOutlets }),
})
