import { and, asc, count, eq, sql } from 'drizzle-orm'
import { type AnyOf, can, type RoleEntry } from '#contract/access/can.ts'
import {
  MAX_SAVED_VIEWS,
  type SavedView,
  type StoredViewState,
  type savedViewAdd,
  type savedViewDelete,
  type savedViewList,
  type savedViewUpdate,
} from '#contract/engine/saved-views.ts'
import { authOf } from '../access/enforce.ts'
import type { Db } from '../db/client.ts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../db/errors.ts'
import { savedView } from '../db/schema/index.ts'
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts'
import { answer, type EndpointHandler } from './endpoint.ts'

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

/**
 * The features that open a screen, or undefined for a key that names no list. The registry of screens (the
 * reports, the resource lists) belongs to the areas, which pass it in (server/areas/account/saved-view-screens.ts):
 * the engine does not know any area's lists.
 */
export type ScreenFeatures = (screen: string) => AnyOf | undefined

/** A view is kept only on a list screen its user may open: an unknown key is 400, a closed screen 403. */
function assertScreen(screenFeatures: ScreenFeatures, screen: string, roles: readonly RoleEntry[]): void {
  const features = screenFeatures(screen)
  if (!features) throw badRequest('Layar tidak dikenal.')
  if (!can(roles, features)) throw forbidden('Anda tidak memiliki akses ke layar ini.')
}

/** A duplicate name (unique per user and screen) answers 409; anything else propagates. */
function mapUnique(name: string) {
  return (err: unknown): never => {
    if (pgErrorOf(err)?.code === UNIQUE_VIOLATION) throw duplicate(name)
    throw err
  }
}

/*
 * POST /saved-view/list|add|update|delete: named views of a list screen, per user. Only the owner ever
 * reads or changes a view; another user's id is simply not found. Listing and adding need the screen
 * itself; renaming, overwriting and deleting one's own view do not (a user who lost a screen may still
 * clear their views of it).
 */

export const listSavedViews =
  (db: Db, screenFeatures: ScreenFeatures): EndpointHandler<typeof savedViewList> =>
  async (request) => {
    const auth = authOf(request)
    assertScreen(screenFeatures, request.body.screen, auth.roles)
    const rows = await db
      .select(columns)
      .from(savedView)
      .where(and(eq(savedView.userId, auth.userId), eq(savedView.screen, request.body.screen)))
      .orderBy(asc(savedView.name))
    return rows.map(toView)
  }

export const addSavedView =
  (db: Db, screenFeatures: ScreenFeatures): EndpointHandler<typeof savedViewAdd> =>
  async (request) => {
    const { userId, roles } = authOf(request)
    const { screen, name, state } = request.body
    assertScreen(screenFeatures, screen, roles)
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
