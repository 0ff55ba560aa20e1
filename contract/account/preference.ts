import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'

/** Per-user settings kept on the server (column visibility of a list, page size …). */
export const preferenceKeySchema = z.string().regex(/^[a-z0-9:._-]{1,100}$/i, 'Kunci preferensi tidak valid.')
export const preferenceValueSchema = z.record(
  z.string().max(100),
  z.union([z.boolean(), z.number(), z.string().max(200)]),
)
export const preferenceGetRequestSchema = z.strictObject({ key: preferenceKeySchema })
export const preferenceSetRequestSchema = z.strictObject({
  key: preferenceKeySchema,
  value: preferenceValueSchema,
})

/** The value saved under the key, or null when none is. */
export const preferenceGet = defineEndpoint({
  path: '/preference/get',
  access: access.session,
  summary: 'Membaca preferensi pengguna',
  body: preferenceGetRequestSchema,
  result: preferenceValueSchema.nullable(),
})

/** Saves the value under the key (replacing what was there) and answers with it. */
export const preferenceSet = defineEndpoint({
  path: '/preference/set',
  access: access.session,
  summary: 'Menyimpan preferensi pengguna',
  body: preferenceSetRequestSchema,
  result: preferenceValueSchema,
})
