import { z } from 'zod'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, code, oneOf, refId, rupiah, text } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'
import {
  BILLER_CATEGORIES,
  BILLER_CATEGORY_LABEL,
  BILLER_PRODUCT_TYPE_LABEL,
  BILLER_PRODUCT_TYPES,
} from '../transactions/catalogue.ts'
import { DEVELOPER } from './columns.ts'

export const BILLER_CATEGORY_OPTIONS: readonly Option[] = BILLER_CATEGORIES.map((value) => ({
  value,
  label: BILLER_CATEGORY_LABEL[value],
}))
export const BILLER_TYPE_OPTIONS: readonly Option[] = BILLER_PRODUCT_TYPES.map((value) => ({
  value,
  label: BILLER_PRODUCT_TYPE_LABEL[value],
}))

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/
const clock = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || HHMM.test(v), `Format ${label.toLowerCase()} tidak valid (JJ:MM).`)
    .default('')

/** Mybills products (docs/DOMAIN.md §1f "Biller product"): price, admin fee, the merchant's share, cut-off. */
export const productBiller = defineResource({
  name: 'product-biller',
  route: '/dashboard/master/product-biller',
  title: 'Produk Biller',
  singular: 'Produk biller',
  access: DEVELOPER,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    biller: z.string(),
    category: z.string(),
    type: z.string(),
    partnerId: z.number(),
    partnerName: z.string(),
    denomination: z.number(),
    buyPrice: z.number(),
    sellPrice: z.number(),
    adminFee: z.number(),
    merchantFee: z.number(),
    cutOffStart: z.string(),
    cutOffEnd: z.string(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z
    .strictObject({
      code: code('Kode produk', 32),
      name: text('Nama produk', 128),
      biller: text('Biller', 64),
      category: oneOf('Kategori', BILLER_CATEGORY_OPTIONS as readonly { value: string }[]),
      type: oneOf('Tipe', BILLER_TYPE_OPTIONS as readonly { value: string }[]),
      partnerId: refId('Partner'),
      denomination: rupiah('Denominasi'),
      buyPrice: rupiah('Harga beli'),
      sellPrice: rupiah('Harga jual'),
      adminFee: rupiah('Biaya admin'),
      merchantFee: rupiah('Bagian merchant'),
      cutOffStart: clock('Cut-off mulai'),
      cutOffEnd: clock('Cut-off selesai'),
      status: oneOf('Status', ACTIVE_STATUS),
    })
    .check((ctx) => {
      const v = ctx.value
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', input: v, path: [path], message })
      if (v.type === 'PREPAID' && v.denomination <= 0)
        issue('denomination', 'Produk prabayar wajib punya denominasi.')
      if (v.type === 'POSTPAID' && v.denomination !== 0)
        issue('denomination', 'Produk pascabayar tidak punya denominasi: tagihan yang menentukan.')
      if (v.type === 'PREPAID' && v.sellPrice < v.buyPrice)
        issue('sellPrice', 'Harga jual tidak boleh di bawah harga beli.')
      if (v.merchantFee > v.adminFee)
        issue('merchantFee', 'Bagian merchant tidak boleh melebihi biaya admin.')
      if ((v.cutOffStart === '') !== (v.cutOffEnd === ''))
        issue(
          v.cutOffStart === '' ? 'cutOffStart' : 'cutOffEnd',
          'Isi jam mulai dan selesai cut-off, atau kosongkan keduanya.',
        )
      if (v.cutOffStart !== '' && v.cutOffStart === v.cutOffEnd)
        issue('cutOffEnd', 'Jam selesai cut-off tidak boleh sama dengan jam mulai.')
    }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Produk', sortable: true },
    { key: 'biller', label: 'Biller', sortable: true },
    { key: 'category', label: 'Kategori', sortable: true, options: BILLER_CATEGORY_OPTIONS },
    { key: 'type', label: 'Tipe', options: BILLER_TYPE_OPTIONS },
    { key: 'partnerName', label: 'Partner', priority: 3 },
    { key: 'denomination', label: 'Denominasi', sortable: true, format: 'money' },
    { key: 'sellPrice', label: 'Harga Jual', format: 'money', hidden: true },
    { key: 'buyPrice', label: 'Harga Beli', format: 'money', hidden: true },
    { key: 'adminFee', label: 'Admin', sortable: true, format: 'money' },
    { key: 'merchantFee', label: 'Bagian Merchant', format: 'money', priority: 3 },
    { key: 'cutOffStart', label: 'Cut-off Mulai', priority: 3 },
    { key: 'cutOffEnd', label: 'Cut-off Selesai', priority: 3 },
    statusColumn,
    ...audit,
  ],
  filters: [
    { key: 'category', type: 'select', options: BILLER_CATEGORY_OPTIONS },
    { key: 'type', label: 'Tipe', type: 'select', options: BILLER_TYPE_OPTIONS },
    { key: 'partnerId', label: 'Partner', type: 'ref', ref: 'partner' },
    statusFilter,
  ],
  searchHint: 'Cari kode, nama atau biller…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Produk',
      fields: [
        {
          key: 'code',
          label: 'Kode Produk',
          type: 'text',
          placeholder: 'PLNPRA100',
          lockedOnEdit: true,
        },
        { key: 'name', type: 'text', placeholder: 'Token PLN 100rb' },
        { key: 'biller', type: 'text', placeholder: 'PLN' },
        { key: 'category', type: 'select', options: BILLER_CATEGORY_OPTIONS },
        { key: 'type', label: 'Tipe', type: 'select', options: BILLER_TYPE_OPTIONS },
        {
          key: 'partnerId',
          label: 'Partner',
          type: 'ref',
          ref: 'partner',
          help: 'Agregator tempat produk dibeli.',
        },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
    {
      title: 'Harga dan Biaya',
      fields: [
        { key: 'denomination', type: 'money', help: 'Nilai nominal produk prabayar; 0 untuk pascabayar.' },
        { key: 'buyPrice', type: 'money' },
        { key: 'sellPrice', type: 'money' },
        { key: 'adminFee', type: 'money', help: 'Per lembar tagihan untuk produk pascabayar.' },
        { key: 'merchantFee', type: 'money' },
      ],
    },
    {
      title: 'Cut-off Harian (WIB)',
      fields: [
        {
          key: 'cutOffStart',
          label: 'Mulai',
          type: 'time',
          help: 'Kosongkan bila biller tidak punya cut-off.',
        },
        {
          key: 'cutOffEnd',
          label: 'Selesai',
          type: 'time',
          help: 'Boleh melewati tengah malam, mis. 23:30–00:30.',
        },
      ],
    },
  ],
})
