import { sql } from 'drizzle-orm'
import { KIND_SPECS, type Level, type SegmentKind } from '#contract/segmentation/kinds.ts'
import { kindOfResource, segmentResources } from '#contract/segmentation/resources.ts'
import { schemesOfText, settingsOf } from '#contract/segmentation/settings.ts'
import { segmentVersionWorkflow } from '#contract/segmentation/workflows.ts'
import { audit } from '../../audit/log.ts'
import { segment, segmentAssignment, segmentVersion } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { type Row, serverResource, type WriteContext } from '../../engine/resource.ts'
import { enterWorkflow } from '../../engine/workflow.ts'
import { conflict } from '../../http/errors.ts'
import { readByEveryScope } from '../corporate/scope.ts'
import { fieldError } from '../corporate/write-checks.ts'
import { targetNames, wibToday } from './describe.ts'
import { checkOverlap } from './overlap.ts'
import { checkSchemes } from './scheme-checks.ts'

/**
 * The server half of the eleven segment lists (contract/segmentation/resources.ts): one row per segment with
 * the version in force now (`cur`), the version the form edits (`ed`: the newest approved, else the first
 * proposal) and the open proposal (`pend`). A save never overwrites a version: add writes the segment and its
 * v1, update renames it and writes v(n+1), both in the engine's write transaction with its audit entry
 * (afterWrite). A money kind's version waits as PROPOSED for a second user (review.ts); the others apply
 * from their day. Segments belong to no client: read by every holder of SETTING_ALL_SEGMENTATION, written by
 * users scoped to all data (`writableByAllScopeOnly`).
 */

const from = sql`${segment}
  left join lateral (select v.id, v.version, v.effective_from from ${segmentVersion} v
     where v.segment_id = ${segment.id} and v.state = 'APPROVED' and v.effective_from <= now()
     order by v.effective_from desc, v.version desc limit 1) cur on true
  left join lateral (select v.id, v.version, v.level, v.settings, v.note from ${segmentVersion} v
     where v.segment_id = ${segment.id} and v.state in ('APPROVED', 'PROPOSED')
     order by (v.state = 'APPROVED') desc, v.version desc limit 1) ed on true
  left join lateral (select v.id, v.version from ${segmentVersion} v
     where v.segment_id = ${segment.id} and v.state = 'PROPOSED' limit 1) pend on true
  left join lateral (select v.id from ${segmentVersion} v
     where v.segment_id = ${segment.id} and v.state = 'APPROVED' and v.effective_from > now() limit 1) sched on true`

const setting = (key: string) => sql`ed.settings -> ${key}`
const settingNumber = (key: string) => sql<number | null>`(ed.settings ->> ${key})::int8`
const settingList = (key: string) => sql`coalesce(ed.settings -> ${key}, '[]'::jsonb)`

const state = sql<string>`case when pend.id is not null then 'PENDING' when cur.id is not null then 'ACTIVE'
  when sched.id is not null then 'SCHEDULED' else 'NONE' end`

const select = {
  version: sql<number | null>`cur.version`,
  since: sql<string | null>`cur.effective_from`,
  state,
  level: sql<string>`coalesce(ed.level, 'DEFAULT')`,
  targetIds: sql`coalesce((select array_agg(a.target_id order by a.target_id) from ${segmentAssignment} a
    where a.version_id = ed.id and a.level <> 'DEFAULT'), '{}')`,
  targetCount: sql<number>`(select count(*)::int from ${segmentAssignment} a where a.version_id = ed.id and a.level <> 'DEFAULT')`,
  pendingVersion: sql<number | null>`pend.version`,
  pendingVersionId: sql<number | null>`pend.id`,
  // The form's default day for the next version: today (WIB).
  effectiveFrom: sql<string>`to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`,
  note: sql<string>`''`,
  schemes: sql<string>`coalesce((select string_agg(x, ', ') from jsonb_array_elements_text(${setting('schemes')}) x), '')`,
  limitPerTrx: settingNumber('limitPerTrx'),
  limitPerDay: settingNumber('limitPerDay'),
  paymentMethods: settingList('paymentMethods'),
  featureIds: settingList('featureIds'),
  productIds: settingList('productIds'),
  minBalance: settingNumber('minBalance'),
  maxBalance: settingNumber('maxBalance'),
  depositMethods: settingList('depositMethods'),
  minTopup: settingNumber('minTopup'),
}

/** The start of a WIB day as a moment. */
export const wibDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`)

/** Targets named by a version must exist (merchant groups, merchants, outlets by id). */
async function checkTargets(ctx: WriteContext, level: Level, ids: number[]): Promise<void> {
  if (level === 'DEFAULT') return
  const found = await targetNames(ctx.db, level, ids)
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length > 0) throw fieldError('targetIds', `Penerima tidak ditemukan: ${missing.join(', ')}.`)
}

/** Writes the next version of a segment from the form's input; returns its id and state. */
async function writeVersion(kind: SegmentKind, segmentId: number, input: Row, ctx: WriteContext) {
  const spec = KIND_SPECS[kind]
  const settings = settingsOf(kind, { ...input, schemes: schemesOfText(String(input.schemes ?? '')) })
  const level = input.level as Level
  const targetIds = [...new Set((input.targetIds as number[] | undefined) ?? [])]
  const day = String(input.effectiveFrom)
  const today = await wibToday(ctx.db)
  if (day < today)
    throw fieldError(
      'effectiveFrom',
      'Berlaku mulai tidak boleh sebelum hari ini (WIB): perubahan tidak berlaku surut.',
    )
  await checkTargets(ctx, level, targetIds)
  await checkSchemes(ctx.db, kind, settings.schemes ?? [])
  // Today means from now: never earlier than the save (or, for a money kind, than its approval: review.ts).
  const start = wibDayStart(day)
  const effectiveFrom = start.getTime() < Date.now() ? new Date() : start
  const code = String(input.code ?? ctx.before?.code ?? '')
  const name = String(input.name ?? '')
  await checkOverlap(ctx.db, { segmentId, code, name, kind, level, targetIds, effectiveFrom })
  const [next] = rowsOf(
    await ctx.db.execute(
      sql`select coalesce(max(version), 0) + 1 as n from ${segmentVersion} where segment_id = ${segmentId}`,
    ),
  )
  const reviewed = spec.reviewed
  const by = ctx.auth.username
  const [row] = rowsOf(
    await ctx.db.execute(sql`
      insert into ${segmentVersion} (segment_id, version, effective_from, state, level, settings, note,
                                     proposed_by, decided_by, decided_at)
      values (${segmentId}, ${Number(next?.n)}, ${effectiveFrom.toISOString()}::timestamptz,
              ${reviewed ? 'PROPOSED' : 'APPROVED'}, ${level}, ${JSON.stringify(settings)}::jsonb,
              ${String(input.note ?? '')}, ${by}, ${reviewed ? null : by}, ${reviewed ? null : sql`now()`})
      returning id, version, state, effective_from`),
  )
  const versionId = Number(row?.id)
  // A money kind's version is a proposal of its workflow: its proposer recorded by id, for the checker's rule.
  if (reviewed) await enterWorkflow(ctx.db, ctx.auth, segmentVersionWorkflow, 'propose', versionId)
  const targets = level === 'DEFAULT' ? [0] : targetIds
  if (targets.length > 0)
    await ctx.db.insert(segmentAssignment).values(targets.map((targetId) => ({ versionId, level, targetId })))
  await audit(ctx.db, null, {
    action: reviewed ? 'PROPOSE' : 'SAVE_VERSION',
    entity: 'segment_version',
    entityId: String(versionId),
    actor: { id: ctx.auth.userId, username: by },
    after: {
      segment: code,
      version: Number(row?.version),
      effectiveFrom,
      level,
      targetIds,
      settings,
      note: input.note ?? '',
    },
  })
}

function segmentServer(def: (typeof segmentResources)[keyof typeof segmentResources]) {
  const kind = kindOfResource(def.name)
  if (!kind) throw new Error(`${def.name}: not a segment resource`)
  return serverResource({
    def,
    table: segment,
    from,
    fixed: sql`${segment.kind} = ${kind}`,
    select,
    search: [segment.code, segment.name],
    scope: readByEveryScope,
    toValues(input, ctx) {
      if (ctx.before && ctx.before.pendingVersion !== null)
        throw conflict(
          `${def.singular} ${String(ctx.before.code)} masih punya usulan v${String(ctx.before.pendingVersion)} yang menunggu persetujuan. Setujui atau tolak usulan itu lebih dahulu.`,
        )
      return ctx.before ? { name: input.name } : { code: input.code, name: input.name, kind }
    },
    afterWrite: (id, input, ctx) => writeVersion(kind, id, input, ctx),
    // An approved version is the record of what priced transactions: such a segment is not deleted. To stop
    // it applying, save a version for other targets (or none of a level) instead.
    dependents: [
      {
        label: 'versi yang pernah disetujui',
        count: (ids) =>
          sql`select count(*)::int as n from ${segmentVersion} where segment_id in ${ids} and state = 'APPROVED'`,
      },
    ],
    unique: [
      {
        constraint: 'segment_code_uq',
        field: 'code',
        label: 'Kode segmen',
        message: 'Kode segmen sudah dipakai.',
      },
    ],
    message: (after, op) =>
      after.pendingVersion !== null
        ? `Usulan v${String(after.pendingVersion)} ${def.singular.toLowerCase()} ${String(after.code)} disimpan dan menunggu persetujuan pengguna lain.`
        : op === 'add'
          ? `${def.singular} berhasil ditambahkan.`
          : `${def.singular} berhasil diperbarui: versi baru tersimpan.`,
  })
}

export const segmentServerResources = {
  appsFeature: segmentServer(segmentResources.appsFeature),
  retail: segmentServer(segmentResources.retail),
  retailPayment: segmentServer(segmentResources.retailPayment),
  billerPrepaid: segmentServer(segmentResources.billerPrepaid),
  billerPostpaid: segmentServer(segmentResources.billerPostpaid),
  billerProduct: segmentServer(segmentResources.billerProduct),
  mycroatm: segmentServer(segmentResources.mycroatm),
  topup: segmentServer(segmentResources.topup),
  sharingFee: segmentServer(segmentResources.sharingFee),
  saving: segmentServer(segmentResources.saving),
  depositPayment: segmentServer(segmentResources.depositPayment),
}
