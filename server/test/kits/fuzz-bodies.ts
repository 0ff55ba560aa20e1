import fc from 'fast-check'
import { z } from 'zod'
import type { Schema as ZodSchema } from '#contract/engine/endpoint.ts'

/**
 * Malformed request bodies for the generated fuzz (issue 13, suite 3), as JSON text: wrong types, null,
 * arrays, huge and deeply nested values, `__proto__` and `constructor` keys, NUL and lone surrogates,
 * impossible dates, numbers beyond safe integers, negative and NaN-like values; and bodies shaped like the
 * route's own schema with one field (at any depth) replaced by a wrong value of its type or of any type.
 */

/** A JSON value, or JSON text spliced in as it is (numbers JSON.stringify cannot write, deep nesting). */
type Json = null | boolean | number | string | Raw | Json[] | { [key: string]: Json }
class Raw {
  constructor(readonly text: string) {}
}

/** One body the fuzz sends: its JSON text and what was done to it (for the failure report). */
export class FuzzBody {
  constructor(
    readonly json: string,
    readonly label: string,
  ) {}
  // The counterexample fast-check prints: a 1 MB body would drown the report.
  [fc.toStringMethod]() {
    const text =
      this.json.length > 300 ? `${this.json.slice(0, 300)}… (${this.json.length} chars)` : this.json
    return `${this.label}: ${text}`
  }
}

function toJson(value: Json): string {
  if (value instanceof Raw) return value.text
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** An object with these entries as own properties, `__proto__` included (a literal would set the prototype). */
const objectOf = (entries: [string, Json][]): { [key: string]: Json } => {
  const o: { [key: string]: Json } = {}
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true })
  return o
}

const MB = 1024 * 1024
const lazy = <T>(make: () => T) => {
  let value: T | undefined
  return () => {
    value ??= make()
    return value
  }
}
// Just under the 1 MB body limit (reaches validation) and just over it (refused while reading).
const hugeUnder = lazy(() => 'x'.repeat(MB - 64))
const hugeOver = lazy(() => 'x'.repeat(MB + 64))
const deepArray = lazy(() => new Raw(`${'['.repeat(10_000)}${']'.repeat(10_000)}`))
const deepObject = lazy(() => new Raw(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`))

/** Strings a field should refuse or store as plain text, never fail on. */
const BAD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-02-29',
  '99999-01-01',
  '24:60',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9007199254740993',
  '-0',
  '１２３',
  ' 0812 ',
  'true',
  'null',
  '__proto__',
  'constructor',
  "O'Brien",
  "' OR '1'='1",
  '%_\\',
  '"quoted"',
  '<script>alert(1)</script>',
  '=HYPERLINK("x")',
  '🇮🇩👩‍💻',
  '\u202Ekanan',
  'A'.repeat(300),
  '9'.repeat(40),
] as const

/** Numbers as JSON text: beyond safe integers, beyond int4, beyond double (parsed as Infinity), and the like. */
const BAD_NUMBERS = [
  '-1',
  '0',
  '-0',
  '0.5',
  '-2147483649',
  '2147483648',
  '9007199254740993',
  '-9007199254740993',
  '1e308',
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
] as const

const badString: fc.Arbitrary<Json> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<Json>(...BAD_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1).map((over) => (over ? hugeOver() : hugeUnder())) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
)
const badNumber: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BAD_NUMBERS).map((n) => new Raw(n)) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
)
const badArray: fc.Arbitrary<Json> = fc.oneof(
  fc.constant<Json>([]),
  fc.constant<Json>([null]),
  fc.constant(new Raw(`[${'1,'.repeat(100_000)}1]`)),
  fc.array(badString, { maxLength: 3 }),
  fc.array(badNumber, { maxLength: 3 }),
)
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const
const protoObject: fc.Arbitrary<Json> = fc
  .constantFrom(...PROTO_KEYS)
  .map((k) =>
    objectOf([[k, k === 'constructor' ? objectOf([['prototype', { polluted: true }]]) : { polluted: true }]]),
  )

/** Any wrong value, of any type. */
const anyBad: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: badString },
  { weight: 3, arbitrary: badNumber },
  { weight: 1, arbitrary: fc.constantFrom<Json>(null, true, false, {}) },
  { weight: 1, arbitrary: badArray },
  { weight: 1, arbitrary: protoObject },
  { weight: 1, arbitrary: fc.constantFrom(0, 1).map((o) => (o ? deepObject() : deepArray())) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> },
)

/** A wrong value of the same JSON type as the value it replaces (well-typed but wrong), or of any type. */
function wrongFor(value: Json, typed: Record<'string' | 'number' | 'array' | 'any', Json>): Json {
  if (typeof value === 'string') return typed.string
  if (typeof value === 'number' || value instanceof Raw) return typed.number
  if (Array.isArray(value)) return typed.array
  return typed.any
}

/** A subset of JSON Schema, as z.toJSONSchema writes a body's input. */
interface Schema {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: Schema | boolean
  items?: Schema
  enum?: Json[]
  const?: Json
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
}

/** Values that fit a schema (best effort: a pattern fast-check cannot read gives any short string). */
function plausible(s: Schema, depth = 0): fc.Arbitrary<Json> {
  if (depth > 5) return fc.constant(null)
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum) return fc.constantFrom(...s.enum)
  const alternatives = s.anyOf ?? s.oneOf
  if (alternatives) return fc.oneof(...alternatives.map((a) => plausible(a, depth + 1)))
  if (s.allOf?.[0]) return plausible(s.allOf[0], depth + 1)
  const type = Array.isArray(s.type) ? (s.type.find((x) => x !== 'null') ?? 'null') : s.type
  switch (type) {
    case 'string':
      return plausibleString(s)
    case 'integer': {
      const min = Math.max(s.minimum ?? (s.exclusiveMinimum ?? -1_000_001) + 1, Number.MIN_SAFE_INTEGER)
      const max = Math.min(s.maximum ?? (s.exclusiveMaximum ?? 1_000_001) - 1, Number.MAX_SAFE_INTEGER)
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 50) }), fc.integer({ min, max }))
    }
    case 'number':
      return fc.double({
        min: s.minimum ?? s.exclusiveMinimum ?? -1e6,
        max: s.maximum ?? s.exclusiveMaximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const minLength = s.minItems ?? 0
      return fc.array(s.items ? plausible(s.items, depth + 1) : fc.constant(null), {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)),
      })
    }
    case 'object': {
      if (s.properties) {
        // An optional key is left out three times in four: each one present is another chance to be
        // invalid, and a body that passes validation is what reaches the handler.
        const required = new Set(s.required ?? [])
        const entries = Object.entries(s.properties).map(([k, p]) =>
          (required.has(k)
            ? plausible(p, depth + 1)
            : fc.oneof(
                { weight: 3, arbitrary: fc.constant(undefined) },
                { weight: 1, arbitrary: plausible(p, depth + 1) },
              )
          ).map((v): [string, Json | undefined] => [k, v]),
        )
        return fc
          .tuple(...entries)
          .map((kv) => objectOf(kv.filter((e): e is [string, Json] => e[1] !== undefined)))
      }
      if (typeof s.additionalProperties === 'object')
        return fc.dictionary(fc.string({ maxLength: 8 }), plausible(s.additionalProperties, depth + 1), {
          maxKeys: 3,
        })
      return fc.constant({})
    }
    default:
      return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>
  }
}

const DAY_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`
const calendarDay = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

function plausibleString(s: Schema): fc.Arbitrary<string> {
  // fast-check's addresses are RFC 5321's, most of which the product's (zod's) stricter rule refuses.
  if (s.format === 'email') return fc.stringMatching(/^[a-z][a-z0-9.]{0,10}@contoh\.id$/)
  if (s.format === 'uuid') return fc.uuid()
  if (s.format === 'date' || s.pattern === DAY_PATTERN) return calendarDay
  if (s.format === 'date-time') return fc.constantFrom('2025-01-01T00:00:00.000Z', '2026-02-28T23:59:59.999Z')
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern), { size: 'xsmall' })
    } catch {
      // A pattern fast-check does not read: any short string.
    }
  }
  const minLength = s.minLength ?? 0
  const short = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 12, 12)) })
  const max = s.maxLength
  if (max === undefined || max > 10_000) return short
  // At the bound, in letters of two UTF-8 bytes and a few of two UTF-16 units: a column shorter than
  // the schema's bound, or a length counted in bytes, fails here.
  const emoji = max >= 4 ? '😀😀' : ''
  const full = fc.constantFrom('ä', 'ŵ', 'ж').map((c) => `${emoji}${c.repeat(max)}`.slice(0, max))
  return fc.oneof({ weight: 4, arbitrary: short }, { weight: 1, arbitrary: full })
}

type Path = (string | number)[]

/** Every position below the root of a value (object keys and array indexes), to a small depth. */
function positions(value: Json, path: Path = []): Path[] {
  if (path.length >= 4 || value === null || typeof value !== 'object' || value instanceof Raw) return []
  const children: [string | number, Json][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value)
  return children.flatMap(([k, v]) => [[...path, k], ...positions(v, [...path, k])])
}

const at = (value: Json, path: Path): Json =>
  path.reduce<Json>((v, k) => (v !== null && typeof v === 'object' ? ((v as never)[k] ?? null) : null), value)

/** A copy of the value with the position replaced. */
function replaced(value: Json, path: Path, by: Json): Json {
  const [head, ...rest] = path
  if (head === undefined) return by
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, by) : v))
  if (value === null || typeof value !== 'object' || value instanceof Raw) return value
  return objectOf(Object.entries(value).map(([k, v]) => [k, k === head ? replaced(v, rest, by) : v]))
}

const extraKey: fc.Arbitrary<[string, Json]> = fc.oneof(
  protoObject.map((o) => Object.entries(o as object)[0] as [string, Json]),
  fc.tuple(fc.string({ maxLength: 12 }), anyBad),
)

/**
 * Bodies shaped like the schema, valid where the generator manages: from the schema of what it accepts
 * and of what it produces (a phone number's pattern is only on the output side of its transform), the
 * first of a few that the schema itself accepts (refinements and cross-field rules are not in JSON Schema).
 */
function shapedLike(schema: ZodSchema): fc.Arbitrary<Json> {
  const one = fc.oneof(
    ...(['input', 'output'] as const).map((io) =>
      plausible(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Schema),
    ),
  )
  return fc
    .array(one, { minLength: 6, maxLength: 6 })
    .map((tries) => tries.find((body) => z.safeParse(schema, body).success) ?? (tries[0] as Json))
}

/** The bodies the fuzz sends to a route that validates its body with this schema. */
export function fuzzBodies(schema: ZodSchema): fc.Arbitrary<FuzzBody> {
  const valid = shapedLike(schema)
  const typed = fc.record({ string: badString, number: badNumber, array: badArray, any: anyBad })
  return fc.oneof(
    // The whole body wrong: null, a number, a string, an array, a deep or huge value.
    { weight: 2, arbitrary: anyBad.map((v) => new FuzzBody(toJson(v), 'body')) },
    // An object of unknown keys.
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 12 }), anyBad, { minKeys: 1, maxKeys: 4 })
        .map((v) => new FuzzBody(toJson(v), 'unknown keys')),
    },
    // Shaped like the schema, one field at any depth wrong: of its own type, or of any type.
    {
      weight: 6,
      arbitrary: fc.tuple(valid, fc.nat(), fc.boolean(), typed).map(([body, n, sameType, bad]) => {
        const where = positions(body)
        const path = where[n % Math.max(where.length, 1)] ?? []
        const by = sameType ? wrongFor(at(body, path), bad) : bad.any
        return new FuzzBody(toJson(replaced(body, path, by)), `${path.join('.') || 'body'} replaced`)
      }),
    },
    // Shaped like the schema, with one more key (`__proto__`, `constructor`, anything).
    {
      weight: 1,
      arbitrary: fc.tuple(valid, extraKey).map(([body, [k, v]]) => {
        const base = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}
        return new FuzzBody(toJson(objectOf([...Object.entries(base as object), [k, v]])), `extra key ${k}`)
      }),
    },
    // Shaped like the schema: it may be valid, and then it must be answered, not fail.
    { weight: 2, arbitrary: valid.map((v) => new FuzzBody(toJson(v), 'schema-shaped')) },
  )
}
