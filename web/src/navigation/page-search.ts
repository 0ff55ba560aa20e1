import type { MenuEntry } from '#contract/navigation/menu.ts'

/** One page the header search can open. */
export interface PageHit {
  href: string
  title: string
  pageTitle: string
  /** The sidebar group the page sits in; undefined for top-level links. */
  group: string | undefined
}

/** Lower case, accents removed, runs of spaces collapsed: "Térget  Merchant" → "terget merchant". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** Every page of a (user's visible) menu, flat, in sidebar order. */
export function pagesOf(menu: readonly MenuEntry[]): PageHit[] {
  return menu.flatMap((entry): PageHit[] =>
    entry.kind === 'link'
      ? [{ href: entry.href, title: entry.title, pageTitle: entry.pageTitle, group: undefined }]
      : entry.items.map((i) => ({
          href: i.href,
          title: i.title,
          pageTitle: i.pageTitle,
          group: entry.title,
        })),
  )
}

/** 0 best: a title equals the query, 1 starts with it, 2 a word starts with it, 3 anything else. */
function rank(page: PageHit, q: string): number {
  const titles = [normalize(page.title), normalize(page.pageTitle)]
  if (titles.some((t) => t === q)) return 0
  if (titles.some((t) => t.startsWith(q))) return 1
  if (titles.some((t) => t.split(' ').some((w) => w.startsWith(q)))) return 2
  return 3
}

/**
 * The pages matching a query: every word of the query must occur in the page's title, page title or
 * group name. Best matches first, then sidebar order. An empty query matches nothing.
 */
export function searchPages(pages: readonly PageHit[], query: string, limit = 8): PageHit[] {
  const q = normalize(query)
  if (!q) return []
  const words = q.split(' ')
  return pages
    .map((page, order) => ({
      page,
      order,
      haystack: normalize(`${page.title} ${page.pageTitle} ${page.group ?? ''}`),
    }))
    .filter(({ haystack }) => words.every((w) => haystack.includes(w)))
    .map((m) => ({ ...m, rank: rank(m.page, q) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((m) => m.page)
}
