import { z } from 'zod'
import { auditColumns, isoDate, oneOf, optionalText, positiveInt } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'

export const APP_VERSION_STATUS = [
  { value: 'DRAFT', label: 'Draf' },
  { value: 'RELEASED', label: 'Rilis' },
  { value: 'WITHDRAWN', label: 'Ditarik' },
] as const satisfies readonly Option[]

export const APP_NAMES = [
  { value: 'Mybills-POS', label: 'Mybills POS' },
  { value: 'MINT-Retail', label: 'MINT Retail' },
  { value: 'Mycroatm-EDC', label: 'Mycroatm EDC' },
] as const satisfies readonly Option[]

export const appVersion = defineResource({
  name: 'app-version',
  route: '/dashboard/corporate/app-version',
  title: 'Daftar Versi Aplikasi',
  singular: 'Versi aplikasi',
  access: ['APP_VERSION'],
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    appName: z.string(),
    platform: z.string(),
    versionName: z.string(),
    versionCode: z.number(),
    minSupportedCode: z.number(),
    forceUpdate: z.boolean(),
    releaseNotes: z.string(),
    releaseDate: z.string(),
    apkUrl: z.string(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z
    .strictObject({
      appName: oneOf('Aplikasi', APP_NAMES),
      versionName: z
        .string({ error: 'Nama versi wajib diisi.' })
        .trim()
        .regex(/^\d+\.\d+\.\d+$/, 'Nama versi berformat X.Y.Z, mis. 2.4.1.'),
      versionCode: positiveInt('Kode versi').refine((n) => n > 0, 'Kode versi harus lebih dari 0.'),
      minSupportedCode: positiveInt('Kode versi minimum').refine(
        (n) => n > 0,
        'Kode versi minimum harus lebih dari 0.',
      ),
      forceUpdate: z.boolean(),
      releaseNotes: optionalText('Catatan rilis', 5000),
      releaseDate: isoDate('Tanggal rilis'),
      apkUrl: z
        .union([z.literal(''), z.url({ protocol: /^https$/, error: 'URL APK harus alamat https://.' })])
        .default(''),
      status: oneOf('Status', APP_VERSION_STATUS),
    })
    .check((ctx) => {
      if (ctx.value.minSupportedCode > ctx.value.versionCode)
        ctx.issues.push({
          code: 'custom',
          input: ctx.value.minSupportedCode,
          path: ['minSupportedCode'],
          message: 'Kode versi minimum tidak boleh melebihi kode versi.',
        })
    }),
  columns: [
    { key: 'appName', label: 'Aplikasi', sortable: true, options: APP_NAMES },
    { key: 'versionName', label: 'Versi', sortable: true, format: 'code' },
    { key: 'versionCode', label: 'Kode Versi', sortable: true, format: 'number' },
    { key: 'minSupportedCode', label: 'Minimum Didukung', format: 'number' },
    { key: 'forceUpdate', label: 'Wajib Update', format: 'boolean' },
    { key: 'releaseDate', label: 'Tanggal Rilis', sortable: true, format: 'date' },
    { key: 'status', label: 'Status', sortable: true, format: 'status', options: APP_VERSION_STATUS },
  ],
  filters: [
    { key: 'appName', type: 'select', options: APP_NAMES },
    { key: 'status', type: 'select', options: APP_VERSION_STATUS },
  ],
  searchHint: 'Cari versi atau catatan rilis…',
  defaultSort: { key: 'versionCode', dir: 'desc' },
  labelField: 'versionName',
  codeField: 'appName',
  form: [
    {
      title: 'Versi Aplikasi',
      fields: [
        { key: 'appName', type: 'select', options: APP_NAMES, lockedOnEdit: true },
        { key: 'versionName', label: 'Nama Versi', type: 'text', placeholder: '2.4.1' },
        { key: 'versionCode', type: 'number', placeholder: '241', lockedOnEdit: true },
        { key: 'minSupportedCode', label: 'Kode Versi Minimum Didukung', type: 'number' },
        { key: 'forceUpdate', label: 'Wajib update', type: 'boolean' },
        { key: 'releaseDate', type: 'date' },
        { key: 'apkUrl', label: 'URL APK', type: 'text', placeholder: 'https://…' },
        { key: 'releaseNotes', label: 'Catatan Rilis', type: 'textarea' },
        { key: 'status', type: 'select', options: APP_VERSION_STATUS },
      ],
    },
  ],
})
