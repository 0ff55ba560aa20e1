import { z } from 'zod'
import { statusColumn, statusFilter } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, email, oneOf, phone, refId, text } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'

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
  searchHint: 'Cari username, nama atau no. HP lengkap…',
  personal: { phone: 'phone' },
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
