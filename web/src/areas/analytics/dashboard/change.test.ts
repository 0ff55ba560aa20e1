import { describe, expect, it } from 'vitest'
import { changeMark, changeOf, describeChange, formatRate, rateChangeOf, successRate } from './change.ts'

describe('a figure against the period before', () => {
  it('says which way it went and by how much, to one decimal', () => {
    expect(changeOf(1123, 1000)).toEqual({ kind: 'up', amount: 12.3 })
    expect(changeOf(960, 1000)).toEqual({ kind: 'down', amount: 4 })
    expect(describeChange(changeOf(1123, 1000))).toBe('naik 12,3% dari periode sebelumnya')
    expect(describeChange(changeOf(960, 1000))).toBe('turun 4,0% dari periode sebelumnya')
    expect(changeMark(changeOf(1123, 1000))).toBe('▲ 12,3%')
    expect(changeMark(changeOf(960, 1000))).toBe('▼ 4,0%')
  })

  it('calls a change that rounds to 0,0% no change', () => {
    expect(changeOf(100_000, 100_001)).toEqual({ kind: 'same' })
    expect(describeChange(changeOf(5, 5))).toBe('sama dengan periode sebelumnya')
  })

  it('gives no percentage without previous data', () => {
    expect(changeOf(10, 0)).toEqual({ kind: 'new' })
    expect(describeChange(changeOf(10, 0))).toBe('periode sebelumnya tidak ada data')
    expect(changeOf(0, 0)).toEqual({ kind: 'none' })
    expect(changeMark(changeOf(0, 0))).toBe('–')
  })

  it('compares a success rate in points, not per cent of a per cent', () => {
    const now = successRate(99, 100)
    const then = successRate(90, 100)
    expect(rateChangeOf(now, then)).toEqual({ kind: 'up', amount: 9 })
    expect(describeChange(rateChangeOf(now, then), 'points')).toBe('naik 9,0 poin dari periode sebelumnya')
    expect(successRate(0, 0)).toBeNull()
    expect(formatRate(successRate(1, 3))).toBe('33,3%')
    expect(rateChangeOf(0.5, null)).toEqual({ kind: 'new' })
  })
})
