import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { refId } from '../engine/fields.ts'
import { actorsSchema, transitionEndpoint } from '../engine/workflow.ts'
import { LEVELS, SEGMENT_KINDS } from './kinds.ts'
import { SEGMENTATION } from './resources.ts'
import { segmentVersionWorkflow } from './workflows.ts'

/**
 * The segmentation calls that are not a segment list's CRUD (issue 16): a merchant's effective configuration
 * with the reason of each value, a segment's versions, the second user's approval or rejection of a money
 * change, and the impact preview of a change before it is saved or approved.
 */

const note = z.string().trim().max(500, 'Catatan maksimal 500 karakter.')

const reasonOf = z.object({
  segmentId: z.number(),
  code: z.string(),
  name: z.string(),
  version: z.number(),
  versionId: z.number(),
  level: z.enum(LEVELS),
  /** The outlet, merchant or merchant group the version names, or '' for the default. */
  targetName: z.string(),
  effectiveFrom: z.string(),
  /** "dari segmen Biller Prabayar Jawa v3 (merchant group Grup Bandung Raya)". */
  text: z.string(),
})

/** One value of the configuration: "Biaya admin" "Rp2.500" and why. */
const lineOf = z.object({ label: z.string(), value: z.string() })

export const effectiveResult = z.object({
  merchant: z.object({ id: z.number(), mid: z.string(), name: z.string(), category: z.string() }),
  outlet: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  /** The moment it was resolved at (UTC ISO). */
  at: z.string(),
  kinds: z.array(
    z.object({
      kind: z.enum(SEGMENT_KINDS),
      label: z.string(),
      reason: reasonOf.nullable(),
      lines: z.array(lineOf),
    }),
  ),
  /** Outlets of the merchant that have segments of their own (outlet level), by kind label. */
  outletOverrides: z.array(
    z.object({ outletId: z.number(), outletName: z.string(), kinds: z.array(z.string()) }),
  ),
})
export type EffectiveResult = z.output<typeof effectiveResult>

/** POST /segmentation/effective: what a merchant (or one of its outlets) gets now, value by value. */
export const effectiveConfig = defineEndpoint({
  path: '/segmentation/effective',
  access: access.features('MERCHANT_DATA', ...SEGMENTATION),
  summary: 'Konfigurasi efektif merchant atau outlet dari segmentasi, dengan alasan tiap nilai',
  body: z.strictObject({
    merchantId: refId('Merchant'),
    outletId: z.number().int().positive().optional(),
    at: z.iso.datetime({ offset: true, error: 'Waktu tidak valid.' }).optional(),
  }),
  result: effectiveResult,
})

const versionRow = z.object({
  id: z.number(),
  version: z.number(),
  state: z.string(),
  /** PROPOSED, REJECTED, ACTIVE (in force now), SCHEDULED (approved, later), SUPERSEDED. */
  status: z.string(),
  statusLabel: z.string(),
  effectiveFrom: z.string(),
  level: z.enum(LEVELS),
  targets: z.array(z.string()),
  targetCount: z.number(),
  proposedBy: z.string(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Its proposer and checker by id, in order (the rules and the history read them). */
  actors: actorsSchema,
  note: z.string(),
  decisionNote: z.string(),
  lines: z.array(lineOf),
  /** What changed against the version before it (the approved one in force when it was proposed). */
  diff: z.array(z.object({ label: z.string(), before: z.string(), after: z.string() })),
})
export type VersionRow = z.output<typeof versionRow>

/** POST /segmentation/versions: a segment's history, newest first, who changed what. */
export const segmentVersions = defineEndpoint({
  path: '/segmentation/versions',
  access: access.features(...SEGMENTATION),
  summary: 'Riwayat versi segmen: usulan, persetujuan, perubahan',
  body: z.strictObject({ segmentId: refId('Segmen') }),
  result: z.object({
    segment: z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      kind: z.enum(SEGMENT_KINDS),
      reviewed: z.boolean(),
    }),
    versions: z.array(versionRow),
  }),
})

/** POST /segmentation/approve: a second user approves a proposed money change. */
export const approveVersion = defineEndpoint({
  path: '/segmentation/approve',
  ...transitionEndpoint(segmentVersionWorkflow, 'approve'),
  summary: 'Setujui usulan perubahan segmen (pengusul tidak dapat menyetujui usulannya sendiri)',
  body: z.strictObject({ versionId: refId('Versi'), note: note.default('') }),
  result: versionRow,
})

/** POST /segmentation/reject: a second user rejects it, saying why. */
export const rejectVersion = defineEndpoint({
  path: '/segmentation/reject',
  ...transitionEndpoint(segmentVersionWorkflow, 'reject'),
  summary: 'Tolak usulan perubahan segmen dengan catatan',
  body: z.strictObject({
    versionId: refId('Versi'),
    note: note.min(1, 'Alasan penolakan wajib diisi.'),
  }),
  result: versionRow,
})

export const impactResult = z.object({
  merchants: z.number(),
  outlets: z.number(),
  /** Merchants that come under the segment, and that leave it. */
  gained: z.number(),
  lost: z.number(),
  fees: z
    .object({
      from: z.string(),
      to: z.string(),
      trxCount: z.number(),
      /** What the affected merchants' successful transactions were charged, and would have been. */
      before: z.number(),
      after: z.number(),
      /** Some fee is a percentage with a minimum or maximum, tiered, or per bill sheet: priced from daily averages. */
      estimated: z.boolean(),
    })
    .nullable(),
  notes: z.array(z.string()),
})
export type ImpactResult = z.output<typeof impactResult>

/**
 * POST /segmentation/impact: how many merchants and outlets a change touches (through the assignments and
 * the precedence) and the last 30 days' fees under it against what they were, from the daily rollup. Either a
 * proposed version (`versionId`) or a draft of the form (`kind`, `segmentId` when editing, the assignment and
 * the scheme codes).
 */
export const impactPreview = defineEndpoint({
  path: '/segmentation/impact',
  access: access.features(...SEGMENTATION),
  summary: 'Pratinjau dampak perubahan segmen: merchant, outlet dan biaya 30 hari terakhir',
  body: z.strictObject({
    versionId: z.number().int().positive().optional(),
    kind: z.enum(SEGMENT_KINDS).optional(),
    segmentId: z.number().int().positive().nullish(),
    level: z.enum(LEVELS).optional(),
    targetIds: z.array(z.number().int().positive()).max(10_000, 'Maksimal 10.000 penerima.').default([]),
    schemes: z.string().trim().max(6_000).default(''),
    limitPerTrx: z.number().int().min(0).max(10_000_000_000).nullish(),
    limitPerDay: z.number().int().min(0).max(10_000_000_000).nullish(),
  }),
  result: impactResult,
})
