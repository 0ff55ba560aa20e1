import type { partnerArea } from '#contract/partner/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

export const partnerPages = webArea<typeof partnerArea>({
  '/dashboard/mint-partner/riwayat-pendapatan': lazyPage(() =>
    import('./income-page.tsx').then((m) => ({ default: m.IncomePage })),
  ),
  '/dashboard/mint-partner/approved-partner': lazyPage(() =>
    import('./registration-page.tsx').then((m) => ({ default: m.RegistrationPage })),
  ),
  '/dashboard/mint-partner/mint-partner-homepage': lazyPage(() =>
    import('./homepage-page.tsx').then((m) => ({ default: m.HomepagePage })),
  ),
  '/dashboard/mint-partner/map-mint-partner-segment': lazyPage(() =>
    import('./mapping-page.tsx').then((m) => ({ default: m.MappingPage })),
  ),
})
