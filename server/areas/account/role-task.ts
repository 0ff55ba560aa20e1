import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { isFeatureName } from '#contract/access/features.ts'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import type {
  RoleTaskMatrix,
  roleTaskAdd,
  roleTaskDelete,
  roleTaskList,
  roleTaskUpdate,
} from '#contract/account/roles.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { roleMaster, roleSegment, roleTask } from '../../db/schema/index.ts'
import type { AreaDeps } from '../../engine/area.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { catalogueIds, escalation, segmentFeatureNames } from './escalation.ts'
import { accountWrite } from './write.ts'

async function matrixOf(db: Db, segmentId: number): Promise<RoleTaskMatrix> {
  const [segment] = await db
    .select({ id: roleSegment.id, code: roleSegment.code, name: roleSegment.name })
    .from(roleSegment)
    .where(eq(roleSegment.id, segmentId))
  if (!segment) throw notFound(ACCOUNT_MESSAGES.segmentNotFound)
  const rows = await db
    .select({
      roleName: roleMaster.roleName,
      roleGroup: roleMaster.roleGroup,
      label: roleMaster.label,
      level: roleMaster.level,
      granted: sql<boolean>`(${roleTask.segmentId} is not null)`,
    })
    .from(roleMaster)
    .leftJoin(roleTask, and(eq(roleTask.roleMasterId, roleMaster.id), eq(roleTask.segmentId, segmentId)))
    .orderBy(asc(roleMaster.id))
  const groups = new Map<string, RoleTaskMatrix['groups'][number]>()
  for (const { roleGroup, ...feature } of rows) {
    const g = groups.get(roleGroup) ?? { roleGroup, features: [] }
    groups.set(roleGroup, g)
    g.features.push({ ...feature, granted: Boolean(feature.granted) })
  }
  return {
    segment,
    groups: [...groups.values()],
    granted: rows.filter((r) => r.granted).map((r) => r.roleName),
  }
}

/** 400 naming every name that is not a feature of the catalogue. */
function requireKnown(names: string[], field: string) {
  const unknown = names.filter((n) => !isFeatureName(n))
  if (unknown.length > 0) {
    const message = ACCOUNT_MESSAGES.unknownFeature(unknown)
    throw badRequest(message, { errors: [{ field, message }] })
  }
}

/**
 * Sets a segment's grant set to `next` inside a transaction, after the escalation rules, and audits
 * the features before and after.
 */
async function setGrants(
  tx: Db,
  request: FastifyRequest,
  segmentId: number,
  next: (current: string[]) => string[],
): Promise<{ before: string[]; after: string[] }> {
  const [segment] = await tx
    .select({ id: roleSegment.id })
    .from(roleSegment)
    .where(eq(roleSegment.id, segmentId))
  if (!segment) throw notFound(ACCOUNT_MESSAGES.segmentNotFound)
  const target = { entity: 'role_task', entityId: String(segmentId) }
  const esc = escalation(tx, authOf(request))
  esc.requireNotOwnSegment(segmentId, target)
  const before = await segmentFeatureNames(tx, segmentId)
  const after = [...new Set(next(before))].sort()
  esc.requireHeld(
    after.filter((f) => !before.includes(f)),
    target,
  )
  const removed = before.filter((f) => !after.includes(f))
  const added = after.filter((f) => !before.includes(f))
  if (removed.length === 0 && added.length === 0) return { before, after }
  await esc.keepingAnAccountAdmin(target, async () => {
    const ids = await catalogueIds(tx, [...removed, ...added])
    const idsOf = (names: string[]) =>
      names.map((n) => ids.get(n)).filter((id): id is number => id !== undefined)
    if (removed.length > 0)
      await tx
        .delete(roleTask)
        .where(and(eq(roleTask.segmentId, segmentId), inArray(roleTask.roleMasterId, idsOf(removed))))
    if (added.length > 0)
      await tx.insert(roleTask).values(idsOf(added).map((roleMasterId) => ({ segmentId, roleMasterId })))
    await tx.update(roleSegment).set({ updatedAt: sql`now()` }).where(eq(roleSegment.id, segmentId))
  })
  await audit(tx, request, {
    action: 'ROLE_CHANGE',
    entity: 'role_task',
    entityId: String(segmentId),
    before: { features: before },
    after: { features: after, added, removed },
  })
  return { before, after }
}

export const listRoleTasks =
  ({ db }: AreaDeps): EndpointHandler<typeof roleTaskList> =>
  async (request) =>
    matrixOf(db, request.body.segmentId)

export const updateRoleTasks =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof roleTaskUpdate> =>
  async (request) => {
    const { segmentId, features } = request.body
    requireKnown(features, 'features')
    await accountWrite(db, request, sendMail, (tx) => setGrants(tx, request, segmentId, () => features))
    return answer(await matrixOf(db, segmentId), 'Fitur segmen berhasil diperbarui.')
  }

export const addRoleTask =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof roleTaskAdd> =>
  async (request) => {
    const { segmentId, roleName } = request.body
    requireKnown([roleName], 'roleName')
    await accountWrite(db, request, sendMail, (tx) =>
      setGrants(tx, request, segmentId, (current) => [...current, roleName]),
    )
    return answer(await matrixOf(db, segmentId), `Fitur ${roleName} diberikan ke segmen.`)
  }

export const deleteRoleTask =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof roleTaskDelete> =>
  async (request) => {
    const { segmentId, roleName } = request.body
    requireKnown([roleName], 'roleName')
    await accountWrite(db, request, sendMail, (tx) =>
      setGrants(tx, request, segmentId, (current) => current.filter((f) => f !== roleName)),
    )
    return answer(await matrixOf(db, segmentId), `Fitur ${roleName} dicabut dari segmen.`)
  }
