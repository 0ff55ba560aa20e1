import { auth } from '#contract/auth/index.ts'
import { authRoutes } from '../../auth/routes.ts'
import { serverArea } from '../../engine/area.ts'

export const authServer = serverArea(auth, (deps) => ({
  resources: {},
  endpoints: {},
  routes: (api) => authRoutes(api, deps),
}))
