import type { FilterValue, ListState } from './list-state.ts'

/** What a list state asks the server for: the body of a list call of either pager and of its export. */

/** The body of POST /{name}/list (offset pager). */
export function toListRequest(state: ListState) {
  const search = state.search.trim()
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    dir: state.dir,
    ...(search ? { search } : {}),
    filters: { ...state.filters },
    ...(state.dateFrom ? { dateFrom: state.dateFrom } : {}),
    ...(state.dateTo ? { dateTo: state.dateTo } : {}),
  }
}
export type ListRequestBody = ReturnType<typeof toListRequest>

/** The body of POST /{name}/export: the list's query without its page, and the columns to write. */
export function toExportBody(request: ListRequestBody, columns: readonly { id: string }[]) {
  const { page: _page, pageSize: _pageSize, ...query } = request
  return { ...query, columns: columns.map((c) => c.id) }
}

/** The rows a keyset list asks for (a report's days, search and filters): its totals call, and the part of list and export that picks rows. */
export interface KeysetQuery {
  from: string
  to: string
  search?: string
  filters: Record<string, FilterValue>
}

export function toKeysetQuery(state: ListState): KeysetQuery {
  const search = state.search.trim()
  return {
    from: state.dateFrom ?? '',
    to: state.dateTo ?? '',
    ...(search ? { search } : {}),
    filters: { ...state.filters },
  }
}

/** Where a keyset page starts: after (`next`) or before (`prev`) the row a cursor names; none is the first page. */
export interface KeysetPosition {
  cursor: string | null
  direction: 'next' | 'prev'
}

/** The body of a keyset list call: the query, the page size and order, and the position. */
export const toKeysetRequest = (state: ListState, at: KeysetPosition) => ({
  ...toKeysetQuery(state),
  pageSize: state.pageSize,
  dir: state.dir,
  ...(at.cursor ? { cursor: at.cursor, direction: at.direction } : {}),
})
export type KeysetRequest = ReturnType<typeof toKeysetRequest>

/** The body of a keyset export: every row of the query in the list's order, the columns to write. */
export const toKeysetExportBody = (state: ListState, columns: readonly { id: string }[]) => ({
  ...toKeysetQuery(state),
  dir: state.dir,
  columns: columns.map((c) => c.id),
})

/** The body of a list with a fixed order and no filters: page, size and search (API masters, the outbox). */
export const toPageRequest = (state: ListState) => ({
  page: state.page,
  pageSize: state.pageSize,
  ...(state.search ? { search: state.search } : {}),
})
