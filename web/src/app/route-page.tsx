import { lazy } from 'react'
import type { MenuLink } from '#contract/navigation/menu.ts'
import { resourceByRoute } from '#contract/resources.ts'

const ResourceListPage = lazy(() =>
  import('../engine/resource-list-page.tsx').then((m) => ({ default: m.ResourceListPage })),
)
const ModulePage = lazy(() => import('./module-page.tsx').then((m) => ({ default: m.ModulePage })))

/**
 * A menu route's page: the resource list when a resource is declared for the route, otherwise the
 * placeholder of a module not built yet. Loaded with the first such page, so the resource
 * declarations stay out of the first load.
 */
export function RoutePage({ route }: { route: MenuLink }) {
  const def = resourceByRoute(route.href)
  return def ? <ResourceListPage def={def} route={route} /> : <ModulePage route={route} />
}
