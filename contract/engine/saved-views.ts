import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { dayText, PERIODS } from '../transactions/period.ts'
import { defineEndpoint } from './endpoint.ts'
import { MAX_PAGE_SIZE } from './paging.ts'

/**
 * Saved views, a feature of the engine's lists (docs/ARCHITECTURE.md "The resource engine", saved views): a named set of the
 * search, filters, sort, columns and page size of one list screen, per user. Only the owner ever reads or
 * changes a view; another user's id is simply not found. A user keeps views only on a screen they may open
 * (server/engine/saved-views.ts checks the screen against the menu's features).
 */

export const MAX_SAVED_VIEWS = 50

/** The screen key of a view: contract/engine/saved-view-screens.ts. */
const screen = z.string().regex(/^[a-z0-9:/_-]{1,64}$/, 'Layar tidak valid.')
const viewName = z
  .string({ error: 'Nama tampilan wajib diisi.' })
  .trim()
  .min(1, 'Nama tampilan wajib diisi.')
  .max(64, 'Nama tampilan maksimal 64 karakter.')

/** What a view keeps, as it is saved. A list without a period, a date range or a sort leaves them out. */
export const savedViewStateSchema = z.strictObject({
  period: z.enum(PERIODS).optional(),
  from: z.optional(dayText('tanggal awal')),
  to: z.optional(dayText('tanggal akhir')),
  search: z.string().max(64).optional(),
  filters: z
    .record(z.string().max(64), z.union([z.string().max(64), z.number(), z.boolean()]))
    .refine((f) => Object.keys(f).length <= 30, 'Terlalu banyak filter.')
    .default({}),
  columns: z.array(z.string().max(64)).max(100).default([]),
  sort: z.string().max(64).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  // The reports' largest page (REPORT_MAX_PAGE_SIZE) is the resources' too.
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
})
export type SavedViewState = z.infer<typeof savedViewStateSchema>

/**
 * A view's state as it comes back: what was stored, read without the rules of today, so that a view saved
 * before a rule changed (a period, a sort or a page size since removed) still lists; its values are checked when
 * it is applied, like values from the address bar.
 */
export const storedViewStateSchema = z.object({
  period: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  search: z.string().optional(),
  filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  columns: z.array(z.string()),
  sort: z.string().optional(),
  dir: z.string().optional(),
  pageSize: z.number().optional(),
})
export type StoredViewState = z.infer<typeof storedViewStateSchema>

export const savedViewSchema = z.object({
  id: z.number(),
  screen: z.string(),
  name: z.string(),
  state: storedViewStateSchema,
  updatedAt: z.string(),
})
export type SavedView = z.infer<typeof savedViewSchema>

export const savedViewListRequestSchema = z.strictObject({ screen })
export const savedViewAddRequestSchema = z.strictObject({
  screen,
  name: viewName,
  state: savedViewStateSchema,
})
export const savedViewUpdateRequestSchema = z.strictObject({
  id: z.number().int().positive(),
  name: viewName.optional(),
  state: savedViewStateSchema.optional(),
})
export const savedViewDeleteRequestSchema = z.strictObject({ id: z.number().int().positive() })

export const savedViewList = defineEndpoint({
  path: '/saved-view/list',
  access: access.session,
  summary: 'Tampilan tersimpan sebuah layar',
  body: savedViewListRequestSchema,
  result: z.array(savedViewSchema),
})

export const savedViewAdd = defineEndpoint({
  path: '/saved-view/add',
  access: access.session,
  summary: 'Menyimpan tampilan baru',
  body: savedViewAddRequestSchema,
  result: savedViewSchema,
})

export const savedViewUpdate = defineEndpoint({
  path: '/saved-view/update',
  access: access.session,
  summary: 'Mengubah nama atau isi tampilan',
  body: savedViewUpdateRequestSchema,
  result: savedViewSchema,
})

export const savedViewDelete = defineEndpoint({
  path: '/saved-view/delete',
  access: access.session,
  summary: 'Menghapus tampilan',
  body: savedViewDeleteRequestSchema,
  result: z.object({ deleted: z.number() }),
})
