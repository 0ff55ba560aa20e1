import { type ComponentProps, type Ref, useState } from 'react'
import { Input } from '../ui/input.tsx'
import { formatPercentInput, parsePercentInput } from './money.ts'

/**
 * A rate typed as a percent ("0,7") and held in basis points (70). The text a person types is kept as typed
 * ("0," on the way to "0,75"); it is rewritten only when the value changes from outside (a row loaded).
 */
export function PercentInput({
  value,
  onChange,
  ref,
  ...rest
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'ref'> & {
  value: number | undefined
  onChange: (bps: number | undefined) => void
  ref?: Ref<HTMLInputElement>
}) {
  const [text, setText] = useState(() => formatPercentInput(value))
  const shown = parsePercentInput(text) === value ? text : formatPercentInput(value)
  return (
    <div className="relative">
      <Input
        {...rest}
        ref={ref}
        inputMode="decimal"
        className="pr-9 tabular-nums"
        value={shown}
        onChange={(e) => {
          setText(e.target.value)
          onChange(parsePercentInput(e.target.value))
        }}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground"
      >
        %
      </span>
    </div>
  )
}
