import { describe, expect, it } from 'vitest'
import { formatRupiah } from '#contract/format.ts'
import { areaLabel, CLASS_FILLS, colourScale, legendText } from './scale.ts'

describe('the map colour scale', () => {
  it('splits skewed figures by quantiles, each class bounded by figures that occur', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1000]
    const scale = colourScale(values)
    expect(scale.legend.map((c) => [c.from, c.to])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 1000],
    ])
    expect(scale.legend.map((c) => c.index)).toEqual([0, 1, 2, 3, 4])
    // Every value falls in the class whose bounds hold it.
    for (const v of values) {
      const c = scale.legend.find((l) => l.index === scale.classOf(v))
      expect(v).toBeGreaterThanOrEqual(c?.from ?? Number.NaN)
      expect(v).toBeLessThanOrEqual(c?.to ?? Number.NaN)
    }
  })

  it('draws no or zero figures as empty, and gives few distinct figures a class each, spread apart', () => {
    const scale = colourScale([0, 50, 50, 200])
    expect(scale.classOf(0)).toBeNull()
    expect(scale.classOf(undefined)).toBeNull()
    expect(scale.legend).toEqual([
      { index: 0, from: 50, to: 50 },
      { index: CLASS_FILLS.length - 1, from: 200, to: 200 },
    ])
    expect(scale.classOf(200)).toBe(CLASS_FILLS.length - 1)
    expect(colourScale([7]).legend).toEqual([{ index: CLASS_FILLS.length - 1, from: 7, to: 7 }])
    expect(colourScale([0, 0]).legend).toEqual([])
  })

  it('writes the legend in id-ID', () => {
    expect(legendText('amount', { index: 0, from: 1000, to: 1234567 })).toBe(
      `${formatRupiah(1000)} – ${formatRupiah(1234567)}`,
    )
    expect(formatRupiah(1234567)).toMatch(/^Rp\s1\.234\.567$/)
    expect(legendText('count', { index: 0, from: 1500, to: 25000 })).toBe('1.500 – 25.000')
    expect(legendText('count', { index: 0, from: 3, to: 3 })).toBe('3')
  })

  it('names an area with its exact figures', () => {
    expect(areaLabel('Jawa Barat', { count: 1234, amount: 5678900 })).toBe(
      `Jawa Barat: 1.234 transaksi, ${formatRupiah(5678900)}`,
    )
    expect(areaLabel('Papua Pegunungan', undefined)).toBe('Papua Pegunungan: tidak ada transaksi')
  })
})
