import { z } from 'zod'
import type { FeatureName } from '../access/features.ts'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, code, oneOf, refId, rupiah, text } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'
import { ean13Problem } from './ean13.ts'
import { formatQuantity, MAX_QTY_MILLI, parseQuantity } from './quantity.ts'

/**
 * Retail products (issue 18 item 1, docs/DOMAIN.md §1f, docs/ARCHITECTURE.md "Retail products"): per merchant
 * (optionally one outlet), in categories, with recipes (compositions) per product and per category. Who reads
 * a screen's selects (categories, products) follows from its ref fields (contract/options-access.ts).
 */

export const PRODUCT_UNITS = [
  { value: 'pcs', label: 'pcs' },
  { value: 'gelas', label: 'gelas' },
  { value: 'porsi', label: 'porsi' },
  { value: 'botol', label: 'botol' },
  { value: 'bungkus', label: 'bungkus' },
  { value: 'pak', label: 'pak' },
  { value: 'dus', label: 'dus' },
  { value: 'kg', label: 'kg' },
  { value: 'g', label: 'g' },
  { value: 'l', label: 'l' },
  { value: 'ml', label: 'ml' },
] as const satisfies readonly Option[]
export type ProductUnit = (typeof PRODUCT_UNITS)[number]['value']

/** The tax a product's sale carries: the fee book's codes (contract/fees/taxes.ts) or none. */
export const PRODUCT_TAX_TYPES = [
  { value: 'NONE', label: 'Tanpa pajak' },
  { value: 'PB1', label: 'PB1 / PBJT (restoran)' },
  { value: 'PPN', label: 'PPN' },
] as const satisfies readonly Option[]

const merchantColumn = { key: 'merchantName', label: 'Merchant', sortable: true } as const
const merchantFilter = { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant' } as const

export const productCategory = defineResource({
  name: 'product-category',
  route: '/dashboard/retail/product-category',
  title: 'Kategori Produk',
  singular: 'Kategori produk',
  access: ['SETTING_ALL_RETAIL_PRODUCT_CATEGORY'],
  row: z.object({
    id: z.number(),
    merchantId: z.number(),
    merchantName: z.string(),
    code: z.string(),
    name: z.string(),
    productCount: z.number(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    merchantId: refId('Merchant'),
    code: code('Kode kategori', 32),
    name: text('Nama kategori', 128),
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Kategori', sortable: true },
    merchantColumn,
    { key: 'productCount', label: 'Jumlah Produk', sortable: true, format: 'number' },
    statusColumn,
    ...audit,
  ],
  filters: [merchantFilter, statusFilter],
  searchHint: 'Cari kode atau nama kategori…',
  defaultSort: { key: 'name', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Kategori',
      fields: [
        { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant', lockedOnEdit: true },
        {
          key: 'code',
          type: 'text',
          placeholder: 'MINUMAN',
          lockedOnEdit: true,
          help: 'Kode yang sama dipakai subjek service fee (MAKANAN, MINUMAN).',
        },
        { key: 'name', label: 'Nama', type: 'text', placeholder: 'Minuman' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})

/** An optional EAN-13: empty is none; otherwise the check digit must hold. */
const barcode = z
  .string()
  .trim()
  .default('')
  .superRefine((v, ctx) => {
    const problem = v === '' ? null : ean13Problem(v)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const product = defineResource({
  name: 'product',
  route: '/dashboard/retail/product-all',
  title: 'Semua Produk',
  singular: 'Produk',
  access: ['SETTING_ALL_RETAIL_PRODUCT'],
  row: z.object({
    id: z.number(),
    merchantId: z.number(),
    merchantName: z.string(),
    outletId: z.number().nullable(),
    outletName: z.string(),
    categoryId: z.number(),
    categoryName: z.string(),
    sku: z.string(),
    barcode: z.string(),
    name: z.string(),
    unit: z.string(),
    costPrice: z.number(),
    sellPrice: z.number(),
    taxType: z.string(),
    /** A product with a recipe of its own or of its category: selling it draws the ingredients. */
    isComposite: z.boolean(),
    /** Summed over the outlets (integer thousandths, shown as a quantity). */
    stockMilli: z.number(),
    stock: z.string(),
    imageUrl: z.string(),
    /** The product's photo in the file store (POST /product/image reads it); null when it has none. */
    imageId: z.string().nullable(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    merchantId: refId('Merchant'),
    outletId: z.number().int().positive().nullable().default(null),
    categoryId: refId('Kategori'),
    sku: code('SKU', 64),
    barcode,
    name: text('Nama produk', 128),
    unit: oneOf('Satuan', PRODUCT_UNITS),
    costPrice: rupiah('Harga modal'),
    sellPrice: rupiah('Harga jual'),
    taxType: oneOf('Jenis pajak', PRODUCT_TAX_TYPES),
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'sku', label: 'SKU', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Produk', sortable: true },
    { key: 'categoryName', label: 'Kategori', sortable: true },
    { key: 'sellPrice', label: 'Harga Jual', sortable: true, format: 'money' },
    { key: 'costPrice', label: 'Harga Modal', sortable: true, format: 'money', priority: 3 },
    { key: 'stock', label: 'Stok', priority: 2 },
    { key: 'unit', label: 'Satuan', priority: 3 },
    { key: 'isComposite', label: 'Komposit', format: 'boolean', priority: 3 },
    { key: 'barcode', label: 'Barcode', format: 'code', hidden: true },
    { key: 'taxType', label: 'Jenis Pajak', options: PRODUCT_TAX_TYPES, hidden: true },
    merchantColumn,
    { key: 'outletName', label: 'Outlet', hidden: true },
    statusColumn,
    ...audit,
  ],
  filters: [
    merchantFilter,
    { key: 'categoryId', label: 'Kategori', type: 'ref', ref: 'product-category' },
    { key: 'isComposite', type: 'boolean' },
    statusFilter,
  ],
  searchHint: 'Cari SKU, barcode atau nama produk…',
  defaultSort: { key: 'name', dir: 'asc' },
  labelField: 'name',
  codeField: 'sku',
  form: [
    {
      title: 'Produk',
      fields: [
        { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant', lockedOnEdit: true },
        {
          key: 'outletId',
          label: 'Outlet',
          type: 'ref',
          ref: 'outlet',
          refFilter: { filter: 'merchantId', field: 'merchantId' },
          help: 'Kosongkan bila produk dijual di semua outlet merchant.',
        },
        {
          key: 'categoryId',
          label: 'Kategori',
          type: 'ref',
          ref: 'product-category',
          refFilter: { filter: 'merchantId', field: 'merchantId' },
        },
        { key: 'sku', type: 'text', placeholder: 'KOPI-SUSU-AREN', lockedOnEdit: true },
        { key: 'barcode', type: 'text', placeholder: '8991234567891', help: 'EAN-13, boleh kosong.' },
        { key: 'name', type: 'text', placeholder: 'Kopi Susu Gula Aren' },
        { key: 'unit', type: 'select', options: PRODUCT_UNITS },
        { key: 'taxType', type: 'select', options: PRODUCT_TAX_TYPES },
      ],
    },
    {
      title: 'Harga',
      fields: [
        { key: 'costPrice', type: 'money' },
        {
          key: 'sellPrice',
          type: 'money',
          help: 'Harga modal di atas harga jual tetap disimpan, dengan peringatan.',
        },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})

/** The warning (not a refusal, issue 18) of a product sold below its cost. */
export const costAbovePrice = (cost: number, price: number): string | null =>
  cost > price
    ? `Perhatian: harga modal (Rp ${cost.toLocaleString('id-ID')}) di atas harga jual (Rp ${price.toLocaleString('id-ID')}).`
    : null

/**
 * One recipe line as the form types it: the quantity as text ("0,025"), in the ingredient's unit. A line as
 * the row shows it (with the ingredient's name) is accepted too, its extra keys dropped.
 */
export const recipeLineInput = z.object({
  ingredientId: refId('Bahan'),
  qty: z
    .string({ error: 'Jumlah wajib diisi.' })
    .trim()
    .min(1, 'Jumlah wajib diisi.')
    .transform((v, ctx) => {
      const milli = parseQuantity(v)
      if (milli === null) {
        ctx.addIssue({ code: 'custom', message: 'Jumlah harus angka, mis. 0,025 (paling teliti 0,001).' })
        return z.NEVER
      }
      if (milli <= 0 || milli > MAX_QTY_MILLI) {
        ctx.addIssue({ code: 'custom', message: 'Jumlah harus lebih dari 0.' })
        return z.NEVER
      }
      return milli
    }),
  unit: oneOf('Satuan', PRODUCT_UNITS),
})
export const recipeInput = z
  .array(recipeLineInput)
  .min(1, 'Resep wajib berisi minimal satu bahan.')
  .max(50, 'Resep maksimal 50 bahan.')
  .superRefine((lines, ctx) => {
    const seen = new Set<number>()
    lines.forEach((l, i) => {
      if (seen.has(l.ingredientId))
        ctx.addIssue({ code: 'custom', path: [i, 'ingredientId'], message: 'Bahan ini sudah ada di resep.' })
      seen.add(l.ingredientId)
    })
  })
export const recipeRow = z.array(
  z.object({ ingredientId: z.number(), ingredientName: z.string(), qty: z.string(), unit: z.string() }),
)
export { formatQuantity }

/**
 * A recipe screen: the recipe of one owner (a product, or a category whose every product sold draws it), the
 * owner chosen among the merchant's rows and fixed once saved, the lines edited with the `recipe` field.
 */
function compositionResource<const K extends 'product' | 'category'>(o: {
  name: string
  route: string
  title: string
  singular: string
  access: readonly FeatureName[]
  owner: K
  ownerLabel: string
  codeLabel: string
  searchHint: string
  ownerHelp?: string
  linesHelp: string
}) {
  const id = `${o.owner}Id` as `${K}Id`
  const code = (o.owner === 'product' ? 'productSku' : 'categoryCode') as K extends 'product'
    ? 'productSku'
    : 'categoryCode'
  const label = `${o.owner}Name` as `${K}Name`
  return defineResource({
    name: o.name,
    route: o.route,
    title: o.title,
    singular: o.singular,
    access: o.access,
    row: z.object({
      id: z.number(),
      merchantId: z.number(),
      merchantName: z.string(),
      [id]: z.number(),
      [code]: z.string(),
      [label]: z.string(),
      items: recipeRow,
      itemCount: z.number(),
      itemsText: z.string(),
      ...auditColumns,
    } as Record<string, z.ZodType>),
    input: z.strictObject({
      merchantId: refId('Merchant'),
      [id]: refId(o.ownerLabel),
      items: recipeInput,
    } as Record<string, z.ZodType>),
    columns: [
      { key: label, label: o.ownerLabel, sortable: true },
      { key: code, label: o.codeLabel, sortable: true, format: 'code' },
      { key: 'itemCount', label: 'Jumlah Bahan', sortable: true, format: 'number' },
      { key: 'itemsText', label: 'Bahan' },
      merchantColumn,
      ...audit,
    ],
    filters: [merchantFilter],
    searchHint: o.searchHint,
    defaultSort: { key: label, dir: 'asc' },
    labelField: label,
    codeField: code,
    form: [
      {
        title: o.ownerLabel,
        fields: [
          { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant', lockedOnEdit: true },
          {
            key: id,
            label: o.ownerLabel,
            type: 'ref',
            ref: o.owner === 'product' ? 'product' : 'product-category',
            refFilter: { filter: 'merchantId', field: 'merchantId' },
            lockedOnEdit: true,
            ...(o.ownerHelp ? { help: o.ownerHelp } : {}),
          },
        ],
      },
      {
        title: 'Resep',
        fields: [
          {
            key: 'items',
            label: 'Bahan',
            type: 'recipe',
            ref: 'product',
            refFilter: { filter: 'merchantId', field: 'merchantId' },
            help: o.linesHelp,
          },
        ],
      },
    ],
  })
}

export const productComposition = compositionResource({
  name: 'product-composition',
  route: '/dashboard/retail/product-composition',
  title: 'Komposisi Produk',
  singular: 'Komposisi produk',
  access: ['SETTING_ALL_RETAIL_PRODUCT_COMPOSITION'],
  owner: 'product',
  ownerLabel: 'Produk',
  codeLabel: 'SKU',
  searchHint: 'Cari nama atau SKU produk…',
  linesHelp: 'Jumlah per satu produk terjual, dalam satuan bahan (mis. 0,025 kg).',
})

export const categoryComposition = compositionResource({
  name: 'category-composition',
  route: '/dashboard/retail/product-category-composition',
  title: 'Kategori Komposisi',
  singular: 'Komposisi kategori',
  access: ['SETTING_ALL_RETAIL_PRODUCT_CATEGORY_COMPOSITION'],
  owner: 'category',
  ownerLabel: 'Kategori',
  codeLabel: 'Kode',
  searchHint: 'Cari nama atau kode kategori…',
  ownerHelp: 'Setiap produk kategori ini yang terjual memakai bahan di bawah (mis. gelas, tutup, sedotan).',
  linesHelp: 'Jumlah per satu produk terjual, dalam satuan bahan.',
})
