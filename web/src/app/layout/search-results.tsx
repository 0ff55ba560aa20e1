import { useEffect, useMemo } from 'react'
import type { MenuEntry } from '#contract/navigation/menu.ts'
import { pagesOf, searchPages } from '../../navigation/page-search.ts'
import { cn } from '../../ui/cn.ts'
import { optionId, type SearchHit } from './search-box.tsx'
import { useDataSearch } from './use-data-search.ts'

interface Section {
  key: string
  label: string
  hits: readonly SearchHit[]
}

export interface SearchResultsProps {
  menu: readonly MenuEntry[]
  query: string
  listId: string
  /** The option the arrow keys reached (an index into every group's options in order), or -1. */
  active: number
  shown: boolean
  /** Every option, in order, whenever they change: the box's keys move through them. */
  onHits: (hits: readonly SearchHit[]) => void
  onPick: (hit: SearchHit) => void
  onHover: (index: number) => void
}

/**
 * The header search's list (issue 14 §7): the pages this user may open by title, then the data of their scope
 * and features (merchants, outlets, devices, accounts, transactions) grouped by kind, with a loading row while
 * the data is asked for and "Tidak ada hasil." when nothing matches. Loaded on the box's first focus, not
 * with the shell (issue 12's budget for /).
 */
export function SearchResults(p: SearchResultsProps) {
  const { menu, query, listId, active, shown, onHits } = p
  const pages = useMemo(() => pagesOf(menu), [menu])
  const data = useDataSearch(query)
  const sections = useMemo(() => {
    const pageHits = searchPages(pages, query).map((page) => ({
      key: `page:${page.href}`,
      title: page.pageTitle,
      detail: page.group ?? 'Menu utama',
      href: page.href,
    }))
    const all: Section[] = [
      { key: 'page', label: 'Halaman', hits: pageHits },
      ...data.groups.map((g) => ({ key: g.kind, label: g.label, hits: g.items })),
    ]
    return all.filter((s) => s.hits.length > 0)
  }, [pages, query, data.groups])
  const hits = useMemo(() => sections.flatMap((s) => s.hits), [sections])
  useEffect(() => onHits(hits), [hits, onHits])

  // Keep the option the arrow keys reached in sight in the scrolling list.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(listId, active))?.scrollIntoView?.({ block: 'nearest' })
  }, [active, listId])

  let index = -1
  return (
    <div
      className={cn(
        'absolute top-full right-0 left-0 z-40 mt-1 overflow-hidden rounded-md border border-border bg-card shadow-lg',
        !shown && 'hidden',
      )}
    >
      <div id={listId} role="listbox" aria-label="Hasil pencarian" className="max-h-96 overflow-y-auto py-1">
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
                  id={optionId(listId, i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  // Keep the focus in the input so the click lands before blur closes the list.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => p.onPick(hit)}
                  onMouseMove={() => p.onHover(i)}
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
  )
}
