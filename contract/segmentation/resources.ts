import { z } from 'zod'
import { audit } from '../engine/columns.ts'
import { auditColumns, code, isoDate, optionalText, text } from '../engine/fields.ts'
import { defineResource, type FieldInput, type Option } from '../engine/resource.ts'
import {
  DEPOSIT_METHOD_LABEL,
  DEPOSIT_METHODS,
  PAYMENT_METHOD_LABEL,
  PAYMENT_METHODS,
} from '../transactions/catalogue.ts'
import { KIND_SPECS, LEVEL_OPTIONS, LEVEL_REF, type Level, SEGMENT_KINDS, type SegmentKind } from './kinds.ts'
import { schemesOfText, settingsErrors, settingsKeysOf, settingsOf, settingsShape } from './settings.ts'

/**
 * The eleven segmentation screens (issue 16 item 1): one engine resource per kind over the segment table,
 * each listing the segments of its kind (code, name, current version, effective from, assignments, a
 * pending proposal) with a form whose fields are the kind's settings (settings.ts). Saving the form does not
 * overwrite anything: it writes a new version of the segment (server/areas/segmentation/segments.ts), which a
 * money kind's second user approves (review.ts) and which applies from its effective day (WIB). What a
 * merchant gets is read by the one resolver (docs/ARCHITECTURE.md "Segmentation").
 */

export const SEGMENTATION = ['SETTING_ALL_SEGMENTATION'] as const

export const STATE_OPTIONS: readonly Option[] = [
  { value: 'ACTIVE', label: 'Berlaku' },
  { value: 'PENDING', label: 'Menunggu persetujuan' },
  { value: 'SCHEDULED', label: 'Terjadwal' },
  { value: 'NONE', label: 'Belum berlaku' },
]

const LEVEL_MESSAGE = 'Tingkat penerapan wajib dipilih.'

/** The form's fields of each settings key (labels, inputs, help), shown only where the kind has the key. */
const SETTINGS_FIELDS: Record<keyof typeof settingsShape, FieldInput> = {
  schemes: {
    key: 'schemes',
    label: 'Skema Biaya',
    type: 'text',
    placeholder: 'ADM-PLN-PASCA, MDR-QRIS',
    help: 'Kode skema dari Skema Partner Fee, dipisah koma. Bila dua skema cocok sama persis, yang disebut lebih dulu dipakai.',
    consequential: true,
  },
  limitPerTrx: {
    key: 'limitPerTrx',
    label: 'Limit per Transaksi',
    type: 'money',
    help: 'Kosongkan bila tanpa limit.',
  },
  limitPerDay: {
    key: 'limitPerDay',
    label: 'Limit per Hari',
    type: 'money',
    help: 'Kosongkan bila tanpa limit.',
  },
  paymentMethods: {
    key: 'paymentMethods',
    label: 'Metode Pembayaran',
    type: 'multiselect',
    options: PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABEL[value] })),
  },
  featureIds: { key: 'featureIds', label: 'Fitur Aplikasi', type: 'multiref', ref: 'apps-feature' },
  productIds: { key: 'productIds', label: 'Produk Biller', type: 'multiref', ref: 'product-biller' },
  minBalance: { key: 'minBalance', label: 'Saldo Minimum', type: 'money' },
  maxBalance: {
    key: 'maxBalance',
    label: 'Saldo Maksimum',
    type: 'money',
    help: 'Kosongkan bila tanpa batas.',
  },
  depositMethods: {
    key: 'depositMethods',
    label: 'Metode Top Up Deposit',
    type: 'multiselect',
    options: DEPOSIT_METHODS.map((value) => ({ value, label: DEPOSIT_METHOD_LABEL[value] })),
  },
  minTopup: { key: 'minTopup', label: 'Top Up Minimum', type: 'money' },
}

/** The form holds scheme codes as one text ("ADM-A, ADM-B"); everything else as settings.ts has it. */
const formShape = {
  ...settingsShape,
  schemes: z.string().trim().max(6_000, 'Skema maksimal 6000 karakter.').default(''),
}

const levelValues = LEVEL_OPTIONS as readonly { value: Level; label: string }[]

/** The input of a kind's form: the segment, the version's day and assignment, and the kind's settings. */
export function segmentInput(kind: SegmentKind) {
  const own = Object.fromEntries(settingsKeysOf(kind).map((k) => [k, formShape[k]])) as Partial<
    typeof formShape
  >
  return z
    .strictObject({
      code: code('Kode segmen', 30),
      name: text('Nama segmen', 100),
      effectiveFrom: isoDate('Berlaku mulai'),
      level: z.enum(levelValues.map((l) => l.value) as [Level, ...Level[]], { error: LEVEL_MESSAGE }),
      targetIds: z.array(z.number().int().positive()).max(10_000, 'Maksimal 10.000 penerima.').default([]),
      note: optionalText('Catatan perubahan', 500),
      ...own,
    })
    .check((ctx) => {
      const v = ctx.value as Record<string, unknown> & { level: Level; targetIds: number[] }
      const push = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', input: v, path: [path], message })
      if (v.level === 'DEFAULT' && v.targetIds.length > 0)
        push('targetIds', 'Segmen default berlaku untuk semua merchant: kosongkan penerimanya.')
      if (v.level !== 'DEFAULT' && v.targetIds.length === 0)
        push(
          'targetIds',
          `Pilih minimal satu ${levelValues.find((l) => l.value === v.level)?.label.toLowerCase()}.`,
        )
      const settings = settingsOf(kind, { ...v, schemes: schemesList(v.schemes) })
      for (const e of settingsErrors(kind, settings)) push(e.field, e.message)
    })
}

const schemesList = (v: unknown): string[] => (typeof v === 'string' ? schemesOfText(v) : [])

const rowShape = {
  id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  /** The approved version in force now, its number and since when (UTC ISO), or null. */
  version: z.number().nullable(),
  since: z.string().nullable(),
  state: z.string(),
  /** The version the form edits (the newest approved, else the first proposal): its assignment. */
  level: z.string(),
  targetIds: z.array(z.number()),
  targetCount: z.number(),
  /** A proposal waiting for its second user. */
  pendingVersion: z.number().nullable(),
  pendingVersionId: z.number().nullable(),
  /** The day the form's next version starts by default: today (WIB). */
  effectiveFrom: z.string(),
  note: z.string(),
  schemes: z.string(),
  limitPerTrx: z.number().nullable(),
  limitPerDay: z.number().nullable(),
  paymentMethods: z.array(z.string()),
  featureIds: z.array(z.number()),
  productIds: z.array(z.number()),
  minBalance: z.number().nullable(),
  maxBalance: z.number().nullable(),
  depositMethods: z.array(z.string()),
  minTopup: z.number().nullable(),
  ...auditColumns,
}

function segmentResource(kind: SegmentKind) {
  const spec = KIND_SPECS[kind]
  const settingsFields = settingsKeysOf(kind).map((k) => SETTINGS_FIELDS[k])
  return defineResource({
    name: `segment-${spec.slug}`,
    apiPath: `segmentation/${spec.slug}`,
    route: `/dashboard/segmentation/${spec.slug}`,
    title: spec.title,
    singular: spec.singular,
    access: SEGMENTATION,
    writableByAllScopeOnly: true,
    row: z.object(rowShape),
    input: segmentInput(kind),
    columns: [
      { key: 'code', label: 'Kode', sortable: true, format: 'code' },
      { key: 'name', label: 'Nama Segmen', sortable: true },
      { key: 'version', label: 'Versi Berlaku', sortable: true, format: 'number' },
      { key: 'since', label: 'Berlaku Sejak', sortable: true, format: 'datetime' },
      { key: 'level', label: 'Tingkat', sortable: true, options: LEVEL_OPTIONS },
      { key: 'targetCount', label: 'Penerima', sortable: true, format: 'number' },
      { key: 'state', label: 'Status', sortable: true, format: 'status', options: STATE_OPTIONS },
      { key: 'pendingVersion', label: 'Usulan', format: 'number', priority: 3 },
      ...audit,
    ],
    filters: [
      { key: 'level', label: 'Tingkat', type: 'select', options: LEVEL_OPTIONS },
      { key: 'state', label: 'Status', type: 'select', options: STATE_OPTIONS },
    ],
    searchHint: 'Cari kode atau nama segmen…',
    defaultSort: { key: 'code', dir: 'asc' },
    labelField: 'name',
    codeField: 'code',
    // The form's own keys, and the settings of other kinds (null here), stay out of the detail.
    detailHidden: [
      'effectiveFrom',
      'note',
      'targetIds',
      'pendingVersionId',
      'kind',
      ...Object.keys(settingsShape).filter(
        (k) => !settingsKeysOf(kind).includes(k as keyof typeof settingsShape),
      ),
    ],
    form: [
      {
        title: 'Segmen',
        fields: [
          {
            key: 'code',
            label: 'Kode Segmen',
            type: 'text',
            placeholder: 'BPR-JAWA',
            lockedOnEdit: true,
          },
          { key: 'name', label: 'Nama Segmen', type: 'text', placeholder: 'Biller Prabayar Jawa' },
          {
            key: 'effectiveFrom',
            label: 'Berlaku Mulai',
            type: 'date',
            help: spec.reviewed
              ? 'Hari ini atau nanti (WIB). Berlaku setelah disetujui pengguna lain, tidak pernah surut.'
              : 'Hari ini atau nanti (WIB); hari ini berarti sejak disimpan.',
            consequential: true,
          },
          {
            key: 'note',
            label: 'Catatan Perubahan',
            type: 'textarea',
            placeholder: 'Penyesuaian biaya admin wilayah Jawa',
            consequential: false,
          },
        ],
      },
      {
        title: 'Berlaku untuk',
        fields: [
          { key: 'level', label: 'Tingkat', type: 'select', options: LEVEL_OPTIONS, consequential: true },
          {
            key: 'targetIds',
            label: 'Penerima',
            type: 'multiref',
            refBy: { field: 'level', refs: LEVEL_REF },
            consequential: true,
          },
        ],
      },
      { title: 'Pengaturan', fields: settingsFields },
    ],
  })
}

export const segmentResources = {
  appsFeature: segmentResource('APPS_FEATURE'),
  retail: segmentResource('RETAIL'),
  retailPayment: segmentResource('RETAIL_PAYMENT'),
  billerPrepaid: segmentResource('BILLER_PREPAID'),
  billerPostpaid: segmentResource('BILLER_POSTPAID'),
  billerProduct: segmentResource('BILLER_PRODUCT'),
  mycroatm: segmentResource('MYCROATM'),
  topup: segmentResource('TOPUP'),
  sharingFee: segmentResource('SHARING_FEE'),
  saving: segmentResource('SAVING'),
  depositPayment: segmentResource('DEPOSIT_PAYMENT'),
} as const satisfies Record<string, ReturnType<typeof segmentResource>>

/** The kind of a segment resource, by its name. */
export const kindOfResource = (name: string): SegmentKind | undefined =>
  SEGMENT_KINDS.find((k) => `segment-${KIND_SPECS[k].slug}` === name)
