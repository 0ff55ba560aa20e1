import { describe, expect, it } from 'vitest'
import { FEATURES } from '../access/features.ts'
import { RESOURCES } from '../areas.ts'
import { REPORTS } from '../transactions/reports.ts'
import { MENU, type MenuLink } from './menu.ts'

const links = MENU.flatMap((e) => (e.kind === 'group' ? e.items : [e])) as MenuLink[]

describe('one name for each page', () => {
  // docs/PRODUCT.md §2: the sidebar, the page title, the feature settings and the breadcrumbs say the same.
  it('a feature that opens one page has the page’s name (sidebar or title)', () => {
    const problems: string[] = []
    for (const l of links) {
      if (l.features.length !== 1) continue
      const f = l.features[0] as keyof typeof FEATURES
      if (links.filter((o) => o.features.includes(f)).length !== 1) continue
      const label = FEATURES[f].label
      // A data feature is "Data <page>" (Data Merchant opens Merchant).
      if (label !== l.title && label !== l.pageTitle && label !== `Data ${l.title}`)
        problems.push(`${l.href}: menu "${l.title}" / "${l.pageTitle}", feature ${f} "${label}"`)
    }
    expect(problems).toEqual([])
  })

  it('a list’s title is its menu page title', () => {
    const problems: string[] = []
    const lists = [...RESOURCES, ...REPORTS]
    // A page of several lists (tabs) names each list; its heading is the page's.
    const single = lists.filter((d) => lists.filter((o) => o.route === d.route).length === 1)
    for (const d of single) {
      const l = links.find((x) => x.href === d.route)
      if (l && l.pageTitle !== d.title) problems.push(`${d.route}: menu "${l.pageTitle}", list "${d.title}"`)
    }
    expect(problems).toEqual([])
  })
})
