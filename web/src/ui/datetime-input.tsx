import { type ComponentProps, useEffect, useState } from 'react'
import { cn } from './cn.ts'
import { DayInput } from './day-input.tsx'
import { Input } from './input.tsx'
import { textToTime, timeToText } from './time-text.ts'

type DateTimeInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** The WIB wall-clock time "YYYY-MM-DDTHH:mm" (what `<input type="datetime-local">` holds), or ''. */
  value: string
  /** A complete day and time, or '' when the day is emptied. Half-typed input changes nothing. */
  onChange: (local: string) => void
  /** The accessible name of the time box ("Jam" by default); the day box takes the field's label. */
  timeLabel?: string
}

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/

/**
 * A day and a time of day in WIB, typed and shown as id-ID writes them (15/01/2030 and 08.30 or 08:30, on
 * the 24-hour clock) whatever the browser's language: `datetime-local` shows mm/dd/yyyy and AM/PM in an
 * English browser (issue 12 §4). A day picked without a time starts at 00:00, shown, so nothing is hidden.
 */
export function DateTimeInput({
  value,
  onChange,
  timeLabel = 'Jam',
  className,
  disabled,
  onBlur,
  ...props
}: DateTimeInputProps) {
  const m = LOCAL.exec(value)
  const day = m?.[1]
  const [time, setTime] = useState(timeToText(m?.[2]))
  // A value set from elsewhere (a reset, a record loaded) replaces the time typed unless it is the same.
  useEffect(() => setTime((t) => (textToTime(t) === (m?.[2] ?? '') ? t : timeToText(m?.[2]))), [m?.[2]])
  const typed = textToTime(time)
  const emit = (nextDay: string | undefined, nextTime: string | null | '') => {
    if (nextDay && nextTime) onChange(`${nextDay}T${nextTime}`)
  }
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <DayInput
        {...props}
        className="w-40"
        disabled={disabled}
        onBlur={onBlur}
        value={day}
        onChange={(d) => {
          // Emptying the day empties the field: a time without a day is no moment.
          if (!d) {
            setTime('')
            onChange('')
          } else if (typed === '') {
            setTime('00:00')
            emit(d, '00:00')
          } else emit(d, typed)
        }}
      />
      <Input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={timeLabel}
        aria-describedby={props['aria-describedby']}
        aria-invalid={typed === null || props['aria-invalid'] ? true : undefined}
        placeholder="jj.mm"
        maxLength={5}
        className="w-20 tabular-nums"
        disabled={disabled}
        value={time}
        onChange={(e) => {
          setTime(e.target.value)
          emit(day, textToTime(e.target.value))
        }}
        onBlur={(e) => {
          if (textToTime(e.target.value) === null) setTime(timeToText(m?.[2]))
          onBlur?.(e)
        }}
      />
      <span className="text-sm text-muted-foreground">WIB</span>
    </div>
  )
}
