import { z } from 'zod'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, code, digits, oneOf, optionalText, text } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'

/** What a partner (mitra) is to the business (docs/DOMAIN.md §1c). */
export const PARTNER_TYPES = [
  { value: 'BANK', label: 'Bank' },
  { value: 'BILLER', label: 'Biller' },
  { value: 'AGGREGATOR', label: 'Agregator' },
  { value: 'DISTRIBUTOR', label: 'Distributor' },
] as const satisfies readonly Option[]

/** Partners (mitra): banks, billers, aggregators and distributors that share fees (docs/DOMAIN.md §1c). */
export const partner = defineResource({
  name: 'partner',
  route: '/dashboard/partner/data',
  title: 'Daftar Partner',
  singular: 'Partner',
  access: ['PARTNER_DATA'],
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    type: z.string(),
    agreementNo: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNo: z.string(),
    accountName: z.string(),
    note: z.string(),
    productCount: z.number(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    code: code('Kode partner', 16),
    name: text('Nama partner', 128),
    type: oneOf('Jenis partner', PARTNER_TYPES),
    agreementNo: text('No. PKS', 64),
    bankCode: digits('Bank', 3),
    accountNo: z
      .string({ error: 'No. rekening wajib diisi.' })
      .trim()
      .regex(/^\d{6,20}$/, 'No. rekening harus 6–20 digit angka.'),
    accountName: text('Nama pemilik rekening', 128),
    note: optionalText('Catatan', 2000),
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Partner', sortable: true },
    { key: 'type', label: 'Jenis', sortable: true, options: PARTNER_TYPES },
    { key: 'agreementNo', label: 'No. PKS', format: 'code', priority: 3 },
    { key: 'bankName', label: 'Bank', priority: 3 },
    { key: 'accountNo', label: 'No. Rekening', format: 'code', priority: 3 },
    { key: 'productCount', label: 'Produk Biller', format: 'number' },
    statusColumn,
    ...audit,
  ],
  filters: [{ key: 'type', type: 'select', options: PARTNER_TYPES }, statusFilter],
  searchHint: 'Cari kode, nama atau no. PKS…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Data Partner',
      fields: [
        {
          key: 'code',
          label: 'Kode Partner',
          type: 'text',
          placeholder: 'PTN006',
          lockedOnEdit: true,
        },
        { key: 'name', type: 'text', placeholder: 'PT Mitra Pembayaran Nusantara' },
        { key: 'type', type: 'select', options: PARTNER_TYPES },
        { key: 'agreementNo', label: 'No. PKS', type: 'text', placeholder: 'PKS/MINT/2026/014' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
    {
      title: 'Rekening Settlement',
      fields: [
        { key: 'bankCode', label: 'Bank', type: 'bank' },
        { key: 'accountNo', label: 'No. Rekening', type: 'text', placeholder: '1234567890' },
        { key: 'accountName', label: 'Nama Pemilik Rekening', type: 'text' },
        { key: 'note', label: 'Catatan', type: 'textarea' },
      ],
    },
  ],
})
