import { lazy, Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { isPublicPath } from '#contract/navigation/menu.ts'
import { PageSpinner } from '../ui/spinner.tsx'
import { SessionGate } from './session-gate.tsx'

const AppLayout = lazy(() => import('./layout/app-layout.tsx').then((m) => ({ default: m.AppLayout })))

/**
 * docs/PRODUCT.md §2: public paths (/login, /registration …) render bare, without layout or guard; every
 * other path sits behind the session gate inside the sidebar layout.
 */
export function RootLayout() {
  const { pathname } = useLocation()
  if (isPublicPath(pathname)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <div lang="id" className="min-h-dvh">
          <Outlet />
        </div>
      </Suspense>
    )
  }
  return (
    <SessionGate>
      <Suspense fallback={null}>
        <AppLayout />
      </Suspense>
    </SessionGate>
  )
}
