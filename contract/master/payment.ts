import { z } from 'zod'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, code, oneOf, refId, text } from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'
import { bps } from '../fees/schemes.ts'
import { DEVELOPER, sortOrder, sortOrderColumn } from './columns.ts'

/** Payment categories (docs/DOMAIN.md §1f: Tunai, Kartu, QRIS, Uang Elektronik, Transfer), in the cashier's order. */
export const paymentCategory = defineResource({
  name: 'payment-category',
  route: '/dashboard/master/payment-category',
  title: 'Kategori Pembayaran',
  singular: 'Kategori pembayaran',
  access: DEVELOPER,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    sortOrder: z.number(),
    methodCount: z.number(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    code: code('Kode kategori', 16),
    name: text('Nama kategori', 64),
    sortOrder,
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    sortOrderColumn,
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Kategori', sortable: true },
    { key: 'methodCount', label: 'Metode', format: 'number' },
    statusColumn,
    ...audit,
  ],
  filters: [statusFilter],
  searchHint: 'Cari kode atau nama kategori…',
  defaultSort: { key: 'sortOrder', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Kategori Pembayaran',
      fields: [
        {
          key: 'code',
          label: 'Kode Kategori',
          type: 'text',
          placeholder: 'QRIS',
          lockedOnEdit: true,
        },
        { key: 'name', type: 'text', placeholder: 'Uang Elektronik' },
        { key: 'sortOrder', type: 'number', help: 'Posisi di layar kasir; 1 paling awal.' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})

/** Payment methods (QRIS, Debit BCA, Flazz) with their MDR (docs/DOMAIN.md §1f, §2). */
export const paymentMethod = defineResource({
  name: 'payment-method',
  route: '/dashboard/master/payment-method',
  title: 'Metode Pembayaran',
  singular: 'Metode pembayaran',
  access: DEVELOPER,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    categoryId: z.number(),
    categoryName: z.string(),
    code: z.string(),
    name: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    mdrBps: z.number(),
    active: z.boolean(),
    ...auditColumns,
  }),
  input: z.strictObject({
    categoryId: refId('Kategori'),
    code: code('Kode metode', 32),
    name: text('Nama metode', 64),
    bankCode: z
      .string()
      .trim()
      .regex(/^(\d{3})?$/, 'Kode bank terdiri dari 3 angka.')
      .default(''),
    mdrBps: bps,
    active: z.boolean(),
  }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Metode', sortable: true },
    { key: 'categoryName', label: 'Kategori', sortable: true },
    { key: 'bankName', label: 'Bank/Penerbit', priority: 3 },
    { key: 'mdrBps', label: 'MDR', sortable: true, format: 'percent' },
    { key: 'active', label: 'Aktif', format: 'boolean' },
    ...audit,
  ],
  filters: [
    { key: 'categoryId', label: 'Kategori', type: 'ref', ref: 'payment-category' },
    { key: 'active', label: 'Aktif', type: 'boolean' },
  ],
  searchHint: 'Cari kode atau nama metode…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Metode Pembayaran',
      fields: [
        { key: 'categoryId', label: 'Kategori', type: 'ref', ref: 'payment-category' },
        {
          key: 'code',
          label: 'Kode Metode',
          type: 'text',
          placeholder: 'DEBIT_BCA',
          lockedOnEdit: true,
        },
        { key: 'name', type: 'text', placeholder: 'Debit BCA' },
        { key: 'bankCode', label: 'Bank/Penerbit', type: 'bank', help: 'Kosongkan untuk tunai dan QRIS.' },
        {
          key: 'mdrBps',
          label: 'MDR',
          type: 'percent',
          help: 'Persentase dari nominal, mis. 0,7 untuk QRIS.',
        },
        { key: 'active', label: 'Aktif', type: 'boolean' },
      ],
    },
  ],
})
