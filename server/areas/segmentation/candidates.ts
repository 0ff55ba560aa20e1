import { sql } from 'drizzle-orm'
import type { Level, SegmentKind } from '#contract/segmentation/kinds.ts'
import type { SegmentSettings } from '#contract/segmentation/settings.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import type { VersionCandidate } from './resolve.ts'

/**
 * What the resolver (resolve.ts) reads for a set of subjects, in one set-based statement: a subject is a
 * merchant, or an outlet with its merchant. Its targets (the outlet, the merchant, the merchant's groups, the
 * default) are looked up in segment_assignment by (level, target_id) (segment_assignment_target_idx); the
 * segments hit that way give their approved versions (segment_version_current_idx): at a moment, the one in
 * force per segment; without one, every approved version (a timeline, for pricing a stream of transactions).
 * Cost grows with the subjects asked and the versions that name them, not with the merchants there are.
 */

export interface Subject {
  /** The caller's key of the subject (a merchant or outlet id). */
  key: number
  merchantId: number
  outletId: number | null
}

interface Raw {
  version_id: number
  segment_id: number
  version: number
  effective_from: string | Date
  settings: Partial<SegmentSettings> | string
  code: string
  name: string
  kind: SegmentKind
  hits: { key: number; level: Level; targetId: number }[] | string
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v)

/** Each subject's candidates, by its key. `at` (a Date) keeps only the versions in force then. */
export async function loadCandidates(
  db: Db,
  subjects: readonly Subject[],
  at: Date | null,
): Promise<Map<number, VersionCandidate[]>> {
  const out = new Map<number, VersionCandidate[]>(subjects.map((s) => [s.key, []]))
  if (subjects.length === 0) return out
  const input = JSON.stringify(subjects.map((s) => ({ k: s.key, m: s.merchantId, o: s.outletId })))
  const inForce = at
    ? sql`and v.effective_from <= ${at.toISOString()}::timestamptz order by v.effective_from desc, v.version desc limit 1`
    : sql``
  const rows = rowsOf(
    await db.execute(sql`
      with subj as (select * from jsonb_to_recordset(${input}::jsonb) as x(k int, m int, o int)),
      t as (
        select k, 'MERCHANT'::text as level, m as target_id from subj
        union all select k, 'OUTLET', o from subj where o is not null
        union all select s.k, 'MERCHANT_GROUP', g.merchant_group_id
          from subj s join merchant_group_member g on g.merchant_id = s.m
        union all select k, 'DEFAULT', 0 from subj
      ),
      hit as (
        select t.k, a.level, a.target_id, a.version_id, v.segment_id
          from t join segment_assignment a on a.level = t.level and a.target_id = t.target_id
          join segment_version v on v.id = a.version_id and v.state = 'APPROVED'
      ),
      segs as (select distinct segment_id from hit),
      -- Each version's hits as one JSON array, so the versions join them by hash, not by a scan each.
      hv as (
        select version_id, jsonb_agg(jsonb_build_object('key', k, 'level', level, 'targetId', target_id)) as hits
          from hit group by version_id
      ),
      cur as (
        select v.* from segs cross join lateral (
          select v.id, v.segment_id, v.version, v.effective_from, v.settings from segment_version v
           where v.segment_id = segs.segment_id and v.state = 'APPROVED' ${inForce}) v
      )
      select cur.id as version_id, cur.segment_id, cur.version, cur.effective_from, cur.settings,
             s.code, s.name, s.kind, coalesce(hv.hits, '[]'::jsonb) as hits
        from cur join segment s on s.id = cur.segment_id
        left join hv on hv.version_id = cur.id`),
  ) as unknown as Raw[]
  // Per subject, every version of each segment that names it in some version: a later version that no
  // longer names it decides that the segment is not theirs from then on.
  type Hits = VersionCandidate['hits'][number][]
  const bySegment = new Map<number, { base: Omit<VersionCandidate, 'hits'>; hits: Map<number, Hits> }[]>()
  const segmentsOf = new Map<number, Set<number>>()
  for (const r of rows) {
    const hits = new Map<number, Hits>()
    for (const h of json(r.hits)) {
      const hit = { level: h.level, targetId: Number(h.targetId) }
      const held = hits.get(h.key)
      if (held) held.push(hit)
      else hits.set(h.key, [hit])
    }
    const segmentId = Number(r.segment_id)
    const base = {
      segmentId,
      code: r.code,
      name: r.name,
      kind: r.kind,
      versionId: Number(r.version_id),
      version: Number(r.version),
      effectiveFrom: new Date(r.effective_from).getTime(),
      settings: json(r.settings),
    }
    const list = bySegment.get(segmentId)
    if (list) list.push({ base, hits })
    else bySegment.set(segmentId, [{ base, hits }])
    for (const key of hits.keys()) {
      const set = segmentsOf.get(key)
      if (set) set.add(segmentId)
      else segmentsOf.set(key, new Set([segmentId]))
    }
  }
  for (const [key, list] of out)
    for (const segmentId of segmentsOf.get(key) ?? [])
      for (const { base, hits } of bySegment.get(segmentId) ?? [])
        list.push({ ...base, hits: hits.get(key) ?? [] })
  return out
}
