import { describe, expect, it } from 'vitest'
import { slices } from './source.ts'

describe('slices: whole WIB months from the monthly rollup, the rest from the daily one', () => {
  it.each([
    [
      '2025-01-15',
      '2025-03-10',
      {
        months: ['2025-02-01', '2025-02-01'],
        days: [
          ['2025-01-15', '2025-01-31'],
          ['2025-03-01', '2025-03-10'],
        ],
      },
    ],
    ['2025-02-01', '2025-02-28', { months: ['2025-02-01', '2025-02-01'], days: [] }],
    ['2024-01-01', '2024-12-31', { months: ['2024-01-01', '2024-12-01'], days: [] }],
    ['2025-02-28', '2025-03-01', { months: null, days: [['2025-02-28', '2025-03-01']] }],
    ['2025-02-01', '2025-02-27', { months: null, days: [['2025-02-01', '2025-02-27']] }],
    [
      '2024-12-31',
      '2025-02-01',
      {
        months: ['2025-01-01', '2025-01-01'],
        days: [
          ['2024-12-31', '2024-12-31'],
          ['2025-02-01', '2025-02-01'],
        ],
      },
    ],
  ])('%s … %s', (from, to, want) => {
    expect(slices(from, to, '2026-11-25')).toEqual(want)
  })

  it('takes today’s month whole when the period reaches today (nothing is dated later)', () => {
    expect(slices('2026-11-01', '2026-11-25', '2026-11-25')).toEqual({
      months: ['2026-11-01', '2026-11-01'],
      days: [],
    })
    expect(slices('2025-11-24', '2026-11-25', '2026-11-25')).toEqual({
      months: ['2025-12-01', '2026-11-01'],
      days: [['2025-11-24', '2025-11-30']],
    })
    // A week to today stays in days unless it covers the month from its first day.
    expect(slices('2026-11-19', '2026-11-25', '2026-11-25')).toEqual({
      months: null,
      days: [['2026-11-19', '2026-11-25']],
    })
    // Yesterday's period is not today's: its month is still days.
    expect(slices('2026-11-01', '2026-11-24', '2026-11-25')).toEqual({
      months: null,
      days: [['2026-11-01', '2026-11-24']],
    })
  })
})
