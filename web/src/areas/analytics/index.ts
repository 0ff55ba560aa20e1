import { lazy } from 'react'
import type { analytics } from '#contract/analytics/index.ts'
import { webArea } from '../../engine/area.ts'

/** The four summaries are one page, which reads its kind from the address. */
const SummaryPage = lazy(() => import('./summary-page.tsx').then((m) => ({ default: m.SummaryRoutePage })))

export const analyticsPages = webArea<typeof analytics>({
  '/': lazy(() => import('./home-page.tsx').then((m) => ({ default: m.HomePage }))),
  '/retail': SummaryPage,
  '/biller': SummaryPage,
  '/mycroatm': SummaryPage,
  '/topup': SummaryPage,
})
