import { describe, expect, it } from 'vitest'
import {
  addBusinessMinutes,
  businessMinutesBetween,
  calendarOf,
  isBreached,
  remainingAt,
  SLA_TARGET_MINUTES,
  slaForPriority,
  slaForStatus,
  startSla,
} from './sla.ts'

/** A WIB wall-clock time as an instant (WIB is UTC+7, no daylight saving). */
const wib = (s: string) => new Date(`${s}+07:00`)

// 2026-11-27 is a Friday; 28–29 are the weekend; 30 is a Monday.
describe('business time (WIB, Monday–Friday 08:00–17:00)', () => {
  it('counts only the working hours of working days', () => {
    expect(businessMinutesBetween(wib('2026-11-27T09:00:00'), wib('2026-11-27T10:30:00'))).toBe(90)
    // Friday 16:00 → Monday 09:00: one hour on Friday, one on Monday, none over the weekend.
    expect(businessMinutesBetween(wib('2026-11-27T16:00:00'), wib('2026-11-30T09:00:00'))).toBe(120)
    // Before opening and after closing count nothing.
    expect(businessMinutesBetween(wib('2026-11-27T05:00:00'), wib('2026-11-27T08:00:00'))).toBe(0)
    expect(businessMinutesBetween(wib('2026-11-27T17:00:00'), wib('2026-11-27T23:59:00'))).toBe(0)
    expect(businessMinutesBetween(wib('2026-11-27T12:00:00'), wib('2026-11-27T11:00:00'))).toBe(0)
  })

  it('adds business minutes across the night and the weekend', () => {
    expect(addBusinessMinutes(wib('2026-11-27T15:00:00'), 240)).toEqual(wib('2026-11-30T10:00:00'))
    // Opened on Saturday: the clock starts on Monday 08:00.
    expect(addBusinessMinutes(wib('2026-11-28T10:00:00'), 60)).toEqual(wib('2026-11-30T09:00:00'))
    // Exactly the end of the day stays on that day.
    expect(addBusinessMinutes(wib('2026-11-27T16:00:00'), 60)).toEqual(wib('2026-11-27T17:00:00'))
  })

  it('skips the holidays it is given', () => {
    const cal = calendarOf('2026-11-30, not-a-date')
    expect(addBusinessMinutes(wib('2026-11-27T16:00:00'), 120, cal)).toEqual(wib('2026-12-01T09:00:00'))
    expect(businessMinutesBetween(wib('2026-11-30T08:00:00'), wib('2026-12-01T08:00:00'), cal)).toBe(0)
  })

  it('is the inverse of adding', () => {
    const from = wib('2026-11-25T13:17:00')
    for (const minutes of [0, 1, 59, 540, 541, 1620, 5000]) {
      expect(businessMinutesBetween(from, addBusinessMinutes(from, minutes))).toBe(minutes)
    }
  })
})

describe('the SLA clock', () => {
  it('starts with the target of the priority', () => {
    const c = startSla('HIGH', wib('2026-11-27T10:00:00'))
    expect(c).toEqual({
      remaining: SLA_TARGET_MINUTES.HIGH,
      dueAt: wib('2026-11-27T14:00:00'),
      breached: false,
    })
    expect(startSla('LOW', wib('2026-11-27T10:00:00')).dueAt).toEqual(wib('2026-12-02T10:00:00'))
  })

  it('pauses while the ticket waits on the merchant and resumes with what was left', () => {
    let c = startSla('HIGH', wib('2026-11-27T10:00:00'))
    c = slaForStatus(c, 'DIPROSES', wib('2026-11-27T11:00:00'))
    expect(c.dueAt).toEqual(wib('2026-11-27T14:00:00'))
    c = slaForStatus(c, 'MENUNGGU_RESPONS', wib('2026-11-27T11:00:00'))
    expect(c).toEqual({ remaining: 180, dueAt: null, breached: false })
    // Three days waiting on the merchant: not breached, nothing used.
    expect(isBreached(c, wib('2026-12-02T11:00:00'))).toBe(false)
    expect(remainingAt(c, wib('2026-12-02T11:00:00'))).toBe(180)
    c = slaForStatus(c, 'DIPROSES', wib('2026-12-02T16:00:00'))
    expect(c.dueAt).toEqual(wib('2026-12-03T10:00:00'))
    expect(isBreached(c, wib('2026-12-03T10:00:00'))).toBe(false)
    expect(isBreached(c, wib('2026-12-03T10:01:00'))).toBe(true)
  })

  it('marks a breach that stays after the ticket closes and reopens', () => {
    let c = startSla('HIGH', wib('2026-11-27T10:00:00'))
    c = slaForStatus(c, 'SELESAI', wib('2026-11-27T15:00:00'))
    expect(c).toEqual({ remaining: -60, dueAt: null, breached: true })
    c = slaForStatus(c, 'DIPROSES', wib('2026-11-30T08:00:00'))
    expect(c.breached).toBe(true)
    expect(c.dueAt).toEqual(wib('2026-11-30T08:00:00'))
  })

  it('a ticket closed in time is not breached, and reopening gives back what was left', () => {
    let c = startSla('MEDIUM', wib('2026-11-27T09:00:00'))
    c = slaForStatus(c, 'SELESAI', wib('2026-11-27T12:00:00'))
    expect(c).toEqual({ remaining: 360, dueAt: null, breached: false })
    c = slaForStatus(c, 'DIPROSES', wib('2026-11-30T09:00:00'))
    expect(c.dueAt).toEqual(wib('2026-11-30T15:00:00'))
  })

  it('moves the due time when the priority changes', () => {
    const c = startSla('LOW', wib('2026-11-27T09:00:00'))
    const high = slaForPriority(c, 'LOW', 'HIGH', wib('2026-11-27T10:00:00'))
    // Four business hours less one used: due at 13:00 on the same day.
    expect(high.dueAt).toEqual(wib('2026-11-27T13:00:00'))
    const late = slaForPriority(c, 'LOW', 'HIGH', wib('2026-11-30T10:00:00'))
    expect(late.breached).toBe(true)
    const paused = slaForStatus(c, 'MENUNGGU_RESPONS', wib('2026-11-27T10:00:00'))
    expect(slaForPriority(paused, 'LOW', 'MEDIUM', wib('2026-11-28T10:00:00'))).toEqual({
      remaining: SLA_TARGET_MINUTES.LOW - 60 - (SLA_TARGET_MINUTES.LOW - SLA_TARGET_MINUTES.MEDIUM),
      dueAt: null,
      breached: false,
    })
  })
})
