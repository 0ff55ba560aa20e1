import type { FastifyInstance } from 'fastify'
import { fail } from '#contract/envelope.ts'

/** What a refused string is told (the field is named before it, as in every validation message). */
export const BAD_TEXT_MESSAGE = 'teks berisi karakter yang tidak diizinkan.'

// A UTF-16 surrogate without its other half: not a character, and not encodable as UTF-8.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Text PostgreSQL cannot store (NUL in text and jsonb) or that is not Unicode at all. */
export const isBadText = (s: string): boolean => s.includes('\u0000') || LONE_SURROGATE.test(s)

/**
 * The path (`filters.status`, `ids.0`) of the first string of a parsed JSON body, or of the first object
 * key, that isBadText refuses; null when there is none. Walks iteratively: a deeply nested body must not
 * overflow the stack.
 */
export function badTextPath(body: unknown): string | null {
  const stack: [value: unknown, path: string][] = [[body, '']]
  const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`)
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next
    if (typeof value === 'string') {
      if (isBadText(value)) return path
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], join(path, i)])
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value)
      for (const [key] of entries) if (isBadText(key)) return path
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown]
        stack.push([child, join(path, key)])
      }
    }
  }
  return null
}

/**
 * One check for every string of every request body, before the route's zod schema: a NUL (U+0000) or a
 * lone surrogate answers 400 naming the field, in the envelope of every validation error, instead of
 * reaching PostgreSQL (which refuses NUL in text and jsonb: a 500). Runs after the access check
 * (preParsing), like the rest of validation.
 */
export function refuseBadText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const field = badTextPath(request.body)
    if (field === null) return
    const message = `${field ? `${field}: ` : ''}${BAD_TEXT_MESSAGE}`
    return reply.code(400).send({
      ...fail(`Data tidak valid: ${message}`),
      result: { errors: [{ field, message: BAD_TEXT_MESSAGE }] },
    })
  })
}
