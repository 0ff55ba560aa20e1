import { describe, expect, it } from 'vitest'
import type { Level, SegmentKind } from '#contract/segmentation/kinds.ts'
import { resolveAt, schemesAt, schemesOf, timelineOf, type VersionCandidate } from './resolve.ts'

/**
 * The resolver (issue 16 item 1): the approved version in force at a moment per segment, and per kind the
 * segment named at the most specific level (outlet > merchant > merchant group > default). Moments are WIB
 * days turned into UTC: a version "from 1 December 2026" applies from 30 November 2026 17:00 UTC.
 */

let nextId = 1
const version = (
  segment: { id: number; code: string; kind?: SegmentKind },
  v: number,
  from: string,
  hits: [Level, number][],
  schemes: string[],
): VersionCandidate => ({
  segmentId: segment.id,
  code: segment.code,
  name: `Segmen ${segment.code}`,
  kind: segment.kind ?? 'BILLER_PREPAID',
  versionId: nextId++,
  version: v,
  effectiveFrom: Date.parse(from),
  settings: { schemes },
  hits: hits.map(([level, targetId]) => ({ level, targetId })),
})

const DEFAULT = { id: 1, code: 'DEFAULT-BILLER-PREPAID' }
const GROUP = { id: 2, code: 'BPR-JAWA' }
const MERCHANT = { id: 3, code: 'BPR-TOKO' }
const OUTLET = { id: 4, code: 'BPR-OTL' }
const WIB = (day: string) => `${day}T00:00:00+07:00`
const at = (iso: string) => Date.parse(iso)

describe('precedence: outlet > merchant > merchant group > default', () => {
  const all = [
    version(DEFAULT, 1, WIB('2020-01-01'), [['DEFAULT', 0]], ['ADM-DEFAULT']),
    version(GROUP, 1, WIB('2020-01-01'), [['MERCHANT_GROUP', 7]], ['ADM-GROUP']),
    version(MERCHANT, 1, WIB('2020-01-01'), [['MERCHANT', 42]], ['ADM-MERCHANT']),
    version(OUTLET, 1, WIB('2020-01-01'), [['OUTLET', 900]], ['ADM-OUTLET']),
  ]
  const now = at('2026-11-25T03:00:00Z')
  const only = (...codes: string[]) => all.filter((c) => codes.includes(c.code))

  it('the outlet’s own segment wins over every other level', () => {
    const r = resolveAt(all, now).BILLER_PREPAID
    expect([r?.candidate.code, r?.level, r?.targetId]).toEqual(['BPR-OTL', 'OUTLET', 900])
  })
  it('without it the merchant’s, then its group’s, then the default', () => {
    expect(resolveAt(only(DEFAULT.code, GROUP.code, MERCHANT.code), now).BILLER_PREPAID?.level).toBe(
      'MERCHANT',
    )
    expect(resolveAt(only(DEFAULT.code, GROUP.code), now).BILLER_PREPAID?.candidate.code).toBe('BPR-JAWA')
    expect(resolveAt(only(DEFAULT.code), now).BILLER_PREPAID?.level).toBe('DEFAULT')
    expect(resolveAt([], now).BILLER_PREPAID).toBeUndefined()
  })
  it('kinds resolve independently', () => {
    const retail = version(
      { id: 9, code: 'MDR-KORP', kind: 'RETAIL' },
      1,
      WIB('2020-01-01'),
      [['MERCHANT', 42]],
      ['MDR-X'],
    )
    const r = resolveAt([...only(DEFAULT.code, GROUP.code), retail], now)
    expect([r.BILLER_PREPAID?.candidate.code, r.RETAIL?.candidate.code]).toEqual(['BPR-JAWA', 'MDR-KORP'])
  })
  it('two segments at one level (a merchant in two groups) resolve to the lower code, whatever the order', () => {
    const other = version(
      { id: 5, code: 'BPR-ARUS' },
      1,
      WIB('2020-01-01'),
      [['MERCHANT_GROUP', 8]],
      ['ADM-ARUS'],
    )
    expect(resolveAt([...only(GROUP.code), other], now).BILLER_PREPAID?.candidate.code).toBe('BPR-ARUS')
    expect(resolveAt([other, ...only(GROUP.code)], now).BILLER_PREPAID?.candidate.code).toBe('BPR-ARUS')
  })
})

describe('effective dates (WIB)', () => {
  const v1 = version(GROUP, 1, WIB('2020-01-01'), [['MERCHANT_GROUP', 7]], ['ADM-2500'])
  const v2 = version(GROUP, 2, WIB('2026-12-01'), [['MERCHANT_GROUP', 7]], ['ADM-2000'])
  const def = version(DEFAULT, 1, WIB('2020-01-01'), [['DEFAULT', 0]], ['ADM-DEFAULT'])

  it('a version applies from 00:00 WIB of its day, which is 17:00 UTC the day before', () => {
    expect(resolveAt([v1, v2], at('2026-11-30T16:59:59.999Z')).BILLER_PREPAID?.candidate.version).toBe(1)
    expect(resolveAt([v1, v2], at('2026-11-30T17:00:00Z')).BILLER_PREPAID?.candidate.version).toBe(2)
  })
  it('a version effective tomorrow is not applied today', () => {
    const today = at('2026-11-30T10:00:00+07:00')
    const r = resolveAt([v1, v2], today).BILLER_PREPAID
    expect(r?.candidate.settings.schemes).toEqual(['ADM-2500'])
  })
  it('a later version that no longer names the group hands its merchants back to the default', () => {
    // v3 names another group only: for this merchant (in group 7) it has no hit.
    const dropped = version(GROUP, 3, WIB('2027-01-01'), [], ['ADM-2000'])
    expect(resolveAt([def, v1, v2, dropped], at('2026-12-15T00:00:00Z')).BILLER_PREPAID?.candidate.code).toBe(
      'BPR-JAWA',
    )
    expect(resolveAt([def, v1, v2, dropped], at('2027-01-02T00:00:00Z')).BILLER_PREPAID?.candidate.code).toBe(
      'DEFAULT-BILLER-PREPAID',
    )
  })
  it('before any version, nothing applies', () => {
    expect(resolveAt([v1], at('2019-12-31T16:59:59Z')).BILLER_PREPAID).toBeUndefined()
  })
})

describe('what pricing reads', () => {
  it('gives the fee engine the sharing-fee schemes first, so they win a tie of specificity', () => {
    const sharing = version(
      { id: 6, code: 'SF-1', kind: 'SHARING_FEE' },
      1,
      WIB('2020-01-01'),
      [['DEFAULT', 0]],
      ['ADM-SHARED'],
    )
    const admin = version(DEFAULT, 1, WIB('2020-01-01'), [['DEFAULT', 0]], ['ADM-A', 'ADM-SHARED'])
    expect(schemesOf(resolveAt([admin, sharing], at('2026-01-01T00:00:00Z')))).toEqual([
      'ADM-SHARED',
      'ADM-A',
    ])
  })
  it('a timeline answers each moment as resolving at that moment does', () => {
    const all = [
      version(DEFAULT, 1, WIB('2020-01-01'), [['DEFAULT', 0]], ['ADM-DEFAULT']),
      version(GROUP, 1, WIB('2026-10-01'), [['MERCHANT_GROUP', 7]], ['ADM-2500']),
      version(GROUP, 2, WIB('2026-11-15'), [['MERCHANT_GROUP', 7]], ['ADM-2000']),
    ]
    const line = timelineOf(all)
    for (const iso of [
      '2019-06-01T00:00:00Z',
      '2025-01-01T00:00:00Z',
      '2026-09-30T16:59:59Z',
      '2026-09-30T17:00:00Z',
      '2026-11-14T17:00:00Z',
      '2027-01-01T00:00:00Z',
    ])
      expect(schemesAt(line, at(iso))).toEqual(schemesOf(resolveAt(all, at(iso))))
  })
})
