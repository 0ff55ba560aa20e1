import { LEVEL_RANK, type Level, SEGMENT_KINDS, type SegmentKind } from '#contract/segmentation/kinds.ts'
import type { SegmentSettings } from '#contract/segmentation/settings.ts'

/**
 * The one resolver of segmentation (issue 16 item 1; docs/ARCHITECTURE.md "Segmentation"), pure: given the
 * approved versions of the segments that name a subject (a merchant, or an outlet with its merchant), what the
 * subject gets at a moment. For each segment, the approved version in force then (the latest whose
 * effective_from is not after the moment); among those that name the subject, per kind, the one named at the
 * most specific level: outlet > merchant > merchant group > default. Two at one level (possible only when a
 * merchant joins a second group after both were assigned: the overlap check refuses it otherwise) resolve to
 * the lower segment code, so the answer never depends on row order.
 */

export interface VersionCandidate {
  segmentId: number
  code: string
  name: string
  kind: SegmentKind
  versionId: number
  version: number
  /** Epoch milliseconds. */
  effectiveFrom: number
  settings: Partial<SegmentSettings>
  /** Where this version names the subject; empty when it does not. */
  hits: readonly { level: Level; targetId: number }[]
}

export interface ResolvedKind {
  candidate: VersionCandidate
  level: Level
  targetId: number
}

export type ResolvedConfig = Partial<Record<SegmentKind, ResolvedKind>>

/** The configuration at `at` (epoch ms) from the candidates of one subject. */
export function resolveAt(candidates: readonly VersionCandidate[], at: number): ResolvedConfig {
  const current = new Map<number, VersionCandidate>()
  for (const c of candidates) {
    if (c.effectiveFrom > at) continue
    const held = current.get(c.segmentId)
    if (
      !held ||
      c.effectiveFrom > held.effectiveFrom ||
      (c.effectiveFrom === held.effectiveFrom && c.version > held.version)
    )
      current.set(c.segmentId, c)
  }
  const out: ResolvedConfig = {}
  for (const c of current.values()) {
    let best: { level: Level; targetId: number } | undefined
    for (const h of c.hits) if (!best || LEVEL_RANK[h.level] > LEVEL_RANK[best.level]) best = h
    if (!best) continue
    const held = out[c.kind]
    const rank = LEVEL_RANK[best.level]
    if (
      !held ||
      rank > LEVEL_RANK[held.level] ||
      (rank === LEVEL_RANK[held.level] && c.code < held.candidate.code)
    )
      out[c.kind] = { candidate: c, level: best.level, targetId: best.targetId }
  }
  return out
}

/**
 * The fee scheme codes a configuration gives the fee engine (contract/fees/transaction.ts `merchant.schemes`).
 * The sharing-fee segment's schemes come first: on a tie of specificity the engine keeps the first listed,
 * so a sharing-fee segment's scheme replaces the same product's scheme of the admin segment.
 */
export function schemesOf(config: ResolvedConfig): string[] {
  const order: SegmentKind[] = ['SHARING_FEE', ...SEGMENT_KINDS.filter((k) => k !== 'SHARING_FEE')]
  const codes = new Set<string>()
  for (const kind of order) for (const code of config[kind]?.candidate.settings.schemes ?? []) codes.add(code)
  return [...codes]
}

/** The scheme codes of a subject over time: one entry per moment some version starts, oldest first. */
export interface SchemeTimeline {
  from: number[]
  schemes: string[][]
}

export function timelineOf(candidates: readonly VersionCandidate[]): SchemeTimeline {
  const moments = [...new Set(candidates.map((c) => c.effectiveFrom))].sort((a, b) => a - b)
  return { from: moments, schemes: moments.map((m) => schemesOf(resolveAt(candidates, m))) }
}

const NONE: string[] = []

/** The scheme codes in force at `at` (epoch ms): a binary search, no allocation. */
export function schemesAt(timeline: SchemeTimeline, at: number): string[] {
  let lo = 0
  let hi = timeline.from.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (timeline.from[mid]! <= at) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return found < 0 ? NONE : timeline.schemes[found]!
}
