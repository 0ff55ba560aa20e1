import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { ACCOUNT_LINKS, ROUTES } from '#contract/navigation/menu.ts'
import { REPORT_ROUTES } from '#contract/transactions/report-routes.ts'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'
import { RouteGuard } from './route-guard.tsx'

const LoginPage = lazy(() => import('../areas/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })))
const ForgotPasswordPage = lazy(() =>
  import('../areas/auth/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
)
const ResetPasswordPage = lazy(() =>
  import('../areas/auth/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
)
const VerifyEmailPage = lazy(() =>
  import('../areas/account/verify-email-page.tsx').then((m) => ({ default: m.VerifyEmailPage })),
)
const HomePage = lazy(() => import('../areas/home/home-page.tsx').then((m) => ({ default: m.HomePage })))
/** Resource lists and not-yet-built modules (decided in the lazily loaded RoutePage). */
const RoutePage = lazy(() => import('./route-page.tsx').then((m) => ({ default: m.RoutePage })))
const ReportPage = lazy(() =>
  import('../areas/transactions/report-page.tsx').then((m) => ({ default: m.ReportRoutePage })),
)
/** Pages beyond the resource engine, by route. */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/dashboard/utils/mail-outbox': lazy(() =>
    import('../areas/developer/mail-outbox-page.tsx').then((m) => ({ default: m.MailOutboxPage })),
  ),
  '/dashboard/user': lazy(() =>
    import('../areas/account/users-page.tsx').then((m) => ({ default: m.UsersPage })),
  ),
  '/dashboard/feature-segmentation': lazy(() =>
    import('../areas/account/segments-page.tsx').then((m) => ({ default: m.SegmentsPage })),
  ),
  '/dashboard/feature': lazy(() =>
    import('../areas/account/features-page.tsx').then((m) => ({ default: m.FeaturesPage })),
  ),
  '/dashboard/account/password': lazy(() =>
    import('../areas/account/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })),
  ),
  '/dashboard/api': lazy(() =>
    import('../areas/api-access/api-master-page.tsx').then((m) => ({ default: m.ApiMasterPage })),
  ),
  '/dashboard/account/security': lazy(() =>
    import('../areas/auth/two-factor/security-page.tsx').then((m) => ({ default: m.SecurityPage })),
  ),
  '/dashboard/api-segmentation': lazy(() =>
    import('../areas/api-access/api-segmentation-page.tsx').then((m) => ({
      default: m.ApiSegmentationPage,
    })),
  ),
  '/dashboard/sync-transaction/mycroatm': lazy(() =>
    import('../areas/sync/sync-transaction-page.tsx').then((m) => ({ default: m.SyncMycroatmPage })),
  ),
  '/dashboard/sync-transaction/retail': lazy(() =>
    import('../areas/sync/sync-transaction-page.tsx').then((m) => ({ default: m.SyncRetailPage })),
  ),
  '/dashboard/topup/card-blocked': lazy(() =>
    import('../areas/topup/card-blocked-page.tsx').then((m) => ({ default: m.CardBlockedPage })),
  ),
  '/dashboard/topup/card-blocked-v2': lazy(() =>
    import('../areas/topup/card-history-page.tsx').then((m) => ({ default: m.CardHistoryPage })),
  ),
  '/dashboard/corporate/deviceoutletactivity': lazy(() =>
    import('../areas/device-activity/device-activity-page.tsx').then((m) => ({
      default: m.DeviceActivityPage,
    })),
  ),
  ...Object.fromEntries(REPORT_ROUTES.map((href) => [href, ReportPage])),
}
const NotFoundPage = lazy(() =>
  import('../areas/module/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
)

/**
 * One guarded route per entry of the contract's ROUTES and ACCOUNT_LINKS (the user menu's pages),
 * never a hand-written list.
 */
const menuRoutes: RouteObject[] = [...ROUTES, ...ACCOUNT_LINKS].map((route) => {
  const Page = PAGES[route.href]
  const page =
    route.href === '/' ? (
      <HomePage key={route.href} />
    ) : Page ? (
      <Page key={route.href} />
    ) : (
      <RoutePage key={route.href} route={route} />
    )
  const element = (
    <RouteGuard key={route.href} route={route}>
      {page}
    </RouteGuard>
  )
  return route.href === '/' ? { index: true, element } : { path: route.href, element }
})

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/login/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login/reset-password', element: <ResetPasswordPage /> },
      { path: '/login/verify-email', element: <VerifyEmailPage /> },
      ...menuRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
