import { z } from 'zod'
import { cityCode, districtCode, provinceCode, text, villageCode } from '../engine/fields.ts'

/** The address of a merchant or an outlet (docs/DOMAIN.md §0): province → city → district → village. */
export const addressRow = {
  address: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
  villageCode: z.string(),
  villageName: z.string(),
}

export const addressInput = {
  address: text('Alamat', 300),
  provinceCode: provinceCode(),
  cityCode: cityCode(),
  districtCode: districtCode(),
  villageCode: villageCode(),
}

export const addressFields = [
  { key: 'address', label: 'Alamat', type: 'textarea' },
  { key: 'provinceCode', label: 'Provinsi', type: 'province' },
  { key: 'cityCode', label: 'Kota/Kabupaten', type: 'city', parent: 'provinceCode' },
  { key: 'districtCode', label: 'Kecamatan', type: 'district', parent: 'cityCode' },
  { key: 'villageCode', label: 'Kelurahan/Desa', type: 'village', parent: 'districtCode' },
] as const
