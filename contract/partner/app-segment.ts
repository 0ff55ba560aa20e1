import { z } from 'zod'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import {
  ACTIVE_STATUS,
  auditColumns,
  code,
  oneOf,
  optionalText,
  positiveInt,
  refId,
  text,
} from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'

/**
 * Partner-app segments (issue 16 §5, "Segmentasi Eksternal" and "Segmentasi Internal"): named groups of merchants
 * that decide what the MINT Partner app shows them (its banners: app-banner.ts). One table, two audiences, one
 * resource each on the same table (as the segmentation kinds are):
 * - EXTERNAL: merchants that came through a partner; the segment names the partner, and that partner's users
 *   read it (never write it);
 * - INTERNAL: MINT's own merchants; the segment holds a rule on the last 30 days (a minimum count and/or amount
 *   of successful transactions, read from the rollups) that "Terapkan aturan" applies (app-mapping.ts).
 * A merchant in several segments of one audience belongs to the one with the lowest priority number.
 */

export const AUDIENCES = [
  { value: 'EXTERNAL', label: 'Eksternal' },
  { value: 'INTERNAL', label: 'Internal' },
] as const satisfies readonly Option[]
export type Audience = (typeof AUDIENCES)[number]['value']

const common = {
  code: code('Kode segmen', 30),
  name: text('Nama segmen', 128),
  description: optionalText('Deskripsi', 500),
  priority: positiveInt('Prioritas', 9999).min(1, 'Prioritas minimal 1.'),
  status: oneOf('Status', ACTIVE_STATUS),
}

const row = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  audience: z.string(),
  partnerId: z.number().nullable(),
  partnerCode: z.string().nullable(),
  partnerName: z.string().nullable(),
  minTrxCount: z.number().nullable(),
  minTrxAmount: z.number().nullable(),
  rule: z.string(),
  priority: z.number(),
  memberCount: z.number(),
  status: z.string(),
  ...auditColumns,
})

const columnsBefore = [
  { key: 'code', label: 'Kode', sortable: true, format: 'code' },
  { key: 'name', label: 'Nama Segmen', sortable: true },
] as const
const columnsAfter = [
  { key: 'priority', label: 'Prioritas', sortable: true, format: 'number' },
  { key: 'memberCount', label: 'Merchant', sortable: true, format: 'number' },
  { key: 'description', label: 'Deskripsi', hidden: true },
  statusColumn,
  ...audit,
] as const
const nameFields = [
  { key: 'code', type: 'text', placeholder: 'EXT-BRI-UMKM', lockedOnEdit: true },
  { key: 'name', type: 'text' },
  { key: 'description', type: 'textarea' },
] as const
const orderFields = [
  {
    key: 'priority',
    type: 'number',
    help: 'Merchant yang masuk beberapa segmen memakai segmen dengan angka prioritas terkecil.',
  },
  { key: 'status', type: 'select', options: ACTIVE_STATUS },
] as const

export const externalSegment = defineResource({
  name: 'partner-segment-external',
  route: '/dashboard/mint-partner/external-segmentation',
  title: 'Segmentasi Eksternal',
  singular: 'Segmen eksternal',
  access: ['VIEW_MINT_PARTNER_SEGMENTATION'],
  writableByAllScopeOnly: true,
  row,
  input: z.strictObject({ ...common, partnerId: refId('Partner') }),
  columns: [...columnsBefore, { key: 'partnerName', label: 'Partner', sortable: true }, ...columnsAfter],
  filters: [{ key: 'partnerId', label: 'Partner', type: 'ref', ref: 'partner' }, statusFilter],
  searchHint: 'Cari kode atau nama segmen…',
  defaultSort: { key: 'priority', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Segmen Eksternal',
      fields: [
        ...nameFields,
        { key: 'partnerId', label: 'Partner', type: 'ref', ref: 'partner' },
        ...orderFields,
      ],
    },
  ],
})

/** At least one threshold: a rule without any would put every merchant in the segment. */
const RULE_MESSAGE = 'Isi minimal jumlah transaksi dan/atau minimal nominal transaksi.'

export const internalSegment = defineResource({
  name: 'partner-segment-internal',
  route: '/dashboard/mint-partner/internal-segmentation',
  title: 'Segmentasi Internal',
  singular: 'Segmen internal',
  access: ['VIEW_MINT_MERCHANT_SEGMENTATION'],
  writableByAllScopeOnly: true,
  row,
  input: z
    .strictObject({
      ...common,
      minTrxCount: positiveInt('Minimal jumlah transaksi')
        .min(1, 'Minimal jumlah transaksi minimal 1.')
        .nullish(),
      minTrxAmount: positiveInt('Minimal nominal transaksi', Number.MAX_SAFE_INTEGER)
        .min(1, 'Minimal nominal transaksi minimal Rp 1.')
        .nullish(),
    })
    .check((ctx) => {
      if (ctx.value.minTrxCount == null && ctx.value.minTrxAmount == null)
        for (const path of ['minTrxCount', 'minTrxAmount'])
          ctx.issues.push({ code: 'custom', input: null, path: [path], message: RULE_MESSAGE })
    }),
  columns: [
    ...columnsBefore,
    { key: 'rule', label: 'Aturan 30 Hari' },
    { key: 'minTrxCount', label: 'Min. Transaksi', format: 'number', hidden: true },
    { key: 'minTrxAmount', label: 'Min. Nominal', format: 'money', hidden: true },
    ...columnsAfter,
  ],
  filters: [statusFilter],
  searchHint: 'Cari kode atau nama segmen…',
  defaultSort: { key: 'priority', dir: 'asc' },
  labelField: 'name',
  codeField: 'code',
  form: [
    {
      title: 'Segmen Internal',
      fields: [
        ...nameFields,
        {
          key: 'minTrxCount',
          type: 'number',
          help: 'Transaksi sukses merchant selama 30 hari terakhir (kosongkan bila tidak dipakai).',
        },
        {
          key: 'minTrxAmount',
          type: 'money',
          help: 'Nominal transaksi sukses merchant selama 30 hari terakhir (kosongkan bila tidak dipakai).',
        },
        ...orderFields,
      ],
    },
  ],
})
