import { z } from 'zod'
import { auditColumns, oneOf, text } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'

export const BLOCK_KEY_TYPE = [
  { value: 'CUSTOMER_NO', label: 'No. Pelanggan' },
  { value: 'CARD_NO', label: 'No. Kartu' },
  { value: 'MID', label: 'MID' },
  { value: 'TID', label: 'TID' },
  { value: 'PRODUCT', label: 'Kode Produk' },
] as const satisfies readonly Option[]

export const BLOCK_STATUS = [
  { value: 'ACTIVE', label: 'Diblokir' },
  { value: 'EXPIRED', label: 'Kedaluwarsa' },
  { value: 'REOPENED', label: 'Dibuka Kembali' },
] as const satisfies readonly Option[]

export const blockTransaction = defineResource({
  name: 'block-transaction',
  route: '/dashboard/corporate/block-transaction',
  title: 'Daftar Blokir Transaksi',
  singular: 'Blokir transaksi',
  access: ['BLOCK_TRANSACTION'],
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    keyType: z.string(),
    keyValue: z.string(),
    reason: z.string(),
    validUntil: z.string(),
    status: z.string(),
    reopenedAt: z.string().nullable(),
    reopenedBy: z.string().nullable(),
    ...auditColumns,
  }),
  input: z
    .strictObject({
      keyType: oneOf('Jenis kunci', BLOCK_KEY_TYPE),
      keyValue: z
        .string({ error: 'Nilai wajib diisi.' })
        .trim()
        .toUpperCase()
        .min(1, 'Nilai wajib diisi.')
        .max(32, 'Nilai maksimal 32 karakter.'),
      reason: text('Alasan', 300),
      validUntil: z.iso.datetime({
        offset: true,
        error: 'Berlaku sampai wajib diisi dengan tanggal dan jam.',
      }),
    })
    .check((ctx) => {
      const { keyType, keyValue, validUntil } = ctx.value
      const rule: Record<string, [RegExp, string]> = {
        CUSTOMER_NO: [/^\d{6,20}$/, 'No. pelanggan harus 6–20 digit angka.'],
        CARD_NO: [/^\d{16}$/, 'No. kartu harus 16 digit angka.'],
        MID: [/^\d{15}$/, 'MID harus 15 digit angka.'],
        TID: [/^[A-Z0-9]{8}$/, 'TID harus 8 karakter huruf/angka.'],
        PRODUCT: [/^[A-Z0-9_]{3,32}$/, 'Kode produk 3–32 karakter huruf besar/angka.'],
      }
      const r = rule[keyType]
      if (r && !r[0].test(keyValue))
        ctx.issues.push({ code: 'custom', input: keyValue, path: ['keyValue'], message: r[1] })
      if (Date.parse(validUntil) <= Date.now())
        ctx.issues.push({
          code: 'custom',
          input: validUntil,
          path: ['validUntil'],
          message: 'Berlaku sampai harus di masa depan.',
        })
    }),
  columns: [
    { key: 'keyType', label: 'Jenis', sortable: true, options: BLOCK_KEY_TYPE },
    { key: 'keyValue', label: 'Nilai', sortable: true, format: 'code' },
    { key: 'reason', label: 'Alasan' },
    { key: 'validUntil', label: 'Berlaku Sampai', sortable: true, format: 'datetime' },
    { key: 'status', label: 'Status', sortable: true, format: 'status', options: BLOCK_STATUS },
    { key: 'createdBy', label: 'Diblokir oleh', sortable: true },
    { key: 'createdAt', label: 'Diblokir pada', sortable: true, format: 'datetime', hidden: true },
    { key: 'reopenedBy', label: 'Dibuka oleh', hidden: true },
    { key: 'reopenedAt', label: 'Dibuka pada', format: 'datetime', hidden: true },
  ],
  filters: [
    { key: 'keyType', type: 'select', options: BLOCK_KEY_TYPE },
    { key: 'status', type: 'select', options: BLOCK_STATUS },
  ],
  searchHint: 'Cari nilai atau alasan…',
  defaultSort: { key: 'createdAt', dir: 'desc' },
  labelField: 'keyValue',
  codeField: 'keyType',
  actions: [
    {
      name: 'reopen',
      label: 'Buka Kembali',
      confirm: 'Apakah Anda yakin ingin membuka kembali transaksi yang diblokir ini?',
      when: { field: 'status', in: ['ACTIVE'] },
    },
  ],
  form: [
    {
      title: 'Blokir Transaksi',
      fields: [
        { key: 'keyType', label: 'Jenis Kunci', type: 'select', options: BLOCK_KEY_TYPE, lockedOnEdit: true },
        { key: 'keyValue', type: 'text', placeholder: '530000000001', lockedOnEdit: true },
        { key: 'reason', type: 'textarea' },
        // How long transactions stay refused: a change is confirmed like a status change.
        { key: 'validUntil', type: 'datetime', consequential: true },
      ],
    },
  ],
})
