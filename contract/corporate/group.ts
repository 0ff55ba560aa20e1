import { z } from 'zod'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, code, oneOf, refId, text } from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'

export const group = defineResource({
  name: 'group',
  route: '/dashboard/corporate/group',
  title: 'Daftar Group',
  singular: 'Group',
  access: ['GROUP_DATA'],
  row: z.object({
    id: z.number(),
    regionId: z.number(),
    regionName: z.string(),
    clientName: z.string(),
    code: z.string(),
    name: z.string(),
    merchantCount: z.number(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    regionId: refId('Region'),
    code: code('Kode group', 32),
    name: text('Nama group', 128),
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Group', sortable: true },
    { key: 'regionName', label: 'Region', sortable: true },
    { key: 'clientName', label: 'Client', sortable: true },
    { key: 'merchantCount', label: 'Merchant', format: 'number' },
    statusColumn,
    ...audit,
  ],
  filters: [
    { key: 'clientId', label: 'Client', type: 'ref', ref: 'client' },
    { key: 'regionId', label: 'Region', type: 'ref', ref: 'region' },
    statusFilter,
  ],
  searchHint: 'Cari kode atau nama group…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Data Group',
      fields: [
        { key: 'regionId', label: 'Region', type: 'ref', ref: 'region' },
        { key: 'code', label: 'Kode Group', type: 'text', placeholder: 'GRP-JABAR-BDG', lockedOnEdit: true },
        { key: 'name', type: 'text', placeholder: 'Grup Bandung Raya' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})
