import { analytics } from '#contract/analytics/index.ts'
import { serverArea } from '../../engine/area.ts'

export const analyticsServer = serverArea(analytics, () => ({ resources: {}, endpoints: {} }))
