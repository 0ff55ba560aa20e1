import { Check, ChevronsUpDown, X } from 'lucide-react'
import { Popover } from 'radix-ui'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { cn } from './cn.ts'
import { type ComboboxProps, type ComboOption, comboDisplay } from './combo-options.ts'
import { Spinner } from './spinner.tsx'

export { type ComboboxProps, type ComboOption, comboDisplay, filterOptions } from './combo-options.ts'

/**
 * A searchable select (single or multiple): a button with role="combobox" showing the choice, opening a
 * panel with a search box and a listbox driven by the arrow keys, Enter and Escape.
 */
export function Combobox({
  id,
  labelId,
  label,
  multiple = false,
  value,
  onChange,
  options,
  selected,
  moreCount = 0,
  search,
  onSearchChange,
  onOpenChange,
  loading = false,
  error,
  placeholder = 'Pilih…',
  disabled = false,
  invalid = false,
  describedBy,
  clearable = false,
  buttonRef,
  onBlur,
  className,
}: ComboboxProps) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const listId = useId()
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const optionId = (i: number) => `${listId}-opt-${i}`

  const setOpenState = (next: boolean) => {
    setOpen(next)
    onOpenChange?.(next)
    if (next) setActive(0)
    else {
      onSearchChange('')
      onBlur?.()
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts at the top
  useEffect(() => setActive(0), [search])
  // Keep the active option in view by scrolling the list only (scrollIntoView would scroll the form too).
  useEffect(() => {
    const list = listRef.current
    const option = open ? document.getElementById(optionId(active)) : null
    if (!list || !option) return
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight
  })

  const choose = (option: ComboOption) => {
    if (multiple) {
      onChange(
        value.includes(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value],
      )
    } else {
      onChange([option.value])
      setOpenState(false)
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1
    if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, last))
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0))
    else if (e.key === 'Home') setActive(0)
    else if (e.key === 'End') setActive(Math.max(last, 0))
    else if (e.key === 'Enter') {
      const option = options[active]
      if (option) choose(option)
    } else if (e.key === 'Tab') {
      setOpenState(false)
      return
    } else return
    e.preventDefault()
  }

  const first = selected[0]
  const display = comboDisplay({ multiple, value, selected, placeholder })

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Popover.Root open={open} onOpenChange={setOpenState}>
        <div className="flex items-center gap-1">
          <Popover.Trigger asChild>
            <button
              ref={buttonRef}
              id={id}
              type="button"
              role="combobox"
              aria-labelledby={labelId}
              aria-haspopup="listbox"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              disabled={disabled}
              className="flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive"
            >
              <span className={cn('truncate', value.length === 0 && 'text-muted-foreground')}>
                {display}
                {!multiple && first?.hint ? (
                  <span className="ml-2 font-mono text-xs text-muted-foreground">{first.hint}</span>
                ) : null}
              </span>
              <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            </button>
          </Popover.Trigger>
          {clearable && !multiple && value.length > 0 && !disabled ? (
            <button
              type="button"
              aria-label={`Hapus pilihan ${label}`}
              onClick={() => onChange([])}
              className="rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground focus-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        <Popover.Content
          lang="id"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(e) => {
            // Focus the search box without scrolling the form behind it.
            e.preventDefault()
            searchRef.current?.focus({ preventScroll: true })
          }}
          className="z-[70] w-[max(var(--radix-popover-trigger-width),18rem)] max-w-[calc(100vw-1rem)] rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <input
            ref={searchRef}
            type="text"
            role="combobox"
            aria-label={`Cari ${label}`}
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={options[active] ? optionId(active) : undefined}
            placeholder="Ketik untuk mencari…"
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
            onKeyDown={onKeyDown}
            className="mb-1 h-9 w-full rounded-sm border border-input bg-card px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={label}
            aria-multiselectable={multiple || undefined}
            className="relative max-h-64 overflow-y-auto"
          >
            {options.map((o, i) => {
              const isSelected = value.includes(o.value)
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard goes through the search box (aria-activedescendant)
                <div
                  key={o.value}
                  tabIndex={-1}
                  id={optionId(i)}
                  role="option"
                  aria-selected={isSelected}
                  data-active={i === active || undefined}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => choose(o)}
                  className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[active]:bg-muted"
                >
                  <Check
                    aria-hidden="true"
                    className={cn('size-4 shrink-0', isSelected ? 'opacity-100' : 'opacity-0')}
                  />
                  <span className="min-w-0 flex-1 truncate">{o.label}</span>
                  {o.hint ? <span className="font-mono text-xs text-muted-foreground">{o.hint}</span> : null}
                </div>
              )
            })}
          </div>
          {loading ? (
            <p className="flex items-center gap-2 px-2 py-1.5 text-sm text-muted-foreground">
              <Spinner /> Memuat…
            </p>
          ) : error ? (
            <p className="px-2 py-1.5 text-sm text-destructive">{error}</p>
          ) : options.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">Tidak ada pilihan yang cocok.</p>
          ) : null}
        </Popover.Content>
      </Popover.Root>
      {multiple && selected.length > 0 ? (
        <ul aria-label={`${label} terpilih`} className="flex flex-wrap gap-1.5">
          {selected.map((o) => (
            <li
              key={o.value}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-accent py-0.5 pr-1 pl-2.5 text-xs text-accent-foreground"
            >
              <span className="truncate">{o.label}</span>
              {disabled ? null : (
                <button
                  type="button"
                  aria-label={`Hapus ${o.label}`}
                  onClick={() => onChange(value.filter((v) => v !== o.value))}
                  className="rounded-full p-0.5 hover:bg-card focus-ring"
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              )}
            </li>
          ))}
          {moreCount > 0 ? (
            <li className="px-1 py-0.5 text-xs text-muted-foreground">dan {moreCount} lainnya</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
