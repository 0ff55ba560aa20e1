import { useId } from 'react'
import { PERIOD_LABEL, PERIODS, type Period, periodRange } from '#contract/transactions/period.ts'
import { Input } from '../ui/input.tsx'
import { NativeSelect } from '../ui/native-select.tsx'
import type { ListState } from './list-state.ts'

/** The period of a list: a preset relative to today in WIB, or two explicit days. */
export function PeriodControl({
  state,
  onChange,
}: {
  state: Pick<ListState, 'period' | 'dateFrom' | 'dateTo'>
  onChange: (patch: Partial<ListState>) => void
}) {
  const id = useId()
  const preset = (p: Period) => {
    const { from, to } = periodRange(p)
    return { period: p, dateFrom: from, dateTo: to }
  }
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">Periode</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-period`} className="text-xs text-muted-foreground">
          Periode
        </label>
        <NativeSelect
          id={`${id}-period`}
          className="sm:w-44"
          value={state.period ?? 'custom'}
          onChange={(e) => {
            const v = e.target.value
            if (v === 'custom') onChange({ period: null })
            else onChange(preset(v as Period))
          }}
        >
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABEL[p]}
            </option>
          ))}
          <option value="custom">Pilih tanggal</option>
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
          Dari tanggal
        </label>
        <Input
          id={`${id}-from`}
          type="date"
          className="w-40"
          value={state.dateFrom ?? ''}
          onChange={(e) => e.target.value && onChange({ period: null, dateFrom: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
          Sampai tanggal
        </label>
        <Input
          id={`${id}-to`}
          type="date"
          className="w-40"
          value={state.dateTo ?? ''}
          onChange={(e) => e.target.value && onChange({ period: null, dateTo: e.target.value })}
        />
      </div>
    </fieldset>
  )
}
