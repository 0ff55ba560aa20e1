import { and, eq, sql } from 'drizzle-orm'
import type { preferenceGet, preferenceSet } from '#contract/account/preference.ts'
import type { EndpointResult } from '#contract/engine/endpoint.ts'
import { authOf } from '../../access/enforce.ts'
import { userPreference } from '../../db/schema/index.ts'
import type { AreaDeps } from '../../engine/area.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'

/** The value saved under the caller's key, or null. */
export const getPreference =
  ({ db }: AreaDeps): EndpointHandler<typeof preferenceGet> =>
  async (request) => {
    const [row] = await db
      .select({ value: userPreference.value })
      .from(userPreference)
      .where(and(eq(userPreference.userId, authOf(request).userId), eq(userPreference.key, request.body.key)))
    // The column is untyped JSON; only preferenceSet writes it, with a value its schema accepted.
    return (row?.value ?? null) as EndpointResult<typeof preferenceGet>
  }

/** Saves the caller's value under the key. */
export const setPreference =
  ({ db }: AreaDeps): EndpointHandler<typeof preferenceSet> =>
  async (request) => {
    await db
      .insert(userPreference)
      .values({ userId: authOf(request).userId, key: request.body.key, value: request.body.value })
      .onConflictDoUpdate({
        target: [userPreference.userId, userPreference.key],
        set: { value: request.body.value, updatedAt: sql`now()` },
      })
    return answer(request.body.value, 'Preferensi disimpan.')
  }
