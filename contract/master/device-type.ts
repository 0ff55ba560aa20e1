import { z } from 'zod'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, code, oneOf, text } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'
import { MYCROATM_TYPE_LABEL, MYCROATM_TYPES } from '../transactions/catalogue.ts'
import { DEVELOPER } from './columns.ts'

export const MYCROATM_TYPE_OPTIONS: readonly Option[] = MYCROATM_TYPES.map((value) => ({
  value,
  label: MYCROATM_TYPE_LABEL[value],
}))

/** EDC vendors seen in Indonesian agent banking (docs/DOMAIN.md §1b). */
export const EDC_VENDORS = [
  { value: 'INGENICO', label: 'Ingenico' },
  { value: 'VERIFONE', label: 'Verifone' },
  { value: 'PAX', label: 'PAX' },
  { value: 'NEXGO', label: 'Nexgo' },
  { value: 'SUNMI', label: 'Sunmi' },
  { value: 'CENTERM', label: 'Centerm' },
] as const satisfies readonly Option[]

/** A Mycroatm EDC model and the transaction types its firmware supports. */
export const deviceMycroatmType = defineResource({
  name: 'device-mycroatm-type',
  route: '/dashboard/master/device-mycroatm-type',
  title: 'Tipe Device Mycroatm',
  singular: 'Tipe device',
  access: DEVELOPER,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    code: z.string(),
    vendor: z.string(),
    model: z.string(),
    supportedTypes: z.array(z.string()),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    code: code('Kode tipe', 32),
    vendor: oneOf('Vendor', EDC_VENDORS),
    model: text('Model', 32),
    supportedTypes: z
      .array(z.enum(MYCROATM_TYPES, { error: 'Jenis transaksi tidak dikenal.' }))
      .min(1, 'Pilih minimal satu jenis transaksi.')
      .max(MYCROATM_TYPES.length)
      .refine((xs) => new Set(xs).size === xs.length, 'Jenis transaksi tidak boleh dipilih dua kali.'),
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'vendor', label: 'Vendor', sortable: true, options: EDC_VENDORS },
    { key: 'model', label: 'Model', sortable: true },
    { key: 'supportedTypes', label: 'Jenis Transaksi', options: MYCROATM_TYPE_OPTIONS },
    statusColumn,
    ...audit,
  ],
  filters: [{ key: 'vendor', type: 'select', options: EDC_VENDORS }, statusFilter],
  searchHint: 'Cari kode atau model…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'model',
  codeField: 'code',
  form: [
    {
      title: 'Tipe Device',
      fields: [
        {
          key: 'code',
          label: 'Kode Tipe',
          type: 'text',
          placeholder: 'PAX-A920',
          lockedOnEdit: true,
        },
        { key: 'vendor', type: 'select', options: EDC_VENDORS },
        { key: 'model', type: 'text', placeholder: 'A920 Pro' },
        {
          key: 'supportedTypes',
          label: 'Jenis Transaksi',
          type: 'multiselect',
          options: MYCROATM_TYPE_OPTIONS,
        },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})
