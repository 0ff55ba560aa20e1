import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { isFeatureName } from '#contract/access/features.ts'
import { access } from '#contract/access/route-access.ts'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import { ROLE_MASTER_PATHS } from '#contract/account/paths.ts'
import {
  roleMasterAddRequestSchema,
  roleMasterDeleteRequestSchema,
  roleMasterListRequestSchema,
  roleMasterUpdateRequestSchema,
} from '#contract/account/roles.ts'
import { ok } from '#contract/envelope.ts'
import { audit } from '../../audit/log.ts'
import { roleMaster } from '../../db/schema/index.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { type AccountDeps, escapeLike } from './deps.ts'

const unknownFeature = (name: string) => {
  const message = ACCOUNT_MESSAGES.unknownFeature([name])
  return badRequest(message, { errors: [{ field: 'roleName', message }] })
}

/**
 * Role master: the feature catalogue. Its source is contract/access/features.ts (synced at start), so
 * adding a name outside it and deleting are refused, and only the label can change.
 */
export function roleMasterRoutes(api: FastifyInstance, { db }: AccountDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>()
  const tags = ['role-master']
  const change = access.features('ALL_DEVELOPER_MENU')

  r.post(
    ROLE_MASTER_PATHS.list,
    {
      schema: {
        tags,
        summary: 'Katalog fitur (role master), urut per grup: roleName, roleGroup, level, label',
        body: roleMasterListRequestSchema,
      },
      config: { access: access.features('ALL_SEGMENT_DASHBOARD', 'ALL_DEVELOPER_MENU') },
    },
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
      return ok({ items, total: total?.n ?? 0, page, pageSize })
    },
  )

  r.post(
    ROLE_MASTER_PATHS.add,
    {
      schema: {
        tags,
        summary:
          'Menambah fitur ke katalog: hanya nama dari katalog produk (contract/access/features.ts); nama lain ditolak',
        body: roleMasterAddRequestSchema,
      },
      config: { access: change },
    },
    async (request) => {
      const { roleName } = request.body
      if (!isFeatureName(roleName)) throw unknownFeature(roleName)
      const message = `Fitur ${roleName} sudah ada di katalog.`
      throw conflict(message, { errors: [{ field: 'roleName', message }] })
    },
  )

  r.post(
    ROLE_MASTER_PATHS.update,
    {
      schema: {
        tags,
        summary:
          'Mengubah label fitur (hanya label; nama, grup dan level milik katalog produk). Label kembali ke katalog saat server dimulai ulang.',
        body: roleMasterUpdateRequestSchema,
      },
      config: { access: change },
    },
    async (request) => {
      const { roleName, label } = request.body
      if (!isFeatureName(roleName)) throw unknownFeature(roleName)
      const after = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(roleMaster).where(eq(roleMaster.roleName, roleName))
        if (!before) throw notFound()
        const [row] = await tx
          .update(roleMaster)
          .set({ label })
          .where(eq(roleMaster.id, before.id))
          .returning()
        await audit(tx, request, {
          action: 'UPDATE',
          entity: 'role_master',
          entityId: roleName,
          before,
          after: row,
        })
        return row
      })
      return ok(after, 'Label fitur berhasil diperbarui.')
    },
  )

  r.post(
    ROLE_MASTER_PATHS.delete,
    {
      schema: {
        tags,
        summary:
          'Menghapus fitur: selalu ditolak (409) karena fitur berasal dari katalog produk dan tidak dapat dihapus',
        body: roleMasterDeleteRequestSchema,
      },
      config: { access: change },
    },
    async (request) => {
      if (!isFeatureName(request.body.roleName)) throw unknownFeature(request.body.roleName)
      throw conflict(ACCOUNT_MESSAGES.catalogueDelete)
    },
  )
}
