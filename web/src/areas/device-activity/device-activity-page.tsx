import { ScrollText } from 'lucide-react'
import { type ReactNode, useMemo } from 'react'
import { Link } from 'react-router'
import { deviceActivityPeriod } from '#contract/corporate/device-activity-period.ts'
import {
  deviceActivitySummary as def,
  deviceActivityEvent,
  deviceActivitySummaryList,
} from '#contract/device-activity/activity.ts'
import type { EndpointResult } from '#contract/engine/endpoint.ts'
import { formatDate, formatNumber } from '#contract/format.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { cellColumns } from '../../engine/cell.tsx'
import { DateRangeFilter } from '../../engine/date-range-filter.tsx'
import { type FilterValue, withFilter } from '../../engine/list-filters.ts'
import { toListRequest } from '../../engine/list-request.ts'
import { FilterControls } from '../../engine/list-toolbar.tsx'
import { ListView } from '../../engine/list-view.tsx'
import { dataOf, type Row } from '../../engine/resource-api.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { useList } from '../../engine/use-list.ts'
import { Badge } from '../../ui/badge.tsx'
import { buttonVariants } from '../../ui/button.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useView, type View, ViewTabs } from '../../ui/view-tabs.tsx'

const VIEWS: readonly View[] = [
  { key: '', label: 'Aktivitas per Device' },
  { key: 'log', label: 'Log Aktivitas' },
  { key: 'period', label: 'Periode' },
]

/**
 * /dashboard/corporate/deviceoutletactivity, "Periode Aktivitas Device": per device over a period or date
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

/** Today and 29 days before, as WIB days: the window shown when neither a period nor a range is chosen. */
function lastThirtyDays(): { dateFrom: string; dateTo: string } {
  const wib = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10)
  const now = Date.now()
  return { dateFrom: wib(now - 29 * 86_400_000), dateTo: wib(now) }
}

/** The summary's answer: a page of rows with the days measured. */
type SummaryPage = EndpointResult<typeof deviceActivitySummaryList> & { items: Row[] }

function DeviceActivitySummary({ title, tabs }: { title: string; tabs: ReactNode }) {
  const fallback = useMemo(lastThirtyDays, [])
  const list = useList<Row, ReturnType<typeof toListRequest>, SummaryPage>({
    shape: def,
    preferences: { name: def.name },
    // Without a period, the range the user chose or the last thirty days.
    request: (state) => {
      const base = toListRequest(state)
      if (state.filters.periodId !== undefined) return base
      return {
        ...base,
        dateFrom: state.dateFrom ?? fallback.dateFrom,
        dateTo: state.dateTo ?? fallback.dateTo,
      }
    },
    source: {
      key: (request) => ['device-activity-summary', request],
      fetch: (request, signal) => dataOf(callEndpoint(deviceActivitySummaryList, request, { signal })),
    },
  })
  const { state, change } = list
  const periodId = state.filters.periodId
  const range = list.page?.range

  const columns = cellColumns<Row>(list.shownColumns, (c, row) =>
    c.key !== 'meetsMinimum' ? undefined : row.meetsMinimum === null ? (
      <span className="text-muted-foreground">—</span>
    ) : (
      <Badge tone={row.meetsMinimum ? 'success' : 'danger'}>{row.meetsMinimum ? 'Ya' : 'Tidak'}</Badge>
    ),
  )
  const logLink = (row: Row) => {
    const params = new URLSearchParams({ view: 'log', q: String(row.device) })
    if (range) {
      params.set('from', range.dateFrom)
      params.set('to', range.dateTo)
    }
    return `?${params.toString()}`
  }

  // Without a period, "meets the minimum" means nothing; a period brings its own days.
  const filters = def.filters.filter((f) => f.key !== 'meetsMinimum' || periodId !== undefined)
  const setFilter = (key: string, value: FilterValue | undefined) =>
    change((current) => {
      const next = withFilter(def.filters, current.filters, key, value)
      if (key !== 'periodId') return { filters: next }
      if (value === undefined) delete next.meetsMinimum
      return { filters: next, dateFrom: undefined, dateTo: undefined }
    })

  return (
    <>
      <PageHeader
        title={def.title}
        crumbs={[{ label: 'Beranda', href: '/' }, { label: 'Pengaturan Korporat' }, { label: title }]}
      />
      {tabs}
      <ListView<Row>
        list={list}
        caption={def.title}
        columns={columns}
        rowKey={(r) => r.id}
        search={{ placeholder: def.searchHint, label: 'Cari device' }}
        filters={
          <>
            <FilterControls filters={filters} values={state.filters} onChange={setFilter} />
            <DateRangeFilter
              label={def.dateRange?.label ?? 'Tanggal'}
              from={periodId !== undefined ? range?.dateFrom : (state.dateFrom ?? fallback.dateFrom)}
              to={periodId !== undefined ? range?.dateTo : (state.dateTo ?? fallback.dateTo)}
              disabled={periodId !== undefined}
              onChange={(r) => change(r)}
            />
          </>
        }
        aboveTable={
          range ? (
            <p
              className="border-b border-border px-3 py-2 text-sm text-muted-foreground"
              data-testid="summary-range"
            >
              {range.period
                ? `Periode ${range.period.name} (${range.period.clientName}), ${formatDate(range.dateFrom)}–${formatDate(range.dateTo)}: minimal ${formatNumber(range.period.minActiveDays)} hari aktif dan ${formatNumber(range.period.minTransactions)} transaksi sukses.`
                : `Aktivitas ${formatDate(range.dateFrom)}–${formatDate(range.dateTo)} (WIB). Pilih periode untuk melihat siapa yang memenuhi minimum.`}
            </p>
          ) : null
        }
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
        empty={{ title: 'Tidak ada device' }}
      />
    </>
  )
}
