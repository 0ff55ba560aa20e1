import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useMemo } from 'react'
import { type LocationRow, summaryLocation } from '#contract/analytics/analytics.ts'
import { MAX_DASHBOARD_DAYS } from '#contract/analytics/period.ts'
import type { EndpointBody } from '#contract/engine/endpoint.ts'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { formatNumber, formatRupiah } from '#contract/format.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import { TRX_KINDS } from '#contract/transactions/catalogue.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import type { TableColumn } from '../../engine/data-table.tsx'
import type { ListFilter } from '../../engine/list-filters.ts'
import type { ListShape, ListState } from '../../engine/list-state.ts'
import { ListView } from '../../engine/list-view.tsx'
import { useLocations } from '../../engine/location-api.ts'
import { dataOf } from '../../engine/resource-api.ts'
import { useList } from '../../engine/use-list.ts'
import { Button } from '../../ui/button.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { PageSpinner } from '../../ui/spinner.tsx'
import {
  crumbsOf,
  Freshness,
  KIND_FILTER,
  PageCsvButton,
  PLACE_FILTERS,
  placeIds,
} from './analytics-parts.tsx'
import type { MapMetric } from './map/scale.ts'
import { type PlaceQuery, placePage } from './places.ts'

// d3-geo, topojson-client and the boundary files load with the map, after the page and its figures.
const ChoroplethMap = lazy(() =>
  import('./map/choropleth-map.tsx').then((m) => ({ default: m.ChoroplethMap })),
)

const HREF = '/dashboard/analytics/transaction-by-city'
/** docs/DATA-SOURCES.md asks for this line wherever the map is shown. */
const ATTRIBUTION =
  'Batas wilayah: Indonesia GeoJSON 38 Provinsi (ardian28, mashadinoor), lisensi MIT; sumber geometri BIG.'

/** The province drilled into is a filter: in the URL, in the toolbar, cleared by Reset or "Kembali ke Indonesia". */
const PROVINCE: ListFilter = { key: 'province', label: 'Provinsi', type: 'province' }

const SHAPE: ListShape = {
  columns: [
    { key: 'name', label: 'Wilayah', sortable: true, priority: 1 },
    { key: 'trxCount', label: 'Transaksi', sortable: true, format: 'number' },
    { key: 'amount', label: 'Nominal', sortable: true, format: 'money' },
    { key: 'merchants', label: 'Merchant', sortable: true, format: 'number' },
  ] satisfies ColumnDef[],
  filters: [KIND_FILTER, PROVINCE, ...PLACE_FILTERS],
  defaultSort: { key: 'amount', dir: 'desc' },
  period: true,
  maxDays: MAX_DASHBOARD_DAYS,
}

type Body = EndpointBody<typeof summaryLocation>
interface Request {
  body: Body
  table: PlaceQuery
}
/** A page of the table, with every row of the level (the map's) and what level they are. */
interface Page {
  items: LocationRow[]
  total: number
  all: readonly LocationRow[]
  province: string | null
  asOf: string
}

function requestOf(state: ListState): Request {
  const kind = TRX_KINDS.find((k) => k === state.filters.kind)
  const province = typeof state.filters.province === 'string' ? state.filters.province : undefined
  const search = state.search.trim()
  return {
    body: {
      from: state.dateFrom ?? '',
      to: state.dateTo ?? '',
      ...(kind ? { kind } : {}),
      ...(province ? { provinceCode: province } : {}),
      ...placeIds(state.filters),
    },
    table: {
      sort: state.sort,
      dir: state.dir,
      page: state.page,
      pageSize: state.pageSize,
      ...(search ? { search } : {}),
    },
  }
}

const METRICS: readonly { value: MapMetric; label: string }[] = [
  { value: 'amount', label: 'Nominal' },
  { value: 'count', label: 'Jumlah' },
]

const right = (text: string) => <span className="tabular-nums">{text}</span>

/** /dashboard/analytics/transaction-by-city: successful transactions by province, or by regency in one. */
export function LocationPage() {
  const queryClient = useQueryClient()
  const list = useList<LocationRow, Request, Page>({
    shape: SHAPE,
    // Every province (38) or every regency of the largest province on one page.
    pageSize: 50,
    preferences: { name: 'analytics-summary-location' },
    request: requestOf,
    source: {
      key: (request) => ['analytics', summaryLocation.path, request],
      // One call per level and period; searching, sorting and paging read the same answer.
      fetch: async ({ body, table }) => {
        const answer = await queryClient.fetchQuery({
          queryKey: ['analytics', summaryLocation.path, body],
          queryFn: ({ signal }) => dataOf(callEndpoint(summaryLocation, body, { signal })),
          staleTime: 60_000,
        })
        return {
          ...placePage(answer.rows, table),
          all: answer.rows,
          province: body.provinceCode ?? null,
          asOf: answer.asOf,
        }
      },
    },
  })
  const { state, params, setFilter, setParam } = list
  const province = typeof state.filters.province === 'string' ? state.filters.province : undefined
  const metric: MapMetric = params.get('metric') === 'count' ? 'count' : 'amount'
  const provinces = useLocations('province')
  const provinceName = province ? provinces.data?.find((p) => p.code === province)?.name : undefined
  const page = list.page
  // The map draws the rows of the level shown only: while a drill loads, the rows are the previous level's.
  const level = page && page.province === (province ?? null) ? page : undefined
  const all = level?.all
  const values = useMemo(
    () => (all ?? []).map((r) => ({ code: r.code, name: r.name, count: r.trxCount, amount: r.amount })),
    [all],
  )
  const title = routeByPath(HREF)?.pageTitle ?? 'Transaksi per Kota'
  const noun = province ? 'Kabupaten/Kota' : 'Provinsi'
  const drill = (code: string) => {
    if (!province) setFilter('province', code)
  }
  const sum = (key: 'trxCount' | 'amount' | 'merchants') => (all ?? []).reduce((n, r) => n + r[key], 0)

  const columns: TableColumn<LocationRow>[] = [
    {
      id: 'name',
      header: noun,
      sortable: true,
      cell: (r) =>
        province ? (
          <span className="font-medium">{r.name}</span>
        ) : (
          <button
            type="button"
            className="rounded text-left font-medium text-primary-strong hover:underline focus-ring"
            aria-label={`${r.name}: lihat per kabupaten/kota`}
            onClick={(e) => {
              e.stopPropagation()
              drill(r.code)
            }}
          >
            {r.name}
          </button>
        ),
    },
    {
      id: 'trxCount',
      header: 'Transaksi',
      sortable: true,
      align: 'right',
      cell: (r) => right(formatNumber(r.trxCount)),
    },
    {
      id: 'amount',
      header: 'Nominal',
      sortable: true,
      align: 'right',
      cell: (r) => right(formatRupiah(r.amount)),
    },
    {
      id: 'merchants',
      header: 'Merchant',
      sortable: true,
      align: 'right',
      cell: (r) => right(formatNumber(r.merchants)),
    },
  ]
  const shown = new Set(list.shownColumns.map((c) => c.key))

  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbsOf(HREF)}
        description="Transaksi sukses (tanpa deposit) menurut lokasi merchant: per provinsi, atau per kabupaten/kota setelah memilih provinsi di peta, di tabel atau di filter Provinsi."
      />
      <ListView<LocationRow>
        list={list}
        caption={`Transaksi per ${noun.toLowerCase()}`}
        columns={columns.filter((c) => shown.has(c.id))}
        rowKey={(r) => r.code}
        search={{ placeholder: `Cari ${noun.toLowerCase()}…`, label: `Cari ${noun.toLowerCase()}` }}
        toolbarLabel="Periode dan filter lokasi"
        toolbarActions={
          <PageCsvButton
            label="CSV"
            filename={`transaksi-per-${province ? `kota-${province}` : 'provinsi'}-${state.dateFrom ?? ''}-${state.dateTo ?? ''}.csv`}
            header={['Kode', noun, 'Transaksi', 'Nominal', 'Merchant']}
            rows={(all ?? []).map((r) => [r.code, r.name, r.trxCount, r.amount, r.merchants])}
          />
        }
        aboveTable={
          level ? (
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-3 py-2 text-sm text-muted-foreground">
              <span data-testid="location-totals">
                {`Total ${formatNumber(sum('trxCount'))} transaksi, ${formatRupiah(sum('amount'))}, ${formatNumber(sum('merchants'))} merchant`}
              </span>
              <Freshness asOf={level.asOf} />
            </div>
          ) : null
        }
        beside={
          <div className="flex flex-col gap-3">
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="sr-only">Warna peta menurut</legend>
              <span aria-hidden="true" className="text-xs text-muted-foreground">
                Warna peta:
              </span>
              {METRICS.map((m) => (
                <Button
                  key={m.value}
                  size="sm"
                  variant={metric === m.value ? 'primary' : 'outline'}
                  aria-pressed={metric === m.value}
                  onClick={() => setParam('metric', m.value === 'amount' ? null : m.value, { replace: true })}
                >
                  {m.label}
                </Button>
              ))}
            </fieldset>
            <Suspense fallback={<PageSpinner label="Memuat peta…" />}>
              {level ? (
                <ChoroplethMap
                  {...(province
                    ? { level: 'city' as const, provinceCode: province }
                    : { level: 'province' as const })}
                  values={values}
                  metric={metric}
                  onSelect={drill}
                  onBack={() => setFilter('province', undefined)}
                  provinceName={provinceName}
                />
              ) : list.query.error ? null : (
                <PageSpinner label="Memuat data…" />
              )}
            </Suspense>
            <p className="text-xs text-muted-foreground">{ATTRIBUTION}</p>
          </div>
        }
        onRowClick={province ? undefined : (r) => drill(r.code)}
        empty={{ title: 'Tidak ada transaksi dalam periode ini', hint: 'Ubah periode atau jenis transaksi.' }}
      />
    </>
  )
}
