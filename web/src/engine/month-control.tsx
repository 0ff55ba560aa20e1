import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../ui/button.tsx'
import { NativeSelect } from '../ui/native-select.tsx'
import { thisMonth } from './list-state.ts'
import { addMonths, monthLabel, monthOptions } from './months.ts'

/** The month of a list of one month: a select of months with the month before and after a click away. */
export function MonthControl({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const id = useId()
  const options = monthOptions(thisMonth(), month)
  const first = options.at(-1)?.value ?? month
  const last = options[0]?.value ?? month
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        Bulan
      </label>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={`Bulan sebelumnya (${monthLabel(addMonths(month, -1))})`}
          disabled={month <= first}
          onClick={() => onChange(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <NativeSelect id={id} className="w-44" value={month} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Bulan berikutnya (${monthLabel(addMonths(month, 1))})`}
          disabled={month >= last}
          onClick={() => onChange(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  )
}
