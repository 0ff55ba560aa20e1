import { deviceActivityEvent, deviceActivitySummary } from './activity.ts'

/** The device-activity area's resources (imported alone by the web's resource engine: contract/resources.ts). */
export const deviceActivityResources = { deviceActivityEvent, deviceActivitySummary }
