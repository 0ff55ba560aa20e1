import { createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { merchant } from '#contract/corporate/merchant.ts'
import { parseListState } from './list-state.ts'
import { listWriter } from './list-writer.ts'
import { createUrlWriter } from './url-writer.ts'

/** A router with no page to render (the engine's writer only needs its address and navigate). */
function memoryRouter(start: string) {
  const router = createMemoryRouter([{ path: '/dashboard/corporate/merchant' }], { initialEntries: [start] })
  const go = (search: string, opts: { replace: boolean }) =>
    void router.navigate({ search: search ? `?${search}` : '' }, opts)
  const query = () => router.state.location.search
  return { router, go, query, state: () => parseListState(merchant, new URLSearchParams(query())) }
}

describe('the URL writer', () => {
  it('keeps both of two filter changes made in one tick', () => {
    const at = memoryRouter('/dashboard/corporate/merchant?q=warung&page=3')
    const list = listWriter(merchant, createUrlWriter(at.query, at.go))
    list.setFilter('status', 'ACTIVE')
    list.setFilter('groupId', 12)
    expect(at.state().filters).toEqual({ status: 'ACTIVE', groupId: 12 })
    expect(at.state()).toMatchObject({ search: 'warung', page: 1 })
    expect(at.router.state.location.pathname).toBe('/dashboard/corporate/merchant')
  })

  it('keeps a change and an open detail written in the same tick', () => {
    const at = memoryRouter('/dashboard/corporate/merchant')
    const list = listWriter(merchant, createUrlWriter(at.query, at.go))
    list.change({ sort: 'mid' })
    list.setParam('id', '7')
    expect(new URLSearchParams(at.query()).toString()).toBe('sort=mid&id=7')
  })

  it('loses the first change when each write starts from the parameters of the last render', () => {
    // What useListState did through React Router's functional setSearchParams: every call of one render
    // was handed that render's parameters, so the second filter was written over a URL without the first.
    const at = memoryRouter('/dashboard/corporate/merchant')
    const rendered = at.query()
    const list = listWriter(
      merchant,
      createUrlWriter(() => rendered, at.go),
    )
    list.setFilter('status', 'ACTIVE')
    list.setFilter('groupId', 12)
    expect(at.state().filters).toEqual({ groupId: 12 })
  })

  it('pushes a history entry, or replaces it when asked (typing a search)', () => {
    const at = memoryRouter('/dashboard/corporate/merchant')
    const list = listWriter(merchant, createUrlWriter(at.query, at.go))
    list.change({ page: 2 })
    expect(at.router.state.historyAction).toBe('PUSH')
    list.change({ search: 'sari' }, { replace: true })
    expect(at.router.state.historyAction).toBe('REPLACE')
    expect(at.query()).toBe('?q=sari')
  })
})
