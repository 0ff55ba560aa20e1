import { Search } from 'lucide-react'
import { type KeyboardEvent, useId, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import type { MenuEntry } from '#contract/navigation/menu.ts'
import { type PageHit, pagesOf, searchPages } from '../../navigation/page-search.ts'
import { cn } from '../../ui/cn.ts'

/**
 * The header search (docs/PRODUCT.md §1): finds the pages this user may open by title. A combobox: arrow keys
 * move through the results, Enter opens one, Escape closes the list (and clears it when pressed again).
 */
export function SearchBox({ menu }: { menu: readonly MenuEntry[] }) {
  const navigate = useNavigate()
  const inputId = useId()
  const listId = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  const pages = useMemo(() => pagesOf(menu), [menu])
  const hits = useMemo(() => searchPages(pages, query), [pages, query])
  const showList = open && query.trim() !== ''
  const activeHit = hits[active]

  const go = (hit: PageHit | undefined) => {
    if (!hit) return
    navigate(hit.href)
    setQuery('')
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      if (hits.length === 0) return
      setActive((i) => {
        if (e.key === 'ArrowDown') return i + 1 >= hits.length ? 0 : i + 1
        return i <= 0 ? hits.length - 1 : i - 1
      })
    } else if (e.key === 'Enter') {
      e.preventDefault()
      go(activeHit ?? hits[0])
    } else if (e.key === 'Escape') {
      if (showList) setOpen(false)
      else setQuery('')
    }
  }

  return (
    <div className="relative w-full max-w-md">
      <label htmlFor={inputId} className="sr-only">
        Cari halaman
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && activeHit ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search..."
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(-1)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-9 w-full rounded-md border border-input bg-card pr-3 pl-9 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-search-cancel-button]:hidden"
      />
      <div
        className={cn(
          'absolute top-full right-0 left-0 z-40 mt-1 overflow-hidden rounded-md border border-border bg-card shadow-lg',
          !showList && 'hidden',
        )}
      >
        <div
          id={listId}
          role="listbox"
          aria-label="Hasil pencarian halaman"
          className="max-h-80 overflow-y-auto py-1"
        >
          {hits.map((hit, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
            <div
              key={hit.href}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              // Keep the focus in the input so the click lands before blur closes the list.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(hit)}
              onMouseMove={() => setActive(i)}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm',
                i === active && 'bg-accent text-accent-foreground',
              )}
            >
              <span className="block truncate font-medium">{hit.pageTitle}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {hit.group ?? 'Menu utama'}
              </span>
            </div>
          ))}
        </div>
        {hits.length === 0 ? (
          <p className="px-3 py-2 text-sm text-muted-foreground" role="status">
            Tidak ada halaman yang cocok.
          </p>
        ) : null}
      </div>
    </div>
  )
}
