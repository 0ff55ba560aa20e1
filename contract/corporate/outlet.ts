import { z } from 'zod'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, code, oneOf, refId, text } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'
import { addressFields, addressInput, addressRow } from './address.ts'

export const OUTLET_TYPE = [
  { value: 'RETAIL', label: 'Retail' },
  { value: 'FNB', label: 'F&B' },
  { value: 'AGENT', label: 'Agen' },
] as const satisfies readonly Option[]

export const outlet = defineResource({
  name: 'outlet',
  route: '/dashboard/corporate/outlet',
  title: 'Daftar Outlet',
  singular: 'Outlet',
  access: ['OUTLET_DATA'],
  row: z.object({
    id: z.number(),
    merchantId: z.number(),
    merchantName: z.string(),
    merchantMid: z.string(),
    clientName: z.string(),
    code: z.string(),
    name: z.string(),
    type: z.string(),
    ...addressRow,
    openTime: z.string(),
    closeTime: z.string(),
    pb1Active: z.boolean(),
    allowNegativeStock: z.boolean(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    merchantId: refId('Merchant'),
    code: code('Kode outlet', 16),
    name: text('Nama outlet', 128),
    type: oneOf('Tipe outlet', OUTLET_TYPE),
    ...addressInput,
    openTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Format jam buka tidak valid (JJ:MM).'),
    closeTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Format jam tutup tidak valid (JJ:MM).'),
    pb1Active: z.boolean(),
    allowNegativeStock: z.boolean().default(false),
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Outlet', sortable: true },
    { key: 'merchantName', label: 'Merchant', sortable: true },
    { key: 'type', label: 'Tipe', sortable: true, options: OUTLET_TYPE },
    { key: 'cityName', label: 'Kota/Kab.', sortable: true },
    { key: 'openTime', label: 'Buka' },
    { key: 'closeTime', label: 'Tutup' },
    { key: 'pb1Active', label: 'PB1', format: 'boolean', hidden: true },
    { key: 'allowNegativeStock', label: 'Stok Boleh Minus', format: 'boolean', hidden: true },
    { key: 'clientName', label: 'Client', hidden: true },
    statusColumn,
    ...audit,
  ],
  filters: [
    { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant' },
    { key: 'type', type: 'select', options: OUTLET_TYPE },
    { key: 'provinceCode', label: 'Provinsi', type: 'province' },
    statusFilter,
  ],
  searchHint: 'Cari kode atau nama outlet…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Data Outlet',
      fields: [
        { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant' },
        { key: 'code', label: 'Kode Outlet', type: 'text', placeholder: 'OTL-000999', lockedOnEdit: true },
        { key: 'name', type: 'text' },
        { key: 'type', type: 'select', options: OUTLET_TYPE },
        { key: 'openTime', label: 'Jam Buka', type: 'time' },
        { key: 'closeTime', label: 'Jam Tutup', type: 'time' },
        { key: 'pb1Active', label: 'Kenakan PB1 (pajak restoran)', type: 'boolean' },
        {
          key: 'allowNegativeStock',
          type: 'boolean',
          help: 'Bila aktif, penjualan tetap tercatat walau stok produk habis (stok menjadi minus).',
        },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
    {
      title: 'Alamat',
      fields: [...addressFields],
    },
  ],
})
