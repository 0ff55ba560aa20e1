import { describe, expect, it } from 'vitest'
import { FEATURE_NAMES, roleEntryOf } from '#contract/access/features.ts'
import { visibleMenu } from '#contract/navigation/menu.ts'
import { normalize, pagesOf, searchPages } from './page-search.ts'

const allPages = pagesOf(visibleMenu(FEATURE_NAMES.map(roleEntryOf)))
const opsPages = pagesOf(
  visibleMenu(
    (['SUMMARY_RETAIL', 'MERCHANT_DATA', 'OUTLET_DATA', 'VIEW_ONLY_RETAIL_TRANSACTION'] as const).map(
      roleEntryOf,
    ),
  ),
)
const hrefs = (pages: { href: string }[]) => pages.map((p) => p.href)

describe('normalize', () => {
  it('lower-cases, strips accents and collapses spaces', () => {
    expect(normalize('  Térget   MERCHANT ')).toBe('terget merchant')
  })
})

describe('pagesOf', () => {
  it('lists every page of the menu once, with its group', () => {
    expect(allPages[0]).toEqual({ href: '/', title: 'Dashboard', pageTitle: 'Beranda', group: undefined })
    expect(new Set(hrefs(allPages)).size).toBe(allPages.length)
    expect(allPages.find((p) => p.href === '/retail')?.group).toBe('Ringkasan')
  })
})

describe('searchPages', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(searchPages(allPages, '')).toEqual([])
    expect(searchPages(allPages, '   ')).toEqual([])
  })

  it('matches sidebar titles and page titles, case-insensitively', () => {
    expect(hrefs(searchPages(allPages, 'daftar target merchant'))).toEqual([
      '/dashboard/analytics/merchant-target',
    ])
    expect(hrefs(searchPages(allPages, 'KASIR'))).toEqual(['/pos/kasir'])
  })

  it('requires every word, in any order, possibly from the group name', () => {
    expect(hrefs(searchPages(allPages, 'retail transaksi'))).toContain('/dashboard/transaction/retail-all')
    expect(hrefs(searchPages(allPages, 'korporat outlet'))).toEqual([
      '/dashboard/corporate/outlet',
      '/dashboard/corporate/useroutlet',
      '/dashboard/corporate/deviceoutlet',
    ])
  })

  it('puts an exact title first, then titles starting with the query', () => {
    const hits = hrefs(searchPages(allPages, 'merchant'))
    expect(hits[0]).toBe('/dashboard/corporate/merchant')
    expect(hits.indexOf('/dashboard/corporate/merchant-group')).toBeLessThan(
      hits.indexOf('/dashboard/analytics/merchant-target'),
    )
  })

  it('only searches the pages it is given (what this user may open)', () => {
    expect(searchPages(opsPages, 'pengguna dashboard')).toEqual([])
    expect(hrefs(searchPages(allPages, 'pengguna dashboard'))).toEqual(['/dashboard/user'])
    expect(hrefs(searchPages(opsPages, 'merchant'))).toEqual(['/dashboard/corporate/merchant'])
  })

  it('caps the number of results', () => {
    expect(searchPages(allPages, 'a', 5)).toHaveLength(5)
  })
})
