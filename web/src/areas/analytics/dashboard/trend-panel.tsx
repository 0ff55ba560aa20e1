import { useNavigate } from 'react-router'
import type { ChartPoint } from '#contract/analytics/dashboard.ts'
import type { TrxKind } from '#contract/transactions/catalogue.ts'
import { cn } from '../../../ui/cn.ts'
import { useSeen } from '../../../ui/use-seen.ts'
import { useChart } from './api.ts'
import { successRate } from './change.ts'
import { ChartPanel, TrendChart } from './panel.tsx'
import { pointHref } from './report-link.ts'
import { GRAIN_LABEL, type Grain } from './state.ts'
import type { TableData, TableRow } from './table-data.ts'

/**
 * The trend, on the first screen of the home page and of every summary, and what the other panels
 * (panels.tsx, which a summary loads after its first screen) share with it.
 */

export interface Scope {
  from: string
  to: string
  kind?: TrxKind | undefined
  filters: { clientId?: number; regionId?: number; groupId?: number; merchantId?: number }
}

export const body = (s: Scope) => ({
  from: s.from,
  to: s.to,
  ...s.filters,
  ...(s.kind ? { kind: s.kind } : {}),
})

/** A series as a table: the key's label, then the figures (with the success rate, the page's arithmetic). */
export function pointsTable(
  points: readonly ChartPoint[],
  first: string,
  href: (p: ChartPoint) => string | null,
): TableData {
  return {
    columns: [
      { key: 'label', label: first, format: 'text' },
      { key: 'trxCount', label: 'Jumlah transaksi', format: 'number' },
      { key: 'amount', label: 'Nominal', format: 'money' },
      { key: 'fee', label: 'Biaya', format: 'money' },
      { key: 'successRate', label: 'Tingkat sukses', format: 'percent' },
    ],
    rows: points.map(
      (p): TableRow => ({
        label: p.label,
        trxCount: p.trxCount,
        amount: p.amount,
        fee: p.fee,
        successRate: successRate(p.successCount, p.trxCount),
        href: href(p),
      }),
    ),
  }
}

export const isEmpty = (points: readonly ChartPoint[]) => points.every((p) => p.trxCount === 0)

/** The trend over time, a bucket's bar opening that bucket's transactions when one kind is shown. */
export function TrendPanel({
  scope,
  grain,
  grains,
  onGrain,
  clickKind,
}: {
  scope: Scope
  grain: Grain
  /** The grains offered by a toggle (none: the page's default only). */
  grains?: readonly Grain[]
  onGrain?: (g: Grain) => void
  /** The kind whose report a bar opens (the summary's, or the home page's only kind). */
  clickKind?: TrxKind | undefined
}) {
  const navigate = useNavigate()
  const seen = useSeen()
  const chart = useChart({ ...body(scope), by: grain }, seen.seen)
  const points = chart.data?.points ?? []
  const href = (p: ChartPoint) =>
    pointHref(grain, p.key, { kind: clickKind, period: scope, merchantId: scope.filters.merchantId })
  const table = chart.data ? pointsTable(points, grain === 'hour' ? 'Jam' : 'Periode', href) : undefined
  const clickable = clickKind !== undefined
  return (
    <ChartPanel
      testId="panel-trend"
      seen={seen}
      title="Tren transaksi"
      description={`${GRAIN_LABEL[grain]}: nominal (batang) dan jumlah transaksi (garis)`}
      query={chart}
      asOf={chart.data?.asOf}
      table={table}
      empty={isEmpty(points)}
      period={scope}
      controls={
        grains && onGrain ? (
          <fieldset className="flex rounded-md border border-border">
            <legend className="sr-only">Satuan waktu tren</legend>
            {grains.map((g) => (
              <button
                key={g}
                type="button"
                aria-pressed={g === grain}
                onClick={() => onGrain(g)}
                className={cn(
                  'px-2 py-1 text-xs font-medium first:rounded-l-md last:rounded-r-md focus-ring',
                  g === grain ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted',
                )}
              >
                {GRAIN_LABEL[g].replace('Per ', '')}
              </button>
            ))}
          </fieldset>
        ) : null
      }
      chart={
        <TrendChart
          points={points}
          title="Tren transaksi"
          onSelect={
            clickable
              ? (p) => {
                  const to = href(p)
                  if (to) void navigate(to)
                }
              : undefined
          }
        />
      }
    />
  )
}
