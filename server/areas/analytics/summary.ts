import type { dashboardSummary } from '#contract/analytics/dashboard.ts'
import { previousPeriod } from '#contract/analytics/period.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { resolveScope } from '../corporate/scope.ts'
import { figuresOf, ZERO } from './figures.ts'
import { asOf, checkNamedRows, kindsOf } from './source.ts'

/** POST /dashboard/summary: the period's figures beside the period before, overall and per kind. */
export const summaryHandler =
  (db: Db): EndpointHandler<typeof dashboardSummary> =>
  async (request) => {
    const auth = authOf(request)
    const { from, to, kind, ...filters } = request.body
    const kinds = kindsOf(auth, kind)
    await checkNamedRows(db, auth, filters)
    const scope = await resolveScope(db, auth)
    const previous = previousPeriod(from, to)
    const now = await figuresOf(db, scope, filters, kinds, from, to)
    const then = await figuresOf(db, scope, filters, kinds, previous.from, previous.to)
    return {
      asOf: asOf(),
      period: { from, to },
      previous,
      kinds,
      current: now.all,
      before: then.all,
      byKind: kinds.map((k) => ({
        kind: k,
        current: now.byKind.get(k) ?? ZERO,
        before: then.byKind.get(k) ?? ZERO,
      })),
    }
  }
