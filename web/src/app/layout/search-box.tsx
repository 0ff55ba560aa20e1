import { Search } from 'lucide-react'
import { type KeyboardEvent, lazy, Suspense, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import type { MenuEntry } from '#contract/navigation/menu.ts'
import type { SearchHit as DataHit } from '#contract/search/search.ts'

/** One option of the list: a page of the menu or a row of the data (POST /search), the same shape. */
export type SearchHit = DataHit

/**
 * The list, its page search and its data call load on the box's first focus rather than with every page
 * (issue 12's budget for /): the shell keeps only the input and its keys.
 */
const SearchResults = lazy(() => import('./search-results.tsx').then((m) => ({ default: m.SearchResults })))
/** The id of an option: the box names the active one by it (aria-activedescendant). */
export const optionId = (listId: string, i: number) => `${listId}-${i}`

/**
 * The header search (docs/PRODUCT.md §1, issue 14 §7): pages by title, then the data of the user's scope and
 * features, grouped by kind. A combobox over one list of options: arrow keys move through every group in
 * order, Enter opens one (the first when none is chosen), Escape closes the list (and clears it when pressed
 * again). Typing is never blocked: pages answer at once, the data after a pause in typing.
 */
export function SearchBox({ menu }: { menu: readonly MenuEntry[] }) {
  const navigate = useNavigate()
  const inputId = useId()
  const listId = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const [active, setActive] = useState(-1)
  const [hits, setHits] = useState<readonly SearchHit[]>([])

  const showList = open && query.trim() !== ''
  const activeHit = hits[active]

  const go = (hit: SearchHit | undefined) => {
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
        aria-controls={used ? listId : undefined}
        aria-activedescendant={showList && activeHit ? optionId(listId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search..."
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(-1)
          setOpen(true)
        }}
        onFocus={() => {
          setOpen(true)
          setUsed(true)
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-9 w-full rounded-md border border-input bg-card pr-3 pl-9 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-search-cancel-button]:hidden"
      />
      {used ? (
        <Suspense fallback={null}>
          <SearchResults
            menu={menu}
            query={query}
            listId={listId}
            active={active}
            shown={showList}
            onHits={setHits}
            onPick={go}
            onHover={setActive}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
