import { deviceActivitySummary } from '#contract/device-activity/activity.ts'
import { deviceActivity } from '#contract/device-activity/index.ts'
import { customResource, serverArea } from '../../engine/area.ts'
import { deviceActivityEventResource } from './resources.ts'
import { deviceActivityRoutes } from './routes.ts'

export const deviceActivityServer = serverArea(deviceActivity, ({ db }) => ({
  resources: {
    deviceActivityEvent: deviceActivityEventResource,
    deviceActivitySummary: customResource(deviceActivitySummary),
  },
  endpoints: {},
  routes: (api) => deviceActivityRoutes(api, db),
}))
