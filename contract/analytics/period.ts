import type * as z from 'zod/mini'
import { addDays, dateRangeProblem, daysIn } from '../engine/dates.ts'
import { dayText } from '../transactions/period.ts'

/** A dashboard reads at most a year (and a day: a leap year's 366) per call. */
export const MAX_DASHBOARD_DAYS = 366

/** A dashboard's period: WIB calendar days, both ends included. */
export const dashboardPeriod = {
  from: dayText('tanggal awal'),
  to: dayText('tanggal akhir'),
}

/** The zod check of a period: real days, in order, at most MAX_DASHBOARD_DAYS. */
export function checkPeriod(v: { from: string; to: string }, ctx: z.core.$RefinementCtx) {
  const problem = dateRangeProblem(v.from, v.to, MAX_DASHBOARD_DAYS)
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
}

const lastDayOfMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/**
 * The period a figure is compared with: a month-to-date (from the 1st, within one month) with the same days of
 * the month before (1–25 November against 1–25 October, the last day clamped to the shorter month's end);
 * any other period with as many days just before it.
 */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  if (from.endsWith('-01') && from.slice(0, 7) === to.slice(0, 7)) {
    const before = addDays(from, -1).slice(0, 7)
    const day = Math.min(Number(to.slice(8)), lastDayOfMonth(before))
    return { from: `${before}-01`, to: `${before}-${String(day).padStart(2, '0')}` }
  }
  const n = daysIn(from, to)
  return { from: addDays(from, -n), to: addDays(from, -1) }
}
