import type { MenuLink } from '#contract/navigation/menu.ts'
import { lazyComponent } from '../engine/lazy-page.ts'

/**
 * Every route the shell does not draw itself (web/src/areas/home-pages.ts): an area's page, a resource list
 * or a module not built yet, decided in RoutePage's chunk. main.tsx preloads it for the opened route.
 */
export const RoutePage = lazyComponent<{ route: MenuLink }>(() =>
  import('./route-page.tsx').then((m) => ({ default: m.RoutePage })),
)

/** Loads what the opened route draws (RoutePage's chunk, then the route's own) before the app's first draw. */
export const preloadRoute = (href: string) => import('./route-page.tsx').then((m) => m.preloadRoute(href))
