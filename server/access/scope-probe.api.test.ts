import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { FEATURE_NAMES } from '#contract/access/features.ts'
import { ENDPOINTS, RESOURCES, resourceByName } from '#contract/areas.ts'
import { addDays, wibDay } from '#contract/engine/dates.ts'
import { MAX_PAGE_SIZE, type ResourceDef } from '#contract/engine/resource.ts'
import { personalKeys } from '#contract/engine/reveal.ts'
import { REPORTS, type ReportDef, type SearchTarget } from '#contract/transactions/reports.ts'
import { readByEveryScope } from '../areas/corporate/scope.ts'
import { CLIENTS } from '../seed/reference.ts'
import { createTestApp } from '../test/harness.ts'
import { makeAccount } from '../test/kits/account.ts'
import {
  type Answer,
  addBodyOf,
  call,
  csvRowCount,
  type Id,
  idKeyOf,
  idKindOf,
  invalidBody,
  type Row,
  resultOf,
  type ScopeSplit,
  sampleBody,
  shapeOf,
  splitByScope,
  spread,
  validUpdateBodyOf,
} from '../test/kits/scope-probe.ts'
import type { RegisteredRoute } from './enforce.ts'

/**
 * The generated scope probe (issue 13, suite 2; docs/PRODUCT.md §6 "Data scope"): for every resource and
 * every report of the contract, a user bound to one client and holding every feature (so only the data
 * scope can refuse) sends the ids, codes and filter values of rows outside that scope to every call of
 * the list (detail, reveal, options, list, export, totals, update, delete, its row actions and the other
 * calls under its path that name rows by id): nothing leaks, nothing changes. Which rows lie outside is
 * found through the engine itself: what an all-data admin lists and the scoped user does not. A resource
 * added tomorrow is probed without a new test, and one whose data scope is missing fails here: only a
 * resource whose server half declares `readByEveryScope` (rows no client owns) may show the scoped user
 * every row, and then only users scoped to everything may change them.
 */

const t = await createTestApp()
afterAll(() => t.close())

const CLIENT = CLIENTS[0].code
const [admin, scoped] = await Promise.all([
  makeAccount(t, { username: 'probe.semua', features: FEATURE_NAMES }),
  makeAccount(t, { username: 'probe.klien', features: FEATURE_NAMES, level: 'CLIENT', value: CLIENT }),
]).then((accounts) => accounts.map((a) => a.token) as [string, string])
const tokens = { admin, scoped }

/** Rows probed per list (spread over the rows outside the scope), values probed per filter. */
const ROWS_PER_LIST = 3
const VALUES_PER_FILTER = 2

// ── The routes of each resource, from the registry ─────────────────────────────────────────────────────

/**
 * The routes of the registry, each with its body schema: the access hook records classic zod schemas,
 * the contract's endpoint declares the others (zod/mini, the two-factor calls).
 */
const postRoutes = t.app.apiRoutes
  .filter((r) => r.method === 'POST' && r.access.kind === 'features')
  .map((r) => ({
    ...r,
    body: r.body ?? (ENDPOINTS.find((e) => e.path === r.url)?.body as RegisteredRoute['body']),
  }))
const byLongestPath = [...RESOURCES].sort((a, b) => b.apiPath.length - a.apiPath.length)
/** The resource a route belongs to: the one with the longest API path the route lies under. */
const ownerOf = (url: string) => byLongestPath.find((d) => url.startsWith(`/${d.apiPath}/`))
const routesOf = (def: ResourceDef) => postRoutes.filter((r) => ownerOf(r.url) === def)

/** The calls the engine registers for a resource (server/engine/routes.ts); none for a custom one. */
function engineCalls(def: ResourceDef): string[] {
  if (!t.app.serverResources.has(def.name)) return []
  return [
    'list',
    'detail',
    'options',
    'export',
    ...(def.editable !== false ? ['add', 'update', 'delete', 'delete-check'] : []),
    ...(personalKeys(def).length > 0 ? ['reveal'] : []),
    ...(def.actions ?? []).map((a) => a.name),
  ]
}
const routeOf = (def: ResourceDef, call: string) =>
  engineCalls(def).includes(call) ? routesOf(def).find((r) => r.url === `/${def.apiPath}/${call}`) : undefined
/** The area's own calls under a resource's path (sync, unblock, a custom list …). */
const areaCalls = (def: ResourceDef) =>
  routesOf(def).filter((r) => !engineCalls(def).some((c) => r.url === `/${def.apiPath}/${c}`))

/** The WIB days of the lists and reports that need a period: the last 90, which hold the demo history. */
const PERIOD = { from: addDays(wibDay(), -89), to: wibDay() }

type Query = { search?: string; filters?: Record<string, unknown> }
interface ListCall {
  url: string
  /** The body of every request (a custom list may need a date range). */
  base: Record<string, unknown>
}

/**
 * The list of a resource: the engine's /list, or for a resource the engine cannot read with one
 * statement (a `customResource`) the area's call under its path that takes a list request.
 */
function listOf(def: ResourceDef): ListCall | null {
  if (t.app.serverResources.has(def.name)) return { url: `/${def.apiPath}/list`, base: {} }
  const route = areaCalls(def).find((r) => {
    const shape = shapeOf(r.body)
    return shape !== null && 'page' in shape && 'filters' in shape
  })
  if (!route) return null
  return { url: route.url, base: def.dateRange ? { dateFrom: PERIOD.from, dateTo: PERIOD.to } : {} }
}

const splits = new Map<string, Promise<ScopeSplit>>()
function splitOf(def: ResourceDef): Promise<ScopeSplit> {
  let split = splits.get(def.name)
  if (!split) {
    const list = listOf(def)
    if (!list) throw new Error(`${def.name}: no list to find its rows by`)
    split = splitByScope(t, list.url, list.base, tokens)
    splits.set(def.name, split)
  }
  return split
}

// ── What the probe checks ──────────────────────────────────────────────────────────────────────────────

/** How the engine refuses a row outside the scope: 404 (not found for this caller) or 403 (ALL only). */
const refusedByEngine = (a: Answer) => a.status === 403 || a.status === 404
/**
 * How an area's own call may refuse it: any refusal but a schema's (the probe's body must get past the
 * schema to reach the scope check) and but 401 (the session must live on).
 */
/** A resource whose rows no client owns (`readByEveryScope`): every scope may name them. */
const ownedByNoClient = (name: string) => t.app.serverResources.get(name)?.scope === readByEveryScope
const refusedByCall = (a: Answer) => a.status >= 400 && a.status < 500 && a.status !== 401 && !invalidBody(a)

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const shown = (a: Answer) => `${a.status} ${a.body.slice(0, 240)}`

class Probe {
  readonly failures: string[] = []
  constructor(readonly name: string) {}
  fail(message: string) {
    this.failures.push(`${this.name}: ${message}`)
  }
}

/** The admin's detail of a row (null once it is gone). */
async function detailOf(def: ResourceDef, id: Id): Promise<Row | null> {
  const a = await call(t, `/${def.apiPath}/detail`, { id }, admin)
  if (a.status === 404) return null
  if (a.status !== 200) throw new Error(`${def.name} detail ${id} as admin: ${shown(a)}`)
  return a.json?.result as Row
}

const totalOf = async (def: ResourceDef) =>
  (await resultOf<{ total: number }>(t, `/${def.apiPath}/list`, { pageSize: 1 }, admin)).total

/**
 * A call that must not touch these rows: refused (`refused` says how), and every row as the admin reads it
 * afterwards exactly as before.
 */
async function mustNotChange(
  p: Probe,
  def: ResourceDef,
  what: string,
  send: () => Promise<Answer>,
  ids: Id[],
  refused: (a: Answer) => boolean,
) {
  const before = await Promise.all(ids.map((id) => detailOf(def, id)))
  const a = await send()
  if (invalidBody(a)) p.fail(`${what}: the probe's body was refused by the schema: ${shown(a)}`)
  else if (!refused(a)) p.fail(`${what}: answered ${shown(a)}`)
  const after = await Promise.all(ids.map((id) => detailOf(def, id)))
  ids.forEach((id, i) => {
    if (!same(before[i], after[i])) p.fail(`${what}: row ${id} changed`)
  })
}

/**
 * Ids answered that lie outside the scope. (A row made since the split, such as the audit entry of the
 * probe's own export, is neither inside nor outside: only the scoped user's own calls make rows here.)
 */
const leaked = (split: ScopeSplit, ids: readonly Id[]) => ids.filter((id) => split.outside.includes(id))

/**
 * Every id a list answers to the scoped user for this request (at most five pages), and its total; none
 * when the list refuses the request itself (a custom list refuses a period outside the scope).
 */
async function scopedIds(url: string, body: Record<string, unknown>) {
  const ids: Id[] = []
  let total = 0
  for (let page = 1; page <= 5; page++) {
    const a = await call(t, url, { ...body, page, pageSize: MAX_PAGE_SIZE }, scoped)
    if (page === 1 && refusedByCall(a)) return { ids, total, refused: true }
    if (a.status !== 200) throw new Error(`${url} ${JSON.stringify(body)}: ${shown(a)}`)
    const p = a.json?.result as { items: Row[]; total: number }
    total = p.total
    ids.push(...p.items.map((r) => r.id))
    if (p.items.length < MAX_PAGE_SIZE) break
  }
  return { ids, total, refused: false }
}

/**
 * A list request naming values of rows outside the scope (a search for a row's name or code, a filter on
 * a parent outside it): the scoped user's list, export and options hold none of those rows, and the
 * export holds exactly the rows the list counts.
 */
async function hostileQuery(
  p: Probe,
  def: ResourceDef,
  split: ScopeSplit,
  list: ListCall,
  what: string,
  query: Query,
) {
  // The export first: it is audited, and the list read after it counts that entry too (the activity log).
  const csv = routeOf(def, 'export')
    ? await call(t, `/${def.apiPath}/export`, { ...list.base, ...query, format: 'csv' }, scoped)
    : null
  const listed = await scopedIds(list.url, { ...list.base, ...query })
  const bad = leaked(split, listed.ids)
  if (bad.length > 0) p.fail(`list with ${what} answers rows outside the scope: ${bad.join(', ')}`)
  if (csv && csv.status !== 200) p.fail(`export with ${what}: ${shown(csv)}`)
  else if (csv) {
    const rows = csvRowCount(csv.body)
    if (rows !== listed.total) p.fail(`export with ${what} holds ${rows} rows, the list ${listed.total}`)
    // A name or code that no row of the scope carries must not be in the file at all.
    const value = query.search
    const ours = [...split.inside].some((id) => JSON.stringify(split.all.get(id)).includes(value ?? ''))
    if (value && split.complete && !ours && csv.body.includes(value))
      p.fail(`export with ${what} shows "${value}"`)
  }
  if (routeOf(def, 'options')) {
    const options = await resultOf<{ id: Id }[]>(
      t,
      `/${def.apiPath}/options`,
      { ...query, limit: 50 },
      scoped,
    )
    const bad = leaked(
      split,
      options.map((o) => o.id),
    )
    if (bad.length > 0) p.fail(`options with ${what} offer rows outside the scope: ${bad.join(', ')}`)
  }
}

/** One row outside the scope: read, revealed, offered, searched for by its name and code: never. */
async function probeRead(p: Probe, def: ResourceDef, split: ScopeSplit, list: ListCall, id: Id) {
  const row = split.all.get(id) as Row
  if (routeOf(def, 'detail')) {
    const a = await call(t, `/${def.apiPath}/detail`, { id }, scoped)
    if (a.status !== 404) p.fail(`detail of row ${id}: ${shown(a)}`)
  }
  if (routeOf(def, 'reveal'))
    for (const field of personalKeys(def)) {
      const a = await call(t, `/${def.apiPath}/reveal`, { id, field }, scoped)
      if (a.status !== 404) p.fail(`reveal of ${field} of row ${id}: ${shown(a)}`)
    }
  if (routeOf(def, 'options')) {
    const options = await resultOf<{ id: Id }[]>(t, `/${def.apiPath}/options`, { ids: [id] }, scoped)
    if (options.some((o) => o.id === id)) p.fail(`options offer row ${id}`)
  }
  // What names the row: its label and its code (personal fields are never either).
  for (const key of new Set([def.labelField, def.codeField].filter((k): k is string => Boolean(k)))) {
    const value = text(row[key])
    if (value)
      await hostileQuery(p, def, split, list, `search "${value}" (${key} of row ${id})`, {
        search: value.slice(0, 100),
      })
  }
}

/**
 * Rows outside the scope to aim changes at: for a resource with an update call, rows whose values make a
 * body its schema accepts (validUpdateBodyOf), so that the scope is what refuses the update.
 */
async function rowsToChange(p: Probe, def: ResourceDef, split: ScopeSplit, own: Row | undefined) {
  if (!routeOf(def, 'update')) return spread(split.outside, ROWS_PER_LIST)
  const picked: Id[] = []
  let problem = ''
  for (const id of spread(split.outside, 30)) {
    const other = await detailOf(def, id)
    if (!other) continue
    const issue = validUpdateBodyOf(def, other, own).problem
    if (issue === null) picked.push(id)
    else problem ||= `row ${id}: ${issue}`
    if (picked.length >= ROWS_PER_LIST) break
  }
  if (picked.length === 0)
    p.fail(`no row outside the scope gives an update body its schema accepts (${problem})`)
  return picked.length > 0 ? picked : spread(split.outside, ROWS_PER_LIST)
}

/** Everything that changes a row, aimed at a row outside the scope (and with a row inside it beside). */
async function probeWrites(p: Probe, def: ResourceDef, id: Id, own: Row | undefined) {
  const other = await detailOf(def, id)
  if (!other) return p.fail(`the admin cannot read row ${id}`)
  const path = `/${def.apiPath}`
  if (routeOf(def, 'update')) {
    const { body } = validUpdateBodyOf(def, other, own)
    // Without a row of its own to take the parents from, the update names the other row's: refused as such.
    const refused = (a: Answer) =>
      refusedByEngine(a) || (!own && a.status === 400 && /cakupan/.test(a.json?.message ?? ''))
    await mustNotChange(
      p,
      def,
      `update of row ${id}`,
      () => call(t, `${path}/update`, body, scoped),
      [id],
      refused,
    )
  }
  for (const c of ['delete-check', 'delete'].filter((c) => routeOf(def, c))) {
    await mustNotChange(
      p,
      def,
      `${c} of row ${id}`,
      () => call(t, `${path}/${c}`, { ids: [id] }, scoped),
      [id],
      refusedByEngine,
    )
    if (own)
      await mustNotChange(
        p,
        def,
        `${c} of rows ${own.id} (inside) and ${id}`,
        () => call(t, `${path}/${c}`, { ids: [own.id, id] }, scoped),
        [own.id, id],
        refusedByEngine,
      )
  }
  for (const action of def.actions ?? [])
    await mustNotChange(
      p,
      def,
      `${action.name} of row ${id}`,
      () => call(t, `${path}/${action.name}`, { id }, scoped),
      [id],
      refusedByEngine,
    )
  for (const route of areaCalls(def)) await probeAreaCall(p, def, route, id, own)
  if (routeOf(def, 'add')) {
    const before = await totalOf(def)
    const a = await call(t, `${path}/add`, addBodyOf(def, other), scoped)
    // Refused by the scope of a parent (400 naming it), of the new row (403), or as a duplicate of the copy (409).
    const refused =
      a.status === 403 || a.status === 409 || (a.status === 400 && /cakupan/.test(a.json?.message ?? ''))
    if (!refused) p.fail(`add copying row ${id}: answered ${shown(a)}`)
    if ((await totalOf(def)) !== before) p.fail(`add copying row ${id} added a row`)
  }
}

/** An area's own call under the resource's path that names rows by id (sync, unblock …). */
async function probeAreaCall(
  p: Probe,
  def: ResourceDef,
  route: RegisteredRoute,
  id: Id,
  own: Row | undefined,
) {
  const idKey = idKeyOf(route.body)
  if (idKey?.of !== 'number') return
  const base = sampleBody(route.body, await hintsOnce())
  const bodyOf = (ids: Id[]) => ({ ...base, ...(idKey.key === 'id' ? { id: ids[0] } : { ids }) })
  await mustNotChange(
    p,
    def,
    `${route.url} of row ${id}`,
    () => call(t, route.url, bodyOf([id]), scoped),
    [id],
    refusedByCall,
  )
  if (own && idKey.key === 'ids')
    await mustNotChange(
      p,
      def,
      `${route.url} of rows ${own.id} (inside) and ${id}`,
      () => call(t, route.url, bodyOf([own.id, id]), scoped),
      [own.id, id],
      refusedByCall,
    )
}

/**
 * Values of a `ref` filter: rows of the referenced resource outside the scope, those the admin finds rows
 * of the list behind first; and the body they go with (a custom list may take a filter instead of its
 * date range).
 */
async function filterValues(list: ListCall, key: string, ref: string) {
  const refDef = resourceByName(ref)
  if (!refDef) throw new Error(`filter ${key}: unknown resource ${ref}`)
  const candidates = (await splitOf(refDef)).outside
  let base = list.base
  const values: Id[] = []
  for (const v of candidates.slice(0, 15)) {
    let a = await call(t, list.url, { ...base, filters: { [key]: v }, pageSize: 1 }, admin)
    if (a.status === 400 && Object.keys(base).length > 0) {
      base = {}
      a = await call(t, list.url, { filters: { [key]: v }, pageSize: 1 }, admin)
    }
    if (a.status !== 200) throw new Error(`${list.url} filter ${key} = ${v} as admin: ${shown(a)}`)
    if (((a.json?.result as { total?: number } | undefined)?.total ?? 0) > 0) values.push(v)
    if (values.length >= VALUES_PER_FILTER) break
  }
  return { list: { ...list, base }, values: values.length > 0 ? values : candidates.slice(0, 1) }
}

async function probeResource(def: ResourceDef): Promise<string[]> {
  const p = new Probe(def.name)
  const list = listOf(def)
  if (!list) {
    p.fail(
      'neither an engine resource nor one with a list call under its path: nothing to probe its scope with',
    )
    return p.failures
  }
  const split = await splitOf(def)
  if (split.strays.length > 0)
    p.fail(`the scoped user reads rows the admin does not: ${split.strays.join(', ')}`)
  if (t.app.serverResources.get(def.name)?.scope === readByEveryScope) {
    // No client owns these rows: every scope reads them all, and only users scoped to all data change them.
    if (split.outside.length > 0)
      p.fail(`declared read by every scope, yet ${split.outside.length} rows are hidden`)
    if (!def.writableByAllScopeOnly) p.fail('rows no client owns must be writableByAllScopeOnly')
    for (const id of spread([...split.all.keys()], 2)) await probeWrites(p, def, id, undefined)
    return p.failures
  }
  if (split.all.size === 0) {
    p.fail('the admin lists no row: the demo data must hold rows of it to probe its scope with')
    return p.failures
  }
  if (split.outside.length === 0) {
    p.fail(
      `a user bound to client ${CLIENT} reads all ${split.all.size} rows the admin reads: its data scope is missing (or the demo data has no row outside ${CLIENT})`,
    )
    return p.failures
  }
  const ownId = [...split.inside][0]
  const own =
    ownId !== undefined && routeOf(def, 'detail') ? ((await detailOf(def, ownId)) ?? undefined) : undefined
  // The whole list: its export and options hold the rows the list counts, none outside the scope.
  if (split.complete) await hostileQuery(p, def, split, list, 'no search or filter', {})
  for (const id of spread(split.outside, ROWS_PER_LIST)) await probeRead(p, def, split, list, id)
  if (routeOf(def, 'detail'))
    for (const id of await rowsToChange(p, def, split, own)) await probeWrites(p, def, id, own)
  for (const f of def.filters) {
    // Rows no client owns (a master every scope reads, such as a payment method) have no row outside a scope.
    if (f.type !== 'ref' || ownedByNoClient(f.ref)) continue
    const { list: filtered, values } = await filterValues(list, f.key, f.ref)
    if (values.length === 0) p.fail(`filter ${f.key}: no ${f.ref} outside the scope to filter by`)
    for (const v of values)
      await hostileQuery(p, def, split, filtered, `filter ${f.key} = ${v} (a ${f.ref} outside the scope)`, {
        filters: { [f.key]: v },
      })
  }
  return p.failures
}

// ── The areas' own calls ───────────────────────────────────────────────────────────────────────────────

/**
 * The body keys that name rows of a resource, as the contract's filters and form fields say
 * (`outletId` → outlet, `deviceId` → the devices …): an area's call taking one is probed with rows of
 * that resource outside the scope.
 */
const REF_KEYS = new Map<string, Set<string>>()
for (const list of [...RESOURCES, ...REPORTS])
  for (const f of list.filters)
    if (f.type === 'ref') REF_KEYS.set(f.key, (REF_KEYS.get(f.key) ?? new Set()).add(f.ref))
for (const def of RESOURCES)
  for (const f of def.form.flatMap((s) => s.fields))
    if (f.ref && f.type === 'ref') REF_KEYS.set(f.key, (REF_KEYS.get(f.key) ?? new Set()).add(f.ref))

const reportPaths = REPORTS.map((r) => `/${r.apiPath}/`)
/** Calls of the areas (contract endpoints), not of the resource engine nor of the report engine. */
const areaEndpoints = postRoutes.filter((r) => {
  const owner = ownerOf(r.url)
  if (owner && engineCalls(owner).some((c) => r.url === `/${owner.apiPath}/${c}`)) return false
  return !reportPaths.some((path) => r.url.startsWith(path))
})

/** Top-level body keys of a call that name rows of other resources by their numeric id. */
const refKeysOf = (route: RegisteredRoute) =>
  Object.entries(shapeOf(route.body) ?? {})
    .filter(([k, field]) => REF_KEYS.has(k) && idKindOf(field) === 'number')
    .map(([k]) => k)

/**
 * Values for body fields whose format no plain sample meets (a top-up's amount and the card's balance, a
 * card that can be topped up: one the admin's top-up report shows, not blocked; a dashboard's period).
 */
async function sampleHints(): Promise<Record<string, unknown>> {
  const topups = await resultOf<{ items: Row[] }>(
    t,
    '/transaction/topup/list',
    { ...PERIOD, pageSize: 100 },
    admin,
  )
  const blocked = await resultOf<{ items: Row[] }>(t, '/card-blocked/list', { pageSize: 100 }, admin)
  const blockedCards = new Set(blocked.items.map((r) => r.cardNo))
  const card = topups.items.find((r) => r.status === 'SUCCESS' && !blockedCards.has(r.cardNo))
  // The dashboards' periods (issue 14): a month, and the demo data's last 90 days.
  const period = { period: wibDay().slice(0, 7), from: addDays(wibDay(), -89), to: wibDay() }
  // A file a call carries (a deposit top-up's proof): the smallest PDF header, which the file store accepts.
  const base64 = Buffer.from('%PDF-1.4\n').toString('base64')
  // A POS sale (issue 18): its key a UUID, its receipt number well formed, its time an ISO instant.
  const sale = {
    idempotencyKey: randomUUID(),
    receiptNo: 'INV/PROBE/20261127/0001',
    soldAt: new Date().toISOString(),
  }
  // A disbursement row (issue 17): a bank code of the bank list and an account number of digits.
  const recipient = { bankCode: '014', accountNo: '5271234567' }
  return {
    amount: 10_000,
    cardBalance: 0,
    ...sale,
    ...recipient,
    base64,
    // A stock adjustment's quantity is typed text ("1"), which the plain sample string is not.
    qty: '1',
    // A deposit refund names the deduction it reverses (issue 30): any reference; the merchant is what is probed.
    deductionRef: 'TRX-PROBE-0001',
    ...period,
    ...(card ? { cardNo: card.cardNo } : {}),
  }
}

/** The hints, read once for the calls under a resource's path (a disbursement row's bank and account number). */
let hintsRead: Promise<Record<string, unknown>> | null = null
function hintsOnce(): Promise<Record<string, unknown>> {
  if (!hintsRead) hintsRead = sampleHints()
  return hintsRead
}

/**
 * An area's call naming a row of another resource outside the scope in one of its fields (a device's
 * event, a top-up at an outlet): refused, and the resource the call lies under has not grown. The other
 * required fields name rows inside the scope, so that only the one probed can refuse.
 */
/** An upload call (its fields in the query string, a CSV header as the file), answered like `call`. */
async function upload(url: string, fields: Record<string, unknown>, token: string): Promise<Answer> {
  const qs = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]))
  const res = await t.app.inject({
    method: 'POST',
    url: `${url}?${qs}`,
    payload: Buffer.from('sku,nama\n'),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
  })
  return { status: res.statusCode, body: res.body, json: res.json() }
}

async function probeRefCall(route: RegisteredRoute): Promise<string[]> {
  const p = new Probe(route.url)
  const hints = await sampleHints()
  const keys = refKeysOf(route)
  const insideOf = async (key: string) => {
    for (const ref of REF_KEYS.get(key) ?? []) {
      const refDef = resourceByName(ref)
      const inside = refDef ? [...(await splitOf(refDef)).inside] : []
      if (inside[0] !== undefined) return inside[0]
    }
    return undefined
  }
  const owner = ownerOf(route.url)
  const ownerTotal = async () => (owner && engineCalls(owner).includes('list') ? totalOf(owner) : 0)
  for (const key of keys)
    for (const ref of REF_KEYS.get(key) ?? []) {
      if (ownedByNoClient(ref)) continue
      const refDef = resourceByName(ref)
      const outside = refDef ? (await splitOf(refDef)).outside : []
      if (outside[0] === undefined) {
        p.fail(`${key}: no ${ref} outside the scope to name`)
        continue
      }
      const body: Record<string, unknown> = { ...sampleBody(route.body, hints) }
      // The other required fields naming rows name rows inside the scope; optional ones stay out.
      for (const other of keys) if (other !== key && other in body) body[other] = await insideOf(other)
      body[key] = outside[0]
      const before = await ownerTotal()
      const a = route.upload ? await upload(route.url, body, scoped) : await call(t, route.url, body, scoped)
      if (invalidBody(a))
        p.fail(`${key} = ${outside[0]} (a ${ref}): the probe's body was refused by the schema: ${shown(a)}`)
      else if (!refusedByCall(a))
        p.fail(`${key} = ${outside[0]} (a ${ref} outside the scope): answered ${shown(a)}`)
      if ((await ownerTotal()) !== before) p.fail(`${key} = ${outside[0]}: ${owner?.name} gained a row`)
    }
  return p.failures
}

/**
 * The areas' own paged lists (accounts, segments, the API catalogue, the mail outbox) with the calls
 * under the same path that name their rows by id: split by scope like a resource's list.
 */
const areaLists = areaEndpoints
  .filter((r) => r.url.endsWith('/list') && !ownerOf(r.url))
  .filter((r) => {
    const shape = shapeOf(r.body)
    return shape !== null && 'page' in shape && 'pageSize' in shape
  })
  .map((route) => {
    const prefix = route.url.slice(0, -'/list'.length)
    const calls = areaEndpoints.filter(
      (r) => r !== route && r.url.startsWith(`${prefix}/`) && idKeyOf(r.body),
    )
    return { route, prefix, calls }
  })

/**
 * What a list needs besides its page to answer at all: the per-merchant summary (issue 14) a period, the
 * demo data's last 90 days.
 */
const LIST_BODIES: Record<string, Record<string, unknown>> = {
  '/dashboard/summary-merchant/list': { from: addDays(wibDay(), -89), to: wibDay() },
}
const listBody = (url: string) => LIST_BODIES[url] ?? {}

/**
 * The areas' lists whose rows no client owns, with why: every scope reads all of them. Any other list must
 * hide rows from a user bound to one client, so a new list, or a list whose scope is lost, fails here
 * until it is listed (and reviewed as such).
 */
const NO_CLIENT_OWNS: Record<string, string> = {
  '/role-master/list': 'the catalogue of features',
  '/role-segment/list': 'role segments, which accounts of every scope share',
  '/api-master/list': 'the catalogue of API routes',
  '/api-details/list': 'the catalogue of API routes',
}

// A mail to each account, so that the outbox holds mail of both scopes (a password link to the admin).
for (const a of [admin, scoped]) {
  const { email } = await resultOf<{ email: string }>(t, '/profile', {}, a)
  const res = await t.post('/auth/forgot-password', { email })
  if (res.statusCode !== 200) throw new Error(`forgot-password ${email}: ${res.body}`)
}
const areaSplits = new Map(
  await Promise.all(
    areaLists.map(
      async (l) => [l.route.url, await splitByScope(t, l.route.url, listBody(l.route.url), tokens)] as const,
    ),
  ),
)

async function probeAreaList(l: (typeof areaLists)[number]): Promise<string[]> {
  const p = new Probe(l.route.url)
  const split = areaSplits.get(l.route.url) as ScopeSplit
  if (split.strays.length > 0)
    p.fail(`the scoped user reads rows the admin does not: ${split.strays.join(', ')}`)
  const global = NO_CLIENT_OWNS[l.route.url]
  if (global) {
    if (split.outside.length > 0)
      p.fail(`listed as ${global}, owned by no client, yet ${split.outside.length} rows are hidden`)
    return p.failures
  }
  if (split.all.size === 0)
    p.fail('the admin lists no row: the test data must hold rows of it to probe its scope with')
  else if (split.outside.length === 0)
    p.fail(
      `a user bound to client ${CLIENT} reads all ${split.all.size} rows the admin reads: its data scope is missing`,
    )
  /** Every row as the admin lists it, by id (to see that nothing changed). */
  const snapshot = async () =>
    (await splitByScope(t, l.route.url, listBody(l.route.url), { admin, scoped: admin })).all
  const own = [...split.inside][0]
  const searchable = 'search' in (shapeOf(l.route.body) ?? {})
  for (const id of spread(split.outside, ROWS_PER_LIST)) {
    const row = split.all.get(id) as Row
    // Searched for by what names it (a username, an address): none of the rows outside the scope.
    const names = Object.entries(row)
      .filter(([k, v]) => k !== 'id' && typeof v === 'string' && /^[\w.@-]{4,64}$/.test(v))
      .map(([, v]) => v as string)
    for (const value of searchable ? names.slice(0, 2) : []) {
      const found = await scopedIds(l.route.url, { ...listBody(l.route.url), search: value })
      const bad = leaked(split, found.ids)
      if (bad.length > 0) p.fail(`search "${value}" answers rows outside the scope: ${bad.join(', ')}`)
    }
    for (const route of l.calls) {
      const idKey = idKeyOf(route.body)
      if (!idKey || idKey.of !== typeof id) continue
      const shape = shapeOf(route.body) ?? {}
      const fields = Object.fromEntries(
        Object.entries(row).filter(([k, v]) => k in shape && k !== 'id' && v !== null),
      )
      const bodyOf = (ids: Id[]) => ({
        ...sampleBody(route.body),
        ...fields,
        ...(idKey.key === 'id' ? { id: ids[0] } : { ids }),
      })
      const attempts: Id[][] = [[id], ...(own !== undefined && idKey.key === 'ids' ? [[own, id]] : [])]
      for (const ids of attempts) {
        const before = await snapshot()
        const a = await call(t, route.url, bodyOf(ids), scoped)
        const what = `${route.url} of ${ids.join(' and ')}`
        if (invalidBody(a)) p.fail(`${what}: the probe's body was refused by the schema: ${shown(a)}`)
        else if (!refusedByCall(a)) p.fail(`${what}: answered ${shown(a)}`)
        const after = await snapshot()
        for (const x of ids) if (!same(before.get(x), after.get(x))) p.fail(`${what}: row ${x} changed`)
      }
    }
  }
  return p.failures
}

// ── Reports ─────────────────────────────────────────────────────────────────────────────────────────────

type Totals = { count: number; amount: number; fee: number; total: number }

async function walkReport(def: ReportDef, token: string, query: Record<string, unknown>): Promise<Row[]> {
  const rows: Row[] = []
  let cursor: string | null = null
  for (let i = 0; i < 1_000; i++) {
    const page: { items: Row[]; nextCursor: string | null } = await resultOf(
      t,
      `/${def.apiPath}/list`,
      { ...PERIOD, ...query, pageSize: 100, ...(cursor ? { cursor } : {}) },
      token,
    )
    rows.push(...page.items)
    cursor = page.nextCursor
    if (!cursor) break
  }
  return rows
}

const reportTotals = (def: ReportDef, token: string, query: Record<string, unknown>) =>
  resultOf<Totals>(t, `/${def.apiPath}/totals`, { ...PERIOD, ...query }, token)

/** The figures of these rows, as the totals row must give them. */
const sumOf = (rows: Row[]): Totals => ({
  count: rows.length,
  amount: rows.reduce((s, r) => s + Number(r.amount ?? 0), 0),
  fee: rows.reduce((s, r) => s + Number(r.fee ?? 0), 0),
  total: rows.reduce((s, r) => s + Number(r.total ?? 0), 0),
})
const figures = (x: Totals) => ({ count: x.count, amount: x.amount, fee: x.fee, total: x.total })

/** What a search target matches in a row (a personal one is read whole by the admin's reveal). */
const SEARCH_VALUE: Record<SearchTarget, (row: Row) => string | null> = {
  trxNo: (r) => text(r.trxNo),
  customerNo: (r) => text(r.customerNo),
  rrn: (r) => text(r.rrn),
  panLast4: (r) => text(r.panMasked)?.slice(-4) ?? null,
  cardNo: (r) => text(r.cardNo),
  cardLast4: (r) => text(r.cardNo)?.slice(-4) ?? null,
}

async function probeReport(def: ReportDef): Promise<string[]> {
  const p = new Probe(def.slug)
  const all = await walkReport(def, admin, {})
  const mine = await walkReport(def, scoped, {})
  const allIds = new Set(all.map((r) => r.id))
  const inside = new Set(mine.map((r) => r.id))
  const strays = mine.filter((r) => !allIds.has(r.id)).map((r) => r.id)
  if (strays.length > 0) p.fail(`the scoped user reads transactions the admin does not: ${strays.join(', ')}`)
  const outside = all.filter((r) => !inside.has(r.id))
  if (outside.length === 0) {
    p.fail(`a user bound to client ${CLIENT} reads all ${all.length} transactions the admin reads`)
    return p.failures
  }
  const leakedRows = (ids: Id[]) => ids.filter((id) => !inside.has(id))

  // The totals of the scoped user are the sums of its own rows, never the admin's.
  const ownTotals = figures(await reportTotals(def, scoped, {}))
  if (!same(ownTotals, sumOf(mine)))
    p.fail(`totals ${JSON.stringify(ownTotals)} ≠ own rows ${JSON.stringify(sumOf(mine))}`)

  /** A query naming another client's values: no row, figure or exported line of theirs. */
  async function hostile(what: string, query: { search?: string; filters?: Record<string, unknown> }) {
    const rows = await walkReport(def, scoped, query)
    const bad = leakedRows(rows.map((r) => r.id))
    if (bad.length > 0) p.fail(`list with ${what} answers transactions outside the scope: ${bad.join(', ')}`)
    const totals = figures(await reportTotals(def, scoped, query))
    if (!same(totals, sumOf(rows)))
      p.fail(`totals with ${what}: ${JSON.stringify(totals)} ≠ ${JSON.stringify(sumOf(rows))}`)
    const csv = await call(t, `/${def.apiPath}/export`, { ...PERIOD, ...query, format: 'csv' }, scoped)
    if (csv.status !== 200) p.fail(`export with ${what}: ${csv.status} ${csv.body.slice(0, 200)}`)
    else {
      const lines = csvRowCount(csv.body)
      if (lines !== rows.length) p.fail(`export with ${what} holds ${lines} rows, the list ${rows.length}`)
      const value = query.search
      if (
        value &&
        value.length > 4 &&
        !mine.some((r) => JSON.stringify(r).includes(value)) &&
        csv.body.includes(value)
      )
        p.fail(`export with ${what} shows "${value}"`)
    }
  }

  for (const row of spread(outside, ROWS_PER_LIST)) {
    const detail = await call(t, `/${def.apiPath}/detail`, { id: row.id }, scoped)
    if (detail.status !== 404)
      p.fail(`detail of transaction ${row.id}: ${detail.status} ${detail.body.slice(0, 200)}`)
    for (const field of personalKeys(def)) {
      const a = await call(t, `/${def.apiPath}/reveal`, { id: row.id, field }, scoped)
      if (a.status !== 404) p.fail(`reveal of ${field} of transaction ${row.id}: ${a.status}`)
    }
    for (const target of def.search) {
      // A personal value is answered masked: whoever holds it whole (the admin may reveal it) searches by it.
      const whole = def.personal?.[target]
        ? {
            ...row,
            [target]: (
              await resultOf<{ value: string | null }>(
                t,
                `/${def.apiPath}/reveal`,
                { id: row.id, field: target },
                admin,
              )
            ).value,
          }
        : row
      const value = SEARCH_VALUE[target](whole)
      if (value) await hostile(`search "${value}" (${target} of transaction ${row.id})`, { search: value })
    }
  }
  for (const f of def.filters) {
    if (f.type !== 'ref') continue
    const refDef = resourceByName(f.ref)
    if (!refDef) throw new Error(`${def.slug}: filter ${f.key} refers to unknown resource ${f.ref}`)
    const candidates = (await splitOf(refDef)).outside
    const values: Id[] = []
    for (const v of candidates.slice(0, 15)) {
      if ((await reportTotals(def, admin, { filters: { [f.key]: v } })).count > 0) values.push(v)
      if (values.length >= VALUES_PER_FILTER) break
    }
    if (values.length === 0)
      p.fail(`filter ${f.key}: no ${f.ref} outside the scope has transactions to filter by`)
    for (const v of values)
      await hostile(`filter ${f.key} = ${v} (a ${f.ref} outside the scope)`, { filters: { [f.key]: v } })
  }
  // The codes a lookup filter offers (products, card issuers) are reference data no client owns.
  for (const f of def.filters) {
    if (f.type !== 'lookup') continue
    const theirs = await resultOf(t, `/${def.apiPath}/options`, { filter: f.key }, admin)
    const ours = await resultOf(t, `/${def.apiPath}/options`, { filter: f.key }, scoped)
    if (!same(theirs, ours)) p.fail(`options of ${f.key} differ by scope, yet they are reference data`)
  }
  return p.failures
}

// ── The suite ───────────────────────────────────────────────────────────────────────────────────────────

const titleOf = (def: ResourceDef) =>
  t.app.serverResources.get(def.name)?.scope === readByEveryScope
    ? `${def.name}: no client owns its rows (readByEveryScope): read by every scope, changed only from ALL`
    : `${def.name}: rows outside client ${CLIENT} are never read, offered, exported or changed`

describe(`the scope probe: a user bound to client ${CLIENT} holding every feature`, () => {
  it('knows every resource, report and area list of the registry', () => {
    expect(RESOURCES.length).toBeGreaterThan(20)
    expect(REPORTS.length).toBe(5)
    for (const def of RESOURCES) {
      // The engine's calls the probe sends are routes the engine registered, and every list can be split.
      for (const c of engineCalls(def)) expect(routeOf(def, c), `${def.name}: ${c}`).toBeDefined()
      expect(listOf(def), `${def.name}: a list to find its rows by`).not.toBeNull()
    }
    expect(areaLists.map((l) => l.route.url)).toContain('/users/list')
    expect(areaEndpoints.filter((r) => refKeysOf(r).length > 0).length).toBeGreaterThan(0)
  })

  for (const def of RESOURCES)
    it(titleOf(def), async () => expect(await probeResource(def)).toEqual([]), 60_000)

  for (const route of areaEndpoints.filter((r) => refKeysOf(r).length > 0))
    it(`${route.url}: a ${refKeysOf(route).join(' or ')} naming a row outside client ${CLIENT} is refused`, async () =>
      expect(await probeRefCall(route)).toEqual([]))

  for (const l of areaLists)
    it(
      NO_CLIENT_OWNS[l.route.url]
        ? `${l.route.url}: ${NO_CLIENT_OWNS[l.route.url]}, owned by no client: every scope reads all of it`
        : `${[l.route, ...l.calls].map((c) => c.url).join(', ')}: rows outside client ${CLIENT} are never read or changed`,
      async () => expect(await probeAreaList(l)).toEqual([]),
    )

  for (const def of REPORTS)
    it(
      `report ${def.slug}: transactions outside client ${CLIENT} are never listed, counted, exported or opened`,
      async () => expect(await probeReport(def)).toEqual([]),
      60_000,
    )
})
