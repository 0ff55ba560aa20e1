import { REPORT_DEFAULT_PAGE_SIZE, REPORT_PAGE_SIZES } from '#contract/transactions/period.ts'
import type { ReportDef } from '#contract/transactions/reports.ts'
import type { AmountFilter } from '../../engine/list-filters.ts'
import type { ListShape } from '../../engine/list-state.ts'

/**
 * A report as a list of the engine: its period (default today), filters and an amount range, search by
 * reference, newest first by time, pages by cursor. Its state lives in the URL like any list's.
 */
const AMOUNT_FILTERS: readonly AmountFilter[] = [
  { key: 'amountMin', label: 'Nominal minimum', type: 'amount', placeholder: 'Nominal min' },
  { key: 'amountMax', label: 'Nominal maksimum', type: 'amount', placeholder: 'Nominal maks' },
]

const shapes = new WeakMap<ReportDef, ListShape>()

/** The list shape of a report (one object per report, so a page keeps it between renders). */
export function reportShape(def: ReportDef): ListShape {
  let shape = shapes.get(def)
  if (!shape) {
    shape = {
      columns: def.columns,
      filters: [...def.filters, ...AMOUNT_FILTERS],
      defaultSort: { key: 'createdAt', dir: 'desc' },
      period: true,
      pager: { kind: 'keyset', sizes: REPORT_PAGE_SIZES, size: REPORT_DEFAULT_PAGE_SIZE },
      searchLength: 64,
    }
    shapes.set(def, shape)
  }
  return shape
}
