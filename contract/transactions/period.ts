import * as z from 'zod/mini'
import { addDays, dateRangeProblem, wibDay } from '../engine/dates.ts'

/**
 * Report periods: the preset ranges of the transaction reports, their longest range and page sizes,
 * over the engine's WIB calendar days (contract/engine/dates.ts): what a saved view keeps of a report
 * without the report definitions.
 */
export const MAX_REPORT_DAYS = 93

export const REPORT_PAGE_SIZES = [25, 50, 100] as const
export const REPORT_MAX_PAGE_SIZE = 100
export const REPORT_DEFAULT_PAGE_SIZE = 50

/**
 * A day as a request writes it (YYYY-MM-DD); whether it exists is checked with the range. zod/mini (docs/
 * ARCHITECTURE.md "Bundle size"): the dashboards' calls take it, and this module is part of every list's state.
 */
export const dayText = (label: string) =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, `Format ${label} tidak valid (TTTT-BB-HH).`))

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
