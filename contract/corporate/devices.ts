import { z } from 'zod'
import { auditColumns, oneOf, optionalText, positiveInt, refId, text } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'

export const DEVICE_STATUS = [
  { value: 'ACTIVE', label: 'Aktif' },
  { value: 'INACTIVE', label: 'Tidak Aktif' },
  { value: 'BROKEN', label: 'Rusak' },
  { value: 'WITHDRAWN', label: 'Ditarik' },
] as const satisfies readonly Option[]

const deviceBaseRow = {
  id: z.number(),
  outletId: z.number(),
  outletName: z.string(),
  merchantName: z.string(),
  clientName: z.string(),
  brand: z.string(),
  model: z.string(),
  serialNumber: z.string(),
  tid: z.string().nullable(),
  imei: z.string(),
  simMsisdn: z.string(),
  appVersion: z.string(),
  osVersion: z.string(),
  ipAddress: z.string(),
  port: z.number().nullable(),
  paperWidth: z.number().nullable(),
  lastHeartbeatAt: z.string().nullable(),
  status: z.string(),
  ...auditColumns,
}

const serial = z
  .string({ error: 'Serial number wajib diisi.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{6,32}$/, 'Serial number 6–32 karakter huruf/angka.')

const tid = z
  .string({ error: 'TID wajib diisi.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{8}$/, 'TID harus 8 karakter huruf/angka.')

const deviceStatusColumn = {
  key: 'status',
  label: 'Status',
  sortable: true,
  format: 'status',
  options: DEVICE_STATUS,
} as const

const deviceFilters = [
  { key: 'outletId', label: 'Outlet', type: 'ref', ref: 'outlet' },
  { key: 'status', type: 'select', options: DEVICE_STATUS },
] as const

export const deviceOutlet = defineResource({
  name: 'deviceoutlet',
  route: '/dashboard/corporate/deviceoutlet',
  title: 'Daftar Device Outlet',
  singular: 'Device',
  access: ['APP_DEVICE_DATA'],
  row: z.object(deviceBaseRow),
  input: z.strictObject({
    outletId: refId('Outlet'),
    brand: text('Merek', 32),
    model: text('Model', 32),
    serialNumber: serial,
    tid,
    imei: z
      .string()
      .trim()
      .regex(/^(\d{15})?$/, 'IMEI harus 15 digit angka.')
      .default(''),
    simMsisdn: optionalText('No. SIM', 20),
    appVersion: optionalText('Versi aplikasi', 16),
    osVersion: optionalText('Versi OS', 16),
    status: oneOf('Status', DEVICE_STATUS),
  }),
  columns: [
    { key: 'tid', label: 'TID', sortable: true, format: 'code' },
    { key: 'serialNumber', label: 'Serial Number', sortable: true, format: 'code' },
    { key: 'brand', label: 'Merek', sortable: true },
    { key: 'model', label: 'Model', sortable: true },
    { key: 'outletName', label: 'Outlet', sortable: true },
    { key: 'merchantName', label: 'Merchant', hidden: true },
    { key: 'appVersion', label: 'Versi App', sortable: true },
    { key: 'lastHeartbeatAt', label: 'Heartbeat Terakhir', sortable: true, format: 'datetime' },
    deviceStatusColumn,
  ],
  filters: deviceFilters,
  searchHint: 'Cari TID, serial number atau outlet…',
  defaultSort: { key: 'tid', dir: 'asc' },
  labelField: 'serialNumber',
  codeField: 'tid',
  form: [
    {
      title: 'Device POS',
      fields: [
        { key: 'outletId', label: 'Outlet', type: 'ref', ref: 'outlet' },
        { key: 'brand', type: 'text', placeholder: 'Sunmi' },
        { key: 'model', type: 'text', placeholder: 'V2 Pro' },
        { key: 'serialNumber', type: 'text', lockedOnEdit: true },
        { key: 'tid', type: 'text', placeholder: 'POS00123', lockedOnEdit: true },
        { key: 'imei', label: 'IMEI', type: 'text' },
        { key: 'simMsisdn', label: 'No. SIM', type: 'text' },
        { key: 'appVersion', label: 'Versi Aplikasi', type: 'text', placeholder: '2.4.1' },
        { key: 'osVersion', label: 'Versi OS', type: 'text', placeholder: 'Android 11' },
        { key: 'status', type: 'select', options: DEVICE_STATUS },
      ],
    },
  ],
})

export const deviceMycroatm = defineResource({
  name: 'device-mycroatm',
  route: '/dashboard/corporate/device-mycroatm',
  title: 'Daftar Device Mycroatm',
  singular: 'Device Mycroatm',
  access: ['APP_DEVICE_MYCROATM_DATA'],
  row: z.object(deviceBaseRow),
  input: deviceOutlet.input,
  columns: deviceOutlet.columns,
  filters: deviceFilters,
  searchHint: 'Cari TID, serial number atau outlet…',
  defaultSort: { key: 'tid', dir: 'asc' },
  labelField: 'serialNumber',
  codeField: 'tid',
  form: [
    {
      title: 'EDC Mycroatm',
      fields:
        deviceOutlet.form[0]?.fields.map((f) =>
          f.key === 'brand'
            ? { ...f, placeholder: 'PAX' }
            : f.key === 'model'
              ? { ...f, placeholder: 'A920' }
              : f.key === 'tid'
                ? { ...f, placeholder: 'MYC00123' }
                : f,
        ) ?? [],
    },
  ],
})

export const PAPER_WIDTH = [
  { value: '58', label: '58 mm' },
  { value: '80', label: '80 mm' },
] as const satisfies readonly Option[]

export const printerKitchen = defineResource({
  name: 'printer-kitchen',
  route: '/dashboard/corporate/printer-kitchen',
  title: 'Daftar Printer Dapur',
  singular: 'Printer dapur',
  access: ['APP_DEVICE_PRINTER_KITCHEN_DATA'],
  row: z.object(deviceBaseRow),
  input: z.strictObject({
    outletId: refId('Outlet'),
    brand: text('Merek', 32),
    model: text('Model', 32),
    serialNumber: serial,
    ipAddress: z
      .string({ error: 'Alamat IP wajib diisi.' })
      .trim()
      .pipe(z.ipv4('Alamat IP harus IPv4, mis. 192.168.1.50.')),
    port: positiveInt('Port', 65535).refine((p) => p > 0, 'Port harus 1–65535.'),
    paperWidth: z.union([z.literal(58), z.literal(80)], { error: 'Lebar kertas 58 atau 80 mm.' }),
    status: oneOf('Status', DEVICE_STATUS),
  }),
  columns: [
    { key: 'serialNumber', label: 'Serial Number', sortable: true, format: 'code' },
    { key: 'brand', label: 'Merek', sortable: true },
    { key: 'model', label: 'Model', sortable: true },
    { key: 'outletName', label: 'Outlet', sortable: true },
    { key: 'ipAddress', label: 'Alamat IP', format: 'code' },
    { key: 'port', label: 'Port', format: 'number' },
    { key: 'paperWidth', label: 'Kertas (mm)', format: 'number' },
    deviceStatusColumn,
  ],
  filters: deviceFilters,
  searchHint: 'Cari serial number, IP atau outlet…',
  defaultSort: { key: 'serialNumber', dir: 'asc' },
  labelField: 'serialNumber',
  codeField: 'ipAddress',
  form: [
    {
      title: 'Printer Dapur',
      fields: [
        { key: 'outletId', label: 'Outlet', type: 'ref', ref: 'outlet' },
        { key: 'brand', type: 'text', placeholder: 'Epson' },
        { key: 'model', type: 'text', placeholder: 'TM-T82X' },
        { key: 'serialNumber', type: 'text', lockedOnEdit: true },
        { key: 'ipAddress', type: 'text', placeholder: '192.168.1.50' },
        { key: 'port', type: 'number', placeholder: '9100' },
        { key: 'paperWidth', label: 'Lebar Kertas', type: 'select', options: PAPER_WIDTH },
        { key: 'status', type: 'select', options: DEVICE_STATUS },
      ],
    },
  ],
})
