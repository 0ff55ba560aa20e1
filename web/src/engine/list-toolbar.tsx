import { FilterX } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ColumnDef, FilterDef } from '#contract/engine/resource.ts'
import { Button } from '../ui/button.tsx'
import { ColumnMenu } from './column-menu.tsx'
import type { Visibility } from './column-visibility.ts'
import { DateRangeFilter } from './date-range-filter.tsx'
import { ExportMenu } from './export-menu.tsx'
import { FilterControl } from './filter-control.tsx'
import type { FilterValue, ListShape, ListState } from './list-state.ts'
import type { ExportFormat } from './use-export.ts'

/**
 * The search landmark above a list: its controls (search box, filters), a Reset button when `onReset`
 * is given, and `actions` (column and export menus) at the right.
 */
export function ListToolbar({
  label = 'Pencarian dan filter',
  children,
  filtering = false,
  onReset,
  actions,
}: {
  label?: string
  children: ReactNode
  /** Whether anything is filtered: Reset is disabled otherwise. */
  filtering?: boolean
  onReset?: (() => void) | undefined
  actions?: ReactNode
}) {
  return (
    <search aria-label={label} className="flex flex-wrap items-center gap-2 border-b border-border p-3">
      {children}
      {onReset ? <ResetFilters filtering={filtering} onReset={onReset} /> : null}
      {actions ? <ToolbarActions>{actions}</ToolbarActions> : null}
    </search>
  )
}

/** "Reset": clears the search and the filters. */
export function ResetFilters({ filtering, onReset }: { filtering: boolean; onReset: () => void }) {
  return (
    <Button variant="ghost" disabled={!filtering} onClick={onReset}>
      <FilterX aria-hidden="true" className="size-4" />
      Reset
    </Button>
  )
}

/** The toolbar's menus, kept together at its right end from the `sm` breakpoint on. */
export function ToolbarActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2 sm:ml-auto">{children}</div>
}

type Filters = Record<string, FilterValue>

/** One control per filter; `onChange` gets all the filters with that one set or, when cleared, removed. */
export function FilterControls({
  filters,
  values,
  onChange,
}: {
  filters: readonly FilterDef[]
  values: Filters
  onChange: (next: Filters, key: string) => void
}) {
  return filters.map((f) => (
    <FilterControl
      key={f.key}
      filter={f}
      value={values[f.key]}
      onChange={(v) => {
        const next = { ...values }
        if (v === undefined) delete next[f.key]
        else next[f.key] = v
        onChange(next, f.key)
      }}
    />
  ))
}

/** The filters of a list and its date range, if it has one, read from and written to its state. */
export function ListFilters({
  shape,
  state,
  change,
}: {
  shape: ListShape
  state: ListState
  change: (patch: Partial<ListState>) => void
}) {
  return (
    <>
      <FilterControls
        filters={shape.filters}
        values={state.filters}
        onChange={(filters) => change({ filters })}
      />
      {shape.dateRange ? (
        <DateRangeFilter
          label={shape.dateRange.label}
          from={state.dateFrom}
          to={state.dateTo}
          onChange={(range) => change(range)}
        />
      ) : null}
    </>
  )
}

/** A list's column chooser (its visibility kept in the user's preferences) and its export menu. */
export function ColumnsAndExport({
  columns,
  prefs,
  exportDisabled,
  onExport,
}: {
  columns: readonly ColumnDef[]
  prefs: { visibility: Visibility; setVisibility: (next: Visibility) => void }
  exportDisabled: boolean
  onExport: (format: ExportFormat) => void
}) {
  return (
    <>
      <ColumnMenu columns={columns} visibility={prefs.visibility} onChange={prefs.setVisibility} />
      <ExportMenu disabled={exportDisabled} onExport={onExport} />
    </>
  )
}
