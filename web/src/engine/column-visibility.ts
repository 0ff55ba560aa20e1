import type { ColumnDef } from '#contract/engine/resource.ts'

/**
 * Which columns a user sees. The saved preference (`list:<resource>`) overrides the resource's
 * defaults column by column; columns added to a resource after it was saved keep their default.
 */
export type Visibility = Record<string, boolean>
export type PreferenceValue = Record<string, boolean | number | string>

const COLUMN_PREFIX = 'col:'
const PAGE_SIZE_KEY = 'pageSize'

export const defaultVisibility = (columns: readonly ColumnDef[]): Visibility =>
  Object.fromEntries(columns.map((c) => [c.key, c.hidden !== true]))

export function mergeVisibility(columns: readonly ColumnDef[], saved: unknown): Visibility {
  const merged = defaultVisibility(columns)
  if (!saved || typeof saved !== 'object') return merged
  const record = saved as Record<string, unknown>
  for (const c of columns) {
    const v = record[`${COLUMN_PREFIX}${c.key}`]
    if (typeof v === 'boolean') merged[c.key] = v
  }
  // A list with no visible column is of no use: fall back to the defaults.
  return Object.values(merged).some(Boolean) ? merged : defaultVisibility(columns)
}

export function savedPageSize(saved: unknown, allowed: readonly number[]): number | undefined {
  const v = (saved as Record<string, unknown> | null)?.[PAGE_SIZE_KEY]
  return typeof v === 'number' && allowed.includes(v) ? v : undefined
}

/** The preference to store: only columns that differ from their default, plus the page size. */
export function toPreference(
  columns: readonly ColumnDef[],
  visibility: Visibility,
  pageSize: number | undefined,
): PreferenceValue {
  const defaults = defaultVisibility(columns)
  const out: PreferenceValue = {}
  for (const c of columns) {
    const v = visibility[c.key]
    if (typeof v === 'boolean' && v !== defaults[c.key]) out[`${COLUMN_PREFIX}${c.key}`] = v
  }
  if (pageSize !== undefined) out[PAGE_SIZE_KEY] = pageSize
  return out
}

export const visibleColumns = (columns: readonly ColumnDef[], visibility: Visibility) =>
  columns.filter((c) => visibility[c.key] !== false)
