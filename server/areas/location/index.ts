import { location } from '#contract/location/index.ts'
import { serverArea } from '../../engine/area.ts'
import { locationRoutes } from './routes.ts'

export const locationServer = serverArea(location, ({ db }) => ({
  resources: {},
  endpoints: {},
  routes: (api) => locationRoutes(api, db),
}))
