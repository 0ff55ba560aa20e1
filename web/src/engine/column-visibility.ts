import type { ColumnDef } from '#contract/engine/resource.ts'

/**
 * Which columns a user sees. The saved preference (`list:<resource>`) overrides the resource's
 * defaults column by column; columns added to a resource after it was saved keep their default.
 */
export type Visibility = Record<string, boolean>
export type PreferenceValue = Record<string, boolean | number | string>

const COLUMN_PREFIX = 'col:'
const PAGE_SIZE_KEY = 'pageSize'

/**
 * The width a table may fill by default: a 1440 px laptop window less the sidebar (256), the page's
 * padding (48), a scroll bar, and the selection and row-action columns.
 */
export const LAPTOP_TABLE_WIDTH = 1040

const CHAR = 7.5
const CELL_PADDING = 24
const SORT_ICON = 18

/** What a column costs in pixels at most (its cells are cut at 11rem, its header never wraps). */
export function columnWidth(c: ColumnDef): number {
  const header = c.label.length * CHAR + CELL_PADDING + (c.sortable ? SORT_ICON : 0)
  const longestOption = c.options ? Math.max(...c.options.map((o) => o.label.length)) : 0
  const content = c.options
    ? longestOption * CHAR + CELL_PADDING + (c.format === 'status' ? 20 : 0)
    : c.format === 'datetime'
      ? 150
      : c.format === 'date'
        ? 110
        : c.format === 'money'
          ? 120
          : c.format === 'number'
            ? 80
            : c.format === 'boolean'
              ? 70
              : c.format === 'code'
                ? 150
                : 180
  return Math.ceil(Math.max(header, content))
}

/** The first column, amounts and statuses are always shown; the others as declared (2 unless said). */
export const priorityOf = (c: ColumnDef, index: number): 1 | 2 | 3 =>
  index === 0 || c.format === 'money' || c.format === 'status' ? 1 : (c.priority ?? 2)

/**
 * The columns shown by default: every column not declared hidden while they fit `width`; when they
 * do not, those of priority 3 go first, then 2, each time the rightmost first. Priority 1 always stays.
 */
export function fittingColumns(columns: readonly ColumnDef[], width = LAPTOP_TABLE_WIDTH): Set<string> {
  const shown = columns.map((c, i) => ({ c, i, p: priorityOf(c, i) })).filter(({ c }) => c.hidden !== true)
  let used = shown.reduce((sum, { c }) => sum + columnWidth(c), 0)
  const dropOrder = shown.filter((s) => s.p > 1).sort((a, b) => b.p - a.p || b.i - a.i)
  const dropped = new Set<string>()
  for (const s of dropOrder) {
    if (used <= width) break
    dropped.add(s.c.key)
    used -= columnWidth(s.c)
  }
  return new Set(shown.filter((s) => !dropped.has(s.c.key)).map((s) => s.c.key))
}

export const defaultVisibility = (columns: readonly ColumnDef[]): Visibility => {
  const fit = fittingColumns(columns)
  return Object.fromEntries(columns.map((c) => [c.key, fit.has(c.key)]))
}

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
