import { z } from 'zod'

/** Per-user settings kept on the server (column visibility of a list, page size …). */
export const PREFERENCE_PATHS = { get: '/preference/get', set: '/preference/set' } as const
export const preferenceKeySchema = z.string().regex(/^[a-z0-9:._-]{1,100}$/i, 'Kunci preferensi tidak valid.')
export const preferenceGetRequestSchema = z.strictObject({ key: preferenceKeySchema })
export const preferenceSetRequestSchema = z.strictObject({
  key: preferenceKeySchema,
  value: z.record(z.string().max(100), z.union([z.boolean(), z.number(), z.string().max(200)])),
})
