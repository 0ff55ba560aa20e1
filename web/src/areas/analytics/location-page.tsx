import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { type LocationRow, summaryLocation } from '#contract/analytics/analytics.ts'
import { MAX_DASHBOARD_DAYS } from '#contract/analytics/period.ts'
import { dateRangeProblem } from '#contract/engine/dates.ts'
import type { EndpointBody } from '#contract/engine/endpoint.ts'
import { formatNumber, formatRupiah } from '#contract/format.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import { TRX_KINDS } from '#contract/transactions/catalogue.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { FilterControl } from '../../engine/filter-control.tsx'
import type { ListFilter } from '../../engine/list-filters.ts'
import type { ListShape } from '../../engine/list-state.ts'
import { ListError } from '../../engine/list-states.tsx'
import { useLocations } from '../../engine/location-api.ts'
import { PeriodControl } from '../../engine/period-control.tsx'
import { dataOf } from '../../engine/resource-api.ts'
import { useListState } from '../../engine/use-list-state.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { cn } from '../../ui/cn.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { PageSpinner } from '../../ui/spinner.tsx'
import { crumbsOf, Freshness, KIND_FILTER, PageCsvButton } from './analytics-parts.tsx'
import type { MapMetric } from './map/scale.ts'

// d3-geo, topojson-client and the boundary files load with the map, after the page and its figures.
const ChoroplethMap = lazy(() =>
  import('./map/choropleth-map.tsx').then((m) => ({ default: m.ChoroplethMap })),
)

const HREF = '/dashboard/analytics/transaction-by-city'
/** docs/DATA-SOURCES.md asks for this line wherever the map is shown. */
const ATTRIBUTION =
  'Batas wilayah: Indonesia GeoJSON 38 Provinsi (ardian28, mashadinoor), lisensi MIT; sumber geometri BIG.'

const PROVINCE: ListFilter = { key: 'province', label: 'Provinsi', type: 'province' }
/** The page's state in the URL through the engine's list state: period, kind, the province drilled into. */
const SHAPE: ListShape = {
  columns: [],
  filters: [KIND_FILTER, PROVINCE],
  defaultSort: { key: 'amount', dir: 'desc' },
  period: true,
  maxDays: MAX_DASHBOARD_DAYS,
}

type Body = EndpointBody<typeof summaryLocation>

const METRICS: readonly { value: MapMetric; label: string }[] = [
  { value: 'amount', label: 'Nominal' },
  { value: 'count', label: 'Jumlah' },
]

/** /dashboard/analytics/transaction-by-city: successful transactions by province, or by regency in one. */
export function LocationPage() {
  const { state, params, change, setFilter, setParam } = useListState(SHAPE)
  const province = typeof state.filters.province === 'string' ? state.filters.province : undefined
  const metric: MapMetric = params.get('metric') === 'count' ? 'count' : 'amount'
  const kind = TRX_KINDS.find((k) => k === state.filters.kind)
  const problem = dateRangeProblem(state.dateFrom ?? '', state.dateTo ?? '', MAX_DASHBOARD_DAYS)
  const body: Body = {
    from: state.dateFrom ?? '',
    to: state.dateTo ?? '',
    ...(kind ? { kind } : {}),
    ...(province ? { provinceCode: province } : {}),
  }
  const query = useQuery({
    queryKey: ['analytics', summaryLocation.path, body],
    queryFn: ({ signal }) => dataOf(callEndpoint(summaryLocation, body, { signal })),
    placeholderData: keepPreviousData,
    enabled: problem === null,
  })
  const provinces = useLocations('province')
  const provinceName = province ? provinces.data?.find((p) => p.code === province)?.name : undefined
  // A regency clicked on the map is marked in the table; another province starts with none.
  const [picked, setPicked] = useState<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new province clears the mark
  useEffect(() => setPicked(null), [province])

  // Rows of the level asked for only: while a drill loads, the previous level's rows are not this map's.
  const current = query.data && !query.isPlaceholderData ? query.data : undefined
  const rows = current?.rows ?? []
  const values = useMemo(
    () => rows.map((r) => ({ code: r.code, name: r.name, count: r.trxCount, amount: r.amount })),
    [rows],
  )
  const route = routeByPath(HREF)
  const title = route?.pageTitle ?? 'Transaksi per Kota'
  const drill = (code: string) => {
    if (province) setPicked(code)
    else setFilter('province', code)
  }
  const back = () => setFilter('province', undefined)
  const placeNoun = province ? 'Kabupaten/Kota' : 'Provinsi'

  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbsOf(HREF)}
        description="Transaksi sukses (tanpa deposit) menurut lokasi merchant: per provinsi, atau per kabupaten/kota setelah memilih provinsi di peta atau di tabel."
      />
      <Card className="mb-4 min-w-0">
        <search aria-label="Periode dan filter" className="flex flex-wrap items-end gap-3 p-3">
          <PeriodControl state={state} onChange={(patch) => change(patch)} />
          <div className="flex flex-col gap-1">
            <span className="text-xs text-muted-foreground">Jenis transaksi</span>
            <FilterControl
              filter={KIND_FILTER}
              value={state.filters.kind}
              onChange={(v) => setFilter('kind', v)}
            />
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-xs text-muted-foreground">Warna peta</legend>
            <div className="flex gap-1">
              {METRICS.map((m) => (
                <Button
                  key={m.value}
                  variant={metric === m.value ? 'primary' : 'outline'}
                  aria-pressed={metric === m.value}
                  onClick={() => setParam('metric', m.value === 'amount' ? null : m.value, { replace: true })}
                >
                  {m.label}
                </Button>
              ))}
            </div>
          </fieldset>
        </search>
      </Card>

      {problem ? (
        <Alert variant="error">{problem.message}</Alert>
      ) : query.isError && !query.data ? (
        <Card className="p-6">
          <ListError message={query.error.message} onRetry={() => void query.refetch()} />
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card className="flex min-w-0 flex-col gap-3 p-3">
            <Suspense fallback={<PageSpinner label="Memuat peta…" />}>
              {current ? (
                <ChoroplethMap
                  {...(province
                    ? { level: 'city' as const, provinceCode: province }
                    : { level: 'province' as const })}
                  values={values}
                  metric={metric}
                  onSelect={drill}
                  onBack={back}
                  provinceName={provinceName}
                />
              ) : (
                <PageSpinner label="Memuat data…" />
              )}
            </Suspense>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-muted-foreground">{ATTRIBUTION}</p>
              <Freshness asOf={current?.asOf} />
            </div>
          </Card>
          <Card className="min-w-0">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border p-3">
              <h2 className="font-semibold">
                {province ? `Per kabupaten/kota, ${provinceName ?? `provinsi ${province}`}` : 'Per provinsi'}
              </h2>
              <PageCsvButton
                filename={`transaksi-per-${province ? `kota-${province}` : 'provinsi'}-${body.from}-${body.to}.csv`}
                header={['Kode', placeNoun, 'Transaksi', 'Nominal', 'Merchant']}
                rows={rows.map((r) => [r.code, r.name, r.trxCount, r.amount, r.merchants])}
              />
            </div>
            <PlaceTable
              rows={rows}
              loading={!current}
              busy={query.isFetching}
              noun={placeNoun}
              picked={picked}
              onDrill={province ? undefined : drill}
            />
          </Card>
        </div>
      )}
    </>
  )
}

/** The map's rows as a table: each area's transactions, amount and merchants, with the sum of them. */
function PlaceTable({
  rows,
  loading,
  busy,
  noun,
  picked,
  onDrill,
}: {
  rows: readonly LocationRow[]
  loading: boolean
  busy: boolean
  noun: string
  picked: string | null
  onDrill: ((code: string) => void) | undefined
}) {
  const sum = (key: 'trxCount' | 'amount' | 'merchants') => rows.reduce((n, r) => n + r[key], 0)
  return (
    <div className="w-full overflow-x-auto">
      <table className="w-full border-collapse text-sm" aria-busy={loading || busy}>
        <caption className="sr-only">{`Transaksi per ${noun.toLowerCase()}`}</caption>
        <thead className="bg-muted">
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {noun}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Transaksi
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Nominal
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Merchant
            </th>
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={4} className="px-3 py-3">
                <div className="h-4 w-full animate-pulse rounded bg-muted" />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-3 py-10 text-center">
                <p className="font-medium">Tidak ada transaksi dalam periode ini</p>
                <p className="text-sm text-muted-foreground">Ubah periode atau jenis transaksi.</p>
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr
                key={r.code}
                aria-current={picked === r.code ? true : undefined}
                className={cn(
                  'border-b border-border last:border-0',
                  picked === r.code ? 'bg-accent' : 'hover:bg-muted/50',
                )}
              >
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {onDrill ? (
                    <button
                      type="button"
                      className="rounded text-left text-primary-strong hover:underline focus-ring"
                      aria-label={`${r.name}: lihat per kabupaten/kota`}
                      onClick={() => onDrill(r.code)}
                    >
                      {r.name}
                    </button>
                  ) : (
                    r.name
                  )}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(r.trxCount)}</td>
                <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                  {formatRupiah(r.amount)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(r.merchants)}</td>
              </tr>
            ))
          )}
        </tbody>
        {!loading && rows.length > 0 ? (
          <tfoot>
            <tr className="border-t border-border bg-muted/50 font-medium">
              <th scope="row" className="px-3 py-2 text-left">
                Total
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(sum('trxCount'))}</td>
              <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                {formatRupiah(sum('amount'))}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(sum('merchants'))}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  )
}
