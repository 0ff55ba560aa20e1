import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ScrollText } from 'lucide-react'
import { type ReactNode, useMemo } from 'react'
import { Link } from 'react-router'
import { deviceActivityPeriod } from '#contract/corporate/device-activity-period.ts'
import {
  DEVICE_ACTIVITY_SUMMARY_PATH,
  deviceActivitySummary as def,
  deviceActivityEvent,
  type SummaryRange,
} from '#contract/device-activity/activity.ts'
import type { ListResult } from '#contract/engine/resource.ts'
import { formatDate, formatNumber } from '#contract/format.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import { call } from '../../api/client.ts'
import { Cell, isNumeric } from '../../engine/cell.tsx'
import { ColumnMenu } from '../../engine/column-menu.tsx'
import { visibleColumns } from '../../engine/column-visibility.ts'
import { DataTable, type TableColumn } from '../../engine/data-table.tsx'
import { DateRangeFilter } from '../../engine/date-range-filter.tsx'
import { CLEARED_FILTERS, hasActiveFilters, toggleSort, toListRequest } from '../../engine/list-state.ts'
import { listPlaceholder, NO_MATCH } from '../../engine/list-states.tsx'
import { FilterControls, ListToolbar } from '../../engine/list-toolbar.tsx'
import { ListPagination } from '../../engine/pagination.tsx'
import { dataOf, type Row } from '../../engine/resource-api.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { SearchBox } from '../../engine/search-box.tsx'
import { useListPreferences } from '../../engine/use-list-preferences.ts'
import { useListState } from '../../engine/use-list-state.ts'
import { Badge } from '../../ui/badge.tsx'
import { buttonVariants } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useView, type View, ViewTabs } from '../../ui/view-tabs.tsx'

const VIEWS: readonly View[] = [
  { key: '', label: 'Aktivitas per Device' },
  { key: 'log', label: 'Log Aktivitas' },
  { key: 'period', label: 'Periode' },
]

/**
 * /dashboard/corporate/deviceoutletactivity, "Daftar Aktifitas Device": per device over a period or date
 * range (the default view), the events the devices reported, and the periods with their minimums.
 */
export function DeviceActivityPage() {
  const route = routeByPath(def.route)
  const view = useView(VIEWS)
  if (!route) return null
  const tabs = <ViewTabs views={VIEWS} current={view} label="Tampilan aktivitas device" />
  if (view === 'log')
    return <ResourceListPage key="log" def={deviceActivityEvent} route={route} views={tabs} />
  if (view === 'period')
    return <ResourceListPage key="period" def={deviceActivityPeriod} route={route} views={tabs} />
  return <DeviceActivitySummary title={route.title} tabs={tabs} />
}

type SummaryPage = ListResult<Row> & { range: SummaryRange }

/** Today and 29 days before, as WIB days: the window shown when neither a period nor a range is chosen. */
function lastThirtyDays(): { dateFrom: string; dateTo: string } {
  const wib = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10)
  const now = Date.now()
  return { dateFrom: wib(now - 29 * 86_400_000), dateTo: wib(now) }
}

function DeviceActivitySummary({ title, tabs }: { title: string; tabs: ReactNode }) {
  const prefs = useListPreferences(def)
  const { state, change } = useListState(def, prefs.pageSize)
  const periodId = state.filters.periodId
  const fallback = useMemo(lastThirtyDays, [])
  const request = useMemo(() => {
    const base = toListRequest(state)
    if (periodId !== undefined) return base
    return {
      ...base,
      dateFrom: state.dateFrom ?? fallback.dateFrom,
      dateTo: state.dateTo ?? fallback.dateTo,
    }
  }, [state, periodId, fallback])
  const list = useQuery({
    queryKey: ['device-activity-summary', request],
    queryFn: ({ signal }) => dataOf(call<SummaryPage>(DEVICE_ACTIVITY_SUMMARY_PATH, request, { signal })),
    placeholderData: keepPreviousData,
    enabled: prefs.ready,
  })
  const data = list.data
  const range = data?.range

  const columns: TableColumn<Row>[] = useMemo(
    () =>
      visibleColumns(def.columns, prefs.visibility).map((c) => ({
        id: c.key,
        header: c.label,
        sortable: c.sortable === true,
        align: isNumeric(c) ? 'right' : 'left',
        cell: (row: Row) =>
          c.key === 'meetsMinimum' ? (
            row.meetsMinimum === null ? (
              <span className="text-muted-foreground">—</span>
            ) : (
              <Badge tone={row.meetsMinimum ? 'success' : 'danger'}>
                {row.meetsMinimum ? 'Ya' : 'Tidak'}
              </Badge>
            )
          ) : (
            <Cell column={c} value={row[c.key]} />
          ),
      })),
    [prefs.visibility],
  )
  const logLink = (row: Row) => {
    const params = new URLSearchParams({ view: 'log', q: String(row.device) })
    if (range) {
      params.set('from', range.dateFrom)
      params.set('to', range.dateTo)
    }
    return `?${params.toString()}`
  }

  const filters = def.filters.filter((f) => f.key !== 'meetsMinimum' || periodId !== undefined)
  const filtering = hasActiveFilters(state)

  return (
    <>
      <PageHeader
        title={def.title}
        crumbs={[{ label: 'Beranda', href: '/' }, { label: 'Pengaturan Korporat' }, { label: title }]}
      />
      {tabs}
      <Card className="min-w-0">
        <ListToolbar
          filtering={filtering}
          onReset={() => change(CLEARED_FILTERS)}
          actions={
            <ColumnMenu columns={def.columns} visibility={prefs.visibility} onChange={prefs.setVisibility} />
          }
        >
          <SearchBox
            value={state.search}
            placeholder={def.searchHint}
            label="Cari device"
            onChange={(search) => change({ search }, { replace: true })}
          />
          <FilterControls
            filters={filters}
            values={state.filters}
            onChange={(next, key) => {
              // A period brings its own days; without one, "meets the minimum" means nothing.
              if (key === 'periodId') {
                if (next.periodId === undefined) delete next.meetsMinimum
                change({ filters: next, dateFrom: undefined, dateTo: undefined })
              } else change({ filters: next })
            }}
          />
          <DateRangeFilter
            label={def.dateRange?.label ?? 'Tanggal'}
            from={periodId !== undefined ? range?.dateFrom : request.dateFrom}
            to={periodId !== undefined ? range?.dateTo : request.dateTo}
            disabled={periodId !== undefined}
            onChange={(r) => change(r)}
          />
        </ListToolbar>
        {range ? (
          <p
            className="border-b border-border px-3 py-2 text-sm text-muted-foreground"
            data-testid="summary-range"
          >
            {range.period
              ? `Periode ${range.period.name} (${range.period.clientName}), ${formatDate(range.dateFrom)}–${formatDate(range.dateTo)}: minimal ${formatNumber(range.period.minActiveDays)} hari aktif dan ${formatNumber(range.period.minTransactions)} transaksi sukses.`
              : `Aktivitas ${formatDate(range.dateFrom)}–${formatDate(range.dateTo)} (WIB). Pilih periode untuk melihat siapa yang memenuhi minimum.`}
          </p>
        ) : null}
        <DataTable<Row>
          caption={def.title}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.id}
          sort={{ key: state.sort, dir: state.dir }}
          onSort={(key) => change(toggleSort(def, state, key))}
          rowActions={(row) => (
            <Link
              to={logLink(row)}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              aria-label={`Log aktivitas ${String(row.device)}`}
            >
              <ScrollText aria-hidden="true" className="size-4" />
              Log
            </Link>
          )}
          loading={!data && !list.isError}
          busy={list.isFetching}
          placeholder={listPlaceholder(
            list,
            <p className="text-center font-medium">{filtering ? NO_MATCH : 'Tidak ada device'}</p>,
          )}
          skeletonRows={Math.min(state.pageSize, 10)}
        />
        <ListPagination state={state} total={data?.total} change={change} savePageSize={prefs.setPageSize} />
      </Card>
    </>
  )
}
