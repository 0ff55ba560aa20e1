import { Download, Table2 } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useId, useState } from 'react'
import { ListError } from '../../../engine/list-error.tsx'
import { Button } from '../../../ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card.tsx'
import { cn } from '../../../ui/cn.ts'
import { notify } from '../../../ui/notify.ts'
import { Skeleton } from '../../../ui/spinner.tsx'
import type { Seen } from '../../../ui/use-seen.ts'
import type { TableData } from './table-data.ts'

/**
 * The frame of every chart and table of the dashboards (issue 14 §5): title, freshness, a "Tabel" toggle
 * showing the chart's data as an accessible table, CSV and XLSX of the same data, and the loading, empty and
 * error states with a retry.
 */

/** The charts, from their one lazy chunk (charts.tsx); every panel asks for the same chunk. */
const charts = () => import('./charts.tsx')
export const TrendChart = lazy(() => charts().then((m) => ({ default: m.TrendChart })))
export const BreakdownChart = lazy(() => charts().then((m) => ({ default: m.BreakdownChart })))
export const DonutChart = lazy(() => charts().then((m) => ({ default: m.DonutChart })))
export const WaterfallChart = lazy(() => charts().then((m) => ({ default: m.WaterfallChart })))
/** A chart's data as a table (table-view.tsx): drawn when asked for, or by a panel without a chart. */
const DataTableView = lazy(() => import('./table-view.tsx').then((m) => ({ default: m.DataTableView })))

export const EMPTY_PERIOD = 'Belum ada transaksi pada periode ini'

const timeWib = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})
/** "Data per 14:05 WIB": the time the figures were read (`asOf` of the answer). */
export const asOfText = (asOf: string) => `Data per ${timeWib.format(new Date(asOf))} WIB`

/** The state of the query behind a panel (TanStack Query's result fits). */
export interface PanelQuery {
  isPending: boolean
  isFetching?: boolean
  error: Error | null
  refetch: () => Promise<unknown>
}

export function ChartPanel({
  title,
  description,
  query,
  asOf,
  table,
  empty,
  period,
  chart,
  controls,
  className,
  testId,
  seen,
}: {
  title: string
  description?: ReactNode
  query: PanelQuery
  asOf?: string | undefined
  /** The data behind the chart, once loaded. */
  table: TableData | undefined
  /** Whether the loaded data has nothing to show. */
  empty: boolean
  /** The days of the figures, for the export's file name. */
  period: { from: string; to: string }
  /** The chart; without one the panel is a table only. */
  chart?: ReactNode
  /** Controls of the panel's own (the trend's grain). */
  controls?: ReactNode
  className?: string
  testId?: string
  /** A panel below the first screen: drawn loading, its chart's code asked for once it comes near (useSeen). */
  seen?: Seen
}) {
  const [asTable, setAsTable] = useState(false)
  const headingId = useId()
  const showTable = !chart || asTable
  const exportAs = async (format: 'csv' | 'xlsx') => {
    if (!table) return
    try {
      const { exportTable } = await import('./export-file.ts')
      await exportTable(table, title, period, format)
    } catch {
      notify('File tidak dapat dibuat. Silakan coba lagi.', 'error')
    }
  }

  let body: ReactNode
  if (seen && !seen.seen) body = <Skeleton className="h-56 w-full" />
  else if (query.error)
    body = <ListError align="start" message={query.error.message} onRetry={() => void query.refetch()} />
  else if (query.isPending || !table) body = <Skeleton className="h-56 w-full" />
  else if (empty) body = <p className="py-10 text-center text-sm text-muted-foreground">{EMPTY_PERIOD}</p>
  else
    body = showTable ? (
      <Suspense fallback={<Skeleton className="h-56 w-full" />}>
        <DataTableView data={table} caption={title} />
      </Suspense>
    ) : (
      <Suspense fallback={<Skeleton className="h-56 w-full" />}>{chart}</Suspense>
    )
  const ready = (seen?.seen ?? true) && !query.error && !query.isPending && table !== undefined && !empty

  return (
    <Card ref={seen?.ref} className={cn('min-w-0', className)} data-testid={testId}>
      <section aria-labelledby={headingId} aria-busy={query.isFetching ?? false}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle id={headingId}>{title}</CardTitle>
            {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
            {asOf ? <p className="text-xs text-muted-foreground">{asOfText(asOf)}</p> : null}
          </div>
          <div className="flex flex-wrap items-center gap-1">
            {controls}
            {chart ? (
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={asTable}
                disabled={!ready}
                onClick={() => setAsTable((v) => !v)}
                aria-label={`Tabel ${title}`}
              >
                {/* Not the chart-column icon: the menu draws it too, and sharing it split it out of the shell's chunk. */}
                <Table2 aria-hidden="true" className="size-4" />
                Tabel
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              disabled={!ready}
              onClick={() => void exportAs('csv')}
              aria-label={`Unduh ${title} sebagai CSV`}
            >
              <Download aria-hidden="true" className="size-4" />
              CSV
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={!ready}
              onClick={() => void exportAs('xlsx')}
              aria-label={`Unduh ${title} sebagai XLSX`}
            >
              <Download aria-hidden="true" className="size-4" />
              XLSX
            </Button>
          </div>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </section>
    </Card>
  )
}
