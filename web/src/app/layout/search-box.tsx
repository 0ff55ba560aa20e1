import { Search } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import type { MenuEntry } from '#contract/navigation/menu.ts'
import { SEARCH_KIND_LABEL } from '#contract/search/search.ts'
import { pagesOf, searchPages } from '../../navigation/page-search.ts'
import { cn } from '../../ui/cn.ts'
import { useDataSearch } from './use-data-search.ts'

/** One result of either source: a page of the menu or a row of the data (POST /search). */
interface Hit {
  key: string
  title: string
  detail: string
  href: string
}
interface Section {
  key: string
  label: string
  hits: Hit[]
}

/**
 * The header search (docs/PRODUCT.md §1, issue 14 §7): the pages this user may open by title, then the data
 * of their scope and features (merchants, outlets, devices, accounts, transactions), grouped by kind. A
 * combobox over one list of options: arrow keys move through every group in order, Enter opens one, Escape
 * closes the list (and clears it when pressed again). Pages answer at once; the data follows a pause in
 * typing, with a loading row meanwhile.
 */
export function SearchBox({ menu }: { menu: readonly MenuEntry[] }) {
  const navigate = useNavigate()
  const inputId = useId()
  const listId = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  const pages = useMemo(() => pagesOf(menu), [menu])
  const data = useDataSearch(query)
  const sections = useMemo(() => {
    const pageHits = searchPages(pages, query).map((p) => ({
      key: `page:${p.href}`,
      title: p.pageTitle,
      detail: p.group ?? 'Menu utama',
      href: p.href,
    }))
    const all: Section[] = [
      { key: 'page', label: 'Halaman', hits: pageHits },
      ...data.groups.map((g) => ({ key: g.kind, label: SEARCH_KIND_LABEL[g.kind], hits: g.items })),
    ]
    return all.filter((s) => s.hits.length > 0)
  }, [pages, query, data.groups])
  const hits = useMemo(() => sections.flatMap((s) => s.hits), [sections])
  const showList = open && query.trim() !== ''
  const activeHit = hits[active]
  const optionId = (i: number) => `${listId}-${i}`

  // Keep the option the arrow keys reached in sight in the scrolling list.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  const go = (hit: Hit | undefined) => {
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

  let index = -1
  return (
    <div className="relative w-full max-w-md">
      <label htmlFor={inputId} className="sr-only">
        Cari halaman dan data
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
        aria-activedescendant={showList && activeHit ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
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
          aria-label="Hasil pencarian"
          className="max-h-96 overflow-y-auto py-1"
        >
          {sections.map((section) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of a listbox's options (ARIA 1.2) has no HTML element; a fieldset groups form controls
            <div key={section.key} role="group" aria-labelledby={`${listId}-${section.key}`}>
              <div
                id={`${listId}-${section.key}`}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground"
              >
                {section.label}
              </div>
              {section.hits.map((hit) => {
                index += 1
                const i = index
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
                  <div
                    key={hit.key}
                    id={optionId(i)}
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
                    <span className="block truncate font-medium">{hit.title}</span>
                    <span className="block truncate text-xs text-muted-foreground">{hit.detail}</span>
                  </div>
                )
              })}
            </div>
          ))}
        </div>
        <p className="px-3 py-2 text-sm text-muted-foreground empty:p-0" role="status">
          {data.status === 'loading'
            ? 'Mencari data…'
            : data.status === 'error'
              ? data.message
              : hits.length === 0
                ? 'Tidak ada hasil.'
                : ''}
        </p>
      </div>
    </div>
  )
}
