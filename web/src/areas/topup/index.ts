import { lazy } from 'react'
import type { topup } from '#contract/topup/index.ts'
import { webArea } from '../../engine/area.ts'

export const topupPages = webArea<typeof topup>({
  '/dashboard/topup/card-blocked': lazy(() =>
    import('./card-blocked-page.tsx').then((m) => ({ default: m.CardBlockedPage })),
  ),
  '/dashboard/topup/card-blocked-v2': lazy(() =>
    import('./card-history-page.tsx').then((m) => ({ default: m.CardHistoryPage })),
  ),
})
