import { asc, eq, inArray, sql } from 'drizzle-orm'
import { formatDateTime } from '#contract/format.ts'
import type {
  approveVersion,
  rejectVersion,
  segmentVersions,
  VersionRow,
} from '#contract/segmentation/api.ts'
import { KIND_SPECS, LEVEL_LABEL, type Level } from '#contract/segmentation/kinds.ts'
import { segmentVersionWorkflow } from '#contract/segmentation/workflows.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { segment, segmentAssignment, segmentVersion } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { answer } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { actorsOfItems, takeTransition } from '../../engine/workflow.ts'
import { notFound } from '../../http/errors.ts'
import { describeSettings, diffLines, type Line, loadLookups, namesByLevel, wibToday } from './describe.ts'
import { checkOverlap } from './overlap.ts'

/**
 * A segment's history and the second user's decision (issue 16 item 3, maker-checker): a money kind's change
 * is PROPOSED by one user; a checker (APPROVE_SEGMENTATION, scoped to all data) approves it (it then applies
 * from its effective moment, never before the approval) or rejects it with a note, reading the diff against the
 * version in force and the impact preview. The rules are the workflow's (contract/segmentation/workflows.ts):
 * the proposer cannot decide their own (403, by user id); a decided version cannot be decided again (409, saying
 * by whom and when); the version row is locked, so two approvers racing cannot both win.
 */

const STATUS_LABEL = {
  PROPOSED: 'Menunggu persetujuan',
  REJECTED: 'Ditolak',
  ACTIVE: 'Berlaku',
  SCHEDULED: 'Terjadwal',
  SUPERSEDED: 'Digantikan',
} as const

type VersionRecord = typeof segmentVersion.$inferSelect

/** Every version of a segment as the history shows it, newest first. */
export async function versionRows(db: Db, segmentId: number): Promise<VersionRow[]> {
  const [seg] = await db.select().from(segment).where(eq(segment.id, segmentId))
  if (!seg) return []
  const versions = await db
    .select()
    .from(segmentVersion)
    .where(eq(segmentVersion.segmentId, segmentId))
    .orderBy(asc(segmentVersion.version))
  if (versions.length === 0) return []
  const assignments = await db
    .select()
    .from(segmentAssignment)
    .where(
      inArray(
        segmentAssignment.versionId,
        versions.map((v) => v.id),
      ),
    )
  const lookups = await loadLookups(
    db,
    versions.map((v) => v.settings),
    await wibToday(db),
  )
  const names = await namesByLevel(db, assignments)
  const actors = await actorsOfItems(
    db,
    segmentVersionWorkflow,
    versions.map((v) => v.id),
  )
  const actorOf = (v: VersionRecord, roles: readonly string[]) =>
    actors
      .get(String(v.id))
      ?.filter((a) => roles.includes(a.role))
      .at(-1)?.username
  const now = Date.now()
  const current = versions
    .filter((v) => v.state === 'APPROVED' && v.effectiveFrom.getTime() <= now)
    .sort((a, b) => b.effectiveFrom.getTime() - a.effectiveFrom.getTime() || b.version - a.version)[0]
  const targetsOf = (v: VersionRecord) =>
    assignments
      .filter((a) => a.versionId === v.id && a.level !== 'DEFAULT')
      .map((a) => names.get(a.level)?.get(a.targetId) ?? `#${a.targetId}`)
  const linesOf = (v: VersionRecord): Line[] => [
    {
      label: 'Berlaku untuk',
      value:
        v.level === 'DEFAULT'
          ? LEVEL_LABEL.DEFAULT
          : `${LEVEL_LABEL[v.level]}: ${targetsOf(v).slice(0, 20).join(', ')}${targetsOf(v).length > 20 ? ', …' : ''}`,
    },
    ...describeSettings(seg.kind, v.settings, lookups),
  ]
  const rows = versions.map((v, i): VersionRow => {
    const status =
      v.state !== 'APPROVED'
        ? v.state
        : v.id === current?.id
          ? 'ACTIVE'
          : v.effectiveFrom.getTime() > now
            ? 'SCHEDULED'
            : 'SUPERSEDED'
    // A proposal is compared with what is in force now; an approved version with the approved one before it.
    const base =
      v.state === 'APPROVED'
        ? versions
            .slice(0, i)
            .filter((w) => w.state === 'APPROVED')
            .at(-1)
        : (current ??
          versions
            .slice(0, i)
            .filter((w) => w.state === 'APPROVED')
            .at(-1))
    const lines = linesOf(v)
    return {
      id: v.id,
      version: v.version,
      state: v.state,
      status,
      statusLabel: STATUS_LABEL[status],
      effectiveFrom: v.effectiveFrom.toISOString(),
      level: v.level,
      targets: targetsOf(v),
      targetCount: targetsOf(v).length,
      proposedBy: actorOf(v, ['PROPOSE']) ?? v.proposedBy,
      proposedAt: v.proposedAt.toISOString(),
      decidedBy: v.state === 'PROPOSED' ? null : (actorOf(v, ['APPROVE', 'REJECT']) ?? v.decidedBy),
      decidedAt: v.decidedAt?.toISOString() ?? null,
      actors: actors.get(String(v.id)) ?? [],
      note: v.note,
      decisionNote: v.decisionNote,
      lines,
      diff: base
        ? diffLines(linesOf(base), lines)
        : lines.map((l) => ({ label: l.label, before: '—', after: l.value })),
    }
  })
  return rows.reverse()
}

export const listVersions =
  (db: Db): EndpointHandler<typeof segmentVersions> =>
  async (request) => {
    const [seg] = await db.select().from(segment).where(eq(segment.id, request.body.segmentId))
    if (!seg) throw notFound('Segmen tidak ditemukan.')
    return {
      segment: {
        id: seg.id,
        code: seg.code,
        name: seg.name,
        kind: seg.kind,
        reviewed: KIND_SPECS[seg.kind].reviewed,
      },
      versions: await versionRows(db, seg.id),
    }
  }

/**
 * One decision through the workflow engine (contract/segmentation/workflows.ts: lock, only a proposal, not its
 * proposer, a checker scoped to everything, audit). Approving applies it from its effective moment, never before
 * the approval, and checks again that no other segment was approved for the same targets meanwhile.
 */
async function decide(
  db: Db,
  request: Parameters<EndpointHandler<typeof approveVersion>>[0],
  versionId: number,
  note: string,
  approving: boolean,
): Promise<VersionRow> {
  const [found] = await db.select().from(segmentVersion).where(eq(segmentVersion.id, versionId))
  const [seg] = found ? await db.select().from(segment).where(eq(segment.id, found.segmentId)) : []
  if (!found || !seg) throw notFound('Versi segmen tidak ditemukan.')
  await takeTransition(db, request, segmentVersionWorkflow, approving ? 'approve' : 'reject', {
    itemId: versionId,
    lock: async (tx) => {
      const [v] = await tx.select().from(segmentVersion).where(eq(segmentVersion.id, versionId)).for('update')
      if (!v) throw notFound('Versi segmen tidak ditemukan.')
      return { state: v.state, v, ...(v.decisionNote ? { stateNote: `Catatan: ${v.decisionNote}` } : {}) }
    },
    apply: async (tx, { v }) => {
      const [decided] = rowsOf(
        await tx.execute(sql`
          update ${segmentVersion}
             set state = ${approving ? 'APPROVED' : 'REJECTED'}, decided_by = ${authOf(request).username},
                 decided_at = now(), decision_note = ${note},
                 effective_from = ${approving ? sql`greatest(effective_from, now())` : sql`effective_from`}
           where id = ${versionId}
           returning effective_from`),
      )
      if (approving) {
        const targets = await tx
          .select({ targetId: segmentAssignment.targetId })
          .from(segmentAssignment)
          .where(eq(segmentAssignment.versionId, versionId))
        // The world may have changed since the proposal: another segment approved for the same targets.
        await checkOverlap(tx, {
          segmentId: seg.id,
          code: seg.code,
          name: seg.name,
          kind: seg.kind,
          level: v.level as Level,
          targetIds: v.level === 'DEFAULT' ? [] : targets.map((t) => t.targetId),
          effectiveFrom: new Date(String(decided?.effective_from)),
        })
      }
      return {
        result: null,
        audit: {
          before: { segment: seg.code, version: v.version },
          after: { segment: seg.code, version: v.version, note },
        },
      }
    },
  })
  const row = (await versionRows(db, seg.id)).find((r) => r.id === versionId)
  if (!row) throw notFound('Versi segmen tidak ditemukan.')
  return row
}

export const approve =
  (db: Db): EndpointHandler<typeof approveVersion> =>
  async (request) => {
    const row = await decide(db, request, request.body.versionId, request.body.note, true)
    return answer(
      row,
      row.status === 'ACTIVE'
        ? `Usulan v${row.version} disetujui dan berlaku sejak ${formatDateTime(row.effectiveFrom)}.`
        : `Usulan v${row.version} disetujui dan akan berlaku mulai ${formatDateTime(row.effectiveFrom)}.`,
    )
  }

export const reject =
  (db: Db): EndpointHandler<typeof rejectVersion> =>
  async (request) => {
    const row = await decide(db, request, request.body.versionId, request.body.note, false)
    return answer(row, `Usulan v${row.version} ditolak.`)
  }
