import { z } from 'zod'
import { statusColumn, statusFilter } from '../engine/columns.ts'
import {
  ACTIVE_STATUS,
  auditColumns,
  code,
  isoDate,
  oneOf,
  positiveInt,
  refId,
  text,
} from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'

export const deviceActivityPeriod = defineResource({
  name: 'deviceoutletactivity',
  // /device-activity/… belongs to the activity itself (docs/PRODUCT.md §7); the periods it is measured in
  // live here.
  apiPath: 'device-activity-period',
  route: '/dashboard/corporate/deviceoutletactivity',
  title: 'Periode Aktivitas Device',
  singular: 'Periode aktivitas',
  access: ['SETTING_DEVICE_ACTIVITY_PERIODE'],
  row: z.object({
    id: z.number(),
    clientId: z.number(),
    clientName: z.string(),
    code: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    minActiveDays: z.number(),
    minTransactions: z.number(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z
    .strictObject({
      clientId: refId('Client'),
      code: code('Kode periode', 32),
      name: text('Nama periode', 128),
      startDate: isoDate('Tanggal mulai'),
      endDate: isoDate('Tanggal selesai'),
      minActiveDays: positiveInt('Minimal hari aktif', 366).refine(
        (n) => n >= 1,
        'Minimal hari aktif minimal 1.',
      ),
      minTransactions: positiveInt('Minimal transaksi'),
      status: oneOf('Status', ACTIVE_STATUS),
    })
    .check((ctx) => {
      const v = ctx.value
      if (v.endDate < v.startDate)
        ctx.issues.push({
          code: 'custom',
          input: v.endDate,
          path: ['endDate'],
          message: 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
        })
      const days = (Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000 + 1
      if (days > 0 && v.minActiveDays > days)
        ctx.issues.push({
          code: 'custom',
          input: v.minActiveDays,
          path: ['minActiveDays'],
          message: `Minimal hari aktif melebihi panjang periode (${days} hari).`,
        })
    }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Periode', sortable: true },
    { key: 'clientName', label: 'Client', sortable: true },
    { key: 'startDate', label: 'Mulai', sortable: true, format: 'date' },
    { key: 'endDate', label: 'Selesai', sortable: true, format: 'date' },
    { key: 'minActiveDays', label: 'Min. Hari Aktif', format: 'number' },
    { key: 'minTransactions', label: 'Min. Transaksi', format: 'number' },
    statusColumn,
  ],
  filters: [{ key: 'clientId', label: 'Client', type: 'ref', ref: 'client' }, statusFilter],
  searchHint: 'Cari kode atau nama periode…',
  defaultSort: { key: 'startDate', dir: 'desc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Periode Aktivitas Device',
      fields: [
        { key: 'clientId', label: 'Client', type: 'ref', ref: 'client' },
        { key: 'code', type: 'text', placeholder: 'PRD-2026-12', lockedOnEdit: true },
        { key: 'name', label: 'Nama', type: 'text', placeholder: 'Periode Desember 2026' },
        { key: 'startDate', label: 'Tanggal Mulai', type: 'date' },
        { key: 'endDate', label: 'Tanggal Selesai', type: 'date' },
        { key: 'minActiveDays', label: 'Minimal Hari Aktif', type: 'number' },
        { key: 'minTransactions', label: 'Minimal Transaksi', type: 'number' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})
