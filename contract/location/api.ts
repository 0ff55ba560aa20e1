import { z } from 'zod'

/** Location calls of docs/PRODUCT.md §7 (province → city → district → village) and the bank list. */
export const LOCATION_PATHS = {
  province: '/dashboard/location/province',
  city: '/dashboard/location/city',
  district: '/dashboard/location/district',
  village: '/dashboard/location/village',
  banks: '/bank-code/get-list',
} as const

export const locationItemSchema = z.object({ code: z.string(), name: z.string() })
export type LocationItem = z.infer<typeof locationItemSchema>

export const cityRequestSchema = z.strictObject({
  provinceCode: z.string().regex(/^\d{2}$/, 'Provinsi wajib dipilih.'),
})
export const districtRequestSchema = z.strictObject({
  cityCode: z.string().regex(/^\d{2}\.\d{2}$/, 'Kota/Kabupaten wajib dipilih.'),
})
export const villageRequestSchema = z.strictObject({
  districtCode: z.string().regex(/^\d{2}\.\d{2}\.\d{2}$/, 'Kecamatan wajib dipilih.'),
})

export interface BankItem {
  code: string
  name: string
  shortName: string
}
