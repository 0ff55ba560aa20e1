import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { apportion, BPS, divHalfUp, floorDiv, MAX_AMOUNT, percentOf } from './rounding.ts'

/** The same rule in BigInt, exact at any size: floor((2n + d) / 2d) is n / d rounded half up. */
const halfUpRef = (n: bigint, d: bigint) => (2n * n + d) / (2n * d)

describe('the rounding rule: each line exact, rounded once, half up to whole rupiah', () => {
  it('rounds halves up and everything else to the nearest rupiah', () => {
    expect(percentOf(500, 70)).toBe(4) // 3,5 → 4
    expect(percentOf(12_350, 70)).toBe(86) // 86,45 → 86
    expect(percentOf(150, 70)).toBe(1) // 1,05 → 1
    expect(percentOf(214, 70)).toBe(1) // 1,498 → 1
    expect(divHalfUp(11, 12)).toBe(1) // 0,9166… → 1
    expect(divHalfUp(6, 12)).toBe(1) // 0,5 → 1
    expect(divHalfUp(5, 12)).toBe(0)
  })

  it('agrees with exact integer arithmetic over the whole range of amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT }), fc.integer({ min: 0, max: BPS }), (a, bps) => {
        expect(percentOf(a, bps)).toBe(Number(halfUpRef(BigInt(a) * BigInt(bps), BigInt(BPS))))
      }),
      { numRuns: 2_000 },
    )
  })

  it('floorDiv is exact where a floating quotient would round across an integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT * 120_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        (n, d) => {
          expect(floorDiv(n, d)).toBe(Number(BigInt(n) / BigInt(d)))
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('the largest remainder makes the parts add up exactly, ties to the first listed', () => {
    const out: number[] = []
    apportion(100, [1, 1, 1], 3, out)
    expect(out).toEqual([34, 33, 33])
    apportion(1, [1, 1], 2, out)
    expect(out.slice(0, 2)).toEqual([1, 0])
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 120_000 }), { minLength: 1, maxLength: 10 }),
        (total, quotas) => {
          fc.pre(quotas.some((q) => q > 0))
          const parts: number[] = []
          apportion(total, quotas, quotas.length, parts)
          const sum = quotas.reduce((a, b) => a + b, 0)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
          // Each part is its exact quota rounded down or up: never further than one rupiah away.
          parts.forEach((p, i) => {
            const exact = (total * quotas[i]!) / sum
            expect(Math.abs(p - exact)).toBeLessThan(1)
          })
        },
      ),
    )
  })
})
