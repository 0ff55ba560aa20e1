import { defineArea } from '../engine/area.ts'
import { deviceActivityAdd, deviceActivitySummaryList } from './activity.ts'
import { deviceActivityResources } from './resources.ts'

/** Periode Aktivitas Device: what the devices reported, and each device over a period. */
export const deviceActivity = defineArea({
  name: 'device-activity',
  resources: deviceActivityResources,
  endpoints: { deviceActivityAdd, deviceActivitySummaryList },
  pages: ['/dashboard/corporate/deviceoutletactivity'],
})
