/**
 * Date ranges of the product: whole WIB (Asia/Jakarta, UTC+7, no daylight saving) calendar days, written
 * YYYY-MM-DD. One code for the resource lists' date ranges and the reports' periods, on the web (checks
 * before a request) and on the server (the same checks, and the UTC bounds of a range).
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

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

/** `YYYY-MM` moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number)
  const index = y * 12 + (m - 1) + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
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

/** The message of a range whose start is after its end (every date range of the product). */
export const DATE_RANGE_ORDER_MESSAGE = 'Tanggal awal tidak boleh setelah tanggal akhir.'

/**
 * What is wrong with a range, in words a user reads, or null; `field` names the end to blame. Either
 * end may be open (a list's date range); `maxDays` bounds a closed one (a report's 93 days).
 */
export function dateRangeProblem(
  from: string | undefined,
  to: string | undefined,
  maxDays?: number,
): { field: 'from' | 'to'; message: string } | null {
  if (from !== undefined && !isCalendarDay(from))
    return { field: 'from', message: 'Tanggal awal tidak valid.' }
  if (to !== undefined && !isCalendarDay(to)) return { field: 'to', message: 'Tanggal akhir tidak valid.' }
  if (from === undefined || to === undefined) return null
  if (from > to) return { field: 'to', message: DATE_RANGE_ORDER_MESSAGE }
  if (maxDays !== undefined && daysIn(from, to) > maxDays)
    return { field: 'to', message: `Rentang tanggal maksimal ${maxDays} hari.` }
  return null
}
