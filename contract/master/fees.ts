import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { ACTIVE_STATUS, auditColumns, code, oneOf, refId, text } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'
import {
  engineCheck,
  type FlatScheme,
  flatSchemeFields,
  optionalDay,
  partnerSchemeFields,
  type SCHEME_TYPES,
  TAX_BASE_OPTIONS,
  taxFormErrors,
} from '../fees/form.ts'
import { MERCHANT_PARTY, PLATFORM_PARTY } from '../fees/parties.ts'
import { BEARER_LABEL, bps, MERCHANT_CATEGORIES } from '../fees/schemes.ts'
import { TAX_BASES } from '../fees/taxes.ts'
import { PAYMENT_METHOD_LABEL, PAYMENT_METHODS, type TRX_KINDS } from '../transactions/catalogue.ts'
import { DEVELOPER } from './columns.ts'

/**
 * The fee masters of the developer menu (issue 15 item 1) over the stored fee book (server/db/schema/fees.ts):
 * tax types, service-fee schemes and their subjects, partner-fee schemes. Each form is the fee engine's
 * schema flattened (contract/fees/form.ts), validated by the engine itself.
 */

const options = <T extends string>(labels: Record<T, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label: label as string }))

export const TRX_KIND_OPTIONS = options<(typeof TRX_KINDS)[number]>({
  RETAIL: 'Retail (POS)',
  BILLER: 'Mybills (PPOB)',
  MYCROATM: 'Mycroatm',
  TOPUP: 'Top up kartu',
  DEPOSIT: 'Top up deposit',
})
export const SCHEME_TYPE_OPTIONS = options<(typeof SCHEME_TYPES)[number]>({
  FLAT: 'Flat (Rp)',
  PERCENT: 'Persen',
  TIERED: 'Bertingkat',
})
export const BEARER_OPTIONS = options(BEARER_LABEL)
export const PFEE_COMPONENT_OPTIONS = [
  { value: 'ADMIN', label: 'Biaya admin' },
  { value: 'MDR', label: 'MDR' },
] as const
export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABEL[value],
}))
export const MERCHANT_CATEGORY_OPTIONS = MERCHANT_CATEGORIES.map((value) => ({
  value,
  label: { UMI: 'Usaha mikro', UKE: 'Usaha kecil', UME: 'Usaha menengah', UBE: 'Usaha besar' }[value],
}))
export const TAX_BASE_LABELS: readonly Option[] = TAX_BASE_OPTIONS
/** The parties a sharing may name besides partners (contract/fees/parties.ts). */
export const FIXED_PARTIES: readonly Option[] = [
  { value: PLATFORM_PARTY, label: 'MINT (platform)' },
  { value: MERCHANT_PARTY, label: 'Merchant' },
]

const status = oneOf('Status', ACTIVE_STATUS)

const validityColumns = [
  { key: 'validFrom', label: 'Berlaku Mulai', sortable: true, format: 'date' },
  { key: 'validTo', label: 'Berlaku Sampai', sortable: true, format: 'date' },
] as const

const validityFormFields = [
  { key: 'validFrom', type: 'date' },
  { key: 'validTo', type: 'date', help: 'Kosongkan bila berlaku sampai ada versi berikutnya.' },
] as const

/** A tax type version (PPN, PB1): the engine's tax rule (contract/fees/taxes.ts) with a status. */
export const taxType = defineResource({
  name: 'apps-tax-type',
  route: '/dashboard/master/apps-tax-type',
  title: 'Tipe Pajak',
  singular: 'Tipe pajak',
  access: DEVELOPER,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    code: z.string(),
    label: z.string(),
    bps: z.number(),
    base: z.string(),
    inclusive: z.boolean(),
    validFrom: z.string(),
    validTo: z.string().nullable(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z
    .strictObject({
      code: code('Kode pajak', 20),
      label: text('Nama', 100),
      bps,
      base: z.enum(TAX_BASES, { error: 'Dasar pengenaan wajib dipilih.' }),
      inclusive: z.boolean().default(false),
      validFrom: z.string({ error: 'Berlaku mulai wajib diisi.' }),
      validTo: optionalDay('Berlaku sampai'),
      status,
    })
    .check((ctx) => {
      for (const e of taxFormErrors(ctx.value))
        ctx.issues.push({ code: 'custom', input: ctx.value, path: [e.field], message: e.message })
    }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'label', label: 'Nama', sortable: true },
    { key: 'bps', label: 'Tarif', sortable: true, format: 'percent' },
    { key: 'base', label: 'Dasar Pengenaan', options: TAX_BASE_LABELS },
    { key: 'inclusive', label: 'Termasuk Harga', format: 'boolean' },
    ...validityColumns,
    statusColumn,
    ...audit,
  ],
  filters: [statusFilter],
  searchHint: 'Cari kode atau nama pajak…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'label',
  codeField: 'code',
  form: [
    {
      title: 'Tipe Pajak',
      fields: [
        { key: 'code', label: 'Kode Pajak', type: 'text', placeholder: 'PPN', lockedOnEdit: true },
        { key: 'label', type: 'text', placeholder: 'PPN 12% DPP 11/12' },
        { key: 'bps', type: 'percent', help: 'Persentase, mis. 12 untuk PPN 12%.' },
        { key: 'base', type: 'select', options: TAX_BASE_LABELS },
        { key: 'inclusive', label: 'Harga sudah termasuk pajak', type: 'boolean' },
        ...validityFormFields,
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})

/** What both scheme lists show of a row; the form fields are the flat form's (contract/fees/form.ts). */
const schemeRow = {
  id: z.number(),
  code: z.string(),
  label: z.string(),
  component: z.string(),
  bearer: z.string(),
  kind: z.string(),
  type: z.string(),
  feeText: z.string(),
  amount: z.number().nullable(),
  bps: z.number().nullable(),
  tiers: z.array(z.unknown()),
  min: z.number().nullable(),
  max: z.number().nullable(),
  perUnit: z.boolean(),
  products: z.string(),
  paymentMethods: z.array(z.string()),
  merchantCategories: z.array(z.string()),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  status: z.string(),
  ...auditColumns,
}

const schemeColumns = {
  code: { key: 'code', label: 'Kode', sortable: true, format: 'code' },
  label: { key: 'label', label: 'Nama', sortable: true },
  kind: { key: 'kind', label: 'Jenis Transaksi', sortable: true, options: TRX_KIND_OPTIONS },
  type: { key: 'type', label: 'Tipe', sortable: true, options: SCHEME_TYPE_OPTIONS },
  feeText: { key: 'feeText', label: 'Biaya' },
  products: { key: 'products', label: 'Produk', priority: 3 },
} as const

const when = (field: string, ...values: string[]) => ({ when: { field, in: values } })

/** The fields of the "Biaya" section, shown as the type applies. */
const feeFields = [
  { key: 'type', label: 'Tipe Biaya', type: 'select', options: SCHEME_TYPE_OPTIONS },
  { key: 'amount', label: 'Biaya', type: 'money', ...when('type', 'FLAT') },
  { key: 'bps', label: 'Persentase', type: 'percent', ...when('type', 'PERCENT') },
  {
    key: 'tiers',
    label: 'Tingkat',
    type: 'tiers',
    help: 'Rentang nominal dari Rp 0, berurutan tanpa celah; tingkat terakhir tanpa batas atas.',
    ...when('type', 'TIERED'),
  },
  { key: 'min', label: 'Minimum', type: 'money', ...when('type', 'PERCENT', 'TIERED') },
  { key: 'max', label: 'Maksimum', type: 'money', ...when('type', 'PERCENT', 'TIERED') },
  {
    key: 'perUnit',
    label: 'Biaya per unit (per lembar tagihan)',
    type: 'boolean',
    ...when('type', 'FLAT'),
  },
] as const

const matchFields = [
  { key: 'kind', label: 'Jenis Transaksi', type: 'select', options: TRX_KIND_OPTIONS },
  {
    key: 'products',
    label: 'Produk',
    type: 'text',
    placeholder: 'PLN_PASCA, PDAM_JKT',
    help: 'Kode produk dipisah koma; kosongkan untuk semua produk.',
  },
  { key: 'paymentMethods', label: 'Metode Pembayaran', type: 'multiselect', options: PAYMENT_METHOD_OPTIONS },
  {
    key: 'merchantCategories',
    label: 'Kategori Usaha',
    type: 'multiselect',
    options: MERCHANT_CATEGORY_OPTIONS,
  },
] as const

const schemeFilters = [
  { key: 'kind', label: 'Jenis Transaksi', type: 'select', options: TRX_KIND_OPTIONS },
  { key: 'type', label: 'Tipe', type: 'select', options: SCHEME_TYPE_OPTIONS },
  statusFilter,
] as const

/** A service-fee scheme: the merchant's service charge, paid by the customer (component SERVICE). */
export const sfeeScheme = defineResource({
  name: 'apps-sfee-scheme',
  route: '/dashboard/master/apps-sfee-scheme',
  title: 'Skema Service Fee',
  singular: 'Skema service fee',
  access: DEVELOPER,
  writableByAllScopeOnly: true,
  row: z.object({ ...schemeRow, subjectCount: z.number() }),
  input: z
    .strictObject({
      ...flatSchemeFields,
      component: z.literal('SERVICE').default('SERVICE'),
      bearer: z.literal('CUSTOMER').default('CUSTOMER'),
      status,
    })
    .check(engineCheck((v): FlatScheme => ({ ...v, shares: [], remainderTo: PLATFORM_PARTY }))),
  columns: [
    schemeColumns.code,
    schemeColumns.label,
    schemeColumns.kind,
    schemeColumns.type,
    schemeColumns.feeText,
    schemeColumns.products,
    { key: 'subjectCount', label: 'Subjek', format: 'number' },
    ...validityColumns,
    statusColumn,
    ...audit,
  ],
  filters: schemeFilters,
  searchHint: 'Cari kode atau nama skema…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'label',
  codeField: 'code',
  form: [
    {
      title: 'Skema',
      fields: [
        { key: 'code', label: 'Kode Skema', type: 'text', placeholder: 'SVC-5', lockedOnEdit: true },
        { key: 'label', label: 'Nama', type: 'text', placeholder: 'Service 5%' },
        ...validityFormFields,
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
    { title: 'Biaya', fields: feeFields },
    { title: 'Berlaku untuk', fields: matchFields },
  ],
})

/** A partner-fee scheme: an admin fee or an MDR, who bears it, and how partners share it. */
export const pfeeScheme = defineResource({
  name: 'apps-pfee-scheme',
  route: '/dashboard/master/apps-pfee-scheme',
  title: 'Skema Partner Fee',
  singular: 'Skema partner fee',
  access: DEVELOPER,
  writableByAllScopeOnly: true,
  row: z.object({
    ...schemeRow,
    shares: z.array(z.unknown()),
    remainderTo: z.string(),
    shareCount: z.number(),
  }),
  input: z
    .strictObject({ ...flatSchemeFields, ...partnerSchemeFields, status })
    .check(engineCheck((v): FlatScheme => v)),
  columns: [
    schemeColumns.code,
    schemeColumns.label,
    { key: 'component', label: 'Komponen', sortable: true, options: PFEE_COMPONENT_OPTIONS },
    { key: 'bearer', label: 'Ditanggung', sortable: true, options: BEARER_OPTIONS },
    schemeColumns.kind,
    schemeColumns.type,
    schemeColumns.feeText,
    { key: 'shareCount', label: 'Mitra', format: 'number' },
    schemeColumns.products,
    ...validityColumns,
    statusColumn,
    ...audit,
  ],
  filters: [
    { key: 'component', label: 'Komponen', type: 'select', options: PFEE_COMPONENT_OPTIONS },
    ...schemeFilters,
  ],
  searchHint: 'Cari kode atau nama skema…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'label',
  codeField: 'code',
  form: [
    {
      title: 'Skema',
      fields: [
        {
          key: 'code',
          label: 'Kode Skema',
          type: 'text',
          placeholder: 'ADM-PLN',
          lockedOnEdit: true,
        },
        { key: 'label', label: 'Nama', type: 'text', placeholder: 'Admin PLN pascabayar' },
        { key: 'component', label: 'Komponen', type: 'select', options: PFEE_COMPONENT_OPTIONS },
        {
          key: 'bearer',
          label: 'Ditanggung oleh',
          type: 'select',
          options: BEARER_OPTIONS,
          help: 'MDR selalu ditanggung merchant.',
        },
        ...validityFormFields,
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
    { title: 'Biaya', fields: feeFields },
    { title: 'Berlaku untuk', fields: matchFields },
    {
      title: 'Bagi hasil',
      fields: [
        {
          key: 'shares',
          label: 'Bagian mitra',
          type: 'shares',
          help: 'Bagian flat diambil lebih dulu; persen dihitung dari sisanya.',
        },
        { key: 'remainderTo', label: 'Sisa untuk', type: 'party' },
      ],
    },
  ],
})

export const SUBJECT_TYPES = [
  { value: 'PRODUCT', label: 'Produk' },
  { value: 'CATEGORY', label: 'Kategori produk' },
  { value: 'OUTLET', label: 'Outlet' },
] as const satisfies readonly Option[]

/** Where a service-fee scheme applies (DOMAIN.md §1f): a product, a product category or an outlet. */
export const sfeeSubject = defineResource({
  name: 'apps-sfee-subject',
  route: '/dashboard/master/apps-sfee-subject',
  title: 'Subjek Service Fee',
  singular: 'Subjek service fee',
  access: DEVELOPER,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    schemeId: z.number(),
    schemeCode: z.string(),
    schemeLabel: z.string(),
    subjectType: z.string(),
    outletId: z.number().nullable(),
    subjectCode: z.string(),
    subjectName: z.string(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z
    .strictObject({
      schemeId: refId('Skema'),
      subjectType: oneOf('Jenis subjek', SUBJECT_TYPES),
      outletId: z.number().int().positive().nullish(),
      subjectCode: z.string().trim().toUpperCase().max(50, 'Kode maksimal 50 karakter.').default(''),
      status,
    })
    .check((ctx) => {
      const v = ctx.value
      if (v.subjectType === 'OUTLET' && (v.outletId === undefined || v.outletId === null))
        ctx.issues.push({ code: 'custom', input: v, path: ['outletId'], message: 'Outlet wajib dipilih.' })
      if (v.subjectType !== 'OUTLET' && !/^[A-Z0-9][A-Z0-9._-]*$/.test(v.subjectCode))
        ctx.issues.push({
          code: 'custom',
          input: v,
          path: ['subjectCode'],
          message:
            v.subjectCode === ''
              ? 'Kode wajib diisi.'
              : 'Kode hanya boleh berisi huruf, angka, titik, garis bawah dan tanda hubung.',
        })
    }),
  columns: [
    { key: 'schemeCode', label: 'Skema', sortable: true, format: 'code' },
    { key: 'schemeLabel', label: 'Nama Skema', sortable: true },
    { key: 'subjectType', label: 'Jenis Subjek', sortable: true, options: SUBJECT_TYPES },
    { key: 'subjectCode', label: 'Kode', sortable: true, format: 'code' },
    { key: 'subjectName', label: 'Subjek', sortable: true },
    statusColumn,
    ...audit,
  ],
  filters: [
    { key: 'schemeId', label: 'Skema', type: 'ref', ref: 'apps-sfee-scheme' },
    { key: 'subjectType', label: 'Jenis Subjek', type: 'select', options: SUBJECT_TYPES },
    statusFilter,
  ],
  searchHint: 'Cari kode skema, kode atau nama subjek…',
  defaultSort: { key: 'schemeCode', dir: 'asc' },
  labelField: 'subjectName',
  codeField: 'subjectCode',
  form: [
    {
      title: 'Subjek',
      fields: [
        { key: 'schemeId', label: 'Skema', type: 'ref', ref: 'apps-sfee-scheme' },
        { key: 'subjectType', label: 'Jenis Subjek', type: 'select', options: SUBJECT_TYPES },
        { key: 'outletId', label: 'Outlet', type: 'ref', ref: 'outlet', ...when('subjectType', 'OUTLET') },
        {
          key: 'subjectCode',
          label: 'Kode Produk/Kategori',
          type: 'text',
          placeholder: 'KOPI-SUSU',
          ...when('subjectType', 'PRODUCT', 'CATEGORY'),
        },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})

/** The parties a sharing may name: MINT, the merchant and every partner (the shares editor's choices). */
export const feeParties = defineEndpoint({
  path: '/fee-party/list',
  access: access.features(...DEVELOPER),
  summary: 'Pihak penerima bagi hasil: MINT, merchant dan mitra',
  body: z.strictObject({}),
  result: z.array(z.object({ value: z.string(), label: z.string() })),
})
