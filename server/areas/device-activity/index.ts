import { deviceActivitySummary } from '#contract/device-activity/activity.ts'
import { deviceActivity } from '#contract/device-activity/index.ts'
import { customResource, serverArea } from '../../engine/area.ts'
import { recordDeviceActivity } from './record-activity.ts'
import { deviceActivityEventResource } from './resources.ts'
import { listDeviceActivitySummary } from './summary.ts'

export const deviceActivityServer = serverArea(deviceActivity, ({ db }) => ({
  resources: {
    deviceActivityEvent: deviceActivityEventResource,
    // Its list is the deviceActivitySummaryList endpoint: rows computed per request over the days asked for.
    deviceActivitySummary: customResource(deviceActivitySummary),
  },
  endpoints: {
    deviceActivityAdd: recordDeviceActivity(db),
    deviceActivitySummaryList: listDeviceActivitySummary(db),
  },
}))
