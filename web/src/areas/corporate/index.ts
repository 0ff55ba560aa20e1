import type { corporate } from '#contract/corporate/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

export const corporatePages = webArea<typeof corporate>({
  '/dashboard/corporate/merchant': lazyPage(() =>
    import('./merchant-page.tsx').then((m) => ({ default: m.MerchantPage })),
  ),
})
