import { type ComponentType, lazy } from 'react'
import type { MenuLink } from '#contract/navigation/menu.ts'
import { SIGNED_IN_AREA_PAGES } from '../areas/index.ts'
import { RESOURCE_ROUTES } from './resource-routes.ts'

const ModulePage = lazy(() => import('./module-page.tsx').then((m) => ({ default: m.ModulePage })))

/** Each resource's list page, made once: its declaration and the engine's list load together. */
const listPages = new Map<string, ComponentType<{ route: MenuLink }>>()
function listPageOf(href: string): ComponentType<{ route: MenuLink }> | undefined {
  const load = RESOURCE_ROUTES[href]
  if (!load) return undefined
  let page = listPages.get(href)
  if (!page) {
    page = lazy(() =>
      Promise.all([load(), import('../engine/resource-list-page.tsx')]).then(([def, m]) => ({
        default: ({ route }: { route: MenuLink }) => <m.ResourceListPage def={def} route={route} />,
      })),
    )
    listPages.set(href, page)
  }
  return page
}

/**
 * A menu route's page outside the home pages: the page its area draws, else the resource list when a resource
 * is declared for the route (only that declaration loads with it), otherwise the placeholder of a module not
 * built yet.
 */
export function RoutePage({ route }: { route: MenuLink }) {
  const AreaPage = SIGNED_IN_AREA_PAGES[route.href]
  if (AreaPage) return <AreaPage />
  const ListPage = listPageOf(route.href)
  return ListPage ? <ListPage route={route} /> : <ModulePage route={route} />
}

/** An area's page opened first is drawn once its code is there, not as a spinner first (main.tsx). */
export async function preloadRoute(href: string) {
  await SIGNED_IN_AREA_PAGES[href]?.preload()
}
