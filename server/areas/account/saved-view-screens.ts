import { routeByPath } from '#contract/navigation/menu.ts'
import { resourceByName, resourceByRoute } from '#contract/resources.ts'
import { REPORT_HEAD, REPORT_SLUGS, type ReportSlug } from '#contract/transactions/report-heads.ts'
import type { ScreenFeatures } from '../../engine/saved-views.ts'

/**
 * The features that open a screen (contract/engine/saved-views.ts names its keys), or undefined for a key
 * that names no list: a report by its head's access, a resource list by its menu route's features, which
 * the route guard checks too. A `route:name` key must name a resource of that very route.
 */
export const screenFeatures: ScreenFeatures = (screen) => {
  if (screen.startsWith('report:')) {
    const slug = screen.slice('report:'.length)
    return (REPORT_SLUGS as readonly string[]).includes(slug)
      ? REPORT_HEAD[slug as ReportSlug].access
      : undefined
  }
  const [route = '', name, ...rest] = screen.split(':')
  if (rest.length > 0) return undefined
  const listed = name === undefined ? resourceByRoute(route) : resourceByName(name)
  if (!listed || listed.route !== route) return undefined
  return routeByPath(route)?.features
}
