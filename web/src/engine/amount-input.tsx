import { useId, useState } from 'react'
import { Input } from '../ui/input.tsx'
import { formatMoneyInput, parseMoneyInput } from './money.ts'

/** An amount in whole rupiah, applied when the field is left or Enter is pressed. */
export function AmountInput({
  label,
  placeholder,
  value,
  onApply,
}: {
  label: string
  placeholder: string
  value: number | undefined
  onApply: (v: number | undefined) => void
}) {
  const id = useId()
  const shown = formatMoneyInput(value)
  const [text, setText] = useState(shown)
  const [seen, setSeen] = useState(shown)
  // The URL changed the value (reset, a saved view): show it.
  if (shown !== seen) {
    setSeen(shown)
    setText(shown)
  }
  const apply = () => {
    const v = parseMoneyInput(text)
    setText(formatMoneyInput(v))
    if (v !== value) onApply(v)
  }
  return (
    <div className="w-32">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        inputMode="numeric"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            apply()
          }
        }}
      />
    </div>
  )
}
