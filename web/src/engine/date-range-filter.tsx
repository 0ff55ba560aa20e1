import { useId } from 'react'
import { DayInput } from '../ui/day-input.tsx'

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
  return (
    <fieldset className="m-0 flex w-full min-w-0 items-center gap-1 border-0 p-0 sm:w-auto">
      <legend className="sr-only">{label}</legend>
      <label htmlFor={`${id}-from`} className="sr-only">
        {`${label} dari tanggal`}
      </label>
      <DayInput
        id={`${id}-from`}
        className="min-w-0 flex-1 sm:w-40 sm:flex-none"
        value={from}
        max={to}
        disabled={disabled}
        onChange={(day) => onChange({ dateFrom: day, dateTo: to })}
      />
      <span aria-hidden="true" className="px-1 text-sm text-muted-foreground">
        s/d
      </span>
      <label htmlFor={`${id}-to`} className="sr-only">
        {`${label} sampai tanggal`}
      </label>
      <DayInput
        id={`${id}-to`}
        className="min-w-0 flex-1 sm:w-40 sm:flex-none"
        value={to}
        min={from}
        disabled={disabled}
        onChange={(day) => onChange({ dateFrom: from, dateTo: day })}
      />
    </fieldset>
  )
}
