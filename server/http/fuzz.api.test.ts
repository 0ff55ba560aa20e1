import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { FEATURE_NAMES } from '#contract/access/features.ts'
import { PASSWORD_CALL_BASIC } from '#contract/auth/password-encoding.ts'
import type { RegisteredRoute } from '../access/enforce.ts'
import { createTestApp } from '../test/harness.ts'
import { makeAccount } from '../test/kits/account.ts'
import { type FuzzBody, fuzzBodies } from '../test/kits/fuzz-bodies.ts'

/**
 * The generated fuzz (issue 13, suite 3): every route of the registry that takes a body gets malformed
 * bodies (server/test/kits/fuzz-bodies.ts) from its own caller (a signed-in account holding every
 * feature, nobody for a public route, the issuer key, the Basic header), and must answer below 500 with
 * the envelope, never a stack trace, a file path or SQL (docs/ARCHITECTURE.md "Calls": nothing a client
 * can send may produce a 500 or a stack trace). Seeded and bounded in `npm test`; `npm run fuzz -- --runs N
 * [--seed S]` runs the same file longer (scripts/fuzz.ts).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12)
const SEED = Number(process.env.FUZZ_SEED ?? 13)

// The app is built while the file is collected: its routes are the test cases, one per route.
const t = await createTestApp({
  // The fuzz signs in with random bodies from one address: no (address, username) pair may have to wait.
  LOGIN_THROTTLE_FREE_FAILURES: '1000000',
  // FUZZ_LOG=error shows the server's own account of a failure (silent otherwise, as in every test).
  LOG_LEVEL: process.env.FUZZ_LOG ?? '',
})
afterAll(() => t.close())

// Its own account (not the demo superadmin, whose segment and rows the writes might reach), scoped to
// everything so that writes get past the scope checks to the statements.
const USERNAME = 'fuzz.admin'
await makeAccount(t, { username: USERNAME, features: FEATURE_NAMES, login: false })
let token = await t.login(USERNAME)

const LEAKS: [RegExp, string][] = [
  [/(\\n|\n)\s+at /, 'a stack trace'],
  [/\/work\/|node_modules|\.ts:\d/, 'a file path'],
  [/select |insert into|syntax error|violates/i, 'SQL'],
]

function headersFor(route: RegisteredRoute): Record<string, string> {
  switch (route.access.kind) {
    case 'public':
      return {}
    case 'issuer':
      return { 'x-issuer-key': t.config.autoLoginIssuerKey }
    case 'basic':
      return { authorization: PASSWORD_CALL_BASIC }
    default:
      return { authorization: `Bearer ${token}` }
  }
}

/** What is wrong with the answer to one body, or null. */
async function problemOf(route: RegisteredRoute, body: FuzzBody): Promise<string | null> {
  const res = await t.app.inject({
    method: 'POST',
    url: route.url,
    payload: body.json,
    headers: { 'content-type': 'application/json', ...headersFor(route) },
  })
  // A call that ends the session (/logout, a password change) must not end the fuzz of the next routes.
  if (res.statusCode === 401 && (route.access.kind === 'session' || route.access.kind === 'features'))
    token = await t.login(USERNAME)
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 500)}`
  for (const [pattern, what] of LEAKS)
    if (pattern.test(res.body)) return `${res.statusCode} shows ${what}: ${res.body.slice(0, 500)}`
  if (res.statusCode >= 400) {
    const answer = res.json()
    if (answer.success !== false || typeof answer.message !== 'string' || answer.message === '')
      return `${res.statusCode} without the envelope's message: ${res.body.slice(0, 500)}`
  }
  return null
}

/** Each route's own seed: a route's bodies do not change when another route is added. */
const seedOf = (url: string) =>
  [...url].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), SEED) >>> 0

const routes = t.app.apiRoutes.filter(
  (r): r is RegisteredRoute & { body: NonNullable<RegisteredRoute['body']> } => Boolean(r.body),
)

describe(`malformed bodies to every route (${RUNS} per route, seed ${SEED})`, () => {
  it('covers every route that takes a body', () => {
    expect(routes.length).toBeGreaterThan(150)
  })

  for (const route of routes) {
    it(
      `${route.method} ${route.url}`,
      async () => {
        const property = fc.asyncProperty(fuzzBodies(route.body), async (body) => {
          const problem = await problemOf(route, body)
          if (problem) throw new Error(problem)
        })
        const details = await fc.check(property, { seed: seedOf(route.url), numRuns: RUNS })
        if (details.failed)
          throw new Error(
            `${String(details.errorInstance)}\n${fc.defaultReportMessage(details)}\nReproduce: npm run fuzz -- --runs ${RUNS} --seed ${SEED} -t '${route.url}$'`,
          )
      },
      // 5 s a body: a fuzzed body that is valid makes an export stream every row of its list (the device
      // activity export, ~64k rows of the test data, took 23 s for its 12 bodies on an idle machine).
      Math.max(30_000, RUNS * 5_000),
    )
  }
})
