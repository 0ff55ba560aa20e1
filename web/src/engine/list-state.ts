import { isCalendarDay } from '#contract/engine/dates.ts'
import { type FilterDef, PAGE_SIZES, type ResourceDef } from '#contract/engine/resource.ts'

/**
 * The state of a list (page, page size, sort, search, filters) and its one home: the URL query
 * string. Pure functions, so a copied link, back/forward and a reload all give the same view.
 */
export type SortDir = 'asc' | 'desc'
export type FilterValue = string | number | boolean

export interface ListState {
  page: number
  pageSize: number
  sort: string
  dir: SortDir
  search: string
  filters: Record<string, FilterValue>
  /** Days YYYY-MM-DD of the resource's date range (only for a resource that has one). */
  dateFrom?: string
  dateTo?: string
}

/** The part of a resource that decides what a list state may hold. */
export type ListShape = Pick<ResourceDef, 'columns' | 'filters' | 'defaultSort'> &
  Partial<Pick<ResourceDef, 'dateRange'>>

export const DEFAULT_PAGE_SIZE: number = PAGE_SIZES[0]
export const MAX_SEARCH_LENGTH = 100
const MAX_PAGE = 1_000_000

/** Query parameters the list owns besides its filters (a filter never takes one of these names). */
export const LIST_PARAMS = {
  page: 'page',
  pageSize: 'size',
  sort: 'sort',
  dir: 'dir',
  search: 'q',
  dateFrom: 'from',
  dateTo: 'to',
} as const
const RESERVED = new Set<string>([...Object.values(LIST_PARAMS), 'id'])

const sortableKeys = (shape: ListShape) => shape.columns.filter((c) => c.sortable).map((c) => c.key)

/** The direction a column sorts in when first chosen: the default sort keeps its own direction. */
export const defaultDirFor = (shape: ListShape, sort: string): SortDir =>
  sort === shape.defaultSort.key ? shape.defaultSort.dir : 'asc'

export function defaultListState(shape: ListShape, pageSize = DEFAULT_PAGE_SIZE): ListState {
  return {
    page: 1,
    pageSize,
    sort: shape.defaultSort.key,
    dir: shape.defaultSort.dir,
    search: '',
    filters: {},
  }
}

const positiveInt = (raw: string | null, max: number): number | undefined => {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return undefined
  const n = Number(raw)
  return n >= 1 && n <= max ? n : undefined
}

/** A filter's value read from its query parameter, or undefined when it is not a value it accepts. */
export function parseFilterValue(filter: FilterDef, raw: string | null): FilterValue | undefined {
  if (raw === null || raw === '') return undefined
  switch (filter.type) {
    case 'select':
      return filter.options.some((o) => o.value === raw) ? raw : undefined
    case 'ref':
      return positiveInt(raw, Number.MAX_SAFE_INTEGER)
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined
    case 'province':
      return /^\d{2}$/.test(raw) ? raw : undefined
  }
}

/** Reads a list state from the URL; anything missing or invalid falls back to its default. */
export function parseListState(
  shape: ListShape,
  params: URLSearchParams,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): ListState {
  const state = defaultListState(shape, defaultPageSize)
  state.page = positiveInt(params.get(LIST_PARAMS.page), MAX_PAGE) ?? 1
  const size = Number(params.get(LIST_PARAMS.pageSize))
  if ((PAGE_SIZES as readonly number[]).includes(size)) state.pageSize = size
  const sort = params.get(LIST_PARAMS.sort)
  if (sort && sortableKeys(shape).includes(sort)) state.sort = sort
  const dir = params.get(LIST_PARAMS.dir)
  state.dir = dir === 'asc' || dir === 'desc' ? dir : defaultDirFor(shape, state.sort)
  state.search = (params.get(LIST_PARAMS.search) ?? '').trim().slice(0, MAX_SEARCH_LENGTH)
  if (shape.dateRange) {
    const from = params.get(LIST_PARAMS.dateFrom)
    const to = params.get(LIST_PARAMS.dateTo)
    if (from && isCalendarDay(from)) state.dateFrom = from
    if (to && isCalendarDay(to)) state.dateTo = to
  }
  for (const f of shape.filters) {
    if (RESERVED.has(f.key)) continue
    const v = parseFilterValue(f, params.get(f.key))
    if (v !== undefined) state.filters[f.key] = v
  }
  return state
}

/**
 * Writes a list state into query parameters, leaving out every value that equals its default, and
 * keeping the parameters the list does not own (e.g. `id` of an open detail).
 */
export function listStateToParams(
  shape: ListShape,
  state: ListState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const owned = new Set<string>([...Object.values(LIST_PARAMS), ...shape.filters.map((f) => f.key)])
  const out = new URLSearchParams()
  for (const [k, v] of base) if (!owned.has(k)) out.append(k, v)
  const search = state.search.trim()
  if (search) out.set(LIST_PARAMS.search, search)
  for (const f of shape.filters) {
    const v = state.filters[f.key]
    if (v !== undefined && v !== '' && !RESERVED.has(f.key)) out.set(f.key, String(v))
  }
  if (shape.dateRange && state.dateFrom) out.set(LIST_PARAMS.dateFrom, state.dateFrom)
  if (shape.dateRange && state.dateTo) out.set(LIST_PARAMS.dateTo, state.dateTo)
  if (state.sort !== shape.defaultSort.key) out.set(LIST_PARAMS.sort, state.sort)
  if (state.dir !== defaultDirFor(shape, state.sort)) out.set(LIST_PARAMS.dir, state.dir)
  if (state.pageSize !== DEFAULT_PAGE_SIZE) out.set(LIST_PARAMS.pageSize, String(state.pageSize))
  if (state.page > 1) out.set(LIST_PARAMS.page, String(state.page))
  return out
}

/** A change to the list; anything but a page change goes back to page 1. */
export function applyListChange(state: ListState, change: Partial<ListState>): ListState {
  const next: ListState = { ...state, ...change, filters: change.filters ?? state.filters }
  if (change.page === undefined) next.page = 1
  return next
}

/** Clicking a sortable header: the same column flips direction, another starts at its default. */
export function toggleSort(shape: ListShape, state: ListState, key: string): Pick<ListState, 'sort' | 'dir'> {
  if (state.sort === key) return { sort: key, dir: state.dir === 'asc' ? 'desc' : 'asc' }
  return { sort: key, dir: defaultDirFor(shape, key) }
}

export const hasActiveFilters = (state: ListState) =>
  state.search.trim() !== '' ||
  Object.keys(state.filters).length > 0 ||
  Boolean(state.dateFrom) ||
  Boolean(state.dateTo)

/** The change that clears search, filters and the date range. */
export const CLEARED_FILTERS: Partial<ListState> = {
  search: '',
  filters: {},
  dateFrom: undefined,
  dateTo: undefined,
}

/** The body of POST /{name}/list. */
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

/** "Menampilkan 1–10 dari 240 data": the first and last row numbers of a page. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 }
  const from = Math.min((page - 1) * pageSize + 1, total)
  return { from, to: Math.min(page * pageSize, total) }
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

/** Page buttons: always the first and last, the current one with a neighbour each side, gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1)
  const wanted = new Set([1, pages, page - 1, page, page + 1])
  if (page <= 3) for (const p of [2, 3, 4]) wanted.add(p)
  if (page >= pages - 2) for (const p of [pages - 3, pages - 2, pages - 1]) wanted.add(p)
  const sorted = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const p of sorted) {
    const last = out[out.length - 1]
    if (typeof last === 'number' && p - last > 1) out.push(null)
    out.push(p)
  }
  return out
}
