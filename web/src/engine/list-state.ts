import { isCalendarDay, wibDay } from '#contract/engine/dates.ts'
import { PAGE_SIZES } from '#contract/engine/paging.ts'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { PERIODS, type Period, periodRange } from '#contract/transactions/period.ts'
import { type FilterValue, type ListFilter, parseFilterValue } from './list-filters.ts'

/**
 * The state of a list (page, page size, sort, search, filters, days) and its one home: the URL query
 * string. Pure functions, so a copied link, back/forward and a reload all give the same view. One state for
 * both pagers: the offset pager keeps its page number in the URL; the keyset pager (reports) walks by a
 * cursor that belongs to one walk through the rows, not to the address, and starts again at page 1 whenever
 * the filter changes.
 */
export type SortDir = 'asc' | 'desc'
export type { FilterValue } from './list-filters.ts'

export interface ListState {
  /** The page of the offset pager (always 1 for the keyset pager). */
  page: number
  pageSize: number
  sort: string
  dir: SortDir
  search: string
  filters: Record<string, FilterValue>
  /** Days YYYY-MM-DD: an open range (either end may be missing), or the days of a period. */
  dateFrom?: string
  dateTo?: string
  /** For a list with a period: the preset the days follow (relative to today), or null for explicit days. */
  period?: Period | null
  /** For a list of one calendar month (YYYY-MM): the month shown. */
  month?: string
}

/** How a list pages: by page number and total, or by cursor (with its page sizes and the default one). */
export interface Pager {
  readonly kind: 'offset' | 'keyset'
  readonly sizes: readonly number[]
  readonly size: number
}
export const OFFSET_PAGER: Pager = { kind: 'offset', sizes: PAGE_SIZES, size: PAGE_SIZES[0] }

/** What decides what a list state may hold (a resource declaration is one). */
export interface ListShape {
  readonly columns: readonly ColumnDef[]
  readonly filters: readonly ListFilter[]
  readonly defaultSort: { readonly key: string; readonly dir: SortDir }
  /** An open range of days over one column (`from`/`to` in the URL, either may be empty). */
  readonly dateRange?: { readonly label: string }
  /** A period instead: a preset relative to today or two explicit days, never open (default today). */
  readonly period?: boolean
  /** The longest period in days (the reports' 93 unless said: a dashboard reads up to a year). */
  readonly maxDays?: number
  /** One calendar month instead (`month` in the URL, YYYY-MM), this WIB month unless said: monthly targets. */
  readonly month?: boolean
  /** Offset unless said otherwise. */
  readonly pager?: Pager
  /** The longest search kept (100 unless said otherwise). */
  readonly searchLength?: number
}

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
  period: 'period',
  month: 'month',
} as const
const RESERVED = new Set<string>([...Object.values(LIST_PARAMS), 'id'])

export const pagerOf = (shape: ListShape): Pager => shape.pager ?? OFFSET_PAGER
const sortableKeys = (shape: ListShape) => shape.columns.filter((c) => c.sortable).map((c) => c.key)

/** The direction a column sorts in when first chosen: the default sort keeps its own direction. */
export const defaultDirFor = (shape: ListShape, sort: string): SortDir =>
  sort === shape.defaultSort.key ? shape.defaultSort.dir : 'asc'

export function defaultListState(
  shape: ListShape,
  pageSize = pagerOf(shape).size,
  now = new Date(),
): ListState {
  const state: ListState = {
    page: 1,
    pageSize,
    sort: shape.defaultSort.key,
    dir: shape.defaultSort.dir,
    search: '',
    filters: {},
  }
  if (shape.period) Object.assign(state, presetDays('today', now))
  if (shape.month) state.month = thisMonth(now)
  return state
}

/** The WIB calendar month of a moment (YYYY-MM). */
export const thisMonth = (now = new Date()) => wibDay(now).slice(0, 7)
export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value)

const presetDays = (period: Period, now: Date) => {
  const { from, to } = periodRange(period, now)
  return { period, dateFrom: from, dateTo: to }
}

const positiveInt = (raw: string | null, max: number): number | undefined => {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return undefined
  const n = Number(raw)
  return n >= 1 && n <= max ? n : undefined
}

/** Reads a list state from the URL; anything missing or invalid falls back to its default. */
export function parseListState(
  shape: ListShape,
  params: URLSearchParams,
  defaultPageSize?: number,
  now = new Date(),
): ListState {
  const pager = pagerOf(shape)
  const state = defaultListState(shape, defaultPageSize ?? pager.size, now)
  if (pager.kind === 'offset') state.page = positiveInt(params.get(LIST_PARAMS.page), MAX_PAGE) ?? 1
  const size = Number(params.get(LIST_PARAMS.pageSize))
  if (pager.sizes.includes(size)) state.pageSize = size
  const sort = params.get(LIST_PARAMS.sort)
  if (sort && sortableKeys(shape).includes(sort)) state.sort = sort
  const dir = params.get(LIST_PARAMS.dir)
  state.dir = dir === 'asc' || dir === 'desc' ? dir : defaultDirFor(shape, state.sort)
  state.search = (params.get(LIST_PARAMS.search) ?? '')
    .trim()
    .slice(0, shape.searchLength ?? MAX_SEARCH_LENGTH)
  const from = params.get(LIST_PARAMS.dateFrom)
  const to = params.get(LIST_PARAMS.dateTo)
  if (shape.period) {
    const period = params.get(LIST_PARAMS.period)
    if (period && (PERIODS as readonly string[]).includes(period))
      Object.assign(state, presetDays(period as Period, now))
    else if (from && isCalendarDay(from)) {
      // Explicit days are kept even when the range is wrong: the page says what is wrong with them.
      state.period = null
      state.dateFrom = from
      state.dateTo = to && isCalendarDay(to) ? to : from
    }
  } else if (shape.dateRange) {
    if (from && isCalendarDay(from)) state.dateFrom = from
    if (to && isCalendarDay(to)) state.dateTo = to
  }
  const month = params.get(LIST_PARAMS.month)
  if (shape.month && month && isMonth(month)) state.month = month
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
  const pager = pagerOf(shape)
  const owned = new Set<string>([...Object.values(LIST_PARAMS), ...shape.filters.map((f) => f.key)])
  const out = new URLSearchParams()
  for (const [k, v] of base) if (!owned.has(k)) out.append(k, v)
  const search = state.search.trim()
  if (search) out.set(LIST_PARAMS.search, search)
  for (const f of shape.filters) {
    const v = state.filters[f.key]
    if (v !== undefined && v !== '' && !RESERVED.has(f.key)) out.set(f.key, String(v))
  }
  if (shape.period) {
    if (state.period === null) {
      if (state.dateFrom) out.set(LIST_PARAMS.dateFrom, state.dateFrom)
      if (state.dateTo) out.set(LIST_PARAMS.dateTo, state.dateTo)
    } else if (state.period && state.period !== 'today') out.set(LIST_PARAMS.period, state.period)
  } else if (shape.dateRange) {
    if (state.dateFrom) out.set(LIST_PARAMS.dateFrom, state.dateFrom)
    if (state.dateTo) out.set(LIST_PARAMS.dateTo, state.dateTo)
  }
  // Like the period `today`, this month is the default and stays out of the address.
  if (shape.month && state.month && state.month !== thisMonth()) out.set(LIST_PARAMS.month, state.month)
  if (state.sort !== shape.defaultSort.key) out.set(LIST_PARAMS.sort, state.sort)
  if (state.dir !== defaultDirFor(shape, state.sort)) out.set(LIST_PARAMS.dir, state.dir)
  if (state.pageSize !== pager.size) out.set(LIST_PARAMS.pageSize, String(state.pageSize))
  if (pager.kind === 'offset' && state.page > 1) out.set(LIST_PARAMS.page, String(state.page))
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

/** Whether the rows are narrowed by the user: a search, a filter, or days of an open range (a period always has days). */
export const hasActiveFilters = (state: ListState) =>
  state.search.trim() !== '' ||
  Object.keys(state.filters).length > 0 ||
  (state.period === undefined && (Boolean(state.dateFrom) || Boolean(state.dateTo)))

/** The change that clears search, filters and an open date range. */
export const CLEARED_FILTERS: Partial<ListState> = {
  search: '',
  filters: {},
  dateFrom: undefined,
  dateTo: undefined,
}

/** Reset: clears what `hasActiveFilters` counts (a period stays). */
export const resetFilters = (state: ListState): Partial<ListState> =>
  state.period === undefined ? CLEARED_FILTERS : { search: '', filters: {} }
