import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import type {
  UserItem,
  userAdd,
  userDelete,
  userList,
  userPartnerOptions,
  userUpdate,
  userUpdatePin,
} from '#contract/account/users.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { dashboardUser, partner, roleSegment, session } from '../../db/schema/index.ts'
import type { AreaDeps } from '../../engine/area.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { escapeLike } from '../../engine/query.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { escalation } from './escalation.ts'
import { queuePasswordLink } from './password-link.ts'
import { selectUsers, toUserItem, userInScope, userScopeOf } from './user-rows.ts'
import { normaliseScope } from './user-scope.ts'
import { accountWrite } from './write.ts'

const SORTS = {
  username: dashboardUser.username,
  email: dashboardUser.email,
  fullName: dashboardUser.fullName,
  status: dashboardUser.status,
  createdAt: dashboardUser.createdAt,
  lastLoginAt: dashboardUser.lastLoginAt,
} as const

/** Fields that make up a user's access: nobody changes them on their own account. */
const ACCESS_FIELDS = [
  'roleSegmentId',
  'userTypeLevel',
  'userTypeValue',
  'partnerCode',
  'partnerId',
  'sharingFeePartnerCode',
  'status',
] as const

async function requireSegment(db: Db, id: number) {
  const [row] = await db.select({ id: roleSegment.id }).from(roleSegment).where(eq(roleSegment.id, id))
  if (!row) {
    const message = ACCOUNT_MESSAGES.segmentNotFound
    throw badRequest(message, { errors: [{ field: 'roleSegmentId', message }] })
  }
}

/** Ends every session of a user, inside the caller's transaction. */
const revokeSessions = (tx: Db, userId: string) =>
  tx
    .update(session)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(session.userId, userId), sql`${session.revokedAt} is null`))

export const listUsers =
  ({ db }: AreaDeps): EndpointHandler<typeof userList> =>
  async (request) => {
    const { page, pageSize, search, sort, dir, filters } = request.body
    const conds: (SQL | undefined)[] = [userScopeOf(authOf(request))]
    if (search) {
      const like = `%${escapeLike(search)}%`
      conds.push(
        or(
          ilike(dashboardUser.username, like),
          ilike(dashboardUser.email, like),
          ilike(dashboardUser.fullName, like),
        ),
      )
    }
    if (filters.status) conds.push(eq(dashboardUser.status, filters.status))
    if (filters.roleSegmentId) conds.push(eq(dashboardUser.roleSegmentId, filters.roleSegmentId))
    if (filters.userTypeLevel) conds.push(eq(dashboardUser.userTypeLevel, filters.userTypeLevel))
    const where = and(...conds)
    const order = dir === 'desc' ? desc : asc
    const [rows, [total]] = await Promise.all([
      selectUsers(db)
        .where(where)
        .orderBy(order(SORTS[sort]), asc(dashboardUser.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(dashboardUser).where(where),
    ])
    return { items: rows.map(toUserItem), total: total?.n ?? 0, page, pageSize }
  }

export const listPartnerOptions =
  ({ db }: AreaDeps): EndpointHandler<typeof userPartnerOptions> =>
  async (request) => {
    const actor = authOf(request)
    const { search, ids, limit } = request.body
    // Only an ALL or PARTNER actor can give a partner scope (user-scope.ts); others get nothing.
    if (actor.userTypeLevel !== 'ALL' && actor.userTypeLevel !== 'PARTNER') return []
    const conds: (SQL | undefined)[] = [
      actor.userTypeLevel === 'PARTNER' ? eq(partner.code, actor.userTypeValue) : undefined,
    ]
    if (search) {
      const like = `%${escapeLike(search)}%`
      conds.push(or(ilike(partner.code, like), ilike(partner.name, like)))
    }
    if (ids && ids.length > 0) conds.push(inArray(partner.id, ids))
    return db
      .select({ id: partner.id, label: partner.name, code: partner.code })
      .from(partner)
      .where(and(...conds))
      .orderBy(asc(partner.name), asc(partner.id))
      .limit(limit)
  }

export const addUser =
  (deps: AreaDeps): EndpointHandler<typeof userAdd> =>
  async (request) => {
    const { db, sendMail } = deps
    const actor = authOf(request)
    const created = await accountWrite(db, request, sendMail, async (tx, queueMail) => {
      const input = request.body
      await requireSegment(tx, input.roleSegmentId)
      const scope = await normaliseScope(tx, input)
      const target = { entity: 'dashboard_user', entityId: input.username }
      const esc = escalation(tx, actor)
      await esc.requireCanAssignSegment(input.roleSegmentId, target)
      await esc.requireScopeWithin(scope, target)
      const [row] = await tx
        .insert(dashboardUser)
        .values({ ...input, ...scope, passwordHash: null, status: 'ACTIVE' })
        .returning({ id: dashboardUser.id })
      if (!row) throw new Error('user not created')
      const user = (await userInScope(tx, actor, row.id)) as UserItem
      await queuePasswordLink(tx, deps, queueMail, user, 'SET')
      await audit(tx, request, { action: 'ADD', entity: 'dashboard_user', entityId: row.id, after: user })
      return user
    })
    return answer(
      created,
      `Akun ${created.username} dibuat. Tautan untuk menyetel password telah dikirim ke ${created.email}.`,
    )
  }

export const updateUser =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof userUpdate> =>
  async (request) => {
    const actor = authOf(request)
    const { id, ...changes } = request.body
    const updated = await accountWrite(db, request, sendMail, async (tx) => {
      const before = await userInScope(tx, actor, id, true)
      if (!before) throw notFound(ACCOUNT_MESSAGES.userNotFound)
      const target = { entity: 'dashboard_user', entityId: id }
      const esc = escalation(tx, actor)
      const merged = { ...before, ...changes }
      // A level change without a value means "no value" (ALL), not the old level's value.
      if (
        changes.userTypeLevel &&
        changes.userTypeValue === undefined &&
        changes.userTypeLevel !== before.userTypeLevel
      )
        merged.userTypeValue = ''
      if (changes.userTypeLevel && changes.userTypeLevel !== before.userTypeLevel) {
        for (const f of ['partnerCode', 'partnerId', 'sharingFeePartnerCode'] as const)
          if (changes[f] === undefined) merged[f] = ''
      }
      const changed = ACCESS_FIELDS.filter((f) => merged[f] !== before[f])
      esc.requireNotSelf(id, changed, target)
      await esc.requireCanManageAccountIn(before.roleSegmentId, target)
      if (merged.roleSegmentId !== before.roleSegmentId) {
        await requireSegment(tx, merged.roleSegmentId)
        await esc.requireCanAssignSegment(merged.roleSegmentId, target)
      }
      const scope = await normaliseScope(tx, merged)
      await esc.requireScopeWithin(scope, target)
      const emailChanged = merged.email.toLowerCase() !== before.email.toLowerCase()
      await esc.keepingAnAccountAdmin(target, () =>
        tx
          .update(dashboardUser)
          .set({
            username: merged.username,
            email: merged.email,
            fullName: merged.fullName,
            roleSegmentId: merged.roleSegmentId,
            ...scope,
            status: merged.status,
            ...(emailChanged ? { emailVerifiedAt: null } : {}),
            ...(merged.status === 'ACTIVE' && before.status !== 'ACTIVE'
              ? { failedLoginCount: 0, lockedUntil: null }
              : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(dashboardUser.id, id)),
      )
      if (merged.status === 'INACTIVE' && before.status !== 'INACTIVE') await revokeSessions(tx, id)
      const after = (await userInScope(tx, { ...actor, userTypeLevel: 'ALL' }, id)) as UserItem
      await audit(tx, request, { action: 'UPDATE', entity: 'dashboard_user', entityId: id, before, after })
      return after
    })
    return answer(updated, 'Akun berhasil diperbarui.')
  }

export const resetUserPassword =
  (deps: AreaDeps): EndpointHandler<typeof userUpdatePin> =>
  async (request) => {
    const { db, sendMail } = deps
    const actor = authOf(request)
    const user = await accountWrite(db, request, sendMail, async (tx, queueMail) => {
      const before = await userInScope(tx, actor, request.body.id, true)
      if (!before) throw notFound(ACCOUNT_MESSAGES.userNotFound)
      if (before.status !== 'ACTIVE') throw badRequest(ACCOUNT_MESSAGES.inactive)
      await escalation(tx, actor).requireCanManageAccountIn(before.roleSegmentId, {
        entity: 'dashboard_user',
        entityId: before.id,
      })
      await tx
        .update(dashboardUser)
        .set({ passwordHash: null, failedLoginCount: 0, lockedUntil: null, updatedAt: sql`now()` })
        .where(eq(dashboardUser.id, before.id))
      await revokeSessions(tx, before.id)
      await queuePasswordLink(tx, deps, queueMail, before, 'RESET')
      await audit(tx, request, {
        action: 'RESET_PASSWORD',
        entity: 'dashboard_user',
        entityId: before.id,
        before: { passwordSet: before.passwordSet },
        after: { passwordSet: false, linkSentTo: before.email },
      })
      return before
    })
    return answer(null, `Tautan untuk menyetel password baru telah dikirim ke ${user.email}.`)
  }

export const deleteUsers =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof userDelete> =>
  async (request) => {
    const actor = authOf(request)
    const ids = [...new Set(request.body.ids)]
    await accountWrite(db, request, sendMail, async (tx) => {
      const esc = escalation(tx, actor)
      const victims: UserItem[] = []
      for (const id of ids) {
        const before = await userInScope(tx, actor, id, true)
        if (!before) throw notFound(ACCOUNT_MESSAGES.userNotFound)
        const target = { entity: 'dashboard_user', entityId: id }
        esc.requireNotSelf(id, ['delete'], target)
        await esc.requireCanManageAccountIn(before.roleSegmentId, target)
        victims.push(before)
      }
      await esc.keepingAnAccountAdmin(
        { entity: 'dashboard_user', entityId: ids.join(',').slice(0, 64) },
        () => tx.delete(dashboardUser).where(inArray(dashboardUser.id, ids)),
      )
      for (const before of victims)
        await audit(tx, request, {
          action: 'DELETE',
          entity: 'dashboard_user',
          entityId: before.id,
          before,
        })
    })
    return answer(null, ids.length > 1 ? `${ids.length} akun berhasil dihapus.` : 'Akun berhasil dihapus.')
  }
