import type { Ref } from 'react'

export interface ComboOption {
  value: string
  label: string
  /** A code shown beside the label (MID, kode). */
  hint?: string
}

export interface ComboboxProps {
  id: string
  /** Id of the visible label (the trigger is named by it). */
  labelId: string
  /** The label as text, for the search box and the chips' remove buttons. */
  label: string
  multiple?: boolean
  value: readonly string[]
  onChange: (value: string[]) => void
  /** The options matching the current search. */
  options: readonly ComboOption[]
  /** Labels of the selected values (they may not be among `options`). */
  selected: readonly ComboOption[]
  /** Multiple: selected values not shown as chips ("dan 120 lainnya"). */
  moreCount?: number
  search: string
  onSearchChange: (search: string) => void
  onOpenChange?: (open: boolean) => void
  loading?: boolean
  error?: string | undefined
  placeholder?: string
  disabled?: boolean
  invalid?: boolean
  describedBy?: string | undefined
  /** Single select: offer a button that empties it. */
  clearable?: boolean
  buttonRef?: Ref<HTMLButtonElement>
  onBlur?: () => void
  className?: string
}

/** Case-insensitive match on label and hint; the list is capped so a long list stays quick. */
export function filterOptions(options: readonly ComboOption[], search: string, limit = 100): ComboOption[] {
  const q = search.trim().toLowerCase()
  const hits = q
    ? options.filter((o) => o.label.toLowerCase().includes(q) || o.hint?.toLowerCase().includes(q))
    : options
  return hits.slice(0, limit)
}

/** What the closed combobox shows: the choice, "3 dipilih", or the placeholder. */
export function comboDisplay({
  multiple = false,
  value,
  selected,
  placeholder = 'Pilih…',
}: Pick<ComboboxProps, 'multiple' | 'value' | 'selected' | 'placeholder'>): string | undefined {
  const first = selected[0]
  return multiple
    ? value.length > 0
      ? `${value.length} dipilih`
      : placeholder
    : (first?.label ?? (value.length > 0 ? value[0] : placeholder))
}
