import { addDays, dateRangeProblem, wibDay } from '../engine/dates.ts'

/**
 * Report periods: the preset ranges of the transaction reports and their longest range, over the
 * engine's WIB calendar days (contract/engine/dates.ts).
 */
export const MAX_REPORT_DAYS = 93

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

/** What is wrong with a report's range (both ends required, at most MAX_REPORT_DAYS), or null. */
export const reportRangeProblem = (from: string, to: string) => dateRangeProblem(from, to, MAX_REPORT_DAYS)
