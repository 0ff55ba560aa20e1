import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../ui/button.tsx'

/**
 * An editable list of rows inside a form (a fee's tiers and shares, a recipe's ingredients): loaded only by a
 * form that has one. Every cell is a labelled input (the row's number in its name for screen readers);
 * rows stack on a phone.
 */

type Cells = Record<string, { message?: string } | undefined>
const cellError = (error: unknown, index: number, key: string): string | undefined => {
  if (!Array.isArray(error)) return undefined
  const row = error[index] as Cells | undefined
  return row?.[key]?.message
}
export const rootError = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined
  const e = error as { message?: unknown; root?: { message?: string } }
  return typeof e.message === 'string' && e.message ? e.message : e.root?.message
}

export function Cell({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error: string | undefined
  children: ReactNode
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label id={`${id}-label`} htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function RemoveButton({
  label,
  onClick,
  disabled,
}: {
  label: string
  onClick: () => void
  disabled?: boolean | undefined
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  )
}

/**
 * An editable list of rows (tiers, shares): one fieldset, a numbered row per item with its remove button
 * (stacked on a phone), an add button, the list's own error below. `cells` draws a row's inputs; `name`
 * is how a row is announced ("Tingkat 2", "Bagian 1").
 */
export function RowList<T>({
  id,
  label,
  describedBy,
  disabled,
  error,
  rows,
  empty,
  name,
  grid,
  addLabel,
  canAdd = true,
  onAdd,
  onRemove,
  cells,
}: {
  id: string
  label: string
  describedBy?: string | undefined
  disabled?: boolean | undefined
  error: unknown
  rows: T[]
  empty: string
  name: string
  grid: string
  addLabel: string
  canAdd?: boolean
  onAdd: () => void
  onRemove: (index: number) => void
  cells: (
    row: T,
    index: number,
    at: { cell: (k: string) => string; err: (k: string) => string | undefined },
  ) => ReactNode
}) {
  const root = rootError(error)
  return (
    <fieldset
      id={id}
      aria-label={label}
      aria-describedby={describedBy}
      className="flex min-w-0 flex-col gap-3 border-0 p-0"
    >
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
      <ol className="flex flex-col gap-3">
        {rows.map((row, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the list
            key={i}
            className={`grid grid-cols-2 items-start gap-2 rounded-md border border-border p-2 ${grid}`}
          >
            {cells(row, i, { cell: (k) => `${id}-${i}-${k}`, err: (k) => cellError(error, i, k) })}
            <div className="flex items-end justify-end sm:pt-5">
              <RemoveButton
                label={`Hapus ${name.toLowerCase()} ${i + 1}`}
                disabled={disabled}
                onClick={() => onRemove(i)}
              />
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="outline" size="sm" disabled={disabled || !canAdd} onClick={onAdd}>
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      {root ? (
        <p className="text-sm text-destructive" role="alert">
          {root}
        </p>
      ) : null}
    </fieldset>
  )
}
