import { describe, expect, it } from 'vitest'
import { RESOURCES } from '#contract/resources.ts'
import { AREA_PAGES } from '../areas/all-pages.ts'
import { RESOURCE_ROUTES } from './resource-routes.ts'

describe('RESOURCE_ROUTES', () => {
  const drawnByRoutePage = RESOURCES.filter((r) => !(r.route in AREA_PAGES))

  it('names every resource RoutePage draws, and only those', () => {
    expect(Object.keys(RESOURCE_ROUTES).sort()).toEqual(drawnByRoutePage.map((r) => r.route).sort())
  })

  it('loads the declaration of its route', async () => {
    for (const r of drawnByRoutePage) expect(await RESOURCE_ROUTES[r.route]?.()).toBe(r)
  })
})
