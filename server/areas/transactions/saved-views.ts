import { and, asc, count, eq, sql } from 'drizzle-orm'
import {
  MAX_SAVED_VIEWS,
  type SavedView,
  type StoredViewState,
  type savedViewAdd,
  type savedViewDelete,
  type savedViewList,
  type savedViewUpdate,
} from '#contract/transactions/saved-views.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/errors.ts'
import { savedView } from '../../db/schema/index.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
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
const toView = (row: Pick<typeof savedView.$inferSelect, keyof typeof columns>): SavedView => ({
  id: row.id,
  screen: row.screen,
  name: row.name,
  state: row.state as StoredViewState,
  updatedAt: row.updatedAt.toISOString(),
})

/** A duplicate name (unique per user and screen) answers 409; anything else propagates. */
function mapUnique(name: string) {
  return (err: unknown): never => {
    if (pgErrorOf(err)?.code === UNIQUE_VIOLATION) throw duplicate(name)
    throw err
  }
}

/*
 * POST /saved-view/list|add|update|delete: named filter and column sets of a screen, per user. Only the
 * owner ever reads or changes a view; another user's id is simply not found.
 */

export const listSavedViews =
  (db: Db): EndpointHandler<typeof savedViewList> =>
  async (request) => {
    const rows = await db
      .select(columns)
      .from(savedView)
      .where(and(eq(savedView.userId, authOf(request).userId), eq(savedView.screen, request.body.screen)))
      .orderBy(asc(savedView.name))
    return rows.map(toView)
  }

export const addSavedView =
  (db: Db): EndpointHandler<typeof savedViewAdd> =>
  async (request) => {
    const { userId } = authOf(request)
    const { screen, name, state } = request.body
    const [existing] = await db
      .select({ n: count() })
      .from(savedView)
      .where(and(eq(savedView.userId, userId), eq(savedView.screen, screen)))
    if ((existing?.n ?? 0) >= MAX_SAVED_VIEWS)
      throw badRequest(`Maksimal ${MAX_SAVED_VIEWS} tampilan tersimpan per layar. Hapus yang tidak dipakai.`)
    const [row] = await db
      .insert(savedView)
      .values({ userId, screen, name, state })
      .returning(columns)
      .catch(mapUnique(name))
    if (!row) throw new Error('saved view not created')
    return answer(toView(row), `Tampilan "${name}" disimpan.`)
  }

export const updateSavedView =
  (db: Db): EndpointHandler<typeof savedViewUpdate> =>
  async (request) => {
    const { id, name, state } = request.body
    const [row] = await db
      .update(savedView)
      .set({ ...(name !== undefined ? { name } : {}), ...(state ? { state } : {}), updatedAt: sql`now()` })
      .where(and(eq(savedView.id, id), eq(savedView.userId, authOf(request).userId)))
      .returning(columns)
      .catch(mapUnique(name ?? ''))
    if (!row) throw notFound(NOT_FOUND)
    return answer(toView(row), `Tampilan "${row.name}" diperbarui.`)
  }

export const deleteSavedView =
  (db: Db): EndpointHandler<typeof savedViewDelete> =>
  async (request) => {
    const [row] = await db
      .delete(savedView)
      .where(and(eq(savedView.id, request.body.id), eq(savedView.userId, authOf(request).userId)))
      .returning({ name: savedView.name })
    if (!row) throw notFound(NOT_FOUND)
    return answer({ deleted: 1 }, `Tampilan "${row.name}" dihapus.`)
  }
