import * as z from 'zod/mini'
import { access } from '../access/route-access.ts'
import { defineEndpoint, noBody } from '../engine/endpoint.ts'

/**
 * Location calls of docs/PRODUCT.md §7 (province → city → district → village) and the bank list. zod/mini
 * (docs/ARCHITECTURE.md "Bundle size"): the filters' selects call them on the dashboards too.
 */

export const locationItemSchema = z.object({ code: z.string(), name: z.string() })
export type LocationItem = z.infer<typeof locationItemSchema>

export const cityRequestSchema = z.strictObject({
  provinceCode: z.string().check(z.regex(/^\d{2}$/, 'Provinsi wajib dipilih.')),
})
export const districtRequestSchema = z.strictObject({
  cityCode: z.string().check(z.regex(/^\d{2}\.\d{2}$/, 'Kota/Kabupaten wajib dipilih.')),
})
export const villageRequestSchema = z.strictObject({
  districtCode: z.string().check(z.regex(/^\d{2}\.\d{2}\.\d{2}$/, 'Kecamatan wajib dipilih.')),
})

/** A bank offered by `/bank-code/get-list` (the specification's "Utils: bank-code get-list"): active ones only. */
export const bankItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  swift: z.string(),
})
export type BankItem = z.infer<typeof bankItemSchema>

const locationList = z.array(locationItemSchema)

export const provinceList = defineEndpoint({
  path: '/dashboard/location/province',
  access: access.public,
  summary: 'Daftar provinsi',
  body: noBody,
  result: locationList,
})

export const cityList = defineEndpoint({
  path: '/dashboard/location/city',
  access: access.public,
  summary: 'Kota/kabupaten di sebuah provinsi',
  body: cityRequestSchema,
  result: locationList,
})

export const districtList = defineEndpoint({
  path: '/dashboard/location/district',
  access: access.public,
  summary: 'Kecamatan di sebuah kota/kabupaten',
  body: districtRequestSchema,
  result: locationList,
})

export const villageList = defineEndpoint({
  path: '/dashboard/location/village',
  access: access.public,
  summary: 'Kelurahan/desa di sebuah kecamatan',
  body: villageRequestSchema,
  result: locationList,
})

export const bankList = defineEndpoint({
  path: '/bank-code/get-list',
  access: access.public,
  summary: 'Daftar kode bank',
  body: noBody,
  result: z.array(bankItemSchema),
})
