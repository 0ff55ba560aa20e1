import { z } from 'zod'
import {
  ACTIVE_STATUS,
  auditColumns,
  code,
  email,
  isoDate,
  oneOf,
  optionalText,
  phone,
  positiveInt,
  refId,
  rupiah,
  text,
} from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'

const statusColumn = {
  key: 'status',
  label: 'Status',
  sortable: true,
  format: 'status',
  options: ACTIVE_STATUS,
} as const
const statusFilter = { key: 'status', type: 'select', options: ACTIVE_STATUS } as const
const updated = {
  key: 'updatedAt',
  label: 'Diperbarui',
  sortable: true,
  format: 'datetime',
  hidden: true,
} as const

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

export const TARGET_TYPE = [
  { value: 'MERCHANT', label: 'Merchant' },
  { value: 'GROUP', label: 'Group' },
  { value: 'REGION', label: 'Region' },
] as const satisfies readonly Option[]

export const target = defineResource({
  name: 'target',
  route: '/dashboard/corporate/target',
  title: 'Pengaturan Target',
  singular: 'Target',
  access: ['SETTING_TARGET_MERCHANT'],
  row: z.object({
    id: z.number(),
    targetType: z.string(),
    subjectId: z.number(),
    subjectCode: z.string(),
    subjectName: z.string(),
    clientName: z.string(),
    period: z.string(),
    trxCountTarget: z.number(),
    trxAmountTarget: z.number(),
    note: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    targetType: oneOf('Jenis target', TARGET_TYPE),
    subjectId: refId('Merchant/group/region'),
    period: z
      .string({ error: 'Periode wajib diisi.' })
      .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'Periode harus berformat TTTT-BB, mis. 2026-11.'),
    trxCountTarget: positiveInt('Target jumlah transaksi').refine(
      (n) => n > 0,
      'Target jumlah transaksi harus lebih dari 0.',
    ),
    trxAmountTarget: rupiah('Target nominal transaksi').refine(
      (n) => n > 0,
      'Target nominal transaksi harus lebih dari 0.',
    ),
    note: optionalText('Catatan', 300),
  }),
  columns: [
    { key: 'period', label: 'Periode', sortable: true, format: 'code' },
    { key: 'targetType', label: 'Jenis', sortable: true, options: TARGET_TYPE },
    { key: 'subjectCode', label: 'Kode', sortable: true, format: 'code' },
    { key: 'subjectName', label: 'Nama', sortable: true },
    { key: 'clientName', label: 'Client', sortable: true, hidden: true },
    { key: 'trxCountTarget', label: 'Target Jumlah Trx', sortable: true, format: 'number' },
    { key: 'trxAmountTarget', label: 'Target Nominal', sortable: true, format: 'money' },
    { key: 'note', label: 'Catatan', hidden: true },
    updated,
  ],
  filters: [
    { key: 'targetType', type: 'select', options: TARGET_TYPE },
    { key: 'clientId', label: 'Client', type: 'ref', ref: 'client' },
  ],
  searchHint: 'Cari periode, kode atau nama…',
  defaultSort: { key: 'period', dir: 'desc' },
  labelField: 'subjectName',
  form: [
    {
      title: 'Target',
      fields: [
        { key: 'targetType', label: 'Jenis Target', type: 'select', options: TARGET_TYPE },
        {
          key: 'subjectId',
          label: 'Merchant/Group/Region',
          type: 'ref',
          refBy: { field: 'targetType', refs: { MERCHANT: 'merchant', GROUP: 'group', REGION: 'region' } },
          help: 'Pilihan mengikuti jenis target.',
        },
        { key: 'period', label: 'Periode (TTTT-BB)', type: 'text', placeholder: '2026-12' },
        { key: 'trxCountTarget', label: 'Target Jumlah Transaksi', type: 'number' },
        { key: 'trxAmountTarget', label: 'Target Nominal Transaksi (Rp)', type: 'money' },
        { key: 'note', type: 'textarea' },
      ],
    },
  ],
})

export const OUTLET_USER_ROLE = [
  { value: 'OWNER', label: 'Pemilik' },
  { value: 'SUPERVISOR', label: 'Supervisor' },
  { value: 'CASHIER', label: 'Kasir' },
  { value: 'AGENT', label: 'Agen' },
] as const satisfies readonly Option[]

export const outletUser = defineResource({
  name: 'useroutlet',
  route: '/dashboard/corporate/useroutlet',
  title: 'Daftar User Outlet',
  singular: 'User outlet',
  access: ['APP_USER_DATA'],
  row: z.object({
    id: z.number(),
    outletId: z.number(),
    outletName: z.string(),
    merchantName: z.string(),
    username: z.string(),
    fullName: z.string(),
    phone: z.string(),
    email: z.string(),
    role: z.string(),
    pinChangedAt: z.string(),
    lastLoginAt: z.string().nullable(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    outletId: refId('Outlet'),
    username: z
      .string({ error: 'Username wajib diisi.' })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9._]{4,64}$/, 'Username 4–64 karakter: huruf kecil, angka, titik atau garis bawah.'),
    fullName: text('Nama lengkap', 128),
    phone: phone(),
    email: email(),
    role: oneOf('Peran', OUTLET_USER_ROLE),
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'username', label: 'Username', sortable: true, format: 'code' },
    { key: 'fullName', label: 'Nama', sortable: true },
    { key: 'role', label: 'Peran', sortable: true, options: OUTLET_USER_ROLE },
    { key: 'outletName', label: 'Outlet', sortable: true },
    { key: 'merchantName', label: 'Merchant', hidden: true },
    { key: 'phone', label: 'No. HP' },
    { key: 'email', label: 'Email', hidden: true },
    { key: 'pinChangedAt', label: 'PIN Diubah', sortable: true, format: 'datetime', hidden: true },
    { key: 'lastLoginAt', label: 'Login Terakhir', sortable: true, format: 'datetime' },
    statusColumn,
  ],
  filters: [
    { key: 'outletId', label: 'Outlet', type: 'ref', ref: 'outlet' },
    { key: 'role', type: 'select', options: OUTLET_USER_ROLE },
    statusFilter,
  ],
  searchHint: 'Cari username, nama atau no. HP…',
  defaultSort: { key: 'username', dir: 'asc' },
  labelField: 'fullName',
  codeField: 'username',
  actions: [
    {
      name: 'reset-pin',
      label: 'Reset PIN',
      confirm:
        'Apakah Anda yakin ingin mereset PIN user ini? PIN baru dikirim ke email user dan tidak ditampilkan di sini.',
    },
  ],
  form: [
    {
      title: 'User Outlet',
      fields: [
        { key: 'outletId', label: 'Outlet', type: 'ref', ref: 'outlet' },
        { key: 'username', type: 'text', lockedOnEdit: true },
        { key: 'fullName', label: 'Nama Lengkap', type: 'text' },
        { key: 'role', type: 'select', options: OUTLET_USER_ROLE },
        { key: 'phone', type: 'phone' },
        { key: 'email', label: 'Email', type: 'email', help: 'PIN awal dikirim ke email ini.' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})

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

export const deviceActivityPeriod = defineResource({
  name: 'deviceoutletactivity',
  // /device-activity/… belongs to the activity itself (docs/PRODUCT.md §7); the periods it is measured in
  // live here.
  apiPath: 'device-activity-period',
  route: '/dashboard/corporate/deviceoutletactivity',
  title: 'Daftar Aktifitas Device',
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

export const BLOCK_KEY_TYPE = [
  { value: 'CUSTOMER_NO', label: 'No. Pelanggan' },
  { value: 'CARD_NO', label: 'No. Kartu' },
  { value: 'MID', label: 'MID' },
  { value: 'TID', label: 'TID' },
  { value: 'PRODUCT', label: 'Kode Produk' },
] as const satisfies readonly Option[]
export const BLOCK_STATUS = [
  { value: 'ACTIVE', label: 'Diblokir' },
  { value: 'EXPIRED', label: 'Kedaluwarsa' },
  { value: 'REOPENED', label: 'Dibuka Kembali' },
] as const satisfies readonly Option[]

export const blockTransaction = defineResource({
  name: 'block-transaction',
  route: '/dashboard/corporate/block-transaction',
  title: 'Daftar Blokir Transaksi',
  singular: 'Blokir transaksi',
  access: ['BLOCK_TRANSACTION'],
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    keyType: z.string(),
    keyValue: z.string(),
    reason: z.string(),
    validUntil: z.string(),
    status: z.string(),
    reopenedAt: z.string().nullable(),
    reopenedBy: z.string().nullable(),
    ...auditColumns,
  }),
  input: z
    .strictObject({
      keyType: oneOf('Jenis kunci', BLOCK_KEY_TYPE),
      keyValue: z
        .string({ error: 'Nilai wajib diisi.' })
        .trim()
        .toUpperCase()
        .min(1, 'Nilai wajib diisi.')
        .max(32, 'Nilai maksimal 32 karakter.'),
      reason: text('Alasan', 300),
      validUntil: z.iso.datetime({
        offset: true,
        error: 'Berlaku sampai wajib diisi dengan tanggal dan jam.',
      }),
    })
    .check((ctx) => {
      const { keyType, keyValue, validUntil } = ctx.value
      const rule: Record<string, [RegExp, string]> = {
        CUSTOMER_NO: [/^\d{6,20}$/, 'No. pelanggan harus 6–20 digit angka.'],
        CARD_NO: [/^\d{16}$/, 'No. kartu harus 16 digit angka.'],
        MID: [/^\d{15}$/, 'MID harus 15 digit angka.'],
        TID: [/^[A-Z0-9]{8}$/, 'TID harus 8 karakter huruf/angka.'],
        PRODUCT: [/^[A-Z0-9_]{3,32}$/, 'Kode produk 3–32 karakter huruf besar/angka.'],
      }
      const r = rule[keyType]
      if (r && !r[0].test(keyValue))
        ctx.issues.push({ code: 'custom', input: keyValue, path: ['keyValue'], message: r[1] })
      if (Date.parse(validUntil) <= Date.now())
        ctx.issues.push({
          code: 'custom',
          input: validUntil,
          path: ['validUntil'],
          message: 'Berlaku sampai harus di masa depan.',
        })
    }),
  columns: [
    { key: 'keyType', label: 'Jenis', sortable: true, options: BLOCK_KEY_TYPE },
    { key: 'keyValue', label: 'Nilai', sortable: true, format: 'code' },
    { key: 'reason', label: 'Alasan' },
    { key: 'validUntil', label: 'Berlaku Sampai', sortable: true, format: 'datetime' },
    { key: 'status', label: 'Status', sortable: true, format: 'status', options: BLOCK_STATUS },
    { key: 'createdBy', label: 'Diblokir oleh', sortable: true },
    { key: 'createdAt', label: 'Diblokir pada', sortable: true, format: 'datetime', hidden: true },
    { key: 'reopenedBy', label: 'Dibuka oleh', hidden: true },
    { key: 'reopenedAt', label: 'Dibuka pada', format: 'datetime', hidden: true },
  ],
  filters: [
    { key: 'keyType', type: 'select', options: BLOCK_KEY_TYPE },
    { key: 'status', type: 'select', options: BLOCK_STATUS },
  ],
  searchHint: 'Cari nilai atau alasan…',
  defaultSort: { key: 'createdAt', dir: 'desc' },
  labelField: 'keyValue',
  codeField: 'keyType',
  actions: [
    {
      name: 'reopen',
      label: 'Buka Kembali',
      confirm: 'Apakah Anda yakin ingin membuka kembali transaksi yang diblokir ini?',
      when: { field: 'status', in: ['ACTIVE'] },
    },
  ],
  form: [
    {
      title: 'Blokir Transaksi',
      fields: [
        { key: 'keyType', label: 'Jenis Kunci', type: 'select', options: BLOCK_KEY_TYPE, lockedOnEdit: true },
        { key: 'keyValue', type: 'text', placeholder: '530000000001', lockedOnEdit: true },
        { key: 'reason', type: 'textarea' },
        { key: 'validUntil', type: 'datetime' },
      ],
    },
  ],
})
