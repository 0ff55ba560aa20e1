import type { Figures } from '#contract/analytics/dashboard.ts'
import { formatNumber, formatRupiah } from '#contract/format.ts'
import { Card } from '../../../ui/card.tsx'
import { cn } from '../../../ui/cn.ts'
import { Skeleton } from '../../../ui/spinner.tsx'
import {
  type Change,
  changeMark,
  changeOf,
  describeChange,
  formatRate,
  rateChangeOf,
  successRate,
} from './change.ts'

interface Kpi {
  key: string
  label: string
  value: string
  change: Change
  unit: 'percent' | 'points'
}

/** The six figures of a period beside the period before (a rate compares in points, the rest in per cent). */
export function kpisOf(current: Figures, before: Figures): Kpi[] {
  const rateNow = successRate(current.successCount, current.trxCount)
  const rateThen = successRate(before.successCount, before.trxCount)
  const counted = (key: keyof Figures, label: string, format: (n: number) => string): Kpi => ({
    key,
    label,
    value: format(current[key]),
    change: changeOf(current[key], before[key]),
    unit: 'percent',
  })
  return [
    counted('trxCount', 'Jumlah transaksi', formatNumber),
    counted('amount', 'Nominal', formatRupiah),
    counted('fee', 'Pendapatan biaya (fee)', formatRupiah),
    {
      key: 'successRate',
      label: 'Tingkat sukses',
      value: formatRate(rateNow),
      change: rateChangeOf(rateNow, rateThen),
      unit: 'points',
    },
    counted('activeMerchants', 'Merchant aktif', formatNumber),
    counted('activeDevices', 'Device aktif', formatNumber),
  ]
}

const TONE: Record<Change['kind'], string> = {
  up: 'text-success',
  down: 'text-destructive',
  same: 'text-muted-foreground',
  new: 'text-muted-foreground',
  none: 'text-muted-foreground',
}

/** The KPI cards; while the first figures load, grey cards of the same size. */
export function KpiCards({
  current,
  before,
  label,
}: {
  current?: Figures | undefined
  before?: Figures | undefined
  label: string
}) {
  if (!current || !before)
    return (
      <ul
        aria-label={label}
        aria-busy="true"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 2xl:grid-cols-6"
      >
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <li key={i}>
            <Skeleton className="h-[92px]" />
          </li>
        ))}
      </ul>
    )
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 2xl:grid-cols-6">
      {kpisOf(current, before).map((k) => (
        <li key={k.key}>
          <Card className="flex h-full flex-col gap-1 p-3">
            <p className="text-xs text-muted-foreground">{k.label}</p>
            <p
              data-testid={`kpi-${k.key}`}
              className="text-lg font-semibold tabular-nums [overflow-wrap:anywhere]"
            >
              {k.value}
            </p>
            <p className={cn('text-xs font-medium tabular-nums', TONE[k.change.kind])}>
              <span aria-hidden="true">{changeMark(k.change, k.unit)}</span>
              <span className="sr-only">{describeChange(k.change, k.unit)}</span>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  )
}
