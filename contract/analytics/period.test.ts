import { describe, expect, it } from 'vitest'
import { previousPeriod } from './period.ts'

describe('previousPeriod', () => {
  it('compares a month-to-date with the same days of the month before, clamped to its end', () => {
    expect(previousPeriod('2026-11-01', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-25' })
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(previousPeriod('2024-03-01', '2024-03-30')).toEqual({ from: '2024-02-01', to: '2024-02-29' })
    expect(previousPeriod('2026-01-01', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-10' })
  })

  it('compares any other period with as many days just before it', () => {
    expect(previousPeriod('2026-11-25', '2026-11-25')).toEqual({ from: '2026-11-24', to: '2026-11-24' })
    expect(previousPeriod('2026-11-19', '2026-11-25')).toEqual({ from: '2026-11-12', to: '2026-11-18' })
    expect(previousPeriod('2026-10-01', '2026-11-25')).toEqual({ from: '2026-08-06', to: '2026-09-30' })
  })
})
