import type { FastifyInstance } from 'fastify'

/**
 * Every route of the app as `METHOD /path`, read from Fastify's own router (printRoutes), not from
 * app.apiRoutes: the access hook fills apiRoutes only for routes of the API scope, so a route added
 * beside that scope would be missing there and unchecked (the permission matrix compares the two).
 */
export function routeTable(app: FastifyInstance): string[] {
  const routes: string[] = []
  // One node per line: "│   " or "    " per level, "├── " or "└── ", the node's part of the path,
  // then its methods when a route ends there; a node's path is its ancestors' parts and its own.
  const parts: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!m) continue
    parts.length = (m[1] ?? '').length / 4
    parts.push(m[2] ?? '')
    for (const method of m[3]?.split(', ') ?? []) routes.push(`${method} ${parts.join('')}`)
  }
  return routes
}
