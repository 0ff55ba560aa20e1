// zod/mini (docs/ARCHITECTURE.md "Bundle size"): the header search is part of every signed-in page's shell.
import * as z from 'zod/mini'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'

/** The kinds of data the header search finds, in the order their groups are shown (after the pages). */
export const SEARCH_KINDS = ['merchant', 'outlet', 'device', 'user', 'transaction'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/**
 * Shortest and longest query the call takes. Which lookups a query is worth is contract/search/query.ts,
 * which the server and the search's list load, not every page (this file is part of contract/areas.ts).
 */
export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 64

/** At most this many results of each kind: every lookup is bounded. */
export const SEARCH_LIMIT_PER_KIND = 5

export const searchRequestSchema = z.strictObject({
  q: z
    .string({ error: 'Kata kunci wajib diisi.' })
    .check(
      z.trim(),
      z.minLength(SEARCH_MIN_LENGTH, `Kata kunci minimal ${SEARCH_MIN_LENGTH} karakter.`),
      z.maxLength(SEARCH_MAX_LENGTH, `Kata kunci maksimal ${SEARCH_MAX_LENGTH} karakter.`),
    ),
})

/** One result: what it is called, a line that tells it from its namesakes, and the page that opens it. */
export const searchHitSchema = z.object({
  key: z.string(),
  title: z.string(),
  detail: z.string(),
  href: z.string(),
})
export type SearchHit = z.infer<typeof searchHitSchema>

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** SEARCH_KIND_LABEL of the kind (contract/search/query.ts), so the web needs no table of them. */
  label: z.string(),
  items: z.array(searchHitSchema),
})
export type SearchGroup = z.infer<typeof searchGroupSchema>

/**
 * POST /search: the header search's data. Open to every signed-in user; each kind is answered only to a
 * holder of a feature of its screen, with only rows of the caller's data scope, personal data masked.
 */
export const globalSearch = defineEndpoint({
  path: '/search',
  access: access.session,
  summary: 'Pencarian data di header (dalam cakupan data dan fitur Anda)',
  body: searchRequestSchema,
  result: z.object({ groups: z.array(searchGroupSchema) }),
})
