import { randomUUID } from 'node:crypto'
import { parse } from 'csv-parse/sync'
import { z } from 'zod'
import type { Schema as ZodSchema } from '#contract/engine/endpoint.ts'
import { MAX_PAGE_SIZE, type ResourceDef, updateInputSchema } from '#contract/engine/resource.ts'
import type { PersonalKind } from '#contract/privacy/mask.ts'
import type { TestApp } from '../harness.ts'

/**
 * Fixtures of the generated scope probe (server/access/scope-probe.api.test.ts, issue 13 suite 2): which
 * rows lie outside a scoped user's data scope, found through the engine's own lists, and the request
 * bodies the probe sends with them. Not used by the server.
 */

/** A row's id: a number for the engine's rows, a uuid for accounts. */
export type Id = number | string
export type Row = Record<string, unknown> & { id: Id }

/** An answer as the probe reads it: status, envelope (JSON answers) and the raw text (exports). */
export interface Answer {
  status: number
  body: string
  json: { success?: boolean; message?: string; result?: unknown } | null
}

export async function call(t: TestApp, url: string, body: unknown, token: string): Promise<Answer> {
  const res = await t.post(url, body, token)
  let json: Answer['json'] = null
  if ((res.headers['content-type'] ?? '').toString().includes('application/json')) json = res.json()
  return { status: res.statusCode, body: res.body, json }
}

/** The result of a call that must succeed. */
export async function resultOf<T>(t: TestApp, url: string, body: unknown, token: string): Promise<T> {
  const a = await call(t, url, body, token)
  if (a.status !== 200) throw new Error(`${url} ${JSON.stringify(body)}: ${a.status} ${a.body.slice(0, 300)}`)
  return a.json?.result as T
}

/** Data lines of a CSV export (its header aside); cells may hold line breaks. */
export const csvRowCount = (text: string): number => (parse(text, { bom: true }) as unknown[]).length - 1

/**
 * A list split by data scope: the rows an all-data admin reads and which of them a scoped user reads too.
 * Both walk the same list in the same order (the list's sort with the id as tie-break), so the scoped
 * user's rows are a subsequence of the admin's: of a long list only the first `cap` rows are compared,
 * and the scoped user's walk stops at its first row past them.
 */
export interface ScopeSplit {
  /** The admin's rows by id, in the list's order (every row, or the first `cap`). */
  all: Map<Id, Row>
  /** Whether `all` is every row of the list. */
  complete: boolean
  /** Ids of those rows the scoped user reads. */
  inside: Set<Id>
  /** Ids of those rows the scoped user does not read: the other client's (or nobody's) rows. */
  outside: Id[]
  /** Rows the scoped user read that the admin did not (only knowable for a complete list): never expected. */
  strays: Id[]
}

type Page = { items: Row[]; total: number }

export async function splitByScope(
  t: TestApp,
  url: string,
  body: Record<string, unknown>,
  tokens: { admin: string; scoped: string },
  cap = 1_000,
): Promise<ScopeSplit> {
  const all = new Map<Id, Row>()
  let total = 0
  for (let page = 1; all.size < cap; page++) {
    const p = await resultOf<Page>(t, url, { ...body, page, pageSize: MAX_PAGE_SIZE }, tokens.admin)
    total = p.total
    for (const row of p.items) all.set(row.id, row)
    if (p.items.length < MAX_PAGE_SIZE) break
  }
  const complete = all.size >= total
  const inside = new Set<Id>()
  const strays: Id[] = []
  walk: for (let page = 1; ; page++) {
    const p = await resultOf<Page>(t, url, { ...body, page, pageSize: MAX_PAGE_SIZE }, tokens.scoped)
    for (const row of p.items) {
      if (all.has(row.id)) inside.add(row.id)
      else if (complete) strays.push(row.id)
      else break walk
    }
    if (p.items.length < MAX_PAGE_SIZE) break
  }
  const outside = [...all.keys()].filter((id) => !inside.has(id))
  return { all, complete, inside, outside, strays }
}

/** Up to `n` of these, spread over the list (first, last, in between). */
export function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items]
  const picked = new Set<number>()
  for (let i = 0; i < n; i++) picked.add(Math.round((i * (items.length - 1)) / (n - 1)))
  return [...picked].map((i) => items[i] as T)
}

/** Whole values for personal fields, which answers carry masked (a body is typed in full, never copied). */
const PERSONAL_SAMPLES: Record<PersonalKind, string> = {
  nik: '3273014501900001',
  npwp: '0012345678901000',
  phone: '+628121234567',
  account: '1234567890',
}

/**
 * The form fields that point at rows of other resources (and the fields those depend on): the values
 * that place a row in the hierarchy, and so in a data scope.
 */
export function placingFields(def: ResourceDef): string[] {
  const keys = new Set<string>()
  for (const f of def.form.flatMap((s) => s.fields)) {
    if (!(f.ref || f.refBy || f.type === 'ref' || f.type === 'multiref')) continue
    keys.add(f.key)
    if (f.refBy) keys.add(f.refBy.field)
    if (f.refFilter) keys.add(f.refFilter.field)
  }
  return [...keys]
}

const pick = (row: Row, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => row[k] !== undefined).map((k) => [k, row[k]]))

/**
 * An update of the other client's row as its own values say (its detail, as the admin reads it), so that
 * only the row's scope can refuse it: personal fields left out (kept as stored), and the fields placing
 * the row taken from a row of the caller's own (so no referenced parent lies outside the caller's scope).
 */
export function updateBodyOf(def: ResourceDef, other: Row, own: Row | undefined): Record<string, unknown> {
  const personal = new Set(Object.keys(def.personal ?? {}))
  const keys = Object.keys(updateInputSchema(def).shape).filter((k) => !personal.has(k))
  const placing = placingFields(def)
  return { ...pick(other, keys), ...(own ? pick(own, placing) : {}), id: other.id }
}

/** Why the update call would refuse this body before looking at the row (its schema's issues), or null. */
export function updateProblem(def: ResourceDef, body: Record<string, unknown>): string | null {
  const parsed = updateInputSchema(def).extend({ id: z.number().int().positive() }).safeParse(body)
  return parsed.success
    ? null
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
}

/**
 * The update of `updateBodyOf`, with the dates its schema refuses moved a month ahead: a row's own values
 * may have aged out of what a form accepts (a block valid until a day now past), and the probe needs a
 * body that only the row's scope can refuse. Null problem: the schema accepts the body.
 */
export function validUpdateBodyOf(def: ResourceDef, other: Row, own: Row | undefined) {
  const body = updateBodyOf(def, other, own)
  const schema = updateInputSchema(def).extend({ id: z.number().int().positive() })
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const ahead = new Date(Date.now() + 30 * 86_400_000)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '')
      const field = def.form.flatMap((s) => s.fields).find((f) => f.key === key)
      if (field?.type === 'datetime') body[key] = ahead.toISOString()
      if (field?.type === 'date') body[key] = ahead.toISOString().slice(0, 10)
    }
  }
  return { body, problem: updateProblem(def, body) }
}

/** A new row copying the other client's row, parents included (personal fields typed in full). */
export function addBodyOf(def: ResourceDef, other: Row): Record<string, unknown> {
  const personal = Object.entries(def.personal ?? {})
  const keys = Object.keys(def.input.shape).filter((k) => !def.personal?.[k])
  return {
    ...pick(other, keys),
    ...Object.fromEntries(
      personal.filter(([k]) => k in def.input.shape).map(([k, kind]) => [k, PERSONAL_SAMPLES[kind]]),
    ),
  }
}

type ZodDef = { type: string; [key: string]: unknown }
const defOf = (s: unknown): ZodDef => (s as { _zod: { def: ZodDef } })._zod.def

/** The schema under optional/default/nullable/pipe wrappers. */
function unwrap(s: unknown): ZodDef {
  let d = defOf(s)
  while (['optional', 'default', 'nullable', 'readonly', 'prefault'].includes(d.type)) d = defOf(d.innerType)
  if (d.type === 'pipe') return unwrap(d.in)
  return d
}

/** The object shape of a body schema, or null when the body is no object. */
export function shapeOf(schema: ZodSchema | undefined): Record<string, unknown> | null {
  if (!schema) return null
  const d = unwrap(schema)
  return d.type === 'object' ? (d.shape as Record<string, unknown>) : null
}

/** What a field holds when it names rows: numbers (the engine's ids) or strings (accounts' uuids), alone or in a list. */
export function idKindOf(field: unknown): 'number' | 'string' | null {
  let d = unwrap(field)
  if (d.type === 'array') d = unwrap(d.element)
  return d.type === 'number' || d.type === 'string' ? d.type : null
}

/** How a body names rows: by one `id` or by `ids`, and of which kind. */
export function idKeyOf(
  schema: ZodSchema | undefined,
): { key: 'id' | 'ids'; of: 'number' | 'string' } | null {
  const shape = shapeOf(schema)
  if (!shape) return null
  for (const key of ['id', 'ids'] as const) {
    if (!(key in shape)) continue
    if (key === 'ids' && unwrap(shape[key]).type !== 'array') continue
    const of = idKindOf(shape[key])
    if (of) return { key, of }
  }
  return null
}

/**
 * A minimal body the schema accepts, for a call whose other fields do not matter to the probe (a note,
 * a reason): required strings, numbers, flags and choices get a plain value (or the one `hints` gives
 * for a key whose format no plain value meets), optional fields are left out.
 */
export function sampleBody(
  schema: ZodSchema | undefined,
  hints: Record<string, unknown> = {},
): Record<string, unknown> {
  const value = sample(schema, hints)
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
}

/** Whether an answer is the route's schema refusing the body (not the handler refusing the request). */
export const invalidBody = (a: Answer) => a.status === 400 && /^Data tidak valid/.test(a.json?.message ?? '')

/** The least length an array's checks allow (zod keeps `.min(n)` as a `min_length` check). */
function minLengthOf(d: ReturnType<typeof defOf>): number {
  const checks = (d.checks ?? []) as { _zod?: { def?: { check?: string; minimum?: number } } }[]
  return Math.max(
    0,
    ...checks.map((c) => (c._zod?.def?.check === 'min_length' ? (c._zod.def.minimum ?? 0) : 0)),
  )
}

function sample(schema: unknown, hints: Record<string, unknown>): unknown {
  const d = defOf(schema)
  switch (d.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return undefined
    case 'nullable':
    case 'readonly':
      return sample(d.innerType, hints)
    case 'pipe':
      return sample(d.in, hints)
    case 'string':
      // A key the browser chooses (a saved bill's id) is a UUID; any other text the plain sample.
      return d.format === 'uuid' ? randomUUID() : 'Uji cakupan data'
    case 'number':
      return 1
    case 'boolean':
      return false
    case 'enum':
      return Object.values(d.entries as Record<string, string>)[0]
    case 'literal':
      return (d.values as unknown[])[0]
    case 'array':
      // A list the schema wants filled (a sale's lines and payments) gets one plain element.
      return minLengthOf(d) > 0 ? [sample(d.element, hints)] : []
    case 'union':
      return sample((d.options as unknown[])[0], hints)
    case 'object':
      return Object.fromEntries(
        Object.entries(d.shape as Record<string, unknown>)
          .map(([k, s]) => {
            const plain = sample(s, hints)
            // A hint stands in for a value of its own kind only (a stock form's typed "1", a sale line's 1).
            return [
              k,
              k in hints && plain !== undefined && typeof hints[k] === typeof plain ? hints[k] : plain,
            ]
          })
          .filter(([, v]) => v !== undefined),
      )
    default:
      return undefined
  }
}
