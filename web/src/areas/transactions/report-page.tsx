import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { useCallback, useId, useMemo, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { formatNumber, formatRupiah } from '#contract/format.ts'
import { MENU, routeByPath } from '#contract/navigation/menu.ts'
import {
  PERIOD_LABEL,
  PERIODS,
  type Period,
  periodRange,
  reportRangeProblem,
} from '#contract/transactions/period.ts'
import {
  REPORT_PAGE_SIZES,
  type ReportDef,
  type ReportFilter,
  type ReportListRequest,
  type ReportRow,
  reportByRoute,
  reportScreen,
} from '#contract/transactions/reports.ts'
import { Cell, isNumeric, textOf } from '../../engine/cell.tsx'
import { visibleColumns } from '../../engine/column-visibility.ts'
import { DataTable, type TableColumn } from '../../engine/data-table.tsx'
import { ExportProgressDialog } from '../../engine/export-menu.tsx'
import { FilterControl } from '../../engine/filter-control.tsx'
import { ListEmpty, listPlaceholder } from '../../engine/list-states.tsx'
import { ColumnsAndExport, ResetFilters, ToolbarActions } from '../../engine/list-toolbar.tsx'
import { formatMoneyInput, parseMoneyInput } from '../../engine/money.ts'
import { KeysetPagination } from '../../engine/pagination.tsx'
import { SearchBox } from '../../engine/search-box.tsx'
import { useExport } from '../../engine/use-export.ts'
import { useListPreferences } from '../../engine/use-list-preferences.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Input } from '../../ui/input.tsx'
import { NativeSelect } from '../../ui/native-select.tsx'
import { type Crumb, PageHeader } from '../../ui/page-header.tsx'
import { reportApi, reportKeys } from './report-api.ts'
import {
  fromSavedViewState,
  hasReportFilters,
  parseReportState,
  type ReportFilterValue,
  type ReportState,
  reportStateToParams,
  toReportQuery,
  toSavedViewState,
} from './report-state.ts'
import { SavedViewsMenu } from './saved-views-menu.tsx'
import { TransactionDetail } from './transaction-detail.tsx'

const groupTitleOf = (href: string) =>
  MENU.find((e) => e.kind === 'group' && e.items.some((i) => i.href === href))?.title

const idParam = (raw: string | null) =>
  raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null

/** The page of every transaction report route: which report is decided by the address. */
export function ReportRoutePage() {
  const { pathname } = useLocation()
  const def = reportByRoute(routeByPath(pathname)?.href ?? pathname)
  if (!def) return null
  return <ReportPage key={def.slug} def={def} />
}

interface Paging {
  /** The filter this walk belongs to; a new filter starts at page 1. */
  key: string
  cursor: string | null
  direction: 'next' | 'prev'
  page: number
}

/**
 * A transaction report (issue 5): period in WIB days, filters, search by reference, a totals row for the
 * whole filter, pages by cursor, a detail drawer (a sale's receipt), export of every row, saved views.
 */
export function ReportPage({ def }: { def: ReportDef }) {
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => parseReportState(def, params), [def, params])
  const prefs = useListPreferences({ name: `report-${def.slug}`, columns: def.columns })
  const exporter = useExport()

  /**
   * Changes the state in the URL. Read from the address itself, not from the last render: two changes in
   * a row (a period, then a status, before React re-renders) must both land.
   */
  const change = useCallback(
    (
      patch: Partial<ReportState> | ((current: ReportState) => Partial<ReportState>),
      opts: { replace?: boolean } = {},
    ) =>
      setParams(
        () => {
          const latest = new URLSearchParams(window.location.search)
          const current = parseReportState(def, latest)
          const delta = typeof patch === 'function' ? patch(current) : patch
          const next: ReportState = { ...current, ...delta, filters: delta.filters ?? current.filters }
          return reportStateToParams(def, next, latest)
        },
        { replace: opts.replace ?? false },
      ),
    [def, setParams],
  )
  const setDetail = useCallback(
    (id: number | null) =>
      setParams(() => {
        const next = new URLSearchParams(window.location.search)
        if (id === null) next.delete('id')
        else next.set('id', String(id))
        return next
      }),
    [setParams],
  )

  const problem = reportRangeProblem(state.from, state.to)
  const query = useMemo(() => toReportQuery(state), [state])
  const walkKey = JSON.stringify([query, state.pageSize, state.dir])
  const [paging, setPaging] = useState<Paging>({ key: walkKey, cursor: null, direction: 'next', page: 1 })
  const current: Paging =
    paging.key === walkKey ? paging : { key: walkKey, cursor: null, direction: 'next', page: 1 }

  const listBody: ReportListRequest = {
    ...query,
    pageSize: state.pageSize,
    dir: state.dir,
    ...(current.cursor ? { cursor: current.cursor, direction: current.direction } : {}),
  }
  const list = useQuery({
    queryKey: reportKeys.list(def, listBody),
    queryFn: ({ signal }) => reportApi.list(def, listBody, signal),
    placeholderData: keepPreviousData,
    enabled: problem === null && prefs.ready,
  })
  const totals = useQuery({
    queryKey: reportKeys.totals(def, query),
    queryFn: ({ signal }) => reportApi.totals(def, query, signal),
    placeholderData: keepPreviousData,
    enabled: problem === null,
  })

  const columns: TableColumn<ReportRow>[] = useMemo(
    () =>
      visibleColumns(def.columns, prefs.visibility).map((c) => ({
        id: c.key,
        header: c.label,
        sortable: c.sortable === true,
        align: isNumeric(c) ? 'right' : 'left',
        cell: (row: ReportRow) =>
          c.key === 'trxNo' ? (
            <button
              type="button"
              className="rounded font-mono text-xs text-primary-strong hover:underline focus-ring"
              aria-label={`Lihat detail ${String(row.trxNo)}`}
              onClick={(e) => {
                e.stopPropagation()
                setDetail(row.id)
              }}
            >
              {textOf(c, row[c.key])}
            </button>
          ) : (
            <Cell column={c} value={row[c.key]} />
          ),
      })),
    [def.columns, prefs.visibility, setDetail],
  )

  /** A filter changed: filters narrowed by it (an outlet of the previous merchant) are cleared too. */
  const setFilter = (key: string, value: ReportFilterValue | undefined) =>
    change((current) => {
      const filters = { ...current.filters }
      const clear = (k: string) => {
        delete filters[k]
        for (const f of def.filters) if (f.type === 'ref' && f.narrowBy?.filter === k) clear(f.key)
      }
      clear(key)
      if (value !== undefined) filters[key] = value
      return { filters }
    })
  const refFiltersOf = (f: ReportFilter) => {
    if (f.type !== 'ref' || !f.narrowBy) return undefined
    const v = state.filters[f.narrowBy.filter]
    return v === undefined ? undefined : { [f.narrowBy.refFilter]: v }
  }

  const filtering = hasReportFilters(state)
  const data = list.data
  const route = routeByPath(def.route)
  const crumbs: Crumb[] = [{ label: 'Beranda', href: '/' }]
  const group = groupTitleOf(def.route)
  if (group) crumbs.push({ label: group })
  crumbs.push({ label: route?.title ?? def.title })

  const placeholder = problem ? (
    <Alert variant="error">{problem.message}</Alert>
  ) : (
    listPlaceholder(
      list,
      <ListEmpty
        filtering={filtering}
        title="Tidak ada transaksi"
        hint="Tidak ada transaksi pada periode ini. Pilih periode lain."
        noMatchHint="Ubah kata kunci, filter atau periode."
      />,
    )
  )

  return (
    <>
      <PageHeader
        title={route?.pageTitle ?? def.title}
        crumbs={crumbs}
        actions={
          <SavedViewsMenu
            screen={reportScreen(def)}
            current={() =>
              toSavedViewState(
                state,
                visibleColumns(def.columns, prefs.visibility).map((c) => c.key),
              )
            }
            onApply={(view) => {
              const next = fromSavedViewState(def, view.state)
              setParams(() => reportStateToParams(def, next, new URLSearchParams(window.location.search)))
              if (view.state.columns.length > 0)
                prefs.setVisibility(
                  Object.fromEntries(def.columns.map((c) => [c.key, view.state.columns.includes(c.key)])),
                )
            }}
          />
        }
      />
      <Card className="min-w-0">
        <search
          aria-label="Pencarian dan filter laporan"
          className="flex flex-col gap-2 border-b border-border p-3"
        >
          <div className="flex flex-wrap items-end gap-2">
            <PeriodControl state={state} onChange={(patch) => change(patch)} />
            <SearchBox
              value={state.search}
              placeholder={def.searchHint}
              label={`Cari ${def.title.toLowerCase()}`}
              onChange={(search) => change({ search }, { replace: true })}
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {def.filters.map((f) =>
              f.type === 'lookup' ? (
                <LookupFilter
                  key={f.key}
                  def={def}
                  filter={f}
                  value={state.filters[f.key]}
                  onChange={(v) => setFilter(f.key, v)}
                />
              ) : (
                <FilterControl
                  key={f.key}
                  filter={f}
                  value={state.filters[f.key]}
                  refFilters={refFiltersOf(f)}
                  onChange={(v) => setFilter(f.key, typeof v === 'boolean' ? String(v) : v)}
                />
              ),
            )}
            <AmountRange
              min={state.filters.amountMin}
              max={state.filters.amountMax}
              onChange={(key, v) => setFilter(key, v)}
            />
            <ResetFilters filtering={filtering} onReset={() => change({ search: '', filters: {} })} />
            <ToolbarActions>
              <Button
                variant="outline"
                aria-label="Muat ulang"
                title="Muat ulang"
                onClick={() => {
                  setPaging({ key: walkKey, cursor: null, direction: 'next', page: 1 })
                  void queryClient.invalidateQueries({ queryKey: reportKeys.all(def) })
                }}
              >
                <RotateCw aria-hidden="true" className="size-4" />
              </Button>
              <ColumnsAndExport
                columns={def.columns}
                prefs={prefs}
                exportDisabled={exporter.progress !== null || problem !== null}
                onExport={(format) =>
                  void exporter.start(
                    def.apiPath,
                    { ...query, dir: state.dir, columns: columns.map((c) => c.id) },
                    format,
                  )
                }
              />
            </ToolbarActions>
          </div>
        </search>

        <TotalsRow
          loading={totals.isPending && problem === null}
          error={totals.isError ? totals.error.message : null}
          totals={problem ? null : (totals.data ?? null)}
        />

        <DataTable<ReportRow>
          caption={def.title}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.id}
          sort={{ key: 'createdAt', dir: state.dir }}
          onSort={() => change({ dir: state.dir === 'desc' ? 'asc' : 'desc' })}
          onRowClick={(row) => setDetail(row.id)}
          loading={!data && !list.isError && problem === null}
          busy={list.isFetching}
          placeholder={placeholder}
          skeletonRows={10}
        />

        <KeysetPagination
          page={current.page}
          pageSize={state.pageSize}
          rows={problem ? 0 : (data?.items.length ?? 0)}
          total={problem ? null : (totals.data?.count ?? null)}
          pageSizes={REPORT_PAGE_SIZES}
          hasPrev={Boolean(data?.prevCursor) && current.page > 1}
          hasNext={Boolean(data?.nextCursor)}
          disabled={list.isFetching}
          onNext={() =>
            data?.nextCursor &&
            setPaging({ key: walkKey, cursor: data.nextCursor, direction: 'next', page: current.page + 1 })
          }
          onPrev={() =>
            data?.prevCursor &&
            setPaging({
              key: walkKey,
              cursor: current.page > 2 ? data.prevCursor : null,
              direction: 'prev',
              page: current.page - 1,
            })
          }
          onFirst={() => setPaging({ key: walkKey, cursor: null, direction: 'next', page: 1 })}
          onPageSizeChange={(pageSize) => change({ pageSize })}
        />
      </Card>

      <TransactionDetail def={def} id={idParam(params.get('id'))} onClose={() => setDetail(null)} />
      <ExportProgressDialog progress={exporter.progress} onCancel={exporter.cancel} />
    </>
  )
}

/** Count, amount, fee and total of every row of the filter, not just the page. */
function TotalsRow({
  totals,
  loading,
  error,
}: {
  totals: { count: number; amount: number; fee: number; total: number } | null
  loading: boolean
  error: string | null
}) {
  const items: [string, string, string][] = totals
    ? [
        ['count', 'Jumlah transaksi', formatNumber(totals.count)],
        ['amount', 'Nominal', formatRupiah(totals.amount)],
        ['fee', 'Biaya', formatRupiah(totals.fee)],
        ['total', 'Total', formatRupiah(totals.total)],
      ]
    : []
  if (!totals && !loading && !error) return null
  return (
    <section aria-label="Total seluruh data filter" className="border-b border-border bg-muted/40 px-3 py-2">
      {error ? (
        <p className="text-sm text-destructive">{error}</p>
      ) : loading ? (
        <p className="text-sm text-muted-foreground">Menghitung total…</p>
      ) : (
        <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
          {items.map(([key, label, value]) => (
            <div key={key} className="flex items-baseline gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-semibold tabular-nums" data-testid={`report-total-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

/** Preset periods (relative to today in WIB) or two explicit days. */
function PeriodControl({
  state,
  onChange,
}: {
  state: ReportState
  onChange: (patch: Partial<ReportState>) => void
}) {
  const id = useId()
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">Periode</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-period`} className="text-xs text-muted-foreground">
          Periode
        </label>
        <NativeSelect
          id={`${id}-period`}
          className="sm:w-44"
          value={state.period ?? 'custom'}
          onChange={(e) => {
            const v = e.target.value
            if (v === 'custom') onChange({ period: null })
            else onChange({ period: v as Period, ...periodRange(v as Period) })
          }}
        >
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABEL[p]}
            </option>
          ))}
          <option value="custom">Pilih tanggal</option>
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
          Dari tanggal
        </label>
        <Input
          id={`${id}-from`}
          type="date"
          className="w-40"
          value={state.from}
          onChange={(e) => e.target.value && onChange({ period: null, from: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
          Sampai tanggal
        </label>
        <Input
          id={`${id}-to`}
          type="date"
          className="w-40"
          value={state.to}
          onChange={(e) => e.target.value && onChange({ period: null, to: e.target.value })}
        />
      </div>
    </fieldset>
  )
}

/** A filter whose codes the server lists (products, card issuers), loaded when first needed. */
function LookupFilter({
  def,
  filter,
  value,
  onChange,
}: {
  def: ReportDef
  filter: ReportFilter
  value: ReportFilterValue | undefined
  onChange: (v: ReportFilterValue | undefined) => void
}) {
  const [wanted, setWanted] = useState(value !== undefined)
  const options = useQuery({
    queryKey: reportKeys.options(def, filter.key),
    queryFn: ({ signal }) => reportApi.options(def, filter.key, signal),
    enabled: wanted || value !== undefined,
    staleTime: 5 * 60_000,
  })
  return (
    <FilterControl
      filter={filter}
      value={value}
      onChange={(v) => onChange(typeof v === 'boolean' ? String(v) : v)}
      lookup={{
        options: options.data ?? [],
        loading: options.isFetching && !options.data,
        error: options.isError ? options.error.message : undefined,
        onOpen: () => setWanted(true),
      }}
    />
  )
}

/** Nominal from/to in whole rupiah, applied when the field is left or Enter is pressed. */
function AmountRange({
  min,
  max,
  onChange,
}: {
  min: ReportFilterValue | undefined
  max: ReportFilterValue | undefined
  onChange: (key: 'amountMin' | 'amountMax', value: number | undefined) => void
}) {
  return (
    <div className="flex items-center gap-1">
      <AmountInput
        label="Nominal minimum"
        placeholder="Nominal min"
        value={min}
        onApply={(v) => onChange('amountMin', v)}
      />
      <span aria-hidden="true" className="text-muted-foreground">
        –
      </span>
      <AmountInput
        label="Nominal maksimum"
        placeholder="Nominal maks"
        value={max}
        onApply={(v) => onChange('amountMax', v)}
      />
    </div>
  )
}

function AmountInput({
  label,
  placeholder,
  value,
  onApply,
}: {
  label: string
  placeholder: string
  value: ReportFilterValue | undefined
  onApply: (v: number | undefined) => void
}) {
  const id = useId()
  const shown = formatMoneyInput(typeof value === 'number' ? value : undefined)
  const [text, setText] = useState(shown)
  const [seen, setSeen] = useState(shown)
  // The URL changed the value (reset, a saved view): show it.
  if (shown !== seen) {
    setSeen(shown)
    setText(shown)
  }
  const apply = () => {
    const v = parseMoneyInput(text)
    setText(formatMoneyInput(v))
    if (v !== (typeof value === 'number' ? value : undefined)) onApply(v)
  }
  return (
    <div className="w-32">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        inputMode="numeric"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            apply()
          }
        }}
      />
    </div>
  )
}
