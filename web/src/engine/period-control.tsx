import { useId } from 'react'
import { PERIOD_LABEL, PERIODS, type Period, periodRange } from '#contract/transactions/period.ts'
import { DayInput as DayBox } from '../ui/day-input.tsx'
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
      <DayInput
        id={`${id}-from`}
        label="Dari tanggal"
        value={state.dateFrom}
        onChange={(day) => onChange({ period: null, dateFrom: day })}
      />
      <DayInput
        id={`${id}-to`}
        label="Sampai tanggal"
        value={state.dateTo}
        onChange={(day) => onChange({ period: null, dateTo: day })}
      />
    </fieldset>
  )
}

/** One explicit day of the period; clearing it keeps the day it had. */
function DayInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value: string | undefined
  onChange: (day: string) => void
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </label>
      <DayBox id={id} className="w-40" value={value} onChange={(day) => day && onChange(day)} />
    </div>
  )
}
