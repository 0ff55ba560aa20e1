import type { topup } from '#contract/topup/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

export const topupPages = webArea<typeof topup>({
  '/dashboard/topup/card-blocked': lazyPage(() =>
    import('./card-blocked-page.tsx').then((m) => ({ default: m.CardBlockedPage })),
  ),
  '/dashboard/topup/card-blocked-v2': lazyPage(() =>
    import('./card-history-page.tsx').then((m) => ({ default: m.CardHistoryPage })),
  ),
})
