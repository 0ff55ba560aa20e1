import { useLocation } from 'react-router'
import { KIND_LABEL, SUMMARY_ROUTE } from '#contract/analytics/kinds.ts'
import { formatDate } from '#contract/format.ts'
import { MENU, routeByPath } from '#contract/navigation/menu.ts'
import type { TrxKind } from '#contract/transactions/catalogue.ts'
import { FilterSheet } from '../../engine/filter-sheet.tsx'
import { ListError } from '../../engine/list-states.tsx'
import { FilterControls } from '../../engine/list-toolbar.tsx'
import { PeriodControl } from '../../engine/period-control.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { type Crumb, PageHeader } from '../../ui/page-header.tsx'
import { useIsMobile } from '../../ui/use-media-query.ts'
import { useProductSales, useSummary, useTop5 } from './dashboard/api.ts'
import { KpiCards } from './dashboard/kpi-cards.tsx'
import { asOfText, ChartPanel } from './dashboard/panel.tsx'
import { BreakdownPanel, PendingAgePanel, type Scope, TrendPanel } from './dashboard/panels.tsx'
import { grainsFor, SUMMARY_SHAPE } from './dashboard/state.ts'
import type { TableData } from './dashboard/table-data.ts'
import { useDashboardState } from './dashboard/use-dashboard-state.ts'

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
              <FilterSheet shape={SUMMARY_SHAPE} state={list} change={state.change} lead={period} />
            </div>
          ) : (
            <>
              {period}
              <div className="flex flex-wrap items-center gap-2">
                <FilterControls
                  filters={SUMMARY_SHAPE.filters}
                  values={list.filters}
                  onChange={state.setFilter}
                />
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
          <TrendPanel
            scope={scope}
            grain={state.grain}
            grains={grainsFor(from, to)}
            onGrain={state.setGrain}
            clickKind={kind}
          />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <BreakdownPanel scope={scope} by="status" title="Per status" first="Status" />
            {subject ? (
              <BreakdownPanel scope={scope} by="subject" title={subject[0]} first={subject[1]} />
            ) : null}
            {kind === 'MYCROATM' ? (
              <BreakdownPanel scope={scope} by="bank" title="Per bank penerbit" first="Bank" />
            ) : null}
            <ProductSalesPanel scope={scope} />
          </div>
          <Top5Panels scope={scope} />
          <PendingAgePanel scope={scope} />
        </div>
      )}
    </>
  )
}

const body = (s: Scope & { kind: TrxKind }) => ({ from: s.from, to: s.to, kind: s.kind, ...s.filters })

/** Product sales (retail: items sold; others: successful transactions per product, type or issuer). */
function ProductSalesPanel({ scope }: { scope: Scope & { kind: TrxKind } }) {
  const sales = useProductSales({ ...body(scope), limit: 20 })
  const table: TableData | undefined = sales.data
    ? {
        columns: [
          { key: 'name', label: 'Produk', format: 'text' },
          { key: 'code', label: 'Kode', format: 'text' },
          { key: 'qty', label: scope.kind === 'RETAIL' ? 'Terjual' : 'Transaksi', format: 'number' },
          { key: 'amount', label: 'Nominal', format: 'money' },
        ],
        rows: sales.data.rows.map((r) => ({ ...r })),
      }
    : undefined
  return (
    <ChartPanel
      testId="panel-products"
      title="Penjualan produk"
      description="Dua puluh teratas menurut nominal, transaksi sukses"
      query={sales}
      asOf={sales.data?.asOf}
      table={table}
      empty={table !== undefined && table.rows.length === 0}
      period={scope}
    />
  )
}

/** The top five products, merchants and outlets by successful amount. */
function Top5Panels({ scope }: { scope: Scope & { kind: TrxKind } }) {
  const top = useTop5(body(scope))
  const ranked = (
    rows: readonly { name: string; code: string; trxCount?: number; qty?: number; amount: number }[],
  ): TableData => ({
    columns: [
      { key: 'name', label: 'Nama', format: 'text' },
      { key: 'count', label: 'Jumlah', format: 'number' },
      { key: 'amount', label: 'Nominal', format: 'money' },
    ],
    rows: rows.map((r) => ({
      name: r.code ? `${r.name} (${r.code})` : r.name,
      count: r.trxCount ?? r.qty ?? 0,
      amount: r.amount,
    })),
  })
  const panels: [string, TableData | undefined][] = [
    ['Top 5 produk', top.data ? ranked(top.data.products) : undefined],
    ['Top 5 merchant', top.data ? ranked(top.data.merchants) : undefined],
    ['Top 5 outlet', top.data ? ranked(top.data.outlets) : undefined],
  ]
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
      {panels.map(([title, table]) => (
        <ChartPanel
          key={title}
          title={title}
          query={top}
          asOf={top.data?.asOf}
          table={table}
          empty={table !== undefined && table.rows.length === 0}
          period={scope}
        />
      ))}
    </div>
  )
}
