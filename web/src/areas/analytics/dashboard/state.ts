import { MAX_DASHBOARD_DAYS } from '#contract/analytics/period.ts'
import { dateRangeProblem, daysIn } from '#contract/engine/dates.ts'
import type { ListFilter } from '../../../engine/list-filters.ts'
import { type ListShape, type ListState, parseListState } from '../../../engine/list-state.ts'

/**
 * A dashboard's state in the URL: the period and filters as a list of the engine keeps them (`period`, or
 * `from`/`to`; `clientId`, `regionId`, `groupId`, `merchantId`), read and written by the engine's list
 * state, plus the trend's time grain (`grain`). So a copied link, back/forward and a reload give the same
 * figures, and the period picker and filter sheet of the lists work here unchanged.
 */
export const GRAINS = ['hour', 'day', 'week', 'month'] as const
export type Grain = (typeof GRAINS)[number]
export const GRAIN_LABEL: Record<Grain, string> = {
  hour: 'Per jam',
  day: 'Per hari',
  week: 'Per minggu',
  month: 'Per bulan',
}
export const GRAIN_PARAM = 'grain'

/** Narrowing within the caller's scope (contract/analytics/dashboard.ts `dashboardFilters`). */
export const DASHBOARD_FILTERS: readonly ListFilter[] = [
  { key: 'clientId', label: 'Client', type: 'ref', ref: 'client' },
  { key: 'regionId', label: 'Region', type: 'ref', ref: 'region' },
  { key: 'groupId', label: 'Group', type: 'ref', ref: 'group' },
  { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant' },
]

/** The home page's state: a period only. */
export const HOME_SHAPE: ListShape = {
  columns: [],
  filters: [],
  defaultSort: { key: '', dir: 'desc' },
  period: true,
}
/** A summary's: a period and the four filters. */
export const SUMMARY_SHAPE: ListShape = { ...HOME_SHAPE, filters: DASHBOARD_FILTERS }

/**
 * The grains a period offers: by hour only for a single day (the server draws hours for up to a week, but 168
 * bars are no longer a readable trend), by day, week or month otherwise.
 */
export const grainsFor = (from: string, to: string): Grain[] =>
  daysIn(from, to) === 1 ? [...GRAINS] : ['day', 'week', 'month']

/** The grain asked for when the period offers it, else the default: by hour for a day, by day otherwise. */
export function grainOf(raw: string | null, from: string, to: string): Grain {
  const offered = grainsFor(from, to)
  const wanted = GRAINS.find((g) => g === raw)
  if (wanted && offered.includes(wanted)) return wanted
  return offered[0] === 'hour' ? 'hour' : 'day'
}

export interface DashboardState {
  list: ListState
  /** The period's days (a dashboard period is never open). */
  from: string
  to: string
  grain: Grain
  /** The filters as the dashboard calls take them. */
  filters: { clientId?: number; regionId?: number; groupId?: number; merchantId?: number }
  /** What is wrong with explicit days (inverted, longer than a year), or null. */
  problem: string | null
}

/** Reads a dashboard's state from the URL; anything missing or invalid falls back to today, no filter. */
export function parseDashboardState(
  shape: ListShape,
  params: URLSearchParams,
  now = new Date(),
): DashboardState {
  const list = parseListState(shape, params, undefined, now)
  const from = list.dateFrom ?? ''
  const to = list.dateTo ?? from
  const problem = dateRangeProblem(from, to, MAX_DASHBOARD_DAYS)?.message ?? null
  const filters: DashboardState['filters'] = {}
  for (const f of DASHBOARD_FILTERS) {
    const v = list.filters[f.key]
    if (typeof v === 'number') filters[f.key as keyof DashboardState['filters']] = v
  }
  return {
    list,
    from,
    to,
    grain: problem ? 'day' : grainOf(params.get(GRAIN_PARAM), from, to),
    filters,
    problem,
  }
}
