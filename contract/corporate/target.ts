import { z } from 'zod'
import { updated } from '../engine/columns.ts'
import { auditColumns, oneOf, optionalText, positiveInt, refId, rupiah } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'

export const TARGET_TYPE = [
  { value: 'MERCHANT', label: 'Merchant' },
  { value: 'GROUP', label: 'Group' },
  { value: 'REGION', label: 'Region' },
] as const satisfies readonly Option[]

export const target = defineResource({
  name: 'target',
  route: '/dashboard/corporate/target',
  title: 'Pengaturan Target',
  singular: 'Target',
  access: ['SETTING_TARGET_MERCHANT'],
  row: z.object({
    id: z.number(),
    targetType: z.string(),
    subjectId: z.number(),
    subjectCode: z.string(),
    subjectName: z.string(),
    clientName: z.string(),
    period: z.string(),
    trxCountTarget: z.number(),
    trxAmountTarget: z.number(),
    note: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    targetType: oneOf('Jenis target', TARGET_TYPE),
    subjectId: refId('Merchant/group/region'),
    period: z
      .string({ error: 'Periode wajib diisi.' })
      .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'Periode harus berformat TTTT-BB, mis. 2026-11.'),
    trxCountTarget: positiveInt('Target jumlah transaksi').refine(
      (n) => n > 0,
      'Target jumlah transaksi harus lebih dari 0.',
    ),
    trxAmountTarget: rupiah('Target nominal transaksi').refine(
      (n) => n > 0,
      'Target nominal transaksi harus lebih dari 0.',
    ),
    note: optionalText('Catatan', 300),
  }),
  columns: [
    { key: 'period', label: 'Periode', sortable: true, format: 'code' },
    { key: 'targetType', label: 'Jenis', sortable: true, options: TARGET_TYPE },
    { key: 'subjectCode', label: 'Kode', sortable: true, format: 'code' },
    { key: 'subjectName', label: 'Nama', sortable: true },
    { key: 'clientName', label: 'Client', sortable: true, hidden: true },
    { key: 'trxCountTarget', label: 'Target Jumlah Trx', sortable: true, format: 'number' },
    { key: 'trxAmountTarget', label: 'Target Nominal', sortable: true, format: 'money' },
    { key: 'note', label: 'Catatan', hidden: true },
    updated,
  ],
  filters: [
    { key: 'targetType', type: 'select', options: TARGET_TYPE },
    { key: 'clientId', label: 'Client', type: 'ref', ref: 'client' },
  ],
  searchHint: 'Cari periode, kode atau nama…',
  defaultSort: { key: 'period', dir: 'desc' },
  labelField: 'subjectName',
  form: [
    {
      title: 'Target',
      fields: [
        { key: 'targetType', label: 'Jenis Target', type: 'select', options: TARGET_TYPE },
        {
          key: 'subjectId',
          label: 'Merchant/Group/Region',
          type: 'ref',
          refBy: { field: 'targetType', refs: { MERCHANT: 'merchant', GROUP: 'group', REGION: 'region' } },
          help: 'Pilihan mengikuti jenis target.',
        },
        { key: 'period', label: 'Periode (TTTT-BB)', type: 'text', placeholder: '2026-12' },
        { key: 'trxCountTarget', label: 'Target Jumlah Transaksi', type: 'number' },
        { key: 'trxAmountTarget', label: 'Target Nominal Transaksi (Rp)', type: 'money' },
        { key: 'note', type: 'textarea' },
      ],
    },
  ],
})
