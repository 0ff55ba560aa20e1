import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { audit } from '../engine/columns.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { auditColumns, oneOf, refId } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'
import { AUDIENCES } from './app-segment.ts'

/**
 * "Pemetaan Segmen MINT Partner" (issue 16 §5): which merchant is in which partner-app segment, one row per
 * merchant and audience, and how: MANUAL (a user chose it here) or RULE (an internal segment's rule put it there,
 * by "Terapkan aturan"). A manual mapping wins over the rules: applying them never touches it.
 */

export const MEMBER_SOURCES = [
  { value: 'MANUAL', label: 'Manual' },
  { value: 'RULE', label: 'Aturan' },
] as const satisfies readonly Option[]

const FEATURES = ['VIEW_MERCHANT_LIST'] as const

export const partnerSegmentMember = defineResource({
  name: 'partner-segment-member',
  route: '/dashboard/mint-partner/map-mint-partner-segment',
  title: 'Pemetaan Segmen MINT Partner',
  singular: 'Pemetaan segmen',
  access: FEATURES,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    merchantId: z.number(),
    merchantCode: z.string(),
    merchantName: z.string(),
    clientName: z.string(),
    segmentId: z.number(),
    segmentCode: z.string(),
    segmentName: z.string(),
    audience: z.string(),
    source: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    merchantId: refId('Merchant'),
    audience: oneOf('Jenis segmen', AUDIENCES),
    segmentId: refId('Segmen'),
  }),
  columns: [
    { key: 'merchantCode', label: 'MID', sortable: true, format: 'code' },
    { key: 'merchantName', label: 'Merchant', sortable: true },
    { key: 'clientName', label: 'Klien', sortable: true, priority: 3 },
    { key: 'audience', label: 'Jenis Segmen', sortable: true, options: AUDIENCES },
    { key: 'segmentName', label: 'Segmen', sortable: true },
    { key: 'source', label: 'Sumber', sortable: true, options: MEMBER_SOURCES },
    ...audit,
  ],
  filters: [
    { key: 'externalSegmentId', label: 'Segmen Eksternal', type: 'ref', ref: 'partner-segment-external' },
    { key: 'internalSegmentId', label: 'Segmen Internal', type: 'ref', ref: 'partner-segment-internal' },
    { key: 'audience', label: 'Jenis Segmen', type: 'select', options: AUDIENCES },
    { key: 'source', label: 'Sumber', type: 'select', options: MEMBER_SOURCES },
  ],
  searchHint: 'Cari MID, nama merchant atau segmen…',
  defaultSort: { key: 'merchantName', dir: 'asc' },
  labelField: 'merchantName',
  codeField: 'merchantCode',
  form: [
    {
      title: 'Pemetaan Segmen',
      fields: [
        { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant', lockedOnEdit: true },
        { key: 'audience', label: 'Jenis Segmen', type: 'select', options: AUDIENCES, lockedOnEdit: true },
        {
          key: 'segmentId',
          label: 'Segmen',
          type: 'ref',
          refBy: {
            field: 'audience',
            refs: { EXTERNAL: 'partner-segment-external', INTERNAL: 'partner-segment-internal' },
          },
          help: 'Satu merchant hanya punya satu segmen per jenis (eksternal/internal). Pemetaan manual tidak diubah oleh "Terapkan aturan".',
        },
      ],
    },
  ],
})

export const ruleApplyResult = z.object({
  /** Merchants that join an internal segment by its rule (new, or moved from another segment). */
  joined: z.number(),
  /** Merchants that leave the segment their rule had put them in. */
  left: z.number(),
  /** Merchants in a rule's segment after applying. */
  members: z.number(),
  applied: z.boolean(),
})

export const segmentRulesApply = defineEndpoint({
  path: '/partner-segment-member/apply-rules',
  access: access.features(...FEATURES),
  summary: 'Pratinjau atau terapkan aturan segmen internal (transaksi sukses 30 hari terakhir dari rollup)',
  body: z.strictObject({ dryRun: z.boolean({ error: 'dryRun wajib diisi.' }) }),
  result: ruleApplyResult,
})
