import { describe, expect, it } from 'vitest'
import { monthClock, pace } from './targets.ts'

describe('a target’s month and pace', () => {
  it('counts the days begun of the current month, all of a past one, none of one to come', () => {
    expect(monthClock('2026-11', '2026-11-25')).toEqual({ daysInMonth: 30, daysElapsed: 25 })
    expect(monthClock('2026-10', '2026-11-25')).toEqual({ daysInMonth: 31, daysElapsed: 31 })
    expect(monthClock('2026-12', '2026-11-25')).toEqual({ daysInMonth: 31, daysElapsed: 0 })
    expect(monthClock('2024-02', '2024-02-29')).toEqual({ daysInMonth: 29, daysElapsed: 29 })
  })

  it('needs the gap spread over the days left, today included, rounded up; projects at the pace so far', () => {
    // 25 of 30 days begun, Rp 5.000.000 of Rp 10.000.000: 6 days left (25th to 30th).
    expect(pace(10_000_000, 5_000_000, { daysInMonth: 30, daysElapsed: 25 })).toEqual({
      achievementBps: 5_000,
      neededPerDay: 833_334,
      projectedAmount: 6_000_000,
    })
    // Reached: nothing more needed.
    expect(pace(1_000, 1_500, { daysInMonth: 30, daysElapsed: 10 }).neededPerDay).toBe(0)
    // A month that is over: the projection is what was sold, nothing is needed any more.
    expect(pace(1_000, 400, { daysInMonth: 31, daysElapsed: 31 })).toEqual({
      achievementBps: 4_000,
      neededPerDay: 0,
      projectedAmount: 400,
    })
    // A month to come: the whole target over its days.
    expect(pace(3_100, 0, { daysInMonth: 31, daysElapsed: 0 })).toEqual({
      achievementBps: 0,
      neededPerDay: 100,
      projectedAmount: 0,
    })
    // No target: no achievement, no division by zero.
    expect(pace(0, 500, { daysInMonth: 30, daysElapsed: 15 }).achievementBps).toBe(0)
  })
})
