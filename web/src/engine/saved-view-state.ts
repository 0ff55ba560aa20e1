import type { ColumnDef } from '#contract/engine/resource.ts'
import type { SavedViewState, StoredViewState } from '#contract/engine/saved-views.ts'
import type { Visibility } from './column-visibility.ts'
import { LIST_PARAMS, type ListShape, type ListState, parseListState } from './list-state.ts'

/**
 * A list's state as a saved view keeps it (contract/engine/saved-views.ts), and back. Applying a view goes
 * through the same reading as the address bar (`parseListState`), so a view saved before a filter, a sort
 * column, a period or a page size was removed still opens: whatever is no longer valid falls back to its
 * default instead of breaking the page.
 */

/** What a view keeps: search, filters, sort, shown columns, page size and the list's days (a preset stays relative). */
export function toSavedViewState(
  shape: ListShape,
  state: ListState,
  columns: readonly string[],
): SavedViewState {
  const days = shape.period
    ? state.period
      ? { period: state.period }
      : { from: state.dateFrom, to: state.dateTo }
    : shape.dateRange
      ? { from: state.dateFrom, to: state.dateTo }
      : {}
  const search = state.search.trim()
  return {
    // An open range leaves an end out rather than saving it as undefined.
    ...Object.fromEntries(Object.entries(days).filter(([, v]) => v !== undefined)),
    ...(search ? { search } : {}),
    filters: { ...state.filters },
    columns: [...columns],
    sort: state.sort,
    dir: state.dir,
    pageSize: state.pageSize,
  }
}

/** A view as the query string of the list's address: the one path every outside value takes into a state. */
export function savedViewParams(shape: ListShape, view: StoredViewState): URLSearchParams {
  const params = new URLSearchParams()
  // Only the list's own filters: a stored key named like a list parameter (`sort`, `q`) must not pose as one.
  for (const f of shape.filters) {
    const v = view.filters[f.key]
    if (v !== undefined) params.set(f.key, String(v))
  }
  const own: [string, string | number | undefined][] = [
    [LIST_PARAMS.period, view.period],
    [LIST_PARAMS.dateFrom, view.from],
    [LIST_PARAMS.dateTo, view.to],
    [LIST_PARAMS.search, view.search],
    [LIST_PARAMS.sort, view.sort],
    [LIST_PARAMS.dir, view.dir],
    [LIST_PARAMS.pageSize, view.pageSize],
  ]
  for (const [key, v] of own) if (v !== undefined && v !== '') params.set(key, String(v))
  return params
}

/** A saved view applied to a list: its values checked like URL values, from page 1. */
export const fromSavedViewState = (shape: ListShape, view: StoredViewState, now = new Date()): ListState =>
  parseListState(shape, savedViewParams(shape, view), undefined, now)

/**
 * The column visibility a view asks for, or null to keep the user's: a view with no columns, or none the
 * list still has, would otherwise leave an empty table.
 */
export function savedVisibility(columns: readonly ColumnDef[], saved: readonly string[]): Visibility | null {
  const wanted = new Set(saved)
  if (!columns.some((c) => wanted.has(c.key))) return null
  return Object.fromEntries(columns.map((c) => [c.key, wanted.has(c.key)]))
}
