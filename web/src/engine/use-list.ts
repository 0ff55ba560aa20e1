import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { dateRangeProblem } from '#contract/engine/dates.ts'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { MAX_REPORT_DAYS } from '#contract/transactions/period.ts'
import { visibleColumns } from './column-visibility.ts'
import type { TableColumn } from './data-table.tsx'
import { type ListRequestBody, toExportBody, toListRequest } from './list-request.ts'
import { hasActiveFilters, type ListShape, type ListState, pagerOf, resetFilters } from './list-state.ts'
import type { ListQuery as PlaceholderQuery } from './list-states.tsx'
import { pageCount } from './page-numbers.ts'
import { type ExportFormat, type ExportProgress, useExport } from './use-export.ts'
import { useListPreferences } from './use-list-preferences.ts'
import { useListState } from './use-list-state.ts'

/**
 * The engine's headless list (docs/ARCHITECTURE.md "The resource engine"): its state in the URL, the
 * user's columns and page size, the query with its loading and error states, selection, the open
 * detail and export, for either pager: `useList` pages by number (resources, account lists), `useKeysetList`
 * (keyset-list.ts) by cursor with a totals row (reports). `ListView` draws any of them.
 */

/** Where a list's rows come from: the cache key of a request and the call that answers it. */
export interface ListSource<Req, Res> {
  key: (request: Req) => QueryKey
  fetch: (request: Req, signal: AbortSignal) => Promise<Res>
}

export interface ListOptions {
  shape: ListShape
  /** Keeps the user's column visibility (and, unless `pageSize: false`, page size) under `list:<name>`. */
  preferences?: { name: string; pageSize?: boolean }
  /** The page size of a list whose user has not chosen one (API masters: 25). */
  pageSize?: number
  /** The list's export of every row of its query (POST /{exportPath}/export). */
  exportPath?: string
}

/** The part of a list query the view reads (TanStack Query's result fits). */
export interface ListQuery extends PlaceholderQuery {
  isFetching: boolean
}

export interface OffsetPaging {
  kind: 'offset'
  total: number | undefined
}
export interface KeysetPaging {
  kind: 'keyset'
  /** 1-based position of the page in this walk through the rows. */
  page: number
  hasPrev: boolean
  hasNext: boolean
  next: () => void
  prev: () => void
  /** Back to the first page (also after a refresh). */
  first: () => void
  /** Rows of the whole query, once the totals are in. */
  total: number | null
  totals: { items: TotalItem[] | null; loading: boolean; error: string | null }
}
/** One figure of a totals row: key (for tests), label, formatted value. */
export type TotalItem = [key: string, label: string, value: string]

/** The state and doings every list shares, whatever its pager. */
export function useListBase(o: ListOptions) {
  const { shape } = o
  const pager = pagerOf(shape)
  const prefs = useListPreferences(
    { name: o.preferences?.name ?? '', columns: shape.columns },
    { enabled: o.preferences !== undefined, sizes: pager.sizes },
  )
  const remembersSize = o.preferences !== undefined && o.preferences.pageSize !== false
  const savedSize = remembersSize ? prefs.pageSize : undefined
  const url = useListState(shape, savedSize ?? o.pageSize)
  const { state, params, change } = url
  const exporter = useExport()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const columns = useMemo(
    () => visibleColumns(shape.columns, prefs.visibility),
    [shape.columns, prefs.visibility],
  )

  // A saved page size goes into the URL, so a copied link shows the same rows.
  useEffect(() => {
    if (prefs.ready && !params.has('size') && savedSize && savedSize !== pager.size)
      change({ pageSize: savedSize, page: state.page }, { replace: true })
  }, [prefs.ready, savedSize, pager.size, params, change, state.page])

  const idParam = params.get('id')
  const problem = shape.period
    ? (dateRangeProblem(state.dateFrom ?? '', state.dateTo ?? '', shape.maxDays ?? MAX_REPORT_DAYS)
        ?.message ?? null)
    : null
  return {
    ...url,
    shape,
    ready: prefs.ready,
    problem,
    filtering: hasActiveFilters(state),
    reset: () => change(resetFilters),
    /** The columns of the shape the user shows, and the user's choice of them (null: not kept). */
    shownColumns: columns as readonly ColumnDef[],
    /** A hand-drawn table's columns for the shown keys, in the user's order (a key without a column is left out). */
    columnsOf: <T>(all: Readonly<Record<string, TableColumn<T> | undefined>>): TableColumn<T>[] =>
      (columns as readonly ColumnDef[]).flatMap((c) => {
        const column = all[c.key]
        return column ? [column] : []
      }),
    prefs: o.preferences
      ? {
          visibility: prefs.visibility,
          setVisibility: prefs.setVisibility,
          setPageSize: remembersSize ? prefs.setPageSize : undefined,
        }
      : null,
    selection: { selected, set: setSelected, clear: () => setSelected(new Set()) },
    /** The row whose detail is open (`id` in the URL). */
    detail: {
      id: idParam && /^\d{1,15}$/.test(idParam) && Number(idParam) > 0 ? Number(idParam) : null,
      open: (id: number) => url.setParam('id', String(id)),
      close: (opts?: { replace?: boolean }) => url.setParam('id', null, opts),
    },
    exporter: {
      progress: exporter.progress as ExportProgress | null,
      cancel: exporter.cancel,
      start: exporter.start,
    },
  }
}
type ListBase = ReturnType<typeof useListBase>

/** A list for `ListView`: the shared state and doings, its rows and query, its pager and its export. */
export interface List<Row> extends Omit<ListBase, 'exporter'> {
  rows: readonly Row[]
  query: ListQuery
  /** First load: no rows yet. */
  loading: boolean
  paging: OffsetPaging | KeysetPaging
  /** Export of every row of the query, when the list has one. */
  exporter: (ListBase['exporter'] & { run: (format: ExportFormat) => void }) | null
}

/** A new query starts a new selection. */
export function useSelectionReset(base: Pick<ListBase, 'selection'>, requestKey: string) {
  const clear = base.selection.set
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or filter starts a new selection
  useEffect(() => clear(new Set()), [requestKey, clear])
}

export function withExport<Row>(
  base: ListBase,
  exportPath: string | undefined,
  body: (state: ListState, columns: readonly { id: string }[]) => Record<string, unknown>,
): List<Row>['exporter'] {
  if (!exportPath) return null
  return {
    ...base.exporter,
    run: (format) =>
      void base.exporter.start(
        exportPath,
        body(
          base.state,
          base.shownColumns.map((c) => ({ id: c.key })),
        ),
        format,
      ),
  }
}

/** An offset page: its rows and total, and whatever else its call answers (e.g. the days measured). */
export type OffsetPage<Row> = { items: Row[]; total: number }

export interface OffsetListOptions<Row, Req, Page extends OffsetPage<Row>> extends ListOptions {
  source: ListSource<Req, Page>
  /** The call's body for a state (default: page, size, sort, search, filters, days). */
  request?: (state: ListState) => Req
}

/** A list paged by number, with its total (resources, the account lists, the mail outbox). */
export function useList<Row, Req = ListRequestBody, Page extends OffsetPage<Row> = OffsetPage<Row>>(
  o: OffsetListOptions<Row, Req, Page>,
): List<Row> & { page: Page | undefined } {
  const base = useListBase(o)
  const { state, change } = base
  const request = (o.request ?? (toListRequest as (s: ListState) => Req))(state)
  const requestKey = JSON.stringify(request)
  const query = useQuery({
    queryKey: o.source.key(request),
    queryFn: ({ signal }) => o.source.fetch(request, signal),
    placeholderData: keepPreviousData,
    enabled: base.ready,
  })
  useSelectionReset(base, requestKey)

  // A page past the end (rows deleted, a stale link) moves to the last page.
  const data = query.data
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && state.page > 1 && !query.isPlaceholderData)
      change({ page: pageCount(data.total, state.pageSize) }, { replace: true })
  }, [data, state.page, state.pageSize, change, query.isPlaceholderData])

  return {
    ...base,
    rows: data?.items ?? [],
    query,
    loading: !data && !query.isError,
    paging: { kind: 'offset', total: data?.total },
    exporter: withExport(base, o.exportPath, (s, columns) => toExportBody(toListRequest(s), columns)),
    page: data,
  }
}
