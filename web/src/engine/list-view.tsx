import { Bookmark, Columns3, Download } from 'lucide-react'
import { lazy, type ReactNode, Suspense } from 'react'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'
import { Card } from '../ui/card.tsx'
import { useEver } from '../ui/use-ever.ts'
import { useIsMobile } from '../ui/use-media-query.ts'
import { DataTable, type TableColumn } from './data-table.tsx'
import { FilterSheet } from './filter-sheet.tsx'
import { pagerOf, toggleSort } from './list-state.ts'
import { ListEmpty, listPlaceholder } from './list-states.tsx'
import { ListFilters, ListToolbar, type RenderFilter } from './list-toolbar.tsx'
import { MonthControl } from './month-control.tsx'
import { KeysetPagination, Pagination } from './pagination.tsx'
import { PeriodControl } from './period-control.tsx'
import { SearchBox } from './search-box.tsx'
import { SelectionBar } from './selection-bar.tsx'
import { TotalsRow } from './totals-row.tsx'
import type { List } from './use-list.ts'

/**
 * The column and export menus (Radix's menu and its positioning library, ~19 KB gzip) are not part of a
 * list's first load (issue 12 budgets): their buttons show at once, disabled, and the menus arrive right
 * after the page, as the header's user menu does. The export's progress loads with its first export.
 */
const ColumnMenu = lazy(() => import('./column-menu.tsx').then((m) => ({ default: m.ColumnMenu })))
const ExportMenu = lazy(() => import('./export-menu.tsx').then((m) => ({ default: m.ExportMenu })))
// The saved views' menu with its dialogs and calls, likewise right after the page.
const ListSavedViews = lazy(() =>
  import('./saved-views-menu.tsx').then((m) => ({ default: m.ListSavedViews })),
)
const ExportProgressDialog = lazy(() =>
  import('./export-menu.tsx').then((m) => ({ default: m.ExportProgressDialog })),
)

/** A menu's button as it looks before its menu can open. */
function MenuButtonStandIn({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Button variant="outline" disabled>
      {icon}
      {label}
    </Button>
  )
}

/** Ticked rows and what can be done with them. */
export interface ListSelection<Row> {
  idOf: (row: Row) => number
  labelOf: (row: Row) => string
  /** What a row is ("transaksi"; "data" unless said). */
  noun?: string
  /** The actions on the ticked rows, shown above the table while any are ticked. */
  actions: ReactNode
}

export interface ListViewProps<Row> {
  list: List<Row>
  /** The table's name for assistive technology. */
  caption: string
  columns: readonly TableColumn<Row>[]
  rowKey: (row: Row) => string | number
  search: { placeholder: string; label: string }
  /** The name of the search landmark ("Pencarian dan filter" unless said). */
  toolbarLabel?: string
  /** Instead of the shape's filter controls (a page whose filters depend on each other). */
  filters?: ReactNode
  /** A control of the page's own for one of the shape's filters. */
  renderFilter?: RenderFilter
  /** Buttons before the column and export menus ("Muat ulang"). */
  toolbarActions?: ReactNode
  /** The user's saved views of this list, kept under `screen` (contract/engine/saved-views.ts). */
  savedViews?: { screen: string } | undefined
  selection?: ListSelection<Row> | undefined
  /** Between the toolbar and the table (what the rows cover). */
  aboveTable?: ReactNode
  rowActions?: (row: Row) => ReactNode
  onRowClick?: (row: Row) => void
  /** The empty list: its heading, what to do about it, and what to do when nothing matches the filter. */
  empty?: { title?: string; hint?: string | undefined; noMatchHint?: string; action?: ReactNode }
  /** The open row's drawer or dialog. */
  detail?: ReactNode
  /** What the rows show drawn another way (a map of the same rows), beside the table on a wide screen, above it on a phone. */
  beside?: ReactNode
}

/**
 * A list drawn from `useList` or `useKeysetList`: the search landmark (period, search, filters, reset,
 * saved views, columns, export), the selection bar, the table with its loading, empty and error states, the pager, and
 * the export's progress. What differs per page comes in through the slots.
 */
export function ListView<Row>({
  list,
  caption,
  columns,
  rowKey,
  search,
  toolbarLabel,
  filters,
  renderFilter,
  toolbarActions,
  savedViews,
  selection,
  aboveTable,
  rowActions,
  onRowClick,
  empty,
  detail,
  beside,
}: ListViewProps<Row>) {
  const { shape, state, change, prefs, exporter, paging } = list
  const hasFilters =
    shape.filters.length > 0 || Boolean(shape.dateRange) || Boolean(shape.period) || Boolean(shape.month)
  const actions =
    toolbarActions || savedViews || prefs || exporter ? (
      <>
        {toolbarActions}
        {savedViews ? (
          <Suspense
            fallback={
              <MenuButtonStandIn
                icon={<Bookmark aria-hidden="true" className="size-4" />}
                label="Tampilan tersimpan"
              />
            }
          >
            <ListSavedViews screen={savedViews.screen} list={list} />
          </Suspense>
        ) : null}
        {prefs ? (
          <Suspense
            fallback={
              <MenuButtonStandIn icon={<Columns3 aria-hidden="true" className="size-4" />} label="Kolom" />
            }
          >
            <ColumnMenu
              columns={shape.columns}
              visibility={prefs.visibility}
              onChange={prefs.setVisibility}
            />
          </Suspense>
        ) : null}
        {exporter ? (
          <Suspense
            fallback={
              <MenuButtonStandIn icon={<Download aria-hidden="true" className="size-4" />} label="Ekspor" />
            }
          >
            <ExportMenu
              disabled={exporter.progress !== null || list.problem !== null}
              onExport={exporter.run}
            />
          </Suspense>
        ) : null}
      </>
    ) : null
  const setPageSize = (pageSize: number) => {
    prefs?.setPageSize?.(pageSize)
    change({ pageSize })
  }
  const pageSizes = pagerOf(shape).sizes
  const { selected, set: setSelected, clear } = list.selection
  const exported = useEver(Boolean(exporter?.progress))
  // Below 768 px the filters wait in a sheet behind one button, so the first rows are on the first screen.
  const narrow = useIsMobile()
  const lead = shape.period ? (
    <PeriodControl state={state} onChange={(patch) => change(patch)} />
  ) : shape.month && state.month ? (
    <MonthControl month={state.month} onChange={(month) => change({ month })} />
  ) : undefined

  // The table and its pager; with `beside`, next to it on a wide screen and under it on a phone.
  const rowsAndPager = (
    <>
      <DataTable<Row>
        caption={caption}
        columns={columns}
        rows={list.rows}
        rowKey={rowKey}
        sort={{ key: state.sort, dir: state.dir }}
        onSort={(key) => change((current) => toggleSort(shape, current, key))}
        selection={
          selection
            ? { selected, onChange: setSelected, idOf: selection.idOf, labelOf: selection.labelOf }
            : undefined
        }
        rowActions={rowActions}
        onRowClick={onRowClick}
        loading={list.loading}
        busy={list.query.isFetching}
        placeholder={
          list.problem ? (
            <Alert variant="error">{list.problem}</Alert>
          ) : (
            listPlaceholder(
              list.query,
              <ListEmpty
                filtering={list.filtering}
                onReset={list.reset}
                title={empty?.title}
                hint={empty?.hint}
                noMatchHint={empty?.noMatchHint}
                action={empty?.action}
              />,
            )
          )
        }
        skeletonRows={Math.min(state.pageSize, 10)}
      />

      {paging.kind === 'keyset' ? (
        <KeysetPagination
          page={paging.page}
          pageSize={state.pageSize}
          rows={list.rows.length}
          total={paging.total}
          pageSizes={pageSizes}
          hasPrev={paging.hasPrev}
          hasNext={paging.hasNext}
          disabled={list.query.isFetching}
          onNext={paging.next}
          onPrev={paging.prev}
          onFirst={paging.first}
          onPageSizeChange={setPageSize}
        />
      ) : (
        <Pagination
          page={state.page}
          pageSize={state.pageSize}
          total={paging.total ?? 0}
          pageSizes={pageSizes}
          onPageChange={(page) => change({ page })}
          onPageSizeChange={setPageSize}
        />
      )}
    </>
  )

  return (
    <>
      <Card className="min-w-0">
        <ListToolbar
          label={toolbarLabel}
          lead={narrow ? undefined : lead}
          search={
            <SearchBox
              value={state.search}
              placeholder={search.placeholder}
              label={search.label}
              onChange={(q) => change({ search: q }, { replace: true })}
            />
          }
          filtering={list.filtering}
          onReset={hasFilters && !narrow ? list.reset : undefined}
          actions={actions}
        >
          {narrow ? (
            hasFilters || filters ? (
              <FilterSheet
                shape={shape}
                state={state}
                change={change}
                lead={lead}
                custom={filters}
                renderFilter={renderFilter}
              />
            ) : null
          ) : (
            (filters ?? (
              <ListFilters
                shape={shape}
                state={state}
                setFilter={list.setFilter}
                change={change}
                renderFilter={renderFilter}
              />
            ))
          )}
        </ListToolbar>

        {selection ? (
          <SelectionBar count={selected.size} noun={selection.noun} onClear={clear}>
            {selection.actions}
          </SelectionBar>
        ) : null}

        {paging.kind === 'keyset' ? <TotalsRow {...paging.totals} /> : null}
        {aboveTable}

        {beside ? (
          <div className="grid lg:grid-cols-2">
            <div className="min-w-0 border-b border-border p-3 lg:border-r lg:border-b-0">{beside}</div>
            <div className="flex min-w-0 flex-col">{rowsAndPager}</div>
          </div>
        ) : (
          rowsAndPager
        )}
      </Card>
      {detail}
      {exporter && exported ? (
        <Suspense fallback={null}>
          <ExportProgressDialog progress={exporter.progress} onCancel={exporter.cancel} />
        </Suspense>
      ) : null}
    </>
  )
}
