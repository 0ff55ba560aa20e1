import { account } from '#contract/account/index.ts'
import { serverArea } from '../../engine/area.ts'
import { preferenceRoutes } from './preference.ts'
import { accountRoutes } from './routes.ts'

export const accountServer = serverArea(account, (deps) => ({
  resources: {},
  endpoints: {},
  routes: (api) => {
    accountRoutes(api, deps)
    preferenceRoutes(api, deps.db)
  },
}))
