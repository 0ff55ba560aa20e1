import { FilterX } from 'lucide-react'
import { Fragment, type ReactNode } from 'react'
import { Button } from '../ui/button.tsx'
import { DateRangeFilter } from './date-range-filter.tsx'
import { FilterControl } from './filter-control.tsx'
import type { FilterValue, ListFilter } from './list-filters.ts'
import type { ListShape, ListState } from './list-state.ts'

/**
 * The search landmark above a list: its search box and filters, a Reset button when `onReset` is given,
 * and `actions` (column and export menus) at the right. With a `lead` (a report's period) the period and
 * the search take a row of their own above the filters.
 */
export function ListToolbar({
  label = 'Pencarian dan filter',
  lead,
  search,
  children,
  filtering = false,
  onReset,
  actions,
}: {
  label?: string | undefined
  lead?: ReactNode
  search: ReactNode
  children?: ReactNode
  /** Whether anything is filtered: Reset is disabled otherwise. */
  filtering?: boolean
  onReset?: (() => void) | undefined
  actions?: ReactNode
}) {
  const rest = (
    <>
      {children}
      {onReset ? <ResetFilters filtering={filtering} onReset={onReset} /> : null}
      {actions ? <div className="flex flex-wrap gap-2 sm:ml-auto">{actions}</div> : null}
    </>
  )
  return lead ? (
    <search aria-label={label} className="flex flex-col gap-2 border-b border-border p-3">
      <div className="flex flex-wrap items-end gap-2">
        {lead}
        {search}
      </div>
      <div className="flex flex-wrap items-center gap-2">{rest}</div>
    </search>
  ) : (
    <search aria-label={label} className="flex flex-wrap items-center gap-2 border-b border-border p-3">
      {search}
      {rest}
    </search>
  )
}

/** "Reset": clears the search and the filters. */
function ResetFilters({ filtering, onReset }: { filtering: boolean; onReset: () => void }) {
  return (
    <Button variant="ghost" disabled={!filtering} onClick={onReset}>
      <FilterX aria-hidden="true" className="size-4" />
      Reset
    </Button>
  )
}

type Filters = Readonly<Record<string, FilterValue>>

/** A control of the page's own for a filter (a report's lookup, which loads its codes), or undefined. */
export type RenderFilter = (
  filter: ListFilter,
  value: FilterValue | undefined,
  onChange: (value: FilterValue | undefined) => void,
) => ReactNode | undefined

/** A ref narrowed by another filter offers only the choices within that filter's value. */
const refFiltersOf = (f: ListFilter, values: Filters) => {
  if (f.type !== 'ref' || !('narrowBy' in f) || !f.narrowBy) return undefined
  const v = values[f.narrowBy.filter]
  return v === undefined ? undefined : { [f.narrowBy.refFilter]: v }
}

/** One control per filter; `onChange` gets the filter's key and its new value (undefined: cleared). */
export function FilterControls({
  filters,
  values,
  onChange,
  renderFilter,
}: {
  filters: readonly ListFilter[]
  values: Filters
  onChange: (key: string, value: FilterValue | undefined) => void
  renderFilter?: RenderFilter | undefined
}) {
  return filters.map((f) => {
    const set = (v: FilterValue | undefined) => onChange(f.key, v)
    const own = renderFilter?.(f, values[f.key], set)
    return own ? (
      <Fragment key={f.key}>{own}</Fragment>
    ) : (
      <FilterControl
        key={f.key}
        filter={f}
        value={values[f.key]}
        refFilters={refFiltersOf(f, values)}
        onChange={set}
      />
    )
  })
}

/** The filters of a list and its open date range, if it has one, read from and written to its state. */
export function ListFilters({
  shape,
  state,
  setFilter,
  change,
  renderFilter,
}: {
  shape: ListShape
  state: ListState
  setFilter: (key: string, value: FilterValue | undefined) => void
  change: (patch: Partial<ListState>) => void
  renderFilter?: RenderFilter | undefined
}) {
  return (
    <>
      <FilterControls
        filters={shape.filters}
        values={state.filters}
        onChange={setFilter}
        renderFilter={renderFilter}
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
