import { z } from 'zod'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, code, oneOf, optionalText, refId, text } from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'
import { DEVELOPER, sortOrder, sortOrderColumn } from './columns.ts'

/** The features of the merchant apps (POS, Mybills, Mycroatm), in the order the apps' home screens list them. */
export const appsFeature = defineResource({
  name: 'apps-feature',
  route: '/dashboard/master/apps-feature',
  title: 'Master Fitur Aplikasi',
  singular: 'Fitur aplikasi',
  access: DEVELOPER,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    sortOrder: z.number(),
    subfeatureCount: z.number(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    code: code('Kode fitur', 32),
    name: text('Nama fitur', 64),
    description: optionalText('Deskripsi', 255),
    sortOrder,
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    sortOrderColumn,
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Fitur', sortable: true },
    { key: 'description', label: 'Deskripsi', priority: 3 },
    { key: 'subfeatureCount', label: 'Subfitur', format: 'number' },
    statusColumn,
    ...audit,
  ],
  filters: [statusFilter],
  searchHint: 'Cari kode atau nama fitur…',
  defaultSort: { key: 'sortOrder', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Fitur Aplikasi',
      fields: [
        {
          key: 'code',
          label: 'Kode Fitur',
          type: 'text',
          placeholder: 'MYBILLS',
          lockedOnEdit: true,
        },
        { key: 'name', type: 'text', placeholder: 'Bayar Tagihan' },
        { key: 'description', label: 'Deskripsi', type: 'textarea' },
        { key: 'sortOrder', type: 'number', help: 'Posisi di layar utama aplikasi; 1 paling awal.' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})

/** A sub-feature (a menu item) of one apps feature. */
export const appsSubfeature = defineResource({
  name: 'apps-subfeature',
  route: '/dashboard/master/apps-subfeature',
  title: 'Master Subfitur Aplikasi',
  singular: 'Subfitur aplikasi',
  access: DEVELOPER,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    featureId: z.number(),
    featureName: z.string(),
    code: z.string(),
    name: z.string(),
    sortOrder: z.number(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    featureId: refId('Fitur'),
    code: code('Kode subfitur', 32),
    name: text('Nama subfitur', 64),
    sortOrder,
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'featureName', label: 'Fitur', sortable: true },
    sortOrderColumn,
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Subfitur', sortable: true },
    statusColumn,
    ...audit,
  ],
  filters: [{ key: 'featureId', label: 'Fitur', type: 'ref', ref: 'apps-feature' }, statusFilter],
  searchHint: 'Cari kode atau nama subfitur…',
  defaultSort: { key: 'featureName', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Subfitur Aplikasi',
      fields: [
        { key: 'featureId', label: 'Fitur', type: 'ref', ref: 'apps-feature' },
        {
          key: 'code',
          label: 'Kode Subfitur',
          type: 'text',
          placeholder: 'PLN_PASCA',
          lockedOnEdit: true,
        },
        { key: 'name', type: 'text', placeholder: 'PLN Pascabayar' },
        { key: 'sortOrder', type: 'number', help: 'Posisi di menu fiturnya; 1 paling awal.' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})
