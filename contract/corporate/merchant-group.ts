import { z } from 'zod'
import { statusColumn, statusFilter, updated } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, code, oneOf, optionalText, refId, text } from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'

export const merchantGroup = defineResource({
  name: 'merchant-group',
  route: '/dashboard/corporate/merchant-group',
  title: 'Daftar Merchant Group',
  singular: 'Merchant group',
  access: ['MERCHANT_GROUP_DATA'],
  row: z.object({
    id: z.number(),
    clientId: z.number(),
    clientName: z.string(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    merchantIds: z.array(z.number()),
    memberCount: z.number(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    clientId: refId('Client'),
    code: code('Kode merchant group', 32),
    name: text('Nama merchant group', 128),
    description: optionalText('Deskripsi', 500),
    merchantIds: z.array(z.number().int().positive()).max(5000, 'Maksimal 5.000 merchant.').default([]),
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Merchant Group', sortable: true },
    { key: 'clientName', label: 'Client', sortable: true },
    { key: 'memberCount', label: 'Jumlah Merchant', sortable: true, format: 'number' },
    { key: 'description', label: 'Deskripsi', hidden: true },
    statusColumn,
    updated,
  ],
  filters: [{ key: 'clientId', label: 'Client', type: 'ref', ref: 'client' }, statusFilter],
  searchHint: 'Cari kode atau nama…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Merchant Group',
      fields: [
        { key: 'clientId', label: 'Client', type: 'ref', ref: 'client' },
        { key: 'code', type: 'text', placeholder: 'MG-TIER-A', lockedOnEdit: true },
        { key: 'name', label: 'Nama', type: 'text', placeholder: 'Warung Mitra Tier A' },
        { key: 'description', type: 'textarea' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
    {
      title: 'Anggota',
      fields: [
        {
          key: 'merchantIds',
          label: 'Merchant',
          type: 'multiref',
          ref: 'merchant',
          refFilter: { filter: 'clientId', field: 'clientId' },
          help: 'Hanya merchant dari client yang sama.',
        },
      ],
    },
  ],
})
