import { and, asc, count, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import type {
  roleSegmentAdd,
  roleSegmentDelete,
  roleSegmentList,
  roleSegmentOptions,
  roleSegmentUpdate,
} from '#contract/account/roles.ts'
import { grantMastersToSegment } from '../../access/api-catalogue.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { dashboardUser, roleSegment, session, twoFactor } from '../../db/schema/index.ts'
import type { AreaDeps } from '../../engine/area.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { escapeLike, rowsOf } from '../../engine/query.ts'
import { conflict, notFound } from '../../http/errors.ts'
import { escalation, segmentApiMasters, segmentFeatureNames } from './escalation.ts'
import { accountWrite } from './write.ts'

const SORT_SQL = {
  code: sql`s.code`,
  name: sql`s.name`,
  createdAt: sql`s.created_at`,
  featureCount: sql`feature_count`,
  userCount: sql`user_count`,
} as const

/** A segment with its features as the audit log records it. */
export async function segmentSnapshot(db: Db, id: number) {
  const [row] = await db.select().from(roleSegment).where(eq(roleSegment.id, id))
  if (!row) return null
  return { ...row, features: await segmentFeatureNames(db, id) }
}

/** A segment row as add and update answer it (the dates as the JSON answer carries them). */
const segmentRow = (row: typeof roleSegment.$inferSelect) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** Ends the live sessions of the segment's users who have no enabled authenticator; how many. */
async function endSessionsWithoutTwoFactor(db: Db, segmentId: number): Promise<number> {
  const withoutTwoFactor = db
    .select({ id: dashboardUser.id })
    .from(dashboardUser)
    .leftJoin(twoFactor, eq(twoFactor.userId, dashboardUser.id))
    .where(and(eq(dashboardUser.roleSegmentId, segmentId), isNull(twoFactor.enabledAt)))
  const ended = await db
    .update(session)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(session.revokedAt),
        gt(session.expiresAt, sql`now()`),
        inArray(session.userId, withoutTwoFactor),
      ),
    )
    .returning({ id: session.id })
  return ended.length
}

export const listRoleSegments =
  ({ db }: AreaDeps): EndpointHandler<typeof roleSegmentList> =>
  async (request) => {
    const { page, pageSize, search, sort, dir } = request.body
    const where = search
      ? sql`(s.code ilike ${`%${escapeLike(search)}%`} or s.name ilike ${`%${escapeLike(search)}%`})`
      : sql`true`
    const order = sql.raw(dir === 'desc' ? 'desc' : 'asc')
    const items = rowsOf(
      await db.execute(sql`
        select s.id, s.code, s.name, s.description, s.require_2fa as "require2fa",
          s.created_at as "createdAt", s.updated_at as "updatedAt",
          (select count(*)::int from role_task t where t.segment_id = s.id) as feature_count,
          (select count(*)::int from dashboard_user u where u.role_segment_id = s.id) as user_count
        from role_segment s where ${where}
        order by ${SORT_SQL[sort]} ${order}, s.id ${order}
        limit ${pageSize} offset ${(page - 1) * pageSize}`),
    ).map((r) => ({
      id: Number(r.id),
      code: String(r.code),
      name: String(r.name),
      description: String(r.description),
      require2fa: Boolean(r.require2fa),
      featureCount: Number(r.feature_count),
      userCount: Number(r.user_count),
      createdAt: new Date(r.createdAt as string).toISOString(),
      updatedAt: new Date(r.updatedAt as string).toISOString(),
    }))
    const [total] = rowsOf(
      await db.execute(sql`select count(*)::int as n from role_segment s where ${where}`),
    )
    return { items, total: Number(total?.n ?? 0), page, pageSize }
  }

export const listSegmentOptions =
  ({ db }: AreaDeps): EndpointHandler<typeof roleSegmentOptions> =>
  async (request) => {
    const { search, ids, limit } = request.body
    const conds: (SQL | undefined)[] = []
    if (search) {
      const like = `%${escapeLike(search)}%`
      conds.push(or(ilike(roleSegment.code, like), ilike(roleSegment.name, like)))
    }
    if (ids && ids.length > 0) conds.push(inArray(roleSegment.id, ids))
    return db
      .select({ id: roleSegment.id, label: roleSegment.name, code: roleSegment.code })
      .from(roleSegment)
      .where(and(...conds))
      .orderBy(asc(roleSegment.name), asc(roleSegment.id))
      .limit(limit)
  }

export const addRoleSegment =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof roleSegmentAdd> =>
  async (request) => {
    const row = await accountWrite(db, request, sendMail, async (tx) => {
      const [created] = await tx.insert(roleSegment).values(request.body).returning()
      if (!created) throw new Error('segment not created')
      // A new segment may call every API master its creator may (nobody grants what they lack).
      await grantMastersToSegment(tx, created.id, authOf(request).roleSegmentId)
      const apiMasters = [...(await segmentApiMasters(tx, created.id)).values()]
      await audit(tx, request, {
        action: 'ADD',
        entity: 'role_segment',
        entityId: String(created.id),
        after: { ...created, features: [], apiMasters },
      })
      return created
    })
    return answer(segmentRow(row), 'Segmen berhasil ditambahkan.')
  }

export const updateRoleSegment =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof roleSegmentUpdate> =>
  async (request) => {
    const { id, ...input } = request.body
    const row = await accountWrite(db, request, sendMail, async (tx) => {
      const before = await segmentSnapshot(tx, id)
      if (!before) throw notFound(ACCOUNT_MESSAGES.segmentNotFound)
      const target = { entity: 'role_segment', entityId: String(id) }
      const esc = escalation(tx, authOf(request))
      esc.requireNotOwnSegment(id, target)
      const [updated] = await tx
        .update(roleSegment)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(roleSegment.id, id))
        .returning()
      if (!updated) throw notFound(ACCOUNT_MESSAGES.segmentNotFound)
      // Requiring 2FA from now on: a session signed in without it must not continue.
      const sessionsEnded =
        updated.require2fa && !before.require2fa ? await endSessionsWithoutTwoFactor(tx, id) : 0
      await audit(tx, request, {
        action: 'UPDATE',
        entity: 'role_segment',
        entityId: String(id),
        before,
        after: { ...updated, features: before.features, ...(sessionsEnded ? { sessionsEnded } : {}) },
      })
      return { updated, sessionsEnded }
    })
    return answer(
      segmentRow(row.updated),
      row.sessionsEnded > 0
        ? ACCOUNT_MESSAGES.segmentUpdatedSessionsEnded(row.sessionsEnded)
        : 'Segmen berhasil diperbarui.',
    )
  }

export const deleteRoleSegments =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof roleSegmentDelete> =>
  async (request) => {
    const ids = [...new Set(request.body.ids)]
    await accountWrite(db, request, sendMail, async (tx) => {
      const found = await tx
        .select({ id: roleSegment.id })
        .from(roleSegment)
        .where(inArray(roleSegment.id, ids))
      if (found.length !== ids.length) throw notFound(ACCOUNT_MESSAGES.segmentNotFound)
      const esc = escalation(tx, authOf(request))
      for (const id of ids) {
        const target = { entity: 'role_segment', entityId: String(id) }
        esc.requireNotOwnSegment(id, target)
        const [users] = await tx
          .select({ n: count() })
          .from(dashboardUser)
          .where(eq(dashboardUser.roleSegmentId, id))
        const n = users?.n ?? 0
        if (n > 0) throw conflict(ACCOUNT_MESSAGES.segmentInUse(n))
        const before = await segmentSnapshot(tx, id)
        await tx.delete(roleSegment).where(eq(roleSegment.id, id))
        await audit(tx, request, { action: 'DELETE', entity: 'role_segment', entityId: String(id), before })
      }
    })
    return answer(
      null,
      ids.length > 1 ? `${ids.length} segmen berhasil dihapus.` : 'Segmen berhasil dihapus.',
    )
  }
