import type { ReactNode } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { ChartPoint } from '#contract/analytics/dashboard.ts'
import { formatNumber, formatRupiah } from '#contract/format.ts'

/**
 * Every chart of the dashboards, in one module that the pages load lazily: Recharts (~100 KB gzip) is in
 * this chunk only, never in the shell or a page's first load (docs/ARCHITECTURE.md "Bundle size"). Colours
 * are the theme's variables, so the dark theme draws them readable; tooltips show exact id-ID values.
 * No chart animates its arrival: Recharts redraws the whole SVG in React on every frame of an animation,
 * ~0.7 s of main-thread work on the home page at a desktop's speed (docs/PERFORMANCE.md "Web").
 */

/** Mid-tone hues that read on the light and the dark card alike, for series without a meaning of their own. */
export const PALETTE = ['#5baeb3', '#e0803a', '#7b86e0', '#d3577f', '#9aab3a', '#a77bd0', '#4f9ad9']

const compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 })
const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 }

type Datum = Record<string, unknown>
type TipProps = { active?: boolean; payload?: readonly { payload?: unknown }[] }

/** The tooltip: the point's label and its exact figures. */
function tooltip(lines: (d: Datum) => readonly (readonly [string, string])[]) {
  return function ChartTooltip({ active, payload }: TipProps): ReactNode {
    const d = payload?.[0]?.payload as Datum | undefined
    if (!active || !d) return null
    return (
      <div className="rounded-md border border-border bg-card px-3 py-2 text-xs text-card-foreground shadow-md">
        <p className="mb-1 font-semibold">{String(d.title ?? d.label ?? '')}</p>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5">
          {lines(d).map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="text-right tabular-nums">{v}</dd>
            </div>
          ))}
        </dl>
      </div>
    )
  }
}

const pointLines = (d: Datum) =>
  [
    ['Jumlah transaksi', formatNumber(Number(d.trxCount ?? 0))],
    ['Nominal', formatRupiah(Number(d.amount ?? 0))],
    ['Biaya', formatRupiah(Number(d.fee ?? 0))],
    ['Sukses', formatNumber(Number(d.successCount ?? 0))],
  ] as const

interface PointsChartProps {
  points: readonly ChartPoint[]
  /** The chart's name for assistive technology (the SVG's title). */
  title: string
  /** A click on a bar or slice (a pointer only: the table view offers the same links to the keyboard). */
  onSelect?: ((point: ChartPoint) => void) | undefined
}

const pick = (points: readonly ChartPoint[], onSelect: PointsChartProps['onSelect']) =>
  onSelect
    ? (_: unknown, index: number) => {
        const p = points[index]
        if (p) onSelect(p)
      }
    : undefined

/** A trend: the amount as bars (left axis), the number of transactions as a line (right axis). */
export function TrendChart({ points, title, onSelect }: PointsChartProps) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={[...points]} title={title} margin={{ top: 8, right: 4, bottom: 4, left: 4 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} stroke="var(--border)" minTickGap={16} />
        <YAxis
          yAxisId="amount"
          tick={axisTick}
          stroke="var(--border)"
          width={52}
          tickFormatter={(v: number) => compact.format(v)}
        />
        <YAxis
          yAxisId="count"
          orientation="right"
          tick={axisTick}
          stroke="var(--border)"
          width={40}
          tickFormatter={(v: number) => compact.format(v)}
        />
        <Tooltip content={tooltip(pointLines)} cursor={{ fill: 'var(--muted)' }} />
        <Bar
          yAxisId="amount"
          dataKey="amount"
          name="Nominal"
          fill="var(--primary)"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
          onClick={pick(points, onSelect)}
          style={onSelect ? { cursor: 'pointer' } : undefined}
        />
        <Line
          yAxisId="count"
          dataKey="trxCount"
          name="Jumlah transaksi"
          stroke="#e0803a"
          strokeWidth={2}
          dot={false}
          type="monotone"
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  )
}

/** A breakdown (status, product, bank): one horizontal bar per key, by the number of transactions. */
export function BreakdownChart({
  points,
  title,
  onSelect,
  colors,
}: PointsChartProps & { colors?: readonly string[] }) {
  const height = Math.max(160, points.length * 34 + 24)
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={[...points]}
        layout="vertical"
        title={title}
        margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
      >
        <CartesianGrid stroke="var(--border)" horizontal={false} />
        <XAxis
          type="number"
          tick={axisTick}
          stroke="var(--border)"
          tickFormatter={(v: number) => compact.format(v)}
        />
        <YAxis
          type="category"
          dataKey="label"
          tick={axisTick}
          stroke="var(--border)"
          width={112}
          interval={0}
        />
        <Tooltip content={tooltip(pointLines)} cursor={{ fill: 'var(--muted)' }} />
        <Bar
          dataKey="trxCount"
          name="Jumlah transaksi"
          radius={[0, 3, 3, 0]}
          isAnimationActive={false}
          onClick={pick(points, onSelect)}
          style={onSelect ? { cursor: 'pointer' } : undefined}
        >
          {points.map((p, i) => (
            <Cell key={p.key} fill={(colors ?? PALETTE)[i % (colors ?? PALETTE).length]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  )
}

/** A mix: a donut of the number of transactions per key (the kinds on the home page). */
export function DonutChart({ points, title, onSelect }: PointsChartProps) {
  const data = points.filter((p) => p.trxCount > 0)
  return (
    <ResponsiveContainer width="100%" height={240}>
      <PieChart title={title}>
        <Tooltip content={tooltip(pointLines)} />
        <Pie
          data={data}
          dataKey="trxCount"
          nameKey="label"
          innerRadius="55%"
          outerRadius="85%"
          paddingAngle={1}
          stroke="var(--card)"
          isAnimationActive={false}
          onClick={onSelect ? (_, index) => data[index] && onSelect(data[index]) : undefined}
          style={onSelect ? { cursor: 'pointer' } : undefined}
        >
          {data.map((p, i) => (
            <Cell key={p.key} fill={PALETTE[i % PALETTE.length]} />
          ))}
        </Pie>
      </PieChart>
    </ResponsiveContainer>
  )
}

export interface WaterfallStep {
  /** Short, for the axis of a phone's narrow chart. */
  label: string
  /** In full, for the tooltip. */
  title: string
  /** The step's own size (a deduction is negative). */
  value: number
  /** A running total drawn from zero (the first and the last step), not a step floating on the one before. */
  total?: boolean
}

/**
 * A waterfall: each deduction floats from the running total down, totals stand on zero. Drawn as two
 * stacked bars, an invisible base and the visible step.
 */
export function WaterfallChart({ steps, title }: { steps: readonly WaterfallStep[]; title: string }) {
  let running = 0
  const data = steps.map((s) => {
    if (s.total) {
      running = s.value
      return { label: s.label, title: s.title, base: 0, size: s.value, value: s.value, total: true }
    }
    const next = running + s.value
    const row = {
      label: s.label,
      title: s.title,
      base: Math.min(running, next),
      size: Math.abs(s.value),
      value: s.value,
      total: false,
    }
    running = next
    return row
  })
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} title={title} margin={{ top: 8, right: 4, bottom: 4, left: 4 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} stroke="var(--border)" interval={0} />
        <YAxis
          tick={axisTick}
          stroke="var(--border)"
          width={52}
          tickFormatter={(v: number) => compact.format(v)}
        />
        <Tooltip
          content={tooltip((d) => [
            [Number(d.value) < 0 ? 'Dikurangi' : 'Jumlah', formatRupiah(Math.abs(Number(d.value)))],
          ])}
          cursor={{ fill: 'var(--muted)' }}
        />
        <Bar dataKey="base" stackId="w" fill="transparent" isAnimationActive={false} />
        <Bar dataKey="size" stackId="w" radius={[3, 3, 0, 0]} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.label} fill={d.total ? 'var(--primary)' : '#d3577f'} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  )
}
