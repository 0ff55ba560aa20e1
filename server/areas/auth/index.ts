import { auth } from '#contract/auth/index.ts'
import { serverArea } from '../../engine/area.ts'
import { authRoutes } from './sign-in.ts'

export const authServer = serverArea(auth, (deps) => ({
  resources: {},
  endpoints: {},
  routes: (api) => authRoutes(api, deps),
}))
