import type { Option } from '#contract/engine/resource.ts'

/** Calendar months (YYYY-MM) for a list of one month (monthly targets): arithmetic and id-ID names. */

const monthName = new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "November 2026". */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return monthName.format(new Date(Date.UTC(y, m - 1, 1)))
}

/** The month `n` months after (before, when negative) `month`. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + n, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

/**
 * The months a picker offers, newest first: a year ahead (targets are set in advance) down to three years
 * back, and the chosen month wherever it lies (a shared link to an older month still shows its name).
 */
export function monthOptions(current: string, chosen?: string): Option[] {
  const months = Array.from({ length: 12 + 1 + 36 }, (_, i) => addMonths(current, 12 - i))
  if (chosen && !months.includes(chosen)) {
    months.push(chosen)
    months.sort((a, b) => (a < b ? 1 : -1))
  }
  return months.map((value) => ({ value, label: monthLabel(value) }))
}
