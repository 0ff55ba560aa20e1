import { useNavigate } from 'react-router'
import { can } from '#contract/access/can.ts'
import type { ChartDimension, ChartPoint } from '#contract/analytics/dashboard.ts'
import { AGE_BUCKET_LABEL, AGE_BUCKETS } from '#contract/analytics/dashboard-panels.ts'
import { KIND_LABEL } from '#contract/analytics/kinds.ts'
import { formatNumber, formatRupiah } from '#contract/format.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import { TRX_STATUS_LABEL, type TrxKind } from '#contract/transactions/catalogue.ts'
import { useProfile } from '../../../session/use-session.ts'
import { useSeen } from '../../../ui/use-seen.ts'
import { useChart } from './api.ts'
import { BreakdownChart, ChartPanel, DonutChart, WaterfallChart } from './panel.tsx'
import { useFeeWaterfall, usePendingAge } from './panel-api.ts'
import { PANEL_TEXT } from './panel-text.ts'
import { pointHref } from './report-link.ts'
import type { TableData } from './table-data.ts'
import { body, isEmpty, pointsTable, type Scope } from './trend-panel.tsx'

/**
 * The panels the home page and the summaries share below the trend (trend-panel.tsx): breakdowns, the kind
 * mix, pending age, fees.
 */

const STATUS_COLOR: Record<string, string> = {
  SUCCESS: '#3fa876',
  FAILED: '#d3577f',
  PENDING: '#e0a23a',
  SUSPECT: '#e0803a',
  REVERSED: '#7b86e0',
  REFUNDED: '#a77bd0',
}

/** A breakdown of one kind by status, subject or bank; a bar opens the report filtered to it. */
export function BreakdownPanel({
  scope,
  by,
  title,
  first,
}: {
  scope: Scope & { kind: TrxKind }
  by: Extract<ChartDimension, 'status' | 'subject' | 'bank'>
  title: string
  /** The table's first column. */
  first: string
}) {
  const navigate = useNavigate()
  const seen = useSeen()
  const chart = useChart({ ...body(scope), by }, seen.seen)
  const points = chart.data?.points ?? []
  const href = (p: ChartPoint) =>
    pointHref(by, p.key, { kind: scope.kind, period: scope, merchantId: scope.filters.merchantId })
  return (
    <ChartPanel
      testId={`panel-${by}`}
      seen={seen}
      title={title}
      query={chart}
      asOf={chart.data?.asOf}
      table={chart.data ? pointsTable(points, first, href) : undefined}
      empty={points.length === 0 || isEmpty(points)}
      period={scope}
      chart={
        <BreakdownChart
          points={points}
          title={title}
          colors={by === 'status' ? points.map((p) => STATUS_COLOR[p.key] ?? '#5baeb3') : undefined}
          onSelect={(p) => {
            const to = href(p)
            if (to) void navigate(to)
          }}
        />
      }
    />
  )
}

/** The mix by kind (home): the summary's own per-kind figures, a slice opening that kind's report. */
export function KindMixPanel({
  scope,
  byKind,
  query,
  asOf,
}: {
  scope: Scope
  byKind:
    | readonly {
        kind: TrxKind
        current: { trxCount: number; amount: number; fee: number; successCount: number }
      }[]
    | undefined
  query: Parameters<typeof ChartPanel>[0]['query']
  asOf: string | undefined
}) {
  const navigate = useNavigate()
  const seen = useSeen()
  const points: ChartPoint[] = (byKind ?? []).map((k) => ({
    key: k.kind,
    label: KIND_LABEL[k.kind],
    trxCount: k.current.trxCount,
    amount: k.current.amount,
    fee: k.current.fee,
    successCount: k.current.successCount,
  }))
  const href = (p: ChartPoint) => pointHref('kind', p.key, { kind: undefined, period: scope })
  return (
    <ChartPanel
      testId="panel-kind"
      seen={seen}
      title="Komposisi per jenis transaksi"
      query={query}
      asOf={asOf}
      table={byKind ? pointsTable(points, 'Jenis', href) : undefined}
      empty={isEmpty(points)}
      period={scope}
      chart={
        <div className="flex flex-col gap-2">
          <DonutChart
            points={points}
            title="Komposisi per jenis transaksi"
            onSelect={(p) => {
              const to = href(p)
              if (to) void navigate(to)
            }}
          />
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs" aria-hidden="true">
            {points
              .filter((p) => p.trxCount > 0)
              .map((p, i) => (
                <li key={p.key} className="flex items-center gap-1.5">
                  <span className="size-2.5 rounded-sm" style={{ background: LEGEND[i % LEGEND.length] }} />
                  {p.label}
                </li>
              ))}
          </ul>
        </div>
      }
    />
  )
}
// The donut's palette (charts.tsx PALETTE), repeated here so the legend does not load the charts' chunk.
const LEGEND = ['#5baeb3', '#e0803a', '#7b86e0', '#d3577f', '#9aab3a', '#a77bd0', '#4f9ad9']

/** The sync page of a kind, where there is one and the user may open it. */
function useSyncRoute(): (kind: TrxKind) => string | null {
  const profile = useProfile()
  return (kind) => {
    const route = routeByPath(`/dashboard/sync-transaction/${kind.toLowerCase()}`)
    return route && can(profile.roleSegmentValue, route.features) ? route.href : null
  }
}

/**
 * What still waits for the host (issue 14 §6): Menunggu and Timeout/Suspect per kind and age, with the
 * response codes behind them; a row links to the kind's sync page where the user has one.
 */
export function PendingAgePanel({ scope }: { scope: Scope }) {
  const seen = useSeen()
  const age = usePendingAge({ ...scope.filters, ...(scope.kind ? { kind: scope.kind } : {}) }, seen.seen)
  const syncOf = useSyncRoute()
  let table: TableData | undefined
  if (age.data) {
    const groups = new Map<
      string,
      {
        kind: TrxKind
        subject: string
        bucket: string
        pending: number
        suspect: number
        amount: number
        rc: Map<string, number>
      }
    >()
    for (const r of age.data.rows) {
      // Per kind and product or biller (issue 14 §6), then age.
      const id = `${r.kind}|${r.subject}|${r.bucket}`
      const g = groups.get(id) ?? {
        kind: r.kind,
        subject: r.subjectName,
        bucket: r.bucket,
        pending: 0,
        suspect: 0,
        amount: 0,
        rc: new Map(),
      }
      if (r.status === 'PENDING') g.pending += r.trxCount
      else g.suspect += r.trxCount
      g.amount += r.amount
      g.rc.set(r.rc || '-', (g.rc.get(r.rc || '-') ?? 0) + r.trxCount)
      groups.set(id, g)
    }
    const order = (b: string) => AGE_BUCKETS.indexOf(b as (typeof AGE_BUCKETS)[number])
    const rows = [...groups.values()].sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) ||
        order(a.bucket) - order(b.bucket) ||
        b.pending + b.suspect - (a.pending + a.suspect) ||
        a.subject.localeCompare(b.subject),
    )
    table = {
      columns: [
        { key: 'kind', label: 'Jenis', format: 'text' },
        { key: 'subject', label: 'Produk/biller', format: 'text', wrap: true },
        { key: 'bucket', label: 'Umur', format: 'text' },
        { key: 'pending', label: TRX_STATUS_LABEL.PENDING, format: 'number' },
        { key: 'suspect', label: TRX_STATUS_LABEL.SUSPECT, format: 'number' },
        { key: 'amount', label: 'Nominal', format: 'money' },
        { key: 'rc', label: 'Kode respons', format: 'text', wrap: true },
      ],
      rows: rows.map((g) => ({
        kind: KIND_LABEL[g.kind],
        subject: g.subject,
        bucket: AGE_BUCKET_LABEL[g.bucket as keyof typeof AGE_BUCKET_LABEL],
        pending: g.pending,
        suspect: g.suspect,
        amount: g.amount,
        rc: [...g.rc.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([rc, n]) => `${rc}: ${formatNumber(n)}`)
          .join(', '),
        href: syncOf(g.kind),
      })),
    }
  }
  return (
    <ChartPanel
      testId="panel-pending"
      seen={seen}
      title={PANEL_TEXT.pendingAge.title}
      description={PANEL_TEXT.pendingAge.description}
      query={age}
      asOf={age.data?.asOf}
      table={table}
      empty={table !== undefined && table.rows.length === 0}
      period={scope}
    />
  )
}

/** From the amount to what remains (issue 14 §6), successful transactions of the period. */
export function FeeWaterfallPanel({ scope }: { scope: Scope }) {
  const seen = useSeen()
  const fees = useFeeWaterfall(body(scope), seen.seen)
  const d = fees.data
  const table: TableData | undefined = d
    ? {
        columns: [
          { key: 'label', label: 'Pos', format: 'text' },
          { key: 'value', label: 'Jumlah', format: 'money' },
        ],
        rows: [
          { label: 'Nominal', value: d.amount },
          { label: 'Biaya', value: d.fee },
          { label: 'Bagian merchant', value: -d.merchantFee },
          { label: 'Bagian mitra', value: -d.partnerFee },
          { label: 'Pendapatan bersih', value: d.net },
        ],
      }
    : undefined
  return (
    <ChartPanel
      testId="panel-fees"
      seen={seen}
      title="Alur biaya"
      description={
        d
          ? `Dari nominal ${formatRupiah(d.amount)} (transaksi sukses): biaya, bagian merchant, bagian mitra, pendapatan bersih`
          : undefined
      }
      query={fees}
      asOf={d?.asOf}
      table={table}
      empty={d !== undefined && d.amount === 0 && d.fee === 0}
      period={scope}
      chart={
        d ? (
          // The amount dwarfs the fees (an MDR of 0,7%), so the chart starts at the fee; the amount is in the text.
          <WaterfallChart
            title="Alur biaya"
            steps={[
              { label: 'Biaya', title: 'Biaya', value: d.fee, total: true },
              { label: 'Merchant', title: 'Bagian merchant', value: -d.merchantFee },
              { label: 'Mitra', title: 'Bagian mitra', value: -d.partnerFee },
              { label: 'Bersih', title: 'Pendapatan bersih', value: d.net, total: true },
            ]}
          />
        ) : null
      }
    />
  )
}
