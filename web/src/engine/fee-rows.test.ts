import { describe, expect, it } from 'vitest'
import { feeSchemeSchema, type Tier } from '#contract/fees/schemes.ts'
import { addShare, addTier, removeTier, withType } from './fee-rows.ts'

const valid = (tiers: Tier[]) =>
  feeSchemeSchema.safeParse({
    code: 'X',
    label: 'X',
    component: 'ADMIN',
    bearer: 'CUSTOMER',
    type: 'TIERED',
    tiers,
    match: { kind: 'BILLER' },
    validFrom: '2026-01-01',
  }).success

describe('tier editor rows', () => {
  it('adds tiers that stay contiguous from Rp 0, the last open', () => {
    const one = addTier([])
    expect(one).toEqual([{ type: 'FLAT', from: 0, amount: 0 }])
    const three = addTier(addTier(one))
    expect(three.map((t) => [t.from, t.to])).toEqual([
      [0, 99_999],
      [100_000, 199_999],
      [200_000, undefined],
    ])
    expect(valid(three)).toBe(true)
  })

  it('removes a tier without leaving a gap, and reopens the last', () => {
    const three = addTier(addTier(addTier([])))
    expect(removeTier(three, 1).map((t) => [t.from, t.to])).toEqual([
      [0, 99_999],
      [100_000, undefined],
    ])
    const lastGone = removeTier(three, 2)
    expect(lastGone[1]).toEqual({ type: 'FLAT', from: 100_000, amount: 0 })
    expect(valid(lastGone)).toBe(true)
    expect(removeTier(three, 0)[0]?.from).toBe(0)
  })

  it('switches a row between flat and percent, and adds a share for the first unused party', () => {
    expect(withType({ type: 'FLAT', from: 0, amount: 500 } as Tier, 'PERCENT')).toEqual({
      type: 'PERCENT',
      from: 0,
      bps: 0,
    })
    expect(addShare([{ type: 'FLAT', partnerId: 'MINT', amount: 1 }], ['MINT', 'MERCHANT'])).toEqual([
      { type: 'FLAT', partnerId: 'MINT', amount: 1 },
      { type: 'PERCENT', partnerId: 'MERCHANT', bps: 0 },
    ])
  })
})
