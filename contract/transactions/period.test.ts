import { describe, expect, it } from 'vitest'
import { daysIn, isCalendarDay, utcBounds, wibDay } from '../engine/dates.ts'
import { periodRange, reportRangeProblem } from './period.ts'

describe('report periods (WIB days)', () => {
  it('takes the WIB calendar day of an instant', () => {
    expect(wibDay(new Date('2026-11-21T16:59:59Z'))).toBe('2026-11-21')
    expect(wibDay(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22')
  })

  it('turns WIB days into UTC bounds, the end exclusive', () => {
    const { start, end } = utcBounds('2026-11-01', '2026-11-30')
    expect(start.toISOString()).toBe('2026-10-31T17:00:00.000Z')
    expect(end.toISOString()).toBe('2026-11-30T17:00:00.000Z')
  })

  it('says what is wrong with a range', () => {
    expect(reportRangeProblem('2026-11-01', '2026-11-01')).toBeNull()
    expect(reportRangeProblem('2026-11-02', '2026-11-01')?.message).toBe(
      'Tanggal awal tidak boleh setelah tanggal akhir.',
    )
    expect(daysIn('2026-01-01', '2026-04-03')).toBe(93)
    expect(reportRangeProblem('2026-01-01', '2026-04-03')).toBeNull()
    expect(reportRangeProblem('2026-01-01', '2026-04-04')?.message).toBe('Rentang tanggal maksimal 93 hari.')
    expect(reportRangeProblem('2026-02-29', '2026-03-01')?.field).toBe('from')
    expect(isCalendarDay('2024-02-29')).toBe(true)
  })

  it('computes preset periods relative to today in WIB', () => {
    const now = new Date('2026-03-01T18:00:00Z') // 2 March 01:00 WIB
    expect(periodRange('today', now)).toEqual({ from: '2026-03-02', to: '2026-03-02' })
    expect(periodRange('yesterday', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' })
    expect(periodRange('last7', now)).toEqual({ from: '2026-02-24', to: '2026-03-02' })
    expect(periodRange('thisMonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-02' })
    expect(periodRange('lastMonth', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(daysIn(periodRange('last30', now).from, '2026-03-02')).toBe(30)
  })
})
