import { REPORT_ROUTE } from '#contract/analytics/kinds.ts'
import type { TrxKind } from '#contract/transactions/catalogue.ts'
import type { ListState } from '../../engine/list-state.ts'

/** The reports a merchant's row may open: the kind filtered on, else retail, then Mybills. */
const FALLBACK: readonly TrxKind[] = ['RETAIL', 'BILLER']

/**
 * The address of the transaction report of one merchant over the page's period, in the first report of
 * `kinds` the user may open, or null. A preset stays a preset (the report reads `period` the same way),
 * explicit days go as `from`/`to`.
 */
export function merchantReportHref(
  merchantId: number,
  kind: TrxKind | undefined,
  state: Pick<ListState, 'period' | 'dateFrom' | 'dateTo'>,
  canOpen: (href: string) => boolean,
): string | null {
  const route = (kind ? [kind] : FALLBACK).map((k) => REPORT_ROUTE[k]).find((r) => r && canOpen(r))
  if (!route) return null
  const params = new URLSearchParams({ merchantId: String(merchantId) })
  if (state.period) {
    if (state.period !== 'today') params.set('period', state.period)
  } else {
    if (state.dateFrom) params.set('from', state.dateFrom)
    if (state.dateTo) params.set('to', state.dateTo)
  }
  return `${route}?${params.toString()}`
}
