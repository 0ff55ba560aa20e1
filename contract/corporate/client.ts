import { z } from 'zod'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, code, digits, email, oneOf, phone, text } from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'

export const client = defineResource({
  name: 'client',
  route: '/dashboard/corporate/client',
  title: 'Daftar Client',
  singular: 'Client',
  access: ['CLIENT_DATA'],
  row: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    npwp: z.string(),
    picName: z.string(),
    picPhone: z.string(),
    picEmail: z.string(),
    address: z.string(),
    status: z.string(),
    regionCount: z.number(),
    merchantCount: z.number(),
    ...auditColumns,
  }),
  input: z.strictObject({
    code: code('Kode client', 16),
    name: text('Nama client', 128),
    npwp: digits('NPWP', 16),
    picName: text('Nama PIC', 128),
    picPhone: phone('No. HP PIC'),
    picEmail: email('Email PIC'),
    address: text('Alamat', 300),
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Client', sortable: true },
    { key: 'npwp', label: 'NPWP', format: 'code', hidden: true },
    { key: 'picName', label: 'PIC', sortable: true },
    { key: 'picPhone', label: 'No. HP PIC' },
    { key: 'picEmail', label: 'Email PIC', hidden: true },
    { key: 'regionCount', label: 'Region', format: 'number' },
    { key: 'merchantCount', label: 'Merchant', format: 'number' },
    statusColumn,
    ...audit,
  ],
  filters: [statusFilter],
  searchHint: 'Cari kode, nama atau PIC…',
  // The PIC's mobile is a person's. A client's NPWP is a company's, masked all the same: an NPWP is
  // one kind of number with one rule wherever it is shown.
  personal: { npwp: 'npwp', picPhone: 'phone' },
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Data Client',
      fields: [
        { key: 'code', label: 'Kode Client', type: 'text', placeholder: 'CLT004', lockedOnEdit: true },
        { key: 'name', type: 'text', placeholder: 'PT Contoh Retail Indonesia' },
        { key: 'npwp', label: 'NPWP (16 digit)', type: 'text' },
        { key: 'address', label: 'Alamat', type: 'textarea' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
    {
      title: 'Penanggung Jawab (PIC)',
      fields: [
        { key: 'picName', label: 'Nama PIC', type: 'text' },
        { key: 'picPhone', type: 'phone', placeholder: '+628121234567' },
        { key: 'picEmail', type: 'email' },
      ],
    },
  ],
})
