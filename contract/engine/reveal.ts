import { z } from 'zod'
import type { RoleEntry } from '../access/can.ts'
import type { FeatureName } from '../access/features.ts'
import { access, passesFeatures, type RouteAccess } from '../access/route-access.ts'
import type { ListDef } from './resource.ts'

/**
 * POST /{apiPath}/reveal (issue 13, defect 8): the full value of one personal field of one row, for a
 * holder of the list's own feature and of VIEW_PERSONAL_DATA, within their data scope; every reveal is
 * an audit entry naming the row and the field, never the value (docs/ARCHITECTURE.md "Personal data").
 * The engine registers it for every resource and report that declares `personal` fields.
 */
export const REVEAL_FEATURE: FeatureName = 'VIEW_PERSONAL_DATA'

type Revealable = Pick<ListDef, 'access' | 'personal'>

/** The personal keys of a list, in declaration order. */
export const personalKeys = (list: Pick<ListDef, 'personal'>): string[] => Object.keys(list.personal ?? {})

export const revealRequestSchema = (list: Pick<ListDef, 'personal'>) => {
  const keys = personalKeys(list)
  if (keys.length === 0) throw new Error('a list without personal fields has nothing to reveal')
  return z.strictObject({
    id: z.number().int().positive(),
    field: z.enum(keys as [string, ...string[]], {
      error: (iss) => `Data ini tidak dapat ditampilkan: ${String(iss.input)}.`,
    }),
  })
}
export type RevealRequest = z.infer<ReturnType<typeof revealRequestSchema>>

/** The value as stored (null where the row has none). */
export const revealResultSchema = z.object({ value: z.string().nullable() })

/** One of the list's features, and VIEW_PERSONAL_DATA. */
export const revealAccess = (list: Revealable): RouteAccess =>
  access.featuresAnd(list.access, [REVEAL_FEATURE])

/** Whether these roles may reveal the list's personal values: the route's own rule (the web asks it too). */
export const canReveal = (roles: readonly RoleEntry[] | null | undefined, list: Revealable): boolean =>
  personalKeys(list).length > 0 && passesFeatures(roles, { anyOf: list.access, allOf: [REVEAL_FEATURE] })
