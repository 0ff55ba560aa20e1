import { search } from '#contract/search/index.ts'
import { serverArea } from '../../engine/area.ts'
import { searchData } from './find.ts'

export const searchServer = serverArea(search, (deps) => ({
  resources: {},
  endpoints: { globalSearch: searchData(deps) },
}))
