import { formatDate } from '#contract/format.ts'
import { periodRange } from '#contract/transactions/period.ts'
import { ListError } from '../../../engine/list-error.tsx'
import { PeriodControl } from '../../../engine/period-control.tsx'
import { cn } from '../../../ui/cn.ts'
import { Skeleton } from '../../../ui/spinner.tsx'
import { useSummary } from './api.ts'
import { KpiCards } from './kpi-cards.tsx'
import { asOfText } from './panel.tsx'
import { FeeWaterfallPanel, KindMixPanel, PendingAgePanel } from './panels.tsx'
import { HOME_SHAPE } from './state.ts'
import { TrendPanel } from './trend-panel.tsx'
import { useDashboardState } from './use-dashboard-state.ts'

type Tab = 'today' | 'thisMonth' | 'other'
const TABS: readonly [Tab, string][] = [
  ['today', 'Hari ini'],
  ['thisMonth', 'Bulan ini'],
  ['other', 'Periode lain'],
]

/**
 * The figures of the home page (issue 14 §1), loaded lazily beside the greeting: the period (today, this month
 * or any other, in the URL), the KPIs against the period before, the trend, the mix by kind, what waits for
 * the host and the fee waterfall, for exactly the kinds the user's features show. A user without any (the
 * summary answers no kinds) gets nothing here: the greeting and the shortcuts stay the page.
 */
export function HomeFigures() {
  const state = useDashboardState(HOME_SHAPE)
  const { from, to, list } = state
  const summary = useSummary({ from, to }, state.problem === null)
  const kinds = summary.data?.kinds
  if (kinds && kinds.length === 0) return null
  const tab: Tab = list.period === 'today' ? 'today' : list.period === 'thisMonth' ? 'thisMonth' : 'other'
  const scope = { from, to, filters: {} }

  return (
    <section aria-labelledby="figures-heading" className="mb-8 flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="figures-heading" className="text-lg font-semibold">
            Ringkasan transaksi
          </h2>
          <p className="text-sm text-muted-foreground">
            {from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`}
            {summary.data
              ? ` · dibanding ${formatDate(summary.data.previous.from)} – ${formatDate(summary.data.previous.to)}`
              : ''}
            {summary.data ? ` · ${asOfText(summary.data.asOf)}` : ''}
          </p>
        </div>
        <fieldset className="flex rounded-md border border-border bg-card">
          <legend className="sr-only">Periode ringkasan</legend>
          {TABS.map(([t, label]) => (
            <button
              key={t}
              type="button"
              aria-pressed={tab === t}
              onClick={() => {
                if (t === 'other') state.change({ period: 'last7', ...rangeOf('last7') })
                else state.change({ period: t, ...rangeOf(t) })
              }}
              className={cn(
                'px-3 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md focus-ring',
                tab === t
                  ? 'bg-primary-strong text-primary-foreground'
                  : 'text-muted-foreground hover:bg-muted',
              )}
            >
              {label}
            </button>
          ))}
        </fieldset>
      </div>
      {tab === 'other' ? <PeriodControl state={list} onChange={(patch) => state.change(patch)} /> : null}
      {state.problem ? (
        <p role="alert" className="text-sm text-destructive">
          {state.problem}
        </p>
      ) : summary.error ? (
        <ListError align="start" message={summary.error.message} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <KpiCards label="Angka utama" current={summary.data?.current} before={summary.data?.before} />
          {kinds ? (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
              <div className="min-w-0 lg:col-span-2">
                <TrendPanel
                  scope={scope}
                  grain={state.grain}
                  clickKind={kinds.length === 1 ? kinds[0] : undefined}
                />
              </div>
              <KindMixPanel
                scope={scope}
                byKind={summary.data?.byKind}
                query={summary}
                asOf={summary.data?.asOf}
              />
              <div className="min-w-0 lg:col-span-2">
                <PendingAgePanel scope={scope} />
              </div>
              <FeeWaterfallPanel scope={scope} />
            </div>
          ) : (
            <Skeleton className="h-72 w-full" />
          )}
        </>
      )}
    </section>
  )
}

const rangeOf = (p: 'today' | 'thisMonth' | 'last7') => {
  const { from, to } = periodRange(p)
  return { dateFrom: from, dateTo: to }
}
