import type { FilterValue } from './list-filters.ts'
import { withFilter } from './list-filters.ts'
import {
  applyListChange,
  type ListShape,
  type ListState,
  listStateToParams,
  parseListState,
} from './list-state.ts'
import { type UrlWriter, type WriteOptions, withParam } from './url-writer.ts'

/** A change to a list: the values to set, or a function of the latest state (a filter among the others). */
export type ListPatch = Partial<ListState> | ((current: ListState) => Partial<ListState>)

/**
 * The changes a list makes to its URL, each applied to the state read from the latest address: two
 * changes in one tick (two filters) both land. Page changes push a history entry (back goes to the
 * previous page); typing in the search box replaces it.
 */
export function listWriter(shape: ListShape, write: UrlWriter, defaultPageSize?: number) {
  const change = (patch: ListPatch, opts?: WriteOptions) =>
    write((latest) => {
      const current = parseListState(shape, latest, defaultPageSize)
      const delta = typeof patch === 'function' ? patch(current) : patch
      return listStateToParams(shape, applyListChange(current, delta), latest)
    }, opts)
  return {
    change,
    /** One filter set or cleared (and the filters it narrows cleared with it), the others kept. */
    setFilter: (key: string, value: FilterValue | undefined) =>
      change((current) => ({ filters: withFilter(shape.filters, current.filters, key, value) })),
    /** Sets or removes one parameter the list does not own (e.g. `id` of the open detail). */
    setParam: (key: string, value: string | null, opts?: WriteOptions) => write(withParam(key, value), opts),
  }
}
