import { lazy } from 'react'
import type { partnerArea } from '#contract/partner/index.ts'
import { webArea } from '../../engine/area.ts'

export const partnerPages = webArea<typeof partnerArea>({
  '/dashboard/mint-partner/riwayat-pendapatan': lazy(() =>
    import('./income-page.tsx').then((m) => ({ default: m.IncomePage })),
  ),
  '/dashboard/mint-partner/approved-partner': lazy(() =>
    import('./registration-page.tsx').then((m) => ({ default: m.RegistrationPage })),
  ),
})
