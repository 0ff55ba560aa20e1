import type { ChartDimension } from '#contract/analytics/dashboard.ts'
import { REPORT_ROUTE } from '#contract/analytics/kinds.ts'
import { addDays, daysIn } from '#contract/engine/dates.ts'
import type { TrxKind } from '#contract/transactions/catalogue.ts'
import { MAX_REPORT_DAYS } from '#contract/transactions/period.ts'

/**
 * Where a click on a chart goes (issue 14 §5): the transaction report of the kind, filtered to what was
 * clicked, in the report's own URL parameters (web/src/engine/list-state.ts: `from`/`to`, a filter per key;
 * contract/transactions/reports.ts names the filters).
 */

/** The report filter of a kind's rollup subject (server/areas/transactions/rollups/definitions.ts). */
const SUBJECT_FILTER: Record<TrxKind, string> = {
  RETAIL: 'paymentMethod',
  BILLER: 'productCode',
  MYCROATM: 'trxType',
  TOPUP: 'issuerCode',
  DEPOSIT: 'method',
}
/** The report filter of a kind's rollup bank, where it has one. */
const BANK_FILTER: Partial<Record<TrxKind, string>> = { MYCROATM: 'issuerBankCode', DEPOSIT: 'bankCode' }

/** Whether a click on a point of this dimension can open a filtered report. */
export const drillable = (by: ChartDimension, kind: TrxKind | undefined): boolean =>
  by === 'kind' || (kind !== undefined && (by !== 'bank' || BANK_FILTER[kind] !== undefined))

const endOfMonth = (day: string) => addDays(`${addDays(`${day.slice(0, 8)}28`, 4).slice(0, 8)}01`, -1)

/**
 * The days of one time bucket (a WIB hour's day, a day, a week from its Monday, a month), within the period:
 * the first and last week or month of a period may be partial.
 */
export function bucketDays(
  by: 'hour' | 'day' | 'week' | 'month',
  key: string,
  period: { from: string; to: string },
): { from: string; to: string } {
  let from = key
  let to = key
  if (by === 'hour') {
    // An hour's key is its UTC start; its WIB day is 7 hours on.
    from = new Date(Date.parse(key) + 7 * 3_600_000).toISOString().slice(0, 10)
    to = from
  } else if (by === 'week') to = addDays(key, 6)
  else if (by === 'month') to = endOfMonth(key)
  return { from: from < period.from ? period.from : from, to: to > period.to ? period.to : to }
}

/** A report reads at most MAX_REPORT_DAYS: a longer period opens its last days (the newest rows). */
const withinReport = ({ from, to }: { from: string; to: string }) =>
  daysIn(from, to) > MAX_REPORT_DAYS ? { from: addDays(to, -(MAX_REPORT_DAYS - 1)), to } : { from, to }

export interface ReportTarget {
  kind: TrxKind
  days: { from: string; to: string }
  status?: string | undefined
  subject?: string | undefined
  bank?: string | undefined
  merchantId?: number | undefined
}

/** The report's address for a target: its route with the days and the filters it understands. */
export function reportHref(target: ReportTarget): string {
  const params = new URLSearchParams()
  const days = withinReport(target.days)
  params.set('from', days.from)
  params.set('to', days.to)
  if (target.status) params.set('status', target.status)
  if (target.subject) params.set(SUBJECT_FILTER[target.kind], target.subject)
  const bank = BANK_FILTER[target.kind]
  if (target.bank && bank) params.set(bank, target.bank)
  if (target.merchantId) params.set('merchantId', String(target.merchantId))
  return `${REPORT_ROUTE[target.kind]}?${params.toString()}`
}

/**
 * The report behind one point of a chart, or null where there is none (a trend over several kinds, a bank
 * of a kind without one). A point of a time axis narrows the days; a status, subject or bank narrows by it.
 */
export function pointHref(
  by: ChartDimension,
  key: string,
  context: {
    kind: TrxKind | undefined
    period: { from: string; to: string }
    status?: string | undefined
    merchantId?: number | undefined
  },
): string | null {
  const kind = by === 'kind' ? (key as TrxKind) : context.kind
  if (!kind || !(kind in REPORT_ROUTE) || !drillable(by, context.kind)) return null
  const base = { kind, days: context.period, status: context.status, merchantId: context.merchantId }
  switch (by) {
    case 'hour':
    case 'day':
    case 'week':
    case 'month':
      return reportHref({ ...base, days: bucketDays(by, key, context.period) })
    case 'kind':
      return reportHref(base)
    case 'status':
      return reportHref({ ...base, status: key })
    case 'subject':
      return reportHref({ ...base, subject: key })
    case 'bank':
      return reportHref({ ...base, bank: key })
  }
}
