import { formatNumber, formatRupiah } from '#contract/format.ts'

/** What the map colours by: the number of transactions or their amount in rupiah. */
export type MapMetric = 'count' | 'amount'

/** One area's figures, keyed by its Kemendagri code ("32", "32.73"). */
export interface MapValue {
  code: string
  name: string
  count: number
  amount: number
}

export const METRIC_TITLE: Record<MapMetric, string> = {
  count: 'Jumlah transaksi',
  amount: 'Nominal transaksi',
}

export const formatMetric = (metric: MapMetric, value: number) =>
  metric === 'amount' ? formatRupiah(value) : formatNumber(value)

/** "Jawa Barat: 1.234 transaksi, Rp 5.678.900": what a screen reader says of an area, and the tooltip. */
export function areaLabel(name: string, value: Pick<MapValue, 'count' | 'amount'> | undefined): string {
  if (!value) return `${name}: tidak ada transaksi`
  return `${name}: ${formatNumber(value.count)} transaksi, ${formatRupiah(value.amount)}`
}

/**
 * The fill of each class, light to strong. Mixed from the theme's own colours, so the scale follows the
 * theme: in light mode from the pale muted grey to the dark teal, in dark mode from the dark muted grey to
 * the light teal; in both, more is further from the page's background. Written out whole because
 * Tailwind finds class names by reading the source.
 */
export const CLASS_FILLS = [
  'fill-[color-mix(in_oklab,var(--primary-strong)_22%,var(--muted))]',
  'fill-[color-mix(in_oklab,var(--primary-strong)_40%,var(--muted))]',
  'fill-[color-mix(in_oklab,var(--primary-strong)_58%,var(--muted))]',
  'fill-[color-mix(in_oklab,var(--primary-strong)_77%,var(--muted))]',
  'fill-[var(--primary-strong)]',
] as const
/** The same colours for the legend's swatches (HTML, so background rather than fill). */
export const CLASS_SWATCHES = [
  'bg-[color-mix(in_oklab,var(--primary-strong)_22%,var(--muted))]',
  'bg-[color-mix(in_oklab,var(--primary-strong)_40%,var(--muted))]',
  'bg-[color-mix(in_oklab,var(--primary-strong)_58%,var(--muted))]',
  'bg-[color-mix(in_oklab,var(--primary-strong)_77%,var(--muted))]',
  'bg-[var(--primary-strong)]',
] as const
/**
 * An area without transactions: the card's colour nudged towards the text colour, so it reads as empty
 * (grey, no teal) rather than "few", and still shows against the page in the dark theme.
 */
export const EMPTY_FILL = 'fill-[color-mix(in_oklab,var(--foreground)_8%,var(--card))]'
export const EMPTY_SWATCH = 'bg-[color-mix(in_oklab,var(--foreground)_8%,var(--card))]'

export interface LegendClass {
  /** Index into CLASS_FILLS / CLASS_SWATCHES. */
  index: number
  /** Smallest and largest value that falls in the class (both among the data). */
  from: number
  to: number
}

export interface ColourScale {
  /** The class of a value, or null for none or zero (drawn as empty). */
  classOf: (value: number | undefined) => number | null
  legend: LegendClass[]
}

/**
 * A sequential scale of up to CLASS_FILLS.length classes over the positive values, by quantiles: payment
 * figures are skewed (DKI Jakarta alone can outweigh twenty provinces), and equal intervals would paint
 * nearly every area in the palest class. Each class's bounds are values that occur, so the legend says
 * exactly which figures share a colour; with fewer distinct values than classes, each value is a class.
 * The classes used are spread over the palette so that two classes are never neighbouring shades.
 */
export function colourScale(values: readonly number[]): ColourScale {
  const sorted = [...new Set(values.filter((v) => Number.isFinite(v) && v > 0))].sort((a, b) => a - b)
  const n = Math.min(CLASS_FILLS.length, sorted.length)
  if (n === 0) return { classOf: () => null, legend: [] }
  // Upper bound of class i: the value at quantile (i + 1) / n of the distinct values.
  const uppers = Array.from(
    { length: n },
    (_, i) => sorted[Math.ceil(((i + 1) * sorted.length) / n) - 1] as number,
  )
  const palette = (i: number) =>
    n === 1 ? CLASS_FILLS.length - 1 : Math.round((i * (CLASS_FILLS.length - 1)) / (n - 1))
  const legend: LegendClass[] = uppers.map((to, i) => ({
    index: palette(i),
    from: i === 0 ? (sorted[0] as number) : (sorted[sorted.indexOf(uppers[i - 1] as number) + 1] as number),
    to,
  }))
  return {
    classOf: (value) => {
      if (value === undefined || !(value > 0)) return null
      const i = uppers.findIndex((upper) => value <= upper)
      return palette(i === -1 ? n - 1 : i)
    },
    legend,
  }
}

/** "Rp 1.000 – Rp 5.000", or one figure where a class holds one value. */
export function legendText(metric: MapMetric, c: LegendClass): string {
  return c.from === c.to
    ? formatMetric(metric, c.from)
    : `${formatMetric(metric, c.from)} – ${formatMetric(metric, c.to)}`
}
