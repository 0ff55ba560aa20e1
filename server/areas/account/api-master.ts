import { eq, inArray, type SQL, sql } from 'drizzle-orm'
import {
  API_ACCESS_MESSAGES,
  type ApiMasterItem,
  type apiMasterAdd,
  type apiMasterDelete,
  type apiMasterList,
  type apiMasterUpdate,
} from '#contract/account/api-access.ts'
import { grantToEverySegment } from '../../access/api-catalogue.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { apiMaster, apiSegment, roleSegment } from '../../db/schema/index.ts'
import type { AreaDeps } from '../../engine/area.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { escapeLike, rowsOf } from '../../engine/query.ts'
import { conflict, notFound } from '../../http/errors.ts'
import { accountWrite } from './write.ts'

const iso = (v: unknown) => new Date(v as string).toISOString()

/** Masters with their route and segment counts, in code order. */
async function listMasters(
  db: Db,
  where: SQL,
  page: { limit: number; offset: number } | null,
): Promise<ApiMasterItem[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select m.id, m.code, m.name, m.description, m.custom, m.created_at, m.updated_at,
        (select count(*)::int from api_detail d where d.api_master_id = m.id) as detail_count,
        (select count(*)::int from api_detail d where d.api_master_id = m.id and d.registered) as registered_count,
        (select count(*)::int from api_segment g where g.api_master_id = m.id) as segment_count
      from api_master m where ${where}
      order by m.code, m.id
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`),
  )
  return rows.map((r) => ({
    id: Number(r.id),
    code: String(r.code),
    name: String(r.name),
    description: String(r.description),
    custom: Boolean(r.custom),
    detailCount: Number(r.detail_count),
    registeredCount: Number(r.registered_count),
    segmentCount: Number(r.segment_count),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }))
}

async function masterById(db: Db, id: number): Promise<ApiMasterItem | null> {
  const [row] = await listMasters(db, sql`m.id = ${id}`, null)
  return row ?? null
}

/** The codes of the segments granted a master (what its audit entry records). */
async function grantedSegments(db: Db, masterId: number): Promise<string[]> {
  const rows = await db
    .select({ code: roleSegment.code })
    .from(apiSegment)
    .innerJoin(roleSegment, eq(roleSegment.id, apiSegment.segmentId))
    .where(eq(apiSegment.apiMasterId, masterId))
    .orderBy(roleSegment.code)
  return rows.map((r) => r.code)
}

/*
 * API master: groups of server routes. The sync makes one per first path segment; administrators can add
 * their own groups (granted to every segment, like the sync's, so that adding one takes nothing away),
 * rename them, and delete an empty one.
 */

export const listApiMasters =
  ({ db }: AreaDeps): EndpointHandler<typeof apiMasterList> =>
  async (request) => {
    const { page, pageSize, search } = request.body
    const like = search ? `%${escapeLike(search)}%` : null
    const where = like
      ? sql`(m.code ilike ${like} or m.name ilike ${like} or m.description ilike ${like} or exists (
          select 1 from api_detail d where d.api_master_id = m.id
            and (d.path ilike ${like} or d.label ilike ${like} or d.summary ilike ${like})))`
      : sql`true`
    const [items, [total]] = await Promise.all([
      listMasters(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
      db.execute(sql`select count(*)::int as n from api_master m where ${where}`).then(rowsOf),
    ])
    return { items, total: Number(total?.n ?? 0), page, pageSize }
  }

export const addApiMaster =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof apiMasterAdd> =>
  async (request) => {
    const row = await accountWrite(db, request, sendMail, async (tx) => {
      const [created] = await tx
        .insert(apiMaster)
        .values({ ...request.body, custom: true })
        .returning({ id: apiMaster.id })
      if (!created) throw new Error('api master not created')
      await grantToEverySegment(tx, [created.id])
      const after = await masterById(tx, created.id)
      if (!after) throw new Error('api master not created')
      await audit(tx, request, {
        action: 'ADD',
        entity: 'api_master',
        entityId: String(created.id),
        after: { ...after, segments: await grantedSegments(tx, created.id) },
      })
      return after
    })
    return answer(row, 'Master API berhasil ditambahkan.')
  }

export const updateApiMaster =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof apiMasterUpdate> =>
  async (request) => {
    const { id, ...input } = request.body
    const row = await accountWrite(db, request, sendMail, async (tx) => {
      const before = await masterById(tx, id)
      if (!before) throw notFound(API_ACCESS_MESSAGES.masterNotFound)
      await tx
        .update(apiMaster)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(apiMaster.id, id))
      const after = await masterById(tx, id)
      if (!after) throw notFound(API_ACCESS_MESSAGES.masterNotFound)
      await audit(tx, request, {
        action: 'UPDATE',
        entity: 'api_master',
        entityId: String(id),
        before,
        after,
      })
      return after
    })
    return answer(row, 'Master API berhasil diperbarui.')
  }

export const deleteApiMasters =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof apiMasterDelete> =>
  async (request) => {
    const ids = [...new Set(request.body.ids)]
    await accountWrite(db, request, sendMail, async (tx) => {
      const found = await tx.select({ id: apiMaster.id }).from(apiMaster).where(inArray(apiMaster.id, ids))
      if (found.length !== ids.length) throw notFound(API_ACCESS_MESSAGES.masterNotFound)
      for (const id of ids) {
        const before = await masterById(tx, id)
        if (!before) throw notFound(API_ACCESS_MESSAGES.masterNotFound)
        if (before.detailCount > 0)
          throw conflict(API_ACCESS_MESSAGES.masterInUse(before.code, before.detailCount))
        const segments = await grantedSegments(tx, id)
        await tx.delete(apiMaster).where(eq(apiMaster.id, id))
        await audit(tx, request, {
          action: 'DELETE',
          entity: 'api_master',
          entityId: String(id),
          before: { ...before, segments },
        })
      }
    })
    return answer(
      null,
      ids.length > 1 ? `${ids.length} master API berhasil dihapus.` : 'Master API berhasil dihapus.',
    )
  }
