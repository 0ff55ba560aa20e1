import { lazy } from 'react'
import type { account } from '#contract/account/index.ts'
import { webArea } from '../../engine/area.ts'

export const accountPages = webArea<typeof account>({
  '/dashboard/user': lazy(() => import('./users-page.tsx').then((m) => ({ default: m.UsersPage }))),
  '/dashboard/feature-segmentation': lazy(() =>
    import('./segments-page.tsx').then((m) => ({ default: m.SegmentsPage })),
  ),
  '/dashboard/feature': lazy(() => import('./features-page.tsx').then((m) => ({ default: m.FeaturesPage }))),
  '/dashboard/account/password': lazy(() =>
    import('./change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })),
  ),
  '/dashboard/api': lazy(() =>
    import('./api-access/api-master-page.tsx').then((m) => ({ default: m.ApiMasterPage })),
  ),
  '/dashboard/api-segmentation': lazy(() =>
    import('./api-access/api-segmentation-page.tsx').then((m) => ({ default: m.ApiSegmentationPage })),
  ),
  '/login/verify-email': lazy(() =>
    import('./verify-email-page.tsx').then((m) => ({ default: m.VerifyEmailPage })),
  ),
})
