import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURE_NAMES, type FeatureName } from '#contract/access/features.ts'
import { RESOURCES, resourceByName } from '#contract/areas.ts'
import { OFFERING_SCREENS, optionsAccessOf } from '#contract/options-access.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { makeAccount } from '../test/kits/account.ts'
import { rowsOf } from './query.ts'

/**
 * POST /{resource}/options answers only to users who may use the select (issue 13, defect 4): the
 * resource's own features, or those of a screen offering its rows (contract/options-access.ts).
 * Generated from the declarations: every screen's features open the options it offers, and a user
 * holding every other feature of the catalogue is refused.
 */
let t: TestApp
const tokens = new Map<string, string>()
let seq = 0

/** A user scoped to all data holding exactly these features (one account per feature set). */
async function holderOf(features: readonly FeatureName[]): Promise<string> {
  const key = [...features].sort().join()
  const known = tokens.get(key)
  if (known) return known
  const { token } = await makeAccount(t, { username: `opsi.${++seq}`, features })
  tokens.set(key, token)
  return token
}

const options = (name: string, token: string) =>
  t.post(`/${resourceByName(name)?.apiPath ?? name}/options`, { limit: 5 }, token)

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('/{resource}/options', () => {
  it('is gated by the features derived from the declarations, for every resource the engine registers', () => {
    for (const def of RESOURCES) {
      const route = t.app.apiRoutes.find((r) => r.url === `/${def.apiPath}/options`)
      if (!route) continue // a custom resource (its list is an endpoint) has no options call
      expect(route.access, def.name).toEqual({ kind: 'features', anyOf: optionsAccessOf(def) })
    }
  })

  it('refuses a signed-in user lacking the features: a partner, an outlet-data user', async () => {
    const mitra = await t.login('mitra')
    // Merchants are offered to mitra since issue 14: its top-up summary filters by merchant (within its scope).
    for (const name of ['card-blocked', 'card-blocked-log', 'block-transaction', 'outlet'])
      expect((await options(name, mitra)).statusCode, name).toBe(403)
    const outletData = await holderOf(['OUTLET_DATA'])
    for (const name of ['printer-kitchen', 'device-activity', 'deviceoutlet', 'card-blocked']) {
      const res = await options(name, outletData)
      expect(res.statusCode, name).toBe(403)
      expect(res.json()).toMatchObject({ success: false, result: null })
    }
  })

  it('answers the holder of a form that offers the rows: the outlet form its merchants, the account form the scopes', async () => {
    const outletData = await holderOf(['OUTLET_DATA'])
    for (const name of ['outlet', 'merchant']) {
      const res = await options(name, outletData)
      expect(res.statusCode, name).toBe(200)
      expect(res.json().result.length, name).toBeGreaterThan(0)
    }
    const accounts = await holderOf(['SETTING_DASHBOARD_ACCOUNT'])
    for (const name of ['client', 'region', 'group', 'merchant'])
      expect((await options(name, accounts)).statusCode, name).toBe(200)
    expect((await options('outlet', accounts)).statusCode).toBe(403)
    // A report's filter: the Mycroatm report offers EDC devices, not POS terminals.
    const mycroatm = await holderOf(['VIEW_ONLY_MYCROATM_TRANSACTION'])
    expect((await options('device-mycroatm', mycroatm)).statusCode).toBe(200)
    expect((await options('deviceoutlet', mycroatm)).statusCode).toBe(403)
  })

  it('every screen offering rows opens their options to each of its features', async () => {
    const failures: string[] = []
    for (const screen of OFFERING_SCREENS)
      for (const feature of screen.access) {
        const token = await holderOf([feature])
        for (const ref of screen.refs) {
          const status = (await options(ref, token)).statusCode
          if (status !== 200) failures.push(`${screen.name} (${feature}) → ${ref}: ${status}`)
        }
      }
    expect(failures).toEqual([])
  })

  it('every other feature of the catalogue is refused', async () => {
    const failures: string[] = []
    for (const def of RESOURCES) {
      if (!t.app.apiRoutes.some((r) => r.url === `/${def.apiPath}/options`)) continue
      const granted = new Set<string>(optionsAccessOf(def))
      const token = await holderOf(FEATURE_NAMES.filter((f) => !granted.has(f)))
      const status = (await options(def.name, token)).statusCode
      if (status !== 403) failures.push(`${def.name}: ${status}`)
    }
    expect(failures).toEqual([])
  })

  it("still offers only rows of the caller's data scope", async () => {
    const { token } = await makeAccount(t, {
      username: 'opsi.clt001',
      features: ['OUTLET_DATA'],
      level: 'CLIENT',
      value: 'CLT001',
    })
    const mine = (await t.post('/merchant/options', { limit: 50 }, token)).json().result as { id: number }[]
    expect(mine.length).toBeGreaterThan(0)
    const inScope = rowsOf(
      await t.database.db.execute(
        sql`select m.id from merchant m join client c on c.id = m.client_id where c.code = 'CLT001'`,
      ),
    ).map((r) => Number(r.id))
    for (const m of mine) expect(inScope).toContain(m.id)
  })
})
