import { describe, expect, it } from 'vitest'
import { AREAS } from '#contract/areas.ts'
import { ACCOUNT_LINKS, ROUTES } from '#contract/navigation/menu.ts'
import { isPublicPath } from '#contract/navigation/public-paths.ts'
import { AREA_PAGES } from './all-pages.ts'

const MENU = new Set([...ROUTES, ...ACCOUNT_LINKS].map((r) => r.href))

describe('the web draws every page the areas declare', () => {
  it('each declared page has a component, and nothing else is routed', () => {
    const declared = AREAS.flatMap((a) => [...a.pages])
    expect(Object.keys(AREA_PAGES).sort()).toEqual([...new Set(declared)].sort())
  })

  it('a page outside the menu is a public page (docs/PRODUCT.md §2: its path contains a public part)', () => {
    for (const href of Object.keys(AREA_PAGES))
      if (!MENU.has(href)) expect(isPublicPath(href), href).toBe(true)
  })

  it('no menu page is public', () => {
    for (const href of MENU) expect(isPublicPath(href), href).toBe(false)
  })
})
