import { defineArea } from '../engine/area.ts'
import {
  deviceActivityAdd,
  deviceActivityEvent,
  deviceActivitySummary,
  deviceActivitySummaryList,
} from './activity.ts'

/** Periode Aktivitas Device: what the devices reported, and each device over a period. */
export const deviceActivity = defineArea({
  name: 'device-activity',
  resources: { deviceActivityEvent, deviceActivitySummary },
  endpoints: { deviceActivityAdd, deviceActivitySummaryList },
  pages: ['/dashboard/corporate/deviceoutletactivity'],
})
