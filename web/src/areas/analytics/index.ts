import type { analytics } from '#contract/analytics/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

/** The four summaries are one page, which reads its kind from the address; so are the three target lists. */
const SummaryPage = lazyPage(() =>
  import('./summary-page.tsx').then((m) => ({ default: m.SummaryRoutePage })),
)
const TargetsPage = lazyPage(() => import('./targets-page.tsx').then((m) => ({ default: m.TargetsPage })))

export const analyticsPages = webArea<typeof analytics>({
  '/': lazyPage(() => import('./home-page.tsx').then((m) => ({ default: m.HomePage }))),
  '/retail': SummaryPage,
  '/biller': SummaryPage,
  '/mycroatm': SummaryPage,
  '/topup': SummaryPage,
  '/dashboard/analytics/merchant-target': TargetsPage,
  '/dashboard/analytics/group-target': TargetsPage,
  '/dashboard/analytics/region-target': TargetsPage,
  '/dashboard/analytics/transaction-by-city': lazyPage(() =>
    import('./location-page.tsx').then((m) => ({ default: m.LocationPage })),
  ),
  '/dashboard/analytics/transaction-by-merchant': lazyPage(() =>
    import('./merchant-summary-page.tsx').then((m) => ({ default: m.MerchantSummaryPage })),
  ),
  '/dashboard/analytics/sharing-fee': lazyPage(() =>
    import('./sharing-fee-page.tsx').then((m) => ({ default: m.SharingFeePage })),
  ),
})
