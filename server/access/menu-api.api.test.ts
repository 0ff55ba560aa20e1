import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURE_NAMES, type FeatureName, roleEntryOf } from '#contract/access/features.ts'
import { roleMasterUpdate, roleSegmentList } from '#contract/account/roles.ts'
import { userList } from '#contract/account/users.ts'
import { RESOURCES } from '#contract/areas.ts'
import { mailOutboxList } from '#contract/developer/mail-outbox.ts'
import { deviceActivitySummary, deviceActivitySummaryList } from '#contract/device-activity/activity.ts'
import { ROUTES, visibleRoutes } from '#contract/navigation/menu.ts'
import { createSegment, createUser, DEMO_PASSWORD, DEMO_SEGMENTS } from '../seed/access.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

/**
 * The sidebar shows a page exactly when the API lets the user do the page's work: for every built page
 * and several feature sets, "in the menu" equals "the page's call is not refused with 403". The access
 * check runs before the body is validated, so an empty body answers 403 or something else (200, 400).
 */
const PAGE_CALLS: Record<string, string> = {
  ...Object.fromEntries(RESOURCES.map((r) => [r.route, `/${r.apiPath}/list`])),
  // A custom resource: its list is its own call, not the engine's /list.
  [deviceActivitySummary.route]: deviceActivitySummaryList.path,
  '/dashboard/user': userList.path,
  '/dashboard/feature-segmentation': roleSegmentList.path,
  // Segment administrators may read the catalogue too; changing it is the Master Fitur page's work.
  '/dashboard/feature': roleMasterUpdate.path,
  '/dashboard/utils/mail-outbox': mailOutboxList.path,
}

/** Feature sets beside the demo accounts: single areas, and a few fixed mixtures. */
const SETS: Record<string, readonly FeatureName[]> = {
  corporate: ['MERCHANT_DATA', 'OUTLET_DATA'],
  segments: ['ALL_SEGMENT_DASHBOARD'],
  accounts: ['SETTING_DASHBOARD_ACCOUNT'],
  developer: ['ALL_DEVELOPER_MENU'],
  none: [],
  everyThird: FEATURE_NAMES.filter((_, i) => i % 3 === 0),
  everyOtherFromOne: FEATURE_NAMES.filter((_, i) => i % 2 === 1),
}

let t: TestApp
const tokens: Record<string, { token: string; features: readonly FeatureName[] }> = {}
beforeAll(async () => {
  t = await createTestApp()
  for (const [name, features] of Object.entries(SETS)) {
    const seg = await createSegment(t.database.db, { code: `MENU_${name.toUpperCase()}`, name, features })
    const username = `menu.${name.toLowerCase()}`
    await createUser(t.database.db, {
      username,
      email: `${username}@contoh.id`,
      fullName: name,
      password: DEMO_PASSWORD,
      roleSegmentId: seg,
      userTypeLevel: 'ALL',
    })
    tokens[name] = { token: await t.login(username), features }
  }
  tokens.superadmin = { token: await t.login('superadmin'), features: FEATURE_NAMES }
  tokens.opsretail = {
    token: await t.login('opsretail'),
    features: ['SUMMARY_RETAIL', 'MERCHANT_DATA', 'OUTLET_DATA', 'VIEW_ONLY_RETAIL_TRANSACTION'],
  }
  tokens.mitra = {
    token: await t.login('mitra'),
    // The demo's role, whatever it grows to hold.
    features: DEMO_SEGMENTS.MITRA.features,
  }
})
afterAll(() => t.close())

describe('the menu and the API agree', () => {
  it('maps only pages of the menu', () => {
    const hrefs = new Set(ROUTES.map((r) => r.href))
    for (const page of Object.keys(PAGE_CALLS)) expect(hrefs).toContain(page)
    expect(Object.keys(PAGE_CALLS).length).toBeGreaterThan(15)
  })

  it('shows a built page exactly when its call is not refused', async () => {
    const mismatches: string[] = []
    for (const [account, { token, features }] of Object.entries(tokens)) {
      const menu = new Set(visibleRoutes(features.map(roleEntryOf)))
      for (const [page, path] of Object.entries(PAGE_CALLS)) {
        const res = await t.post(path, {}, token)
        expect(res.statusCode, `${account} ${path}`).not.toBe(401)
        const allowed = res.statusCode !== 403
        if (allowed !== menu.has(page))
          mismatches.push(`${account}: ${page} in menu=${menu.has(page)}, ${path} → ${res.statusCode}`)
      }
    }
    expect(mismatches).toEqual([])
  })
})
