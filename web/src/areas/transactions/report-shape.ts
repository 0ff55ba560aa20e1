import { REPORT_DEFAULT_PAGE_SIZE, REPORT_PAGE_SIZES } from '#contract/transactions/period.ts'
import type { ReportDef } from '#contract/transactions/reports.ts'
import type { SavedViewState, StoredViewState } from '#contract/transactions/saved-views.ts'
import type { AmountFilter } from '../../engine/list-filters.ts'
import { type ListShape, type ListState, parseListState } from '../../engine/list-state.ts'

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

/** What a saved view keeps: the period (a preset stays relative), filters, search, columns, page size. */
export function toSavedViewState(state: ListState, columns: readonly string[]): SavedViewState {
  return {
    ...(state.period ? { period: state.period } : { from: state.dateFrom, to: state.dateTo }),
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    filters: { ...state.filters },
    columns: [...columns],
    pageSize: state.pageSize,
  }
}

/** A saved view applied: its values checked like URL values, so a view saved before a change still opens. */
export function fromSavedViewState(def: ReportDef, view: StoredViewState, now = new Date()): ListState {
  const params = new URLSearchParams()
  if (view.period) params.set('period', view.period)
  if (view.from) params.set('from', view.from)
  if (view.to) params.set('to', view.to)
  if (view.search) params.set('q', view.search)
  for (const [k, v] of Object.entries(view.filters)) params.set(k, String(v))
  if (view.pageSize) params.set('size', String(view.pageSize))
  return parseListState(reportShape(def), params, undefined, now)
}
