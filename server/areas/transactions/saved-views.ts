import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '#contract/access/route-access.ts'
import { ok } from '#contract/envelope.ts'
import {
  MAX_SAVED_VIEWS,
  SAVED_VIEW_PATHS,
  type SavedView,
  type SavedViewState,
  savedViewAddRequestSchema,
  savedViewDeleteRequestSchema,
  savedViewListRequestSchema,
  savedViewUpdateRequestSchema,
} from '#contract/transactions/reports.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/errors.ts'
import { savedView } from '../../db/schema/index.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'

const NOT_FOUND = 'Tampilan tersimpan tidak ditemukan.'
const duplicate = (name: string) =>
  conflict(`Nama tampilan "${name}" sudah dipakai. Pilih nama lain.`, {
    errors: [{ field: 'name', message: 'Nama tampilan sudah dipakai.' }],
  })

const columns = {
  id: savedView.id,
  screen: savedView.screen,
  name: savedView.name,
  state: savedView.state,
  updatedAt: savedView.updatedAt,
}
const toView = (row: {
  id: number
  screen: string
  name: string
  state: unknown
  updatedAt: Date
}): SavedView => ({
  id: row.id,
  screen: row.screen,
  name: row.name,
  state: row.state as SavedViewState,
  updatedAt: row.updatedAt.toISOString(),
})

/** A duplicate name (unique per user and screen) answers 409; anything else propagates. */
function mapUnique(name: string) {
  return (err: unknown): never => {
    if (pgErrorOf(err)?.code === UNIQUE_VIOLATION) throw duplicate(name)
    throw err
  }
}

/**
 * POST /saved-view/list|add|update|delete: named filter and column sets of a screen, per user. Only the
 * owner ever reads or changes a view; another user's id is simply not found.
 */
export function savedViewRoutes(api: FastifyInstance, db: Db) {
  const route = api.withTypeProvider<ZodTypeProvider>()
  const tags = ['saved-view']
  const config = { access: access.session }

  route.post(
    SAVED_VIEW_PATHS.list,
    {
      schema: { tags, summary: 'Tampilan tersimpan sebuah layar', body: savedViewListRequestSchema },
      config,
    },
    async (request) => {
      const rows = await db
        .select(columns)
        .from(savedView)
        .where(and(eq(savedView.userId, authOf(request).userId), eq(savedView.screen, request.body.screen)))
        .orderBy(asc(savedView.name))
      return ok(rows.map(toView))
    },
  )

  route.post(
    SAVED_VIEW_PATHS.add,
    { schema: { tags, summary: 'Menyimpan tampilan baru', body: savedViewAddRequestSchema }, config },
    async (request) => {
      const { userId } = authOf(request)
      const { screen, name, state } = request.body
      const [existing] = await db
        .select({ n: count() })
        .from(savedView)
        .where(and(eq(savedView.userId, userId), eq(savedView.screen, screen)))
      if ((existing?.n ?? 0) >= MAX_SAVED_VIEWS)
        throw badRequest(
          `Maksimal ${MAX_SAVED_VIEWS} tampilan tersimpan per layar. Hapus yang tidak dipakai.`,
        )
      const [row] = await db
        .insert(savedView)
        .values({ userId, screen, name, state })
        .returning(columns)
        .catch(mapUnique(name))
      if (!row) throw new Error('saved view not created')
      return ok(toView(row), `Tampilan "${name}" disimpan.`)
    },
  )

  route.post(
    SAVED_VIEW_PATHS.update,
    {
      schema: { tags, summary: 'Mengubah nama atau isi tampilan', body: savedViewUpdateRequestSchema },
      config,
    },
    async (request) => {
      const { id, name, state } = request.body
      const [row] = await db
        .update(savedView)
        .set({ ...(name !== undefined ? { name } : {}), ...(state ? { state } : {}), updatedAt: sql`now()` })
        .where(and(eq(savedView.id, id), eq(savedView.userId, authOf(request).userId)))
        .returning(columns)
        .catch(mapUnique(name ?? ''))
      if (!row) throw notFound(NOT_FOUND)
      return ok(toView(row), `Tampilan "${row.name}" diperbarui.`)
    },
  )

  route.post(
    SAVED_VIEW_PATHS.delete,
    { schema: { tags, summary: 'Menghapus tampilan', body: savedViewDeleteRequestSchema }, config },
    async (request) => {
      const [row] = await db
        .delete(savedView)
        .where(and(eq(savedView.id, request.body.id), eq(savedView.userId, authOf(request).userId)))
        .returning({ name: savedView.name })
      if (!row) throw notFound(NOT_FOUND)
      return ok({ deleted: 1 }, `Tampilan "${row.name}" dihapus.`)
    },
  )
}
