import { defineArea } from '../engine/area.ts'
import { bankList, cityList, districtList, provinceList, villageList } from './api.ts'

/** Indonesian administrative areas (province → city → district → village) for address fields, and banks. */
export const location = defineArea({
  name: 'location',
  resources: {},
  endpoints: { provinceList, cityList, districtList, villageList, bankList },
  pages: [],
})
