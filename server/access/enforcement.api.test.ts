import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can } from '#contract/access/can.ts'
import { FEATURE_NAMES, roleEntryOf } from '#contract/access/features.ts'
import { createSegment, createUser, DEMO_PASSWORD } from '../seed/access.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

/**
 * Generated from the routes the server actually registers: a route added tomorrow is covered without
 * anyone writing a test for it.
 */
let t: TestApp
let nobody: string
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  const seg = await createSegment(t.database.db, { code: 'NO_FEATURES', name: 'Tanpa fitur', features: [] })
  await createUser(t.database.db, {
    username: 'tanpa.fitur',
    email: 'tanpa.fitur@mint.local',
    fullName: 'Tanpa Fitur',
    password: DEMO_PASSWORD,
    roleSegmentId: seg,
    userTypeLevel: 'ALL',
  })
  nobody = await t.login('tanpa.fitur')
  admin = await t.login('superadmin')
})
afterAll(() => t.close())

const call = (method: string, url: string, token?: string) =>
  t.app.inject({
    method: method as 'POST',
    url,
    ...(method === 'GET' ? {} : { payload: {} }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

describe('every registered API route enforces its declared access', () => {
  it('covers a meaningful number of routes', () => {
    expect(t.app.apiRoutes.filter((r) => r.access.kind === 'features').length).toBeGreaterThan(80)
  })

  it('feature routes: 401 without a token, 403 for a user without the feature, never 403 for a holder', async () => {
    const failures: string[] = []
    for (const route of t.app.apiRoutes.filter((r) => r.access.kind === 'features')) {
      const id = `${route.method} ${route.url}`
      if ((await call(route.method, route.url)).statusCode !== 401) failures.push(`${id}: no token`)
      if ((await call(route.method, route.url, nobody)).statusCode !== 403) failures.push(`${id}: no feature`)
      const held = await call(route.method, route.url, admin)
      if (held.statusCode === 401 || held.statusCode === 403) failures.push(`${id}: refused to superadmin`)
    }
    expect(failures).toEqual([])
  })

  it('session routes: 401 without a token, allowed for any signed-in user', async () => {
    const failures: string[] = []
    for (const route of t.app.apiRoutes.filter((r) => r.access.kind === 'session')) {
      if (route.url === '/logout') continue
      const id = `${route.method} ${route.url}`
      if ((await call(route.method, route.url)).statusCode !== 401) failures.push(`${id}: no token`)
      const res = await call(route.method, route.url, nobody)
      if (res.statusCode === 401 || res.statusCode === 403)
        failures.push(`${id}: refused to a signed-in user`)
    }
    expect(failures).toEqual([])
  })

  it('the API refuses exactly what the contract says a role may not have', () => {
    // The server checks with the same can() as the menu: a role holding a route's feature passes it.
    for (const route of t.app.apiRoutes) {
      if (route.access.kind !== 'features') continue
      for (const f of route.access.anyOf) expect(can([roleEntryOf(f)], route.access.anyOf)).toBe(true)
      expect(can([], route.access.anyOf)).toBe(false)
      for (const f of route.access.anyOf) expect(FEATURE_NAMES).toContain(f)
    }
  })
})
