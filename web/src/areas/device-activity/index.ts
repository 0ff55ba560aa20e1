import type { deviceActivity } from '#contract/device-activity/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

export const deviceActivityPages = webArea<typeof deviceActivity>({
  '/dashboard/corporate/deviceoutletactivity': lazyPage(() =>
    import('./device-activity-page.tsx').then((m) => ({ default: m.DeviceActivityPage })),
  ),
})
