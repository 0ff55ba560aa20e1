import { z } from 'zod'
import { audit } from '../engine/columns.ts'
import { auditColumns, code, oneOf, rupiah, text } from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'
import { DEPOSIT_METHOD_LABEL, DEPOSIT_METHODS } from '../transactions/catalogue.ts'

export const DEPOSIT_METHOD_OPTIONS = DEPOSIT_METHODS.map((value) => ({
  value,
  label: DEPOSIT_METHOD_LABEL[value],
}))

/**
 * Metode Pembayaran Deposit (PAYMENT_METHOD_DEPOSIT): how a merchant pays into its deposit, a bank's virtual
 * account or a transfer to MINT's account, with the flat fee taken from each top-up. Clean master rows with a
 * code: the segmentation's `deposit-payment` segment refers to them by it.
 */
export const depositPaymentMethod = defineResource({
  name: 'payment-method-deposit',
  route: '/dashboard/saving/payment-method-deposit',
  title: 'Metode Pembayaran Deposit',
  singular: 'Metode pembayaran deposit',
  access: ['PAYMENT_METHOD_DEPOSIT'],
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    method: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNo: z.string(),
    accountName: z.string(),
    fee: z.number(),
    active: z.boolean(),
    ...auditColumns,
  }),
  input: z.strictObject({
    code: code('Kode metode', 32),
    name: text('Nama metode', 64),
    method: oneOf('Jenis', DEPOSIT_METHOD_OPTIONS),
    bankCode: z
      .string({ error: 'Bank wajib dipilih.' })
      .trim()
      .regex(/^\d{3}$/, 'Bank wajib dipilih (kode 3 angka).'),
    accountNo: z
      .string({ error: 'Nomor rekening/prefiks VA wajib diisi.' })
      .trim()
      .regex(/^\d{4,24}$/, 'Nomor rekening/prefiks VA berisi 4–24 angka.'),
    accountName: text('Atas nama', 100),
    fee: rupiah('Biaya').max(1_000_000, 'Biaya per top up maksimal Rp1.000.000.'),
    active: z.boolean(),
  }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Metode', sortable: true },
    { key: 'method', label: 'Jenis', sortable: true, options: DEPOSIT_METHOD_OPTIONS },
    { key: 'bankName', label: 'Bank', sortable: true },
    { key: 'accountNo', label: 'No. Rekening/Prefiks VA', format: 'code', priority: 3 },
    { key: 'accountName', label: 'Atas Nama', priority: 3 },
    { key: 'fee', label: 'Biaya', sortable: true, format: 'money' },
    { key: 'active', label: 'Aktif', format: 'boolean' },
    ...audit,
  ],
  filters: [
    { key: 'method', label: 'Jenis', type: 'select', options: DEPOSIT_METHOD_OPTIONS },
    { key: 'active', label: 'Aktif', type: 'boolean' },
  ],
  searchHint: 'Cari kode atau nama metode…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Metode Pembayaran Deposit',
      fields: [
        {
          key: 'code',
          label: 'Kode Metode',
          type: 'text',
          placeholder: 'VA_BCA',
          lockedOnEdit: true,
        },
        { key: 'name', label: 'Nama Metode', type: 'text', placeholder: 'Virtual Account BCA' },
        { key: 'method', label: 'Jenis', type: 'select', options: DEPOSIT_METHOD_OPTIONS },
        { key: 'bankCode', label: 'Bank', type: 'bank' },
        {
          key: 'accountNo',
          label: 'No. Rekening/Prefiks VA',
          type: 'text',
          placeholder: '39012',
          help: 'Virtual account: kode perusahaan (prefiks). Transfer: rekening penerima MINT.',
        },
        {
          key: 'accountName',
          label: 'Atas Nama',
          type: 'text',
          placeholder: 'PT MINT Digital Indonesia',
        },
        {
          key: 'fee',
          label: 'Biaya per Top Up',
          type: 'money',
          help: 'Dipotong dari nominal yang masuk ke deposit.',
        },
        { key: 'active', label: 'Aktif', type: 'boolean' },
      ],
    },
  ],
})
