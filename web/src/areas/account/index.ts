import type { account } from '#contract/account/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

export const accountPages = webArea<typeof account>({
  '/dashboard/user': lazyPage(() => import('./users-page.tsx').then((m) => ({ default: m.UsersPage }))),
  '/dashboard/feature-segmentation': lazyPage(() =>
    import('./segments-page.tsx').then((m) => ({ default: m.SegmentsPage })),
  ),
  '/dashboard/feature': lazyPage(() =>
    import('./features-page.tsx').then((m) => ({ default: m.FeaturesPage })),
  ),
  '/dashboard/account/password': lazyPage(() =>
    import('./change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })),
  ),
  '/dashboard/api': lazyPage(() =>
    import('./api-access/api-master-page.tsx').then((m) => ({ default: m.ApiMasterPage })),
  ),
  '/dashboard/api-segmentation': lazyPage(() =>
    import('./api-access/api-segmentation-page.tsx').then((m) => ({ default: m.ApiSegmentationPage })),
  ),
  '/login/verify-email': lazyPage(() =>
    import('./verify-email-page.tsx').then((m) => ({ default: m.VerifyEmailPage })),
  ),
})
