import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import {
  API_ACCESS_MESSAGES,
  type ApiDetailItem,
  type apiDetailAdd,
  type apiDetailDelete,
  type apiDetailList,
  type apiDetailUpdate,
} from '#contract/account/api-access.ts'
import { catalogueRoutes, ensureMasters, masterCodeOf } from '../../access/api-catalogue.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { apiDetail, apiMaster } from '../../db/schema/index.ts'
import type { AreaDeps } from '../../engine/area.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { escapeLike } from '../../engine/query.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { escalation } from './escalation.ts'
import { accountWrite } from './write.ts'

const columns = {
  id: apiDetail.id,
  method: apiDetail.method,
  path: apiDetail.path,
  features: apiDetail.features,
  summary: apiDetail.summary,
  label: apiDetail.label,
  apiMasterId: apiDetail.apiMasterId,
  apiMasterCode: apiMaster.code,
  apiMasterName: apiMaster.name,
  registered: apiDetail.registered,
  lastSeenAt: apiDetail.lastSeenAt,
}

async function selectDetails(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<ApiDetailItem[]> {
  const q = db
    .select(columns)
    .from(apiDetail)
    .innerJoin(apiMaster, eq(apiMaster.id, apiDetail.apiMasterId))
    .where(where)
    .orderBy(asc(apiDetail.path), asc(apiDetail.method))
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q
  return rows.map((r) => ({ ...r, lastSeenAt: r.lastSeenAt.toISOString() }))
}

const detailById = async (db: Db, id: number) => (await selectDetails(db, eq(apiDetail.id, id)))[0] ?? null

/** A 400 naming the master field when a referenced API master does not exist. */
async function requireMaster(db: Db, id: number): Promise<{ id: number; code: string }> {
  const [row] = await db
    .select({ id: apiMaster.id, code: apiMaster.code })
    .from(apiMaster)
    .where(eq(apiMaster.id, id))
  if (!row) {
    const message = API_ACCESS_MESSAGES.unknownMasters([id])
    throw badRequest(message, { errors: [{ field: 'apiMasterId', message }] })
  }
  return row
}

/*
 * API details: the server's feature-gated routes (kept equal to the registered routes at start-up).
 * A route can be relabelled or moved to another master; only a route the server no longer registers
 * can be deleted.
 */

export const listApiDetails =
  ({ db }: AreaDeps): EndpointHandler<typeof apiDetailList> =>
  async (request) => {
    const { page, pageSize, search, filters } = request.body
    const conds: (SQL | undefined)[] = []
    if (filters.apiMasterId !== undefined) conds.push(eq(apiDetail.apiMasterId, filters.apiMasterId))
    if (filters.registered !== undefined) conds.push(eq(apiDetail.registered, filters.registered))
    if (search) {
      const like = `%${escapeLike(search)}%`
      conds.push(
        sql`(${apiDetail.path} ilike ${like} or ${apiDetail.label} ilike ${like} or ${apiDetail.summary} ilike ${like}
          or ${apiDetail.method} ilike ${like} or array_to_string(${apiDetail.features}, ' ') ilike ${like})`,
      )
    }
    const where = and(...conds)
    const [items, [total]] = await Promise.all([
      selectDetails(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
      db.select({ n: count() }).from(apiDetail).where(where),
    ])
    return { items, total: total?.n ?? 0, page, pageSize }
  }

export const addApiDetail =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof apiDetailAdd> =>
  async (request) => {
    const { method, path, apiMasterId, label } = request.body
    const name = `${method} ${path}`
    const route = catalogueRoutes(request.server.apiRoutes).find(
      (x) => x.method === method && x.path === path,
    )
    if (!route) {
      const message = API_ACCESS_MESSAGES.routeNotRegistered(name)
      throw badRequest(message, { errors: [{ field: 'path', message }] })
    }
    const row = await accountWrite(db, request, sendMail, async (tx) => {
      const [existing] = await tx
        .select({ id: apiDetail.id })
        .from(apiDetail)
        .where(and(eq(apiDetail.method, method), eq(apiDetail.path, path)))
      if (existing) throw conflict(API_ACCESS_MESSAGES.routeInCatalogue(name))
      const master =
        apiMasterId !== undefined
          ? await requireMaster(tx, apiMasterId)
          : await (async () => {
              const code = masterCodeOf(path)
              const id = (await ensureMasters(tx, [code])).get(code)
              if (id === undefined) throw new Error(`api master ${code} missing`)
              return { id, code }
            })()
      const target = { entity: 'api_detail', entityId: name }
      await escalation(tx, authOf(request)).requireApiHeld(new Map([[master.id, master.code]]), target)
      const [created] = await tx
        .insert(apiDetail)
        .values({
          method,
          path,
          features: route.features,
          summary: route.summary,
          label: label ?? null,
          apiMasterId: master.id,
        })
        .returning({ id: apiDetail.id })
      if (!created) throw new Error('api detail not created')
      const after = await detailById(tx, created.id)
      if (!after) throw new Error('api detail not created')
      await audit(tx, request, { action: 'ADD', entity: 'api_detail', entityId: String(created.id), after })
      return after
    })
    return answer(row, 'Rute berhasil ditambahkan ke katalog.')
  }

export const updateApiDetail =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof apiDetailUpdate> =>
  async (request) => {
    const { id, apiMasterId, label } = request.body
    const row = await accountWrite(db, request, sendMail, async (tx) => {
      const before = await detailById(tx, id)
      if (!before) throw notFound(API_ACCESS_MESSAGES.detailNotFound)
      const master = await requireMaster(tx, apiMasterId)
      const target = { entity: 'api_detail', entityId: String(id) }
      const esc = escalation(tx, authOf(request))
      const moved = master.id !== before.apiMasterId
      const apply = () =>
        tx
          .update(apiDetail)
          .set({ apiMasterId: master.id, label, updatedAt: sql`now()` })
          .where(eq(apiDetail.id, id))
      if (moved) {
        // Moving a route changes which segments may call it: both groups must be the actor's, and
        // the account routes must stay callable by an account administrator.
        await esc.requireApiHeld(
          new Map([
            [before.apiMasterId, before.apiMasterCode],
            [master.id, master.code],
          ]),
          target,
        )
        await esc.keepingAnAccountAdmin(target, apply)
      } else await apply()
      const after = await detailById(tx, id)
      if (!after) throw notFound(API_ACCESS_MESSAGES.detailNotFound)
      await audit(tx, request, {
        action: 'UPDATE',
        entity: 'api_detail',
        entityId: String(id),
        before,
        after,
      })
      return after
    })
    return answer(row, 'Rute API berhasil diperbarui.')
  }

export const deleteApiDetails =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof apiDetailDelete> =>
  async (request) => {
    const ids = [...new Set(request.body.ids)]
    await accountWrite(db, request, sendMail, async (tx) => {
      const rows = await selectDetails(tx, inArray(apiDetail.id, ids))
      if (rows.length !== ids.length) throw notFound(API_ACCESS_MESSAGES.detailNotFound)
      const live = rows.find((d) => d.registered)
      if (live) throw conflict(API_ACCESS_MESSAGES.detailRegistered(`${live.method} ${live.path}`))
      await tx.delete(apiDetail).where(inArray(apiDetail.id, ids))
      for (const before of rows)
        await audit(tx, request, {
          action: 'DELETE',
          entity: 'api_detail',
          entityId: String(before.id),
          before,
        })
    })
    return answer(null, ids.length > 1 ? `${ids.length} rute berhasil dihapus.` : 'Rute berhasil dihapus.')
  }
