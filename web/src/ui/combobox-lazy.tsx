import { ChevronsUpDown } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { cn } from './cn.ts'
import { type ComboboxProps, comboDisplay } from './combo-options.ts'

/**
 * The combobox's panel (Radix's popover with its positioning library, ~15 KB gzip) is not part of a page's
 * first load (issue 12 budgets): its button shows at once, disabled, with the choice, and the combobox
 * arrives right after the page, as the header's user menu does.
 */
const ComboboxPanel = lazy(() => import('./combobox.tsx').then((m) => ({ default: m.Combobox })))

/** Combobox (./combobox.tsx), its button drawn while its code loads. */
export function Combobox(props: ComboboxProps) {
  return (
    <Suspense fallback={<ComboboxButton {...props} />}>
      <ComboboxPanel {...props} />
    </Suspense>
  )
}

/** The closed combobox's button, as it looks before it can open. */
function ComboboxButton(props: ComboboxProps) {
  const { id, labelId, value, describedBy, invalid, buttonRef, className } = props
  const first = props.multiple ? undefined : props.selected[0]
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-center gap-1">
        <button
          ref={buttonRef}
          id={id}
          type="button"
          role="combobox"
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-expanded={false}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled
          className="flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-sm text-foreground disabled:cursor-not-allowed disabled:opacity-60"
        >
          <span className={cn('truncate', value.length === 0 && 'text-muted-foreground')}>
            {comboDisplay(props)}
            {first?.hint ? (
              <span className="ml-2 font-mono text-xs text-muted-foreground">{first.hint}</span>
            ) : null}
          </span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        </button>
      </div>
    </div>
  )
}
