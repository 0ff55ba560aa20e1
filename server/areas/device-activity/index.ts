import { deviceActivitySummary } from '#contract/device-activity/activity.ts'
import { deviceActivity } from '#contract/device-activity/index.ts'
import { customResource, serverArea } from '../../engine/area.ts'
import { recordDeviceActivity } from './record-activity.ts'
import { deviceActivityEventResource } from './resources.ts'
import { deviceActivitySummaryRoutes } from './routes.ts'

export const deviceActivityServer = serverArea(deviceActivity, ({ db }) => ({
  resources: {
    deviceActivityEvent: deviceActivityEventResource,
    deviceActivitySummary: customResource(deviceActivitySummary),
  },
  endpoints: { deviceActivityAdd: recordDeviceActivity(db) },
  // The summary's list (a custom resource): rows computed per request over the period it names.
  routes: (api) => deviceActivitySummaryRoutes(api, db),
}))
