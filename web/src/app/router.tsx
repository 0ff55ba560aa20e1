import { lazy } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { ACCOUNT_LINKS, ROUTES } from '#contract/navigation/menu.ts'
import { HOME_PAGES } from '../areas/home-pages.ts'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'
import { RouteGuard } from './route-guard.tsx'

import { RoutePage } from './route-page-lazy.ts'

const NotFoundPage = lazy(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })))

/**
 * One guarded route per entry of the contract's ROUTES and ACCOUNT_LINKS (the user menu's pages),
 * never a hand-written list. The areas' public pages are drawn by the public entry (public-main.tsx).
 */
const menuRoutes: RouteObject[] = [...ROUTES, ...ACCOUNT_LINKS].map((route) => {
  const Page = HOME_PAGES[route.href]
  const page = Page ? <Page key={route.href} /> : <RoutePage key={route.href} route={route} />
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
    children: [...menuRoutes, { path: '*', element: <NotFoundPage /> }],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
