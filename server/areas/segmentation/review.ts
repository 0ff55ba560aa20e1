import { asc, eq, inArray, sql } from 'drizzle-orm'
import { formatDateTime } from '#contract/format.ts'
import type {
  approveVersion,
  rejectVersion,
  segmentVersions,
  VersionRow,
} from '#contract/segmentation/api.ts'
import { KIND_SPECS, LEVEL_LABEL, type Level } from '#contract/segmentation/kinds.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { segment, segmentAssignment, segmentVersion } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { answer } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { conflict, forbidden, notFound } from '../../http/errors.ts'
import { describeSettings, diffLines, type Line, loadLookups, namesByLevel, wibToday } from './describe.ts'
import { checkOverlap } from './overlap.ts'

/**
 * A segment's history and the second user's decision (issue 16 item 3, maker-checker): a money kind's change
 * is PROPOSED by one user; another holder of SETTING_ALL_SEGMENTATION, scoped to all data, approves it (it
 * then applies from its effective moment, never before the approval) or rejects it with a note, reading the
 * diff against the version in force and the impact preview. The maker cannot approve their own (403); a
 * decided version cannot be decided again (409, saying by whom and when). The decision is one conditional
 * UPDATE (`where state = 'PROPOSED'`), so two approvers racing cannot both win.
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
      proposedBy: v.proposedBy,
      proposedAt: v.proposedAt.toISOString(),
      decidedBy: v.decidedBy,
      decidedAt: v.decidedAt?.toISOString() ?? null,
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

/** The version to decide, refused unless it is a proposal and the caller may decide it. */
async function proposalToDecide(db: Db, versionId: number, username: string, approving: boolean) {
  const [v] = await db.select().from(segmentVersion).where(eq(segmentVersion.id, versionId))
  if (!v) throw notFound('Versi segmen tidak ditemukan.')
  const [seg] = await db.select().from(segment).where(eq(segment.id, v.segmentId))
  if (!seg) throw notFound('Versi segmen tidak ditemukan.')
  const what = `Versi v${v.version} segmen ${seg.code}`
  if (v.state === 'APPROVED')
    throw conflict(
      `${what} sudah disetujui oleh ${v.decidedBy} pada ${formatDateTime(v.decidedAt ?? v.proposedAt)}.`,
    )
  if (v.state === 'REJECTED')
    throw conflict(
      `${what} sudah ditolak oleh ${v.decidedBy} pada ${formatDateTime(v.decidedAt ?? v.proposedAt)}${v.decisionNote ? `: ${v.decisionNote}` : ''}.`,
    )
  if (approving && v.proposedBy === username)
    throw forbidden(
      'Usulan Anda sendiri tidak dapat Anda setujui: minta pengguna lain yang memiliki akses Pengaturan Segmentasi.',
    )
  return { v, seg, what }
}

/** Decisions change what every merchant pays: only users scoped to all data, like every segment write. */
function requireAllScope(level: string): void {
  if (level !== 'ALL')
    throw forbidden('Hanya pengguna dengan cakupan semua data yang dapat memutuskan usulan segmen.')
}

async function decide(
  db: Db,
  request: Parameters<EndpointHandler<typeof approveVersion>>[0],
  versionId: number,
  note: string,
  approving: boolean,
): Promise<VersionRow> {
  const auth = authOf(request)
  requireAllScope(auth.userTypeLevel)
  const { v, seg, what } = await proposalToDecide(db, versionId, auth.username, approving)
  await db.transaction(async (tx) => {
    const decided = rowsOf(
      await tx.execute(sql`
        update ${segmentVersion}
           set state = ${approving ? 'APPROVED' : 'REJECTED'}, decided_by = ${auth.username}, decided_at = now(),
               decision_note = ${note},
               effective_from = ${approving ? sql`greatest(effective_from, now())` : sql`effective_from`}
         where id = ${versionId} and state = 'PROPOSED'
         returning effective_from`),
    )
    if (decided.length === 0)
      throw conflict(`${what} sudah diputuskan oleh pengguna lain. Muat ulang halaman.`)
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
        effectiveFrom: new Date(String(decided[0]?.effective_from)),
      })
    }
    await audit(tx, request, {
      action: approving ? 'APPROVE' : 'REJECT',
      entity: 'segment_version',
      entityId: String(versionId),
      before: { segment: seg.code, version: v.version, state: 'PROPOSED', proposedBy: v.proposedBy },
      after: {
        segment: seg.code,
        version: v.version,
        state: approving ? 'APPROVED' : 'REJECTED',
        decidedBy: auth.username,
        note,
      },
    })
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
