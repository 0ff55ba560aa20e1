import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { KIND_LABEL, SUMMARY_ROUTE } from '#contract/analytics/kinds.ts'
import { formatDate } from '#contract/format.ts'
import { MENU, routeByPath } from '#contract/navigation/menu.ts'
import type { TrxKind } from '#contract/transactions/catalogue.ts'
import {
  activeFilterCount,
  FilterButtonStandIn,
  FilterControlsStandIn,
} from '../../engine/filter-stand-ins.tsx'
import { ListError } from '../../engine/list-error.tsx'
import { PeriodControl } from '../../engine/period-control.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { type Crumb, PageHeader } from '../../ui/page-header.tsx'
import { Skeleton } from '../../ui/spinner.tsx'
import { useIsMobile } from '../../ui/use-media-query.ts'
import { useSummary } from './dashboard/api.ts'
import { KpiCards } from './dashboard/kpi-cards.tsx'
import { asOfText, ChartPanel } from './dashboard/panel.tsx'
import { PANEL_TEXT } from './dashboard/panel-text.ts'
import { grainsFor, SUMMARY_SHAPE } from './dashboard/state.ts'
import type { Scope } from './dashboard/trend-panel.tsx'
import { useDashboardState } from './dashboard/use-dashboard-state.ts'

// What the first screen does not need loads right after the page (issue 14: ≤ 185 KB first load; docs/
// ARCHITECTURE.md "Bundle size"): the filters' controls and sheet, drawn disabled meanwhile, and the panels
// below the trend, drawn as the same cards loading meanwhile, so nothing moves when they arrive.
// One chunk, asked for once, holds them all (./summary-more.tsx).
const more = () => import('./summary-more.tsx')
// The trend's own code follows the page too (its chart library always did): the first load holds the figures.
const TrendPanel = lazy(() => import('./dashboard/trend-panel.tsx').then((m) => ({ default: m.TrendPanel })))
const FilterControls = lazy(() => more().then((m) => ({ default: m.FilterControls })))
const FilterSheet = lazy(() => more().then((m) => ({ default: m.FilterSheet })))
const SummaryMore = lazy(() => more().then((m) => ({ default: m.SummaryMore })))

/** What a kind's subject is (server/areas/analytics/labels.ts), as a breakdown's title and first column. */
const SUBJECT: Partial<Record<TrxKind, [string, string]>> = {
  RETAIL: ['Per metode pembayaran', 'Metode bayar'],
  BILLER: ['Per produk', 'Produk'],
  MYCROATM: ['Per jenis transaksi', 'Jenis'],
  TOPUP: ['Per penerbit kartu', 'Penerbit'],
}

const kindOfPath = (pathname: string) =>
  (Object.entries(SUMMARY_ROUTE) as [TrxKind, string][]).find(([, route]) => route === pathname)?.[0]

/** The page of the four summary routes: which kind is decided by the address. */
export function SummaryRoutePage() {
  const { pathname } = useLocation()
  const kind = kindOfPath(pathname)
  return kind ? <SummaryPage key={kind} kind={kind} /> : null
}

/**
 * A kind's summary (issue 14 §2): the period (presets or days) and filters by client, region, group and
 * merchant in the URL, the KPIs against the period before, the trend by hour, day, week or month, the
 * breakdowns by status, subject and (Mycroatm) bank, product sales, the top five and what waits for the host.
 */
export function SummaryPage({ kind }: { kind: TrxKind }) {
  const route = routeByPath(SUMMARY_ROUTE[kind] ?? '')
  const title = route?.pageTitle ?? `Ringkasan ${KIND_LABEL[kind]}`
  const group = MENU.find((e) => e.kind === 'group' && e.items.some((i) => i.href === route?.href))
  const crumbs: Crumb[] = [{ label: 'Beranda', href: '/' }]
  if (group?.kind === 'group') crumbs.push({ label: group.title })
  crumbs.push({ label: route?.title ?? KIND_LABEL[kind] })

  const state = useDashboardState(SUMMARY_SHAPE)
  const { from, to, filters, list } = state
  const ok = state.problem === null
  const scope: Scope & { kind: TrxKind } = { from, to, kind, filters }
  const summary = useSummary({ from, to, kind, ...filters }, ok)
  const narrow = useIsMobile()
  const period = <PeriodControl state={list} onChange={(patch) => state.change(patch)} />
  const filtering = Object.keys(list.filters).length > 0
  const subject = SUBJECT[kind]

  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <Card className="mb-4 min-w-0">
        <search aria-label="Periode dan filter ringkasan" className="flex flex-col gap-2 p-3">
          {narrow ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm">
                {from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`}
              </p>
              <Suspense fallback={<FilterButtonStandIn count={activeFilterCount(SUMMARY_SHAPE, list)} />}>
                <FilterSheet shape={SUMMARY_SHAPE} state={list} change={state.change} lead={period} />
              </Suspense>
            </div>
          ) : (
            <>
              {period}
              <div className="flex flex-wrap items-center gap-2">
                <Suspense
                  fallback={<FilterControlsStandIn filters={SUMMARY_SHAPE.filters} values={list.filters} />}
                >
                  <FilterControls
                    filters={SUMMARY_SHAPE.filters}
                    values={list.filters}
                    onChange={state.setFilter}
                  />
                </Suspense>
                <Button variant="ghost" disabled={!filtering} onClick={() => state.change({ filters: {} })}>
                  Reset
                </Button>
              </div>
            </>
          )}
        </search>
      </Card>

      {state.problem ? (
        <p role="alert" className="text-sm text-destructive">
          {state.problem}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {summary.error ? (
            <ListError align="start" message={summary.error.message} onRetry={() => void summary.refetch()} />
          ) : (
            <div className="flex flex-col gap-1">
              <KpiCards
                label={`Angka utama ${KIND_LABEL[kind]}`}
                current={summary.data?.current}
                before={summary.data?.before}
              />
              {summary.data ? (
                <p className="text-xs text-muted-foreground">
                  Dibanding {formatDate(summary.data.previous.from)} – {formatDate(summary.data.previous.to)}{' '}
                  · {asOfText(summary.data.asOf)}
                </p>
              ) : null}
            </div>
          )}
          <Suspense fallback={<PanelStandIn scope={scope} title="Tren transaksi" chart />}>
            <TrendPanel
              scope={scope}
              grain={state.grain}
              grains={grainsFor(from, to)}
              onGrain={state.setGrain}
              clickKind={kind}
            />
          </Suspense>
          <Suspense fallback={<SummaryMoreStandIn scope={scope} subject={subject} />}>
            <SummaryMore scope={scope} subject={subject} />
          </Suspense>
        </div>
      )}
    </>
  )
}

/** A panel of SummaryMore as it looks while its figures load (ChartPanel's own loading state). */
function PanelStandIn({
  title,
  description,
  chart = false,
  scope,
}: {
  title: string
  description?: string
  chart?: boolean
  scope: Scope
}) {
  return (
    <ChartPanel
      title={title}
      description={description}
      query={STILL_LOADING}
      table={undefined}
      empty={false}
      period={scope}
      chart={chart ? <Skeleton className="h-56 w-full" /> : undefined}
    />
  )
}
const STILL_LOADING = { isPending: true, error: null, refetch: async () => undefined }

/** SummaryMore's cards, loading, while its code arrives (the same titles and places). */
function SummaryMoreStandIn({
  scope,
  subject,
}: {
  scope: Scope & { kind: TrxKind }
  subject: readonly [string, string] | undefined
}) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <PanelStandIn scope={scope} title="Per status" chart />
        {subject ? <PanelStandIn scope={scope} title={subject[0]} chart /> : null}
        {scope.kind === 'MYCROATM' ? <PanelStandIn scope={scope} title="Per bank penerbit" chart /> : null}
        <PanelStandIn scope={scope} {...PANEL_TEXT.productSales} />
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        {PANEL_TEXT.top5.map((title) => (
          <PanelStandIn key={title} scope={scope} title={title} />
        ))}
      </div>
      <PanelStandIn scope={scope} {...PANEL_TEXT.pendingAge} />
    </>
  )
}
