import { useId } from 'react'
import { isCalendarDay } from '#contract/engine/dates.ts'
import { Input } from '../ui/input.tsx'

/**
 * The date range of a list: two day inputs (WIB calendar days, both ends included). The end cannot
 * be picked before the start, nor the start after the end; clearing one leaves that end open.
 */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
  disabled = false,
}: {
  /** What the range applies to ("Waktu transaksi"). */
  label: string
  from: string | undefined
  to: string | undefined
  onChange: (range: { dateFrom: string | undefined; dateTo: string | undefined }) => void
  disabled?: boolean
}) {
  const id = useId()
  const day = (value: string) => (isCalendarDay(value) ? value : undefined)
  return (
    <fieldset className="m-0 flex w-full min-w-0 items-center gap-1 border-0 p-0 sm:w-auto">
      <legend className="sr-only">{label}</legend>
      <label htmlFor={`${id}-from`} className="sr-only">
        {`${label} dari tanggal`}
      </label>
      <Input
        id={`${id}-from`}
        type="date"
        className="sm:w-40"
        value={from ?? ''}
        max={to}
        disabled={disabled}
        onChange={(e) => onChange({ dateFrom: day(e.target.value), dateTo: to })}
      />
      <span aria-hidden="true" className="px-1 text-sm text-muted-foreground">
        s/d
      </span>
      <label htmlFor={`${id}-to`} className="sr-only">
        {`${label} sampai tanggal`}
      </label>
      <Input
        id={`${id}-to`}
        type="date"
        className="sm:w-40"
        value={to ?? ''}
        min={from}
        disabled={disabled}
        onChange={(e) => onChange({ dateFrom: from, dateTo: day(e.target.value) })}
      />
    </fieldset>
  )
}
