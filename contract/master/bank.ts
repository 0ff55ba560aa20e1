import { z } from 'zod'
import { audit } from '../engine/columns.ts'
import { auditColumns, digits, text } from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'
import { DEVELOPER } from './columns.ts'

/**
 * A SWIFT/BIC (ISO 9362) of a bank in Indonesia: 4 letters of the bank, the country `ID`, 2 of location,
 * optionally 3 of branch (8 or 11 characters, e.g. CENAIDJA, BOFAID2X).
 */
export const INDONESIAN_SWIFT = /^[A-Z]{4}ID[A-Z0-9]{2}([A-Z0-9]{3})?$/

export const swiftCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (v) => v === '' || INDONESIAN_SWIFT.test(v),
    'SWIFT/BIC harus 8 atau 11 karakter dengan kode negara ID, mis. CENAIDJA. Kosongkan bila tidak ada.',
  )
  .default('')

/**
 * Indonesian bank codes (issue 15 §2): Bank Indonesia's 3-digit sandi bank, what every form asking for a
 * bank offers (`/bank-code/get-list`, the web's BankSelect). The code is what other tables store, so it
 * cannot change once written; an inactive bank is no longer offered but stays valid where it is used.
 */
export const bank = defineResource({
  name: 'bank',
  route: '/dashboard/utils/bank',
  title: 'Kode Bank',
  singular: 'Bank',
  access: DEVELOPER,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    shortName: z.string(),
    swift: z.string(),
    bifast: z.boolean(),
    active: z.boolean(),
    ...auditColumns,
  }),
  input: z.strictObject({
    code: digits('Kode bank', 3),
    name: text('Nama bank', 128),
    shortName: text('Singkatan', 32),
    swift: swiftCode,
    bifast: z.boolean({ error: 'BI-FAST wajib dipilih.' }),
    active: z.boolean({ error: 'Aktif wajib dipilih.' }),
  }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Bank', sortable: true },
    { key: 'shortName', label: 'Singkatan', sortable: true },
    { key: 'swift', label: 'SWIFT/BIC', sortable: true, format: 'code' },
    { key: 'bifast', label: 'BI-FAST', format: 'boolean' },
    { key: 'active', label: 'Aktif', format: 'boolean' },
    ...audit,
  ],
  filters: [
    { key: 'bifast', label: 'BI-FAST', type: 'boolean' },
    { key: 'active', label: 'Aktif', type: 'boolean' },
  ],
  searchHint: 'Cari kode, nama, singkatan atau SWIFT…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Bank',
      fields: [
        {
          key: 'code',
          label: 'Kode Bank',
          type: 'text',
          placeholder: '014',
          help: 'Sandi bank Bank Indonesia, 3 angka.',
          lockedOnEdit: true,
        },
        { key: 'name', label: 'Nama Bank', type: 'text', placeholder: 'PT Bank Central Asia Tbk' },
        { key: 'shortName', label: 'Singkatan', type: 'text', placeholder: 'BCA' },
        {
          key: 'swift',
          label: 'SWIFT/BIC',
          type: 'text',
          placeholder: 'CENAIDJA',
          help: '8 atau 11 karakter; kosongkan bila bank tidak memiliki kode SWIFT.',
        },
        { key: 'bifast', label: 'Peserta BI-FAST', type: 'boolean' },
        {
          key: 'active',
          label: 'Aktif',
          type: 'boolean',
          help: 'Bank nonaktif tidak ditawarkan lagi di formulir, tetapi tetap berlaku bagi data yang sudah memakainya.',
        },
      ],
    },
  ],
})
