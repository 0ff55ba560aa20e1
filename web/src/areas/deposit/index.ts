import { lazy } from 'react'
import type { deposit } from '#contract/deposit/index.ts'
import { webArea } from '../../engine/area.ts'

export const depositPages = webArea<typeof deposit>({
  '/dashboard/saving/merchant-saving': lazy(() =>
    import('./merchant-saving-page.tsx').then((m) => ({ default: m.MerchantSavingPage })),
  ),
})
