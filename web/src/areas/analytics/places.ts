import type { LocationRow } from '#contract/analytics/analytics.ts'

/**
 * The rows of one map level (the 38 provinces, or a province's regencies and cities) come whole from
 * /dashboard/summary-location/list; the table searches, sorts and pages them here, so that a sort or a
 * page never asks the server again.
 */
export const PLACE_SORTS = ['name', 'trxCount', 'amount', 'merchants'] as const
type PlaceSort = (typeof PLACE_SORTS)[number]

export interface PlaceQuery {
  search?: string
  sort: string
  dir: 'asc' | 'desc'
  page: number
  pageSize: number
}

const byName = new Intl.Collator('id-ID', { sensitivity: 'base', numeric: true })

export function placePage(
  rows: readonly LocationRow[],
  q: PlaceQuery,
): { items: LocationRow[]; total: number } {
  const needle = q.search?.trim().toLowerCase() ?? ''
  const matched = needle
    ? rows.filter((r) => r.name.toLowerCase().includes(needle) || r.code.startsWith(needle))
    : [...rows]
  const key: PlaceSort = PLACE_SORTS.find((s) => s === q.sort) ?? 'amount'
  const sign = q.dir === 'asc' ? 1 : -1
  matched.sort((a, b) => {
    const d = key === 'name' ? byName.compare(a.name, b.name) : a[key] - b[key]
    return d !== 0 ? sign * d : a.code.localeCompare(b.code)
  })
  const start = (q.page - 1) * q.pageSize
  return { items: matched.slice(start, start + q.pageSize), total: matched.length }
}
