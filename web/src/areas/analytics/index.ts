import { lazy } from 'react'
import type { analytics } from '#contract/analytics/index.ts'
import { webArea } from '../../engine/area.ts'

export const analyticsPages = webArea<typeof analytics>({
  '/': lazy(() => import('./home-page.tsx').then((m) => ({ default: m.HomePage }))),
})
