import type { TrxKind } from '#contract/transactions/catalogue.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** WIB is UTC+7 all year (no daylight saving). */
export const WIB_OFFSET = 7 * HOUR

/** Relative volume per WIB hour of day, per kind: shops peak at lunch and evening, agents in the morning. */
const HOURLY: Record<TrxKind, readonly number[]> = {
  RETAIL: [1, 0.5, 0.3, 0.3, 0.5, 1, 3, 6, 8, 9, 10, 13, 15, 12, 9, 8, 9, 11, 14, 15, 12, 8, 4, 2],
  BILLER: [0.5, 0.3, 0.2, 0.2, 0.4, 1, 3, 6, 9, 11, 12, 12, 11, 10, 10, 10, 10, 11, 12, 12, 10, 7, 3, 1],
  MYCROATM: [0.2, 0.1, 0.1, 0.1, 0.2, 0.5, 2, 6, 10, 13, 14, 13, 11, 11, 12, 12, 11, 9, 7, 5, 3, 2, 1, 0.5],
  TOPUP: [0.5, 0.3, 0.2, 0.3, 1, 4, 9, 12, 8, 6, 6, 7, 7, 6, 6, 7, 10, 12, 9, 6, 4, 3, 2, 1],
  DEPOSIT: [0.1, 0.1, 0.1, 0.1, 0.1, 0.3, 1, 4, 8, 10, 10, 9, 7, 8, 9, 9, 7, 5, 3, 2, 1, 0.5, 0.3, 0.2],
}
/** Relative volume per weekday (0 = Sunday): weekends are busier for shops, quieter for deposits. */
const WEEKLY: Record<TrxKind, readonly number[]> = {
  RETAIL: [1.25, 0.9, 0.9, 0.92, 0.95, 1.05, 1.3],
  BILLER: [0.8, 1.1, 1.05, 1.0, 1.0, 1.05, 0.9],
  MYCROATM: [0.7, 1.15, 1.05, 1.0, 1.0, 1.15, 0.85],
  TOPUP: [0.6, 1.15, 1.1, 1.1, 1.1, 1.1, 0.7],
  DEPOSIT: [0.3, 1.3, 1.15, 1.1, 1.1, 1.2, 0.5],
}
/** Payday bumps (25th to 2nd) and the first days of the month for bills. */
const monthly = (kind: TrxKind, dayOfMonth: number): number => {
  if (kind === 'BILLER') return dayOfMonth <= 10 ? 1.3 : dayOfMonth >= 20 ? 0.85 : 1
  if (kind === 'MYCROATM') return dayOfMonth >= 25 || dayOfMonth <= 2 ? 1.35 : 1
  return dayOfMonth >= 25 || dayOfMonth <= 2 ? 1.1 : 1
}

export interface DaySlot {
  /** UTC instant of 00:00 WIB of the day. */
  start: number
  /** Hours of the day that have passed (24 except for the last, partial day). */
  hours: number
  weight: number
}

/**
 * The WIB days of the window ending at `until`, each with its relative volume for the kind: weekly and
 * monthly rhythm, a gentle growth over the window, and only the elapsed part of the last day.
 */
export function daySlots(kind: TrxKind, days: number, until: Date): DaySlot[] {
  const hourly = HOURLY[kind]
  const hourSum = hourly.reduce((a, b) => a + b, 0)
  const untilWib = until.getTime() + WIB_OFFSET
  const lastStart = Math.floor(untilWib / DAY) * DAY - WIB_OFFSET
  const slots: DaySlot[] = []
  for (let i = days - 1; i >= 0; i--) {
    const start = lastStart - i * DAY
    const date = new Date(start + WIB_OFFSET)
    const elapsed = i === 0 ? (until.getTime() - start) / HOUR : 24
    let part = 0
    for (let h = 0; h < 24; h++) part += Math.min(1, Math.max(0, elapsed - h)) * (hourly[h] as number)
    const growth = 0.85 + (0.3 * (days - i)) / days
    const weight =
      (part / hourSum) *
      (WEEKLY[kind][date.getUTCDay()] as number) *
      monthly(kind, date.getUTCDate()) *
      growth
    slots.push({ start, hours: elapsed, weight })
  }
  return slots
}

/** A random instant in the elapsed part of the day, following the hourly profile. */
export function instantIn(kind: TrxKind, slot: DaySlot, r: () => number): number {
  const hourly = HOURLY[kind]
  const full = Math.floor(slot.hours)
  let total = 0
  for (let h = 0; h < Math.min(24, Math.ceil(slot.hours)); h++) total += hourly[h] as number
  let x = r() * total
  let hour = 0
  for (; hour < 23; hour++) {
    const w = hourly[hour] as number
    if (x < w) break
    x -= w
  }
  const span = hour < full ? HOUR : (slot.hours - full) * HOUR
  return slot.start + hour * HOUR + Math.floor(r() * span)
}

/** yyyymmdd and yymmdd of an instant's WIB day. */
export function wibDate(t: number): { ymd: string; yymmdd: string; month: string } {
  const iso = new Date(t + WIB_OFFSET).toISOString()
  const ymd = iso.slice(0, 10).replaceAll('-', '')
  return { ymd, yymmdd: ymd.slice(2), month: ymd.slice(0, 6) }
}
