import { z } from 'zod'
import { audit } from '../engine/columns.ts'
import {
  auditColumns,
  digits,
  email,
  isoDate,
  oneOf,
  optionalText,
  phone,
  refId,
  text,
} from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'
import { addressFields, addressInput, addressRow } from './address.ts'

export const MERCHANT_STATUS = [
  { value: 'DRAFT', label: 'Draf' },
  { value: 'PENDING_VERIFICATION', label: 'Menunggu Verifikasi' },
  { value: 'ACTIVE', label: 'Aktif' },
  { value: 'INACTIVE', label: 'Nonaktif' },
  { value: 'BLOCKED', label: 'Diblokir' },
  /** A self-registration operations refused (issue 19; contract/public/registration.ts). */
  { value: 'REJECTED', label: 'Ditolak' },
] as const satisfies readonly Option[]

export const BUSINESS_CATEGORY = [
  { value: 'UMI', label: 'UMI – Usaha Mikro' },
  { value: 'UKE', label: 'UKE – Usaha Kecil' },
  { value: 'UME', label: 'UME – Usaha Menengah' },
  { value: 'UBE', label: 'UBE – Usaha Besar' },
] as const satisfies readonly Option[]

export const merchant = defineResource({
  name: 'merchant',
  route: '/dashboard/corporate/merchant',
  title: 'Daftar Merchant',
  singular: 'Merchant',
  access: ['MERCHANT_DATA'],
  row: z.object({
    id: z.number(),
    mid: z.string(),
    name: z.string(),
    ownerName: z.string(),
    ownerNik: z.string(),
    npwp: z.string(),
    mcc: z.string(),
    businessCategory: z.string(),
    nmid: z.string(),
    ...addressRow,
    postalCode: z.string(),
    phone: z.string(),
    email: z.string(),
    settlementBankCode: z.string(),
    settlementAccountNo: z.string(),
    settlementAccountName: z.string(),
    joinedAt: z.string(),
    status: z.string(),
    groupId: z.number(),
    groupName: z.string(),
    regionName: z.string(),
    clientId: z.number(),
    clientName: z.string(),
    outletCount: z.number(),
    ...auditColumns,
  }),
  input: z.strictObject({
    groupId: refId('Group'),
    mid: digits('MID', 15),
    name: text('Nama usaha', 128),
    ownerName: text('Nama pemilik', 128),
    ownerNik: digits('NIK pemilik', 16),
    npwp: digits('NPWP', 16),
    mcc: digits('MCC', 4),
    businessCategory: oneOf('Kategori usaha', BUSINESS_CATEGORY),
    nmid: optionalText('NMID QRIS', 32),
    ...addressInput,
    postalCode: digits('Kode pos', 5),
    phone: phone('No. HP'),
    email: email(),
    settlementBankCode: digits('Bank settlement', 3),
    settlementAccountNo: z
      .string({ error: 'No. rekening wajib diisi.' })
      .trim()
      .regex(/^\d{6,20}$/, 'No. rekening harus 6–20 digit angka.'),
    settlementAccountName: text('Nama pemilik rekening', 128),
    joinedAt: isoDate('Tanggal bergabung'),
    status: oneOf('Status', MERCHANT_STATUS),
  }),
  columns: [
    { key: 'mid', label: 'MID', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama Usaha', sortable: true },
    { key: 'ownerName', label: 'Pemilik', sortable: true, priority: 3 },
    { key: 'ownerNik', label: 'NIK Pemilik', format: 'code', hidden: true },
    { key: 'businessCategory', label: 'Kategori', sortable: true, options: BUSINESS_CATEGORY, priority: 3 },
    { key: 'mcc', label: 'MCC', format: 'code', hidden: true },
    { key: 'groupName', label: 'Group', sortable: true },
    { key: 'clientName', label: 'Client', sortable: true, hidden: true },
    { key: 'cityName', label: 'Kota/Kab.', sortable: true },
    { key: 'phone', label: 'No. HP', hidden: true },
    { key: 'outletCount', label: 'Outlet', format: 'number' },
    { key: 'joinedAt', label: 'Bergabung', sortable: true, format: 'date' },
    { key: 'status', label: 'Status', sortable: true, format: 'status', options: MERCHANT_STATUS },
    ...audit,
  ],
  filters: [
    { key: 'status', type: 'select', options: MERCHANT_STATUS },
    { key: 'businessCategory', label: 'Kategori Usaha', type: 'select', options: BUSINESS_CATEGORY },
    { key: 'clientId', label: 'Client', type: 'ref', ref: 'client' },
    { key: 'groupId', label: 'Group', type: 'ref', ref: 'group' },
    { key: 'provinceCode', label: 'Provinsi', type: 'province' },
  ],
  searchHint: 'Cari MID, nama usaha atau pemilik…',
  // For a person the NPWP is the NIK (the form says so): both are identity numbers.
  personal: { ownerNik: 'nik', npwp: 'npwp', phone: 'phone', settlementAccountNo: 'account' },
  defaultSort: { key: 'name', dir: 'asc' },
  labelField: 'name',
  codeField: 'mid',
  form: [
    {
      title: 'Data Usaha',
      fields: [
        { key: 'groupId', label: 'Group', type: 'ref', ref: 'group' },
        {
          key: 'mid',
          label: 'MID (15 digit)',
          type: 'text',
          placeholder: '000001234567890',
          lockedOnEdit: true,
        },
        { key: 'name', type: 'text', placeholder: 'Warung Makan Sari Rasa' },
        { key: 'businessCategory', label: 'Kategori Usaha', type: 'select', options: BUSINESS_CATEGORY },
        {
          key: 'mcc',
          label: 'MCC',
          type: 'text',
          placeholder: '5812',
          help: 'Kode kategori merchant ISO 18245 (4 digit).',
        },
        { key: 'nmid', label: 'NMID QRIS', type: 'text', placeholder: 'ID1020012345678' },
        { key: 'joinedAt', label: 'Tanggal Bergabung', type: 'date' },
        { key: 'status', type: 'select', options: MERCHANT_STATUS },
      ],
    },
    {
      title: 'Pemilik',
      fields: [
        { key: 'ownerName', label: 'Nama Pemilik', type: 'text' },
        { key: 'ownerNik', label: 'NIK Pemilik (16 digit)', type: 'text' },
        { key: 'npwp', label: 'NPWP (16 digit)', type: 'text', help: 'Untuk perorangan sama dengan NIK.' },
        { key: 'phone', type: 'phone', placeholder: '+628121234567' },
        { key: 'email', label: 'Email', type: 'email' },
      ],
    },
    {
      title: 'Alamat',
      fields: [
        ...addressFields,
        { key: 'postalCode', label: 'Kode Pos', type: 'text', placeholder: '40115' },
      ],
    },
    {
      title: 'Rekening Settlement',
      fields: [
        { key: 'settlementBankCode', label: 'Bank', type: 'bank' },
        { key: 'settlementAccountNo', label: 'No. Rekening', type: 'text' },
        { key: 'settlementAccountName', label: 'Nama Pemilik Rekening', type: 'text' },
      ],
    },
  ],
})
