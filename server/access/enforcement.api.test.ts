import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can } from '#contract/access/can.ts'
import { FEATURE_NAMES, type FeatureName, roleEntryOf } from '#contract/access/features.ts'
import { passesFeatures, type RouteAccess } from '#contract/access/route-access.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { makeAccount } from '../test/kits/account.ts'
import { routeTable } from '../test/kits/route-table.ts'
import type { RegisteredRoute } from './enforce.ts'

/**
 * The generated permission matrix (issue 13, suite 1): every route the server actually registers
 * (app.apiRoutes, filled by the access hook as routes are added; compared with Fastify's own route
 * table), so a route added tomorrow is covered without anyone writing a test for it. One request per
 * route and case; the body is empty, since access is decided before validation (docs/ARCHITECTURE.md
 * "Access"), so an allowed call may answer 400 but never 401 or 403.
 */

/**
 * Every route that is not gated by features, with its rule: a route declared public, session, issuer or
 * basic is one the product means to open that wide, so a new one (or a feature route turned session)
 * fails here until it is listed, and reviewed as such.
 */
const OPEN_ROUTES: Record<string, RouteAccess['kind']> = {
  // Signing in, its second step and the password link (docs/ARCHITECTURE.md "Sign-in and sessions").
  'POST /login': 'public',
  'POST /login/2fa': 'public',
  'POST /login/2fa/setup': 'public',
  'POST /login/2fa/setup/confirm': 'public',
  'POST /auto-login': 'public',
  'POST /auth/forgot-password': 'public',
  'GET /health': 'public',
  // Readiness and, with METRICS_KEY, the Prometheus metrics (which check their own bearer key): issue 20.
  'GET /ready': 'public',
  'GET /metrics': 'public',
  'POST /auto-login/issue': 'issuer',
  // A transaction's deduction of a deposit, posted by the transaction host (issue 30: never a dashboard button).
  'POST /deposit-movement/post': 'issuer',
  'POST /auth/set-password': 'basic',
  'POST /email/verification/confirm': 'basic',
  // One's own account, session and preferences.
  'POST /logout': 'session',
  'POST /profile': 'session',
  'POST /users/change-password': 'session',
  'POST /auth/2fa/status': 'session',
  'POST /auth/2fa/setup': 'session',
  'POST /auth/2fa/enable': 'session',
  'POST /auth/2fa/recovery-codes/regenerate': 'session',
  'POST /auth/2fa/disable': 'session',
  'POST /preference/get': 'session',
  'POST /preference/set': 'session',
  'POST /saved-view/list': 'session',
  'POST /saved-view/add': 'session',
  'POST /saved-view/update': 'session',
  'POST /saved-view/delete': 'session',
  // Public reference data that forms of several features select from, and the self-registration form before
  // its applicant has an account (issue 19).
  'POST /dashboard/location/province': 'public',
  'POST /dashboard/location/city': 'public',
  'POST /dashboard/location/district': 'public',
  'POST /dashboard/location/village': 'public',
  'POST /bank-code/get-list': 'public',
  // The help centre: the published FAQs for anyone; a complaint from any signed-in user for an outlet in their
  // data scope (server/areas/help/help-tickets.api.test.ts).
  'POST /help/faq/published': 'public',
  'POST /help-ticket/create': 'session',
  'POST /help-ticket/form-options': 'session',
  // Self-registration, partner registration, forgot password and PIN (issue 19): one-time codes rate-limited
  // per target and address, answers that do not tell a stranger whether an account exists
  // (server/areas/public/registration.api.test.ts, recovery.api.test.ts).
  'POST /rtl/merchant/email-validation': 'public',
  'POST /rtl/merchant/referral-code-validation': 'public',
  'POST /rtl/merchant/register-verification-otp': 'public',
  'POST /rtl/merchant/register': 'public',
  'POST /rtl/merchant/email-exist/v2': 'public',
  'POST /rtl/merchant/register/v2': 'public',
  'POST /worker/merchant/registration': 'public',
  'POST /rtl/merchant/forgot-password': 'public',
  'POST /rtl/merchant/forgot-password-otp-validation': 'public',
  'POST /rtl/merchant/forgot-password-confirm': 'public',
  'POST /v1.0/account/forgot-pin': 'public',
  'POST /v1.0/account/forgot-pin-otp-validation': 'public',
  'POST /v1.0/account/forgot-pin-confirm': 'public',
  'POST /auth/users/verify-email-partner': 'public',
  'POST /partner-registration/register': 'public',
  // The dashboards: the home page is every signed-in user's; each call answers only the kinds the caller's
  // features show (403 for another kind asked by name) within their data scope (analytics/dashboard.api.test.ts).
  'POST /dashboard/summary': 'session',
  'POST /dashboard/chart': 'session',
  'POST /dashboard/product-sales': 'session',
  'POST /dashboard/top5/summary': 'session',
  'POST /dashboard/pending-age': 'session',
  'POST /dashboard/fee-waterfall': 'session',
  // The header search: every kind of result is gated by its screen's features inside the handler
  // (server/areas/search/search.api.test.ts).
  'POST /search': 'session',
  // A background job's status (SPEC.md §7): its requester, or a holder of the job kind's feature within whose
  // data scope it is; 404 to anyone else (server/areas/retail/import.api.test.ts).
  'POST /worker/request': 'session',
}

let t: TestApp
let nobody: string
/** A signed-in account per set of features the matrix needs (keyed by setKey). */
const tokens = new Map<string, string>()
const tokenOf = (features: readonly FeatureName[]) => {
  const token = tokens.get(setKey(features))
  if (!token) throw new Error(`no account made for ${setKey(features)}`)
  return token
}

type FeatureRoute = RegisteredRoute & { access: { kind: 'features' } }
const featureRoutes = (): FeatureRoute[] =>
  t.app.apiRoutes.filter((r): r is FeatureRoute => r.access.kind === 'features')
const setKey = (features: readonly FeatureName[]) => [...new Set(features)].sort().join(' ')
const allOf = (route: FeatureRoute): readonly FeatureName[] => route.access.allOf ?? []

/**
 * The segments a route is tried with: every feature but its any-of part (refused); each any-of feature
 * with the whole all-of part (allowed); each any-of feature's first with one all-of feature missing
 * (refused: a reveal of personal data needs the list's feature and VIEW_PERSONAL_DATA).
 */
const allButOf = (route: FeatureRoute) => FEATURE_NAMES.filter((f) => !route.access.anyOf.includes(f))
const heldSets = (route: FeatureRoute) => route.access.anyOf.map((f) => [f, ...allOf(route)])
const lackingSets = (route: FeatureRoute) =>
  allOf(route).map((missing) => [
    route.access.anyOf[0] as FeatureName,
    ...allOf(route).filter((f) => f !== missing),
  ])

beforeAll(async () => {
  t = await createTestApp()
  nobody = (await makeAccount(t, { username: 'tanpa.fitur', features: [] })).token
  const sets = new Map<string, readonly FeatureName[]>()
  for (const route of featureRoutes())
    for (const set of [allButOf(route), ...heldSets(route), ...lackingSets(route)]) sets.set(setKey(set), set)
  // Accounts are made concurrently: each costs two argon2 hashes, which run off the main thread.
  await Promise.all(
    [...sets].map(async ([key, features], i) => {
      tokens.set(key, (await makeAccount(t, { username: `pm.segmen.${i}`, features: [...features] })).token)
    }),
  )
})
afterAll(() => t.close())

const call = (route: Pick<RegisteredRoute, 'method' | 'url'>, token?: string) =>
  t.app.inject({
    method: route.method as 'POST',
    url: route.url,
    ...(route.method === 'GET' ? {} : { payload: {} }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

describe('the permission matrix of every registered API route', () => {
  it('covers a meaningful number of routes', () => {
    expect(featureRoutes().length).toBeGreaterThan(80)
    expect(tokens.size).toBeGreaterThan(10)
  })

  it('every route of the app is an API route with a declared rule (pages of the docs aside)', () => {
    const declared = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`))
    // Not API calls: the OpenAPI document and Swagger UI, and the HEAD Fastify adds beside each GET.
    const notApi = (route: string) =>
      /^(GET|HEAD) \/docs(\/|$)/.test(route) || declared.has(route.replace(/^HEAD /, 'GET '))
    expect(routeTable(t.app).filter((route) => !declared.has(route) && !notApi(route))).toEqual([])
    for (const r of t.app.apiRoutes) {
      expect(['public', 'session', 'features', 'issuer', 'basic'], r.url).toContain(r.access.kind)
      if (r.access.kind !== 'features') continue
      expect(r.access.anyOf.length, r.url).toBeGreaterThan(0)
      for (const f of r.access.anyOf) expect(FEATURE_NAMES, r.url).toContain(f)
    }
  })

  it('every route not gated by features is one the product opens that wide', () => {
    const unlisted = t.app.apiRoutes
      .filter((r) => r.access.kind !== 'features' && OPEN_ROUTES[`${r.method} ${r.url}`] !== r.access.kind)
      .map((r) => `${r.method} ${r.url}: ${r.access.kind}`)
    expect(unlisted).toEqual([])
  })

  it('feature routes: 401 without a token, 403 to every other feature, allowed to each of its own (with its all-of part)', async () => {
    const failures: string[] = []
    for (const route of featureRoutes()) {
      const id = `${route.method} ${route.url}`
      const anonymous = await call(route)
      if (anonymous.statusCode !== 401) failures.push(`${id}: ${anonymous.statusCode} without a token`)
      const others = await call(route, tokenOf(allButOf(route)))
      if (others.statusCode !== 403)
        failures.push(`${id}: ${others.statusCode} to a segment with every feature but its own`)
      for (const features of heldSets(route)) {
        const held = await call(route, tokenOf(features))
        if (held.statusCode === 401 || held.statusCode === 403)
          failures.push(
            `${id}: ${held.statusCode} to a segment holding only ${features.join(' + ')}: ${held.body}`,
          )
      }
      for (const features of lackingSets(route)) {
        const lacking = await call(route, tokenOf(features))
        if (lacking.statusCode !== 403)
          failures.push(
            `${id}: ${lacking.statusCode} to ${features.join(' + ')}, short of its all-of features`,
          )
      }
    }
    expect(failures).toEqual([])
    // Three calls or more per feature route (~250 routes): past the default 30 s on a shared machine.
  }, 180_000)

  it('session routes: 401 without a token, allowed for any signed-in user', async () => {
    const failures: string[] = []
    for (const route of t.app.apiRoutes.filter((r) => r.access.kind === 'session')) {
      // Signing out would end the session the rest of the file uses.
      if (route.url === '/logout') continue
      const id = `${route.method} ${route.url}`
      if ((await call(route)).statusCode !== 401) failures.push(`${id}: no token`)
      const res = await call(route, nobody)
      if (res.statusCode === 401 || res.statusCode === 403)
        failures.push(`${id}: refused to a signed-in user`)
    }
    expect(failures).toEqual([])
  })

  it('the API refuses exactly what the contract says a role may not have', () => {
    // The server checks with the same can() as the menu: a role holding a route's feature passes it.
    for (const route of featureRoutes()) {
      for (const features of heldSets(route))
        expect(passesFeatures(features.map(roleEntryOf), route.access)).toBe(true)
      for (const features of lackingSets(route))
        expect(passesFeatures(features.map(roleEntryOf), route.access)).toBe(false)
      expect(can([], route.access.anyOf)).toBe(false)
    }
  })
})
