import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Button } from '../ui/button.tsx'
import { useEver } from '../ui/use-ever.ts'
import { activeFilterCount, FilterButtonLabel } from './filter-stand-ins.tsx'
import type { FilterValue } from './list-filters.ts'
import type { ListShape, ListState } from './list-state.ts'
import { ListFilters, type RenderFilter } from './list-toolbar.tsx'

/** The sheet's dialog, loaded when first opened (filter-sheet-dialog.tsx). */
const FilterSheetDialog = lazy(() =>
  import('./filter-sheet-dialog.tsx').then((m) => ({ default: m.FilterSheetDialog })),
)

/** What the sheet changes together: the filters and an open date range. */
type Draft = Pick<ListState, 'filters' | 'dateFrom' | 'dateTo'>

/**
 * A phone's filters (below 768 px): a "Filter" button with the number of filters set, opening a sheet
 * with the period, the filters and the date range. The filters and the date range apply together with
 * "Terapkan"; closing the sheet otherwise drops what was changed in it. A page's own filters (`custom`)
 * and the period apply as they change.
 */
export function FilterSheet({
  shape,
  state,
  change,
  lead,
  custom,
  renderFilter,
}: {
  shape: ListShape
  state: ListState
  change: (patch: Partial<ListState>) => void
  lead?: ReactNode
  custom?: ReactNode
  renderFilter?: RenderFilter | undefined
}) {
  const [draft, setDraft] = useState<Draft | null>(null)
  const count = activeFilterCount(shape, state)
  const open = draft !== null
  const start = () => setDraft({ filters: state.filters, dateFrom: state.dateFrom, dateTo: state.dateTo })
  const setFilter = (key: string, value: FilterValue | undefined) =>
    setDraft((d) => {
      if (!d) return d
      const { [key]: _, ...rest } = d.filters
      return { ...d, filters: value === undefined ? rest : { ...rest, [key]: value } }
    })
  const setRange = (patch: Partial<ListState>) =>
    setDraft((d) =>
      d
        ? {
            ...d,
            ...('dateFrom' in patch ? { dateFrom: patch.dateFrom } : {}),
            ...('dateTo' in patch ? { dateTo: patch.dateTo } : {}),
          }
        : d,
    )
  const apply = () => {
    if (draft && !custom)
      change({
        filters: draft.filters,
        ...(shape.dateRange ? { dateFrom: draft.dateFrom, dateTo: draft.dateTo } : {}),
        page: 1,
      })
    setDraft(null)
  }
  const draftCount = draft && !custom ? activeFilterCount(shape, { ...state, ...draft }) : 0
  const drawn = useEver(open)

  return (
    <>
      <Button variant="outline" onClick={start} aria-haspopup="dialog">
        <FilterButtonLabel count={count} />
      </Button>
      {drawn ? (
        <Suspense fallback={null}>
          <FilterSheetDialog
            open={open}
            onOpenChange={(o) => (o ? start() : setDraft(null))}
            body={
              draft ? (
                <>
                  {lead}
                  {custom ?? (
                    <ListFilters
                      shape={shape}
                      state={{ ...state, ...draft }}
                      setFilter={setFilter}
                      change={setRange}
                      renderFilter={renderFilter}
                    />
                  )}
                </>
              ) : null
            }
            footer={
              <>
                {custom ? null : (
                  <Button
                    variant="ghost"
                    disabled={draftCount === 0}
                    onClick={() =>
                      setDraft((d) => (d ? { filters: {}, dateFrom: undefined, dateTo: undefined } : d))
                    }
                  >
                    Kosongkan
                  </Button>
                )}
                <Button onClick={apply}>{custom ? 'Selesai' : 'Terapkan'}</Button>
              </>
            }
          />
        </Suspense>
      ) : null}
    </>
  )
}
