import { ChevronsUpDown, SlidersHorizontal } from 'lucide-react'
import { formatNumber } from '#contract/format.ts'
import { Button } from '../ui/button.tsx'
import { cn } from '../ui/cn.ts'
import type { FilterValue, ListFilter } from './list-filters.ts'
import type { ListShape, ListState } from './list-state.ts'

/** How many filters are set (an open date range counts as one; the search and a period do not). */
export const activeFilterCount = (shape: ListShape, state: ListState): number =>
  Object.keys(state.filters).length +
  (shape.dateRange && state.period === undefined && (state.dateFrom || state.dateTo) ? 1 : 0)

/**
 * What the "Filter" button of a phone's filters (filter-sheet.tsx) says: the number of filters set. Shared
 * with its stand-in, which a page draws while the filters' code loads (the summaries, summary-page.tsx).
 */
export function FilterButtonLabel({ count }: { count: number }) {
  return (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      Filter
      {count > 0 ? (
        <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
          <span className="sr-only"> (</span>
          {formatNumber(count)}
          <span className="sr-only"> aktif)</span>
        </span>
      ) : null}
    </>
  )
}

/** The "Filter" button, disabled until the sheet's code has arrived (as the lists' menu buttons wait). */
export function FilterButtonStandIn({ count }: { count: number }) {
  return (
    <Button variant="outline" disabled>
      <FilterButtonLabel count={count} />
    </Button>
  )
}

/**
 * The filters' controls (list-toolbar.tsx FilterControls) as they look closed, disabled until their code has
 * arrived: the same boxes in the same places, so nothing moves when the real ones replace them.
 */
export function FilterControlsStandIn({
  filters,
  values,
}: {
  filters: readonly ListFilter[]
  values: Readonly<Record<string, FilterValue>>
}) {
  return filters.map((f) => {
    const set = values[f.key] !== undefined
    const native = f.type === 'select' || f.type === 'boolean'
    return (
      <div key={f.key} className={native ? 'w-full sm:w-auto sm:min-w-40' : 'w-full sm:w-56'}>
        <button
          type="button"
          disabled
          aria-label={`Filter ${f.label}`}
          className="flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-sm disabled:cursor-not-allowed disabled:opacity-60"
        >
          <span className={cn('truncate', set ? 'text-foreground' : 'text-muted-foreground')}>
            {set ? '…' : `Semua ${f.label}`}
          </span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        </button>
      </div>
    )
  })
}
