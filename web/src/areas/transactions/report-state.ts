import { isCalendarDay } from '#contract/engine/dates.ts'
import { PERIODS, type Period, periodRange } from '#contract/transactions/period.ts'
import {
  REPORT_DEFAULT_PAGE_SIZE,
  REPORT_PAGE_SIZES,
  type ReportDef,
  type ReportQuery,
} from '#contract/transactions/reports.ts'
import type { SavedViewState, StoredViewState } from '#contract/transactions/saved-views.ts'

/**
 * The state of a report (period, filters, search, page size, order) and its home, the URL: a copied link,
 * back/forward and a reload show the same rows. The page position (a cursor) is not part of it: it belongs
 * to one walk through the rows and starts again at page 1 whenever the filter changes.
 */
export type ReportFilterValue = string | number

export interface ReportState {
  /** A preset period (relative to today), or null for the explicit days in from/to. */
  period: Period | null
  from: string
  to: string
  search: string
  filters: Record<string, ReportFilterValue>
  pageSize: number
  dir: 'asc' | 'desc'
}

export const AMOUNT_KEYS = ['amountMin', 'amountMax'] as const
const PARAMS = {
  period: 'period',
  from: 'from',
  to: 'to',
  search: 'q',
  pageSize: 'size',
  dir: 'dir',
} as const
const MAX_SEARCH = 64

const positiveInt = (raw: string | null, max: number) => {
  if (raw === null || !/^\d{1,13}$/.test(raw)) return undefined
  const n = Number(raw)
  return n <= max ? n : undefined
}

/** A filter's value read from the URL, or undefined when the filter would refuse it. */
export function parseReportFilter(
  def: ReportDef,
  key: string,
  raw: string | null,
): ReportFilterValue | undefined {
  if (raw === null || raw === '') return undefined
  if ((AMOUNT_KEYS as readonly string[]).includes(key)) return positiveInt(raw, 1_000_000_000_000)
  const f = def.filters.find((x) => x.key === key)
  switch (f?.type) {
    case 'select':
      return f.options.some((o) => o.value === raw) ? raw : undefined
    case 'ref': {
      const n = positiveInt(raw, Number.MAX_SAFE_INTEGER)
      return n && n > 0 ? n : undefined
    }
    case 'bank':
      return /^\d{3}$/.test(raw) ? raw : undefined
    case 'lookup':
      return /^[A-Za-z0-9._-]{1,32}$/.test(raw) ? raw : undefined
    default:
      return undefined
  }
}

const filterKeys = (def: ReportDef) => [...def.filters.map((f) => f.key), ...AMOUNT_KEYS]

export function defaultReportState(now = new Date()): ReportState {
  return {
    period: 'today',
    ...periodRange('today', now),
    search: '',
    filters: {},
    pageSize: REPORT_DEFAULT_PAGE_SIZE,
    dir: 'desc',
  }
}

export function parseReportState(def: ReportDef, params: URLSearchParams, now = new Date()): ReportState {
  const state = defaultReportState(now)
  const period = params.get(PARAMS.period)
  const from = params.get(PARAMS.from)
  const to = params.get(PARAMS.to)
  if (period && (PERIODS as readonly string[]).includes(period)) {
    state.period = period as Period
    Object.assign(state, periodRange(period as Period, now))
  } else if (from && isCalendarDay(from)) {
    // Explicit days are kept even when the range is wrong: the page says what is wrong with them.
    state.period = null
    state.from = from
    state.to = to && isCalendarDay(to) ? to : from
  }
  state.search = (params.get(PARAMS.search) ?? '').trim().slice(0, MAX_SEARCH)
  for (const key of filterKeys(def)) {
    const v = parseReportFilter(def, key, params.get(key))
    if (v !== undefined) state.filters[key] = v
  }
  const size = Number(params.get(PARAMS.pageSize))
  if ((REPORT_PAGE_SIZES as readonly number[]).includes(size)) state.pageSize = size
  if (params.get(PARAMS.dir) === 'asc') state.dir = 'asc'
  return state
}

/** The state as query parameters, defaults left out, keeping parameters the report does not own (`id`). */
export function reportStateToParams(
  def: ReportDef,
  state: ReportState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const owned = new Set<string>([...Object.values(PARAMS), ...filterKeys(def)])
  const out = new URLSearchParams()
  for (const [k, v] of base) if (!owned.has(k)) out.append(k, v)
  if (state.period === null) {
    out.set(PARAMS.from, state.from)
    out.set(PARAMS.to, state.to)
  } else if (state.period !== 'today') out.set(PARAMS.period, state.period)
  const search = state.search.trim()
  if (search) out.set(PARAMS.search, search)
  for (const key of filterKeys(def)) {
    const v = state.filters[key]
    if (v !== undefined && v !== '') out.set(key, String(v))
  }
  if (state.pageSize !== REPORT_DEFAULT_PAGE_SIZE) out.set(PARAMS.pageSize, String(state.pageSize))
  if (state.dir !== 'desc') out.set(PARAMS.dir, state.dir)
  return out
}

/** The rows a state asks for: the body of totals, and the part of list and export that picks rows. */
export function toReportQuery(state: ReportState): ReportQuery {
  const search = state.search.trim()
  return { from: state.from, to: state.to, ...(search ? { search } : {}), filters: { ...state.filters } }
}

export const hasReportFilters = (state: ReportState) =>
  state.search.trim() !== '' || Object.keys(state.filters).length > 0

/** What a saved view keeps: the period (a preset stays relative), filters, search, columns, page size. */
export function toSavedViewState(state: ReportState, columns: readonly string[]): SavedViewState {
  return {
    ...(state.period ? { period: state.period } : { from: state.from, to: state.to }),
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    filters: { ...state.filters },
    columns: [...columns],
    pageSize: state.pageSize,
  }
}

/** A saved view applied: its values checked like URL values, so a view saved before a change still opens. */
export function fromSavedViewState(def: ReportDef, view: StoredViewState, now = new Date()): ReportState {
  const params = new URLSearchParams()
  if (view.period) params.set(PARAMS.period, view.period)
  if (view.from) params.set(PARAMS.from, view.from)
  if (view.to) params.set(PARAMS.to, view.to)
  if (view.search) params.set(PARAMS.search, view.search)
  for (const [k, v] of Object.entries(view.filters)) params.set(k, String(v))
  if (view.pageSize) params.set(PARAMS.pageSize, String(view.pageSize))
  return parseReportState(def, params, now)
}
