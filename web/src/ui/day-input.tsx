import { CalendarDays } from 'lucide-react'
import { type ComponentProps, useEffect, useRef, useState } from 'react'
import { cn } from './cn.ts'
import { dayToText, textToDay } from './day-text.ts'
import { Input } from './input.tsx'

type DayInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** The day YYYY-MM-DD, or undefined. */
  value: string | undefined
  /** A day typed or picked; undefined when the box is emptied. A half-typed day changes nothing. */
  onChange: (day: string | undefined) => void
  min?: string | undefined
  max?: string | undefined
}

/**
 * A day typed and shown as id-ID writes it (25/11/2026) whatever the browser's language, with a
 * calendar button opening the browser's own date picker.
 */
export function DayInput({ value, onChange, min, max, className, disabled, ...props }: DayInputProps) {
  const [text, setText] = useState(dayToText(value))
  const picker = useRef<HTMLInputElement>(null)
  // A day set from elsewhere (Reset, a period) replaces what is typed unless it is the same day.
  useEffect(() => setText((t) => (textToDay(t) === (value ?? '') ? t : dayToText(value))), [value])
  const typed = textToDay(text)
  const outOfRange =
    typeof typed === 'string' && typed !== '' && ((min && typed < min) || (max && typed > max))
  return (
    <div className={cn('relative', className)}>
      <Input
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="hh/bb/tttt"
        className="pr-9 tabular-nums"
        disabled={disabled}
        value={text}
        aria-invalid={typed === null || outOfRange ? true : props['aria-invalid']}
        onChange={(e) => {
          setText(e.target.value)
          const day = textToDay(e.target.value)
          if (day === '') onChange(undefined)
          else if (day !== null && !((min && day < min) || (max && day > max))) onChange(day)
        }}
        onBlur={(e) => {
          if (textToDay(e.target.value) === null) setText(dayToText(value))
          props.onBlur?.(e)
        }}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-muted-foreground hover:text-foreground disabled:opacity-60"
        onClick={() => picker.current?.showPicker?.()}
      >
        <CalendarDays className="size-4" />
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(e) => {
          const day = e.target.value || undefined
          setText(dayToText(day))
          onChange(day)
        }}
      />
    </div>
  )
}
