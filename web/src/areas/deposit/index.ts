import type { deposit } from '#contract/deposit/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

export const depositPages = webArea<typeof deposit>({
  '/dashboard/saving/merchant-saving': lazyPage(() =>
    import('./merchant-saving-page.tsx').then((m) => ({ default: m.MerchantSavingPage })),
  ),
})
