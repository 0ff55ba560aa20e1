import { location } from '#contract/location/index.ts'
import { serverArea } from '../../engine/area.ts'
import { listBanks, listCities, listDistricts, listProvinces, listVillages } from './lists.ts'

export const locationServer = serverArea(location, ({ db }) => ({
  resources: {},
  endpoints: {
    provinceList: listProvinces(db),
    cityList: listCities(db),
    districtList: listDistricts,
    villageList: listVillages,
    bankList: listBanks(db),
  },
}))
