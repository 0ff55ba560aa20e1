import { z } from 'zod'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, code, oneOf, provinceCode, refId, text } from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'

export const region = defineResource({
  name: 'region',
  route: '/dashboard/corporate/region',
  title: 'Daftar Region',
  singular: 'Region',
  access: ['REGION_DATA'],
  row: z.object({
    id: z.number(),
    clientId: z.number(),
    clientName: z.string(),
    code: z.string(),
    name: z.string(),
    provinceCodes: z.array(z.string()),
    provinceNames: z.string(),
    groupCount: z.number(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    clientId: refId('Client'),
    code: code('Kode region', 32),
    name: text('Nama region', 128),
    provinceCodes: z.array(provinceCode()).min(1, 'Pilih minimal satu provinsi.').max(38),
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Region', sortable: true },
    { key: 'clientName', label: 'Client', sortable: true },
    { key: 'provinceNames', label: 'Provinsi' },
    { key: 'groupCount', label: 'Group', format: 'number' },
    statusColumn,
    ...audit,
  ],
  filters: [{ key: 'clientId', label: 'Client', type: 'ref', ref: 'client' }, statusFilter],
  searchHint: 'Cari kode atau nama region…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Data Region',
      fields: [
        { key: 'clientId', label: 'Client', type: 'ref', ref: 'client' },
        { key: 'code', label: 'Kode Region', type: 'text', placeholder: 'REG-JATENG', lockedOnEdit: true },
        { key: 'name', type: 'text' },
        { key: 'provinceCodes', label: 'Provinsi', type: 'provinces' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})
