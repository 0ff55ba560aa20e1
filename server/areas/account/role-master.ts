import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm'
import { isFeatureName } from '#contract/access/features.ts'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import type {
  roleMasterAdd,
  roleMasterDelete,
  roleMasterList,
  roleMasterUpdate,
} from '#contract/account/roles.ts'
import { audit } from '../../audit/log.ts'
import { roleMaster } from '../../db/schema/index.ts'
import type { AreaDeps } from '../../engine/area.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { escapeLike } from '../../engine/query.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'

/*
 * Role master: the feature catalogue. Its source is contract/access/features.ts (synced at start), so
 * adding a name outside it and deleting are refused, and only the label can change.
 */

const unknownFeature = (name: string) => {
  const message = ACCOUNT_MESSAGES.unknownFeature([name])
  return badRequest(message, { errors: [{ field: 'roleName', message }] })
}

export const listRoleMasters =
  ({ db }: AreaDeps): EndpointHandler<typeof roleMasterList> =>
  async (request) => {
    const { page, pageSize, search, filters } = request.body
    const conds: (SQL | undefined)[] = []
    if (search) {
      const like = `%${escapeLike(search)}%`
      conds.push(
        or(
          ilike(roleMaster.roleName, like),
          ilike(roleMaster.label, like),
          ilike(roleMaster.roleGroup, like),
        ),
      )
    }
    if (filters.roleGroup) conds.push(eq(roleMaster.roleGroup, filters.roleGroup))
    if (filters.level) conds.push(eq(roleMaster.level, filters.level))
    const where = and(...conds)
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(roleMaster)
        .where(where)
        .orderBy(asc(roleMaster.roleGroup), asc(roleMaster.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(roleMaster).where(where),
    ])
    return { items, total: total?.n ?? 0, page, pageSize }
  }

/** Every catalogue name is already in the catalogue: refused, naming why. */
export const addRoleMaster: EndpointHandler<typeof roleMasterAdd> = async (request) => {
  const { roleName } = request.body
  if (!isFeatureName(roleName)) throw unknownFeature(roleName)
  const message = `Fitur ${roleName} sudah ada di katalog.`
  throw conflict(message, { errors: [{ field: 'roleName', message }] })
}

export const updateRoleMaster =
  ({ db }: AreaDeps): EndpointHandler<typeof roleMasterUpdate> =>
  async (request) => {
    const { roleName, label } = request.body
    if (!isFeatureName(roleName)) throw unknownFeature(roleName)
    const after = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(roleMaster).where(eq(roleMaster.roleName, roleName))
      if (!before) throw notFound()
      const [row] = await tx.update(roleMaster).set({ label }).where(eq(roleMaster.id, before.id)).returning()
      if (!row) throw notFound()
      await audit(tx, request, {
        action: 'UPDATE',
        entity: 'role_master',
        entityId: roleName,
        before,
        after: row,
      })
      return row
    })
    return answer(after, 'Label fitur berhasil diperbarui.')
  }

/** Catalogue features cannot be deleted: refused, naming why. */
export const deleteRoleMaster: EndpointHandler<typeof roleMasterDelete> = async (request) => {
  if (!isFeatureName(request.body.roleName)) throw unknownFeature(request.body.roleName)
  throw conflict(ACCOUNT_MESSAGES.catalogueDelete)
}
