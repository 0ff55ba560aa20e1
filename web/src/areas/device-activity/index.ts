import { lazy } from 'react'
import type { deviceActivity } from '#contract/device-activity/index.ts'
import { webArea } from '../../engine/area.ts'

export const deviceActivityPages = webArea<typeof deviceActivity>({
  '/dashboard/corporate/deviceoutletactivity': lazy(() =>
    import('./device-activity-page.tsx').then((m) => ({ default: m.DeviceActivityPage })),
  ),
})
