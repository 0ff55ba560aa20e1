import { z } from 'zod'

/**
 * Report date ranges: whole WIB (Asia/Jakarta, UTC+7, no daylight saving) calendar days, written
 * YYYY-MM-DD. Shared by the web app (presets, checks before a request) and the server (the same checks,
 * and the UTC bounds of a range). With the report page sizes, what a saved view keeps of a report
 * without the report definitions.
 */
export const MAX_REPORT_DAYS = 93

export const REPORT_PAGE_SIZES = [25, 50, 100] as const
export const REPORT_MAX_PAGE_SIZE = 100
export const REPORT_DEFAULT_PAGE_SIZE = 50

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A day as a request writes it (YYYY-MM-DD); whether it exists is checked with the range. */
export const dayText = (label: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `Format ${label} tidak valid (TTTT-BB-HH).`)

/** The WIB calendar day of an instant. */
export const wibDay = (at: Date = new Date()): string =>
  new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10)

/** Whether a string is a real calendar day (2025-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const m = ISO_DAY.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.toISOString().slice(0, 10) === value
}

export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

/** Days in an inclusive range (the same day twice is 1). */
export const daysIn = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1

/** The first instant of a WIB day and the first instant after the last day, as UTC Dates. */
export function utcBounds(from: string, to: string): { start: Date; end: Date } {
  return {
    start: new Date(Date.parse(`${from}T00:00:00+07:00`)),
    end: new Date(Date.parse(`${addDays(to, 1)}T00:00:00+07:00`)),
  }
}

/** What is wrong with a range, in words a user reads, or null. */
export function dateRangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!isCalendarDay(from)) return { field: 'from', message: 'Tanggal awal tidak valid.' }
  if (!isCalendarDay(to)) return { field: 'to', message: 'Tanggal akhir tidak valid.' }
  if (from > to) return { field: 'to', message: 'Tanggal awal tidak boleh setelah tanggal akhir.' }
  if (daysIn(from, to) > MAX_REPORT_DAYS)
    return { field: 'to', message: `Rentang tanggal maksimal ${MAX_REPORT_DAYS} hari.` }
  return null
}

export const PERIODS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const
export type Period = (typeof PERIODS)[number]
export const PERIOD_LABEL: Record<Period, string> = {
  today: 'Hari ini',
  yesterday: 'Kemarin',
  last7: '7 hari terakhir',
  last30: '30 hari terakhir',
  thisMonth: 'Bulan ini',
  lastMonth: 'Bulan lalu',
}

/** The days of a preset period, relative to today in WIB. */
export function periodRange(period: Period, now: Date = new Date()): { from: string; to: string } {
  const today = wibDay(now)
  const monthStart = `${today.slice(0, 8)}01`
  switch (period) {
    case 'today':
      return { from: today, to: today }
    case 'yesterday': {
      const d = addDays(today, -1)
      return { from: d, to: d }
    }
    case 'last7':
      return { from: addDays(today, -6), to: today }
    case 'last30':
      return { from: addDays(today, -29), to: today }
    case 'thisMonth':
      return { from: monthStart, to: today }
    case 'lastMonth': {
      const end = addDays(monthStart, -1)
      return { from: `${end.slice(0, 8)}01`, to: end }
    }
  }
}
