import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '#contract/access/route-access.ts'
import {
  PREFERENCE_PATHS,
  preferenceGetRequestSchema,
  preferenceSetRequestSchema,
} from '#contract/account/preference.ts'
import { ok } from '#contract/envelope.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { userPreference } from '../../db/schema/index.ts'

export function preferenceRoutes(api: FastifyInstance, db: Db) {
  const r = api.withTypeProvider<ZodTypeProvider>()
  const tags = ['preference']
  r.post(
    PREFERENCE_PATHS.get,
    {
      schema: { tags, summary: 'Membaca preferensi pengguna', body: preferenceGetRequestSchema },
      config: { access: access.session },
    },
    async (req) => {
      const [row] = await db
        .select({ value: userPreference.value })
        .from(userPreference)
        .where(and(eq(userPreference.userId, authOf(req).userId), eq(userPreference.key, req.body.key)))
      return ok(row?.value ?? null)
    },
  )
  r.post(
    PREFERENCE_PATHS.set,
    {
      schema: { tags, summary: 'Menyimpan preferensi pengguna', body: preferenceSetRequestSchema },
      config: { access: access.session },
    },
    async (req) => {
      await db
        .insert(userPreference)
        .values({ userId: authOf(req).userId, key: req.body.key, value: req.body.value })
        .onConflictDoUpdate({
          target: [userPreference.userId, userPreference.key],
          set: { value: req.body.value, updatedAt: sql`now()` },
        })
      return ok(req.body.value, 'Preferensi disimpan.')
    },
  )
}
