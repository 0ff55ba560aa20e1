/**
 * zod/mini (docs/ARCHITECTURE.md "Bundle size"): the session's shapes are parsed on the sign-in page and
 * at the start of every signed-in page, so they must not pull in the whole of zod.
 */
import * as z from 'zod/mini'
import type { FeatureName } from './features.ts'

export const roleEntrySchema = z.object({ roleName: z.string(), roleGroup: z.string() })
export type RoleEntry = z.infer<typeof roleEntrySchema>

/** Requirement of a page or API route: any one of these features (by roleName or roleGroup). */
export type AnyOf = readonly FeatureName[]

/**
 * The one access check (docs/PRODUCT.md §6), used by the sidebar, the route guard and every API route.
 * An empty requirement means "any signed-in user".
 */
export function can(roles: readonly RoleEntry[] | null | undefined, anyOf: AnyOf): boolean {
  if (anyOf.length === 0) return true
  if (!roles || roles.length === 0) return false
  return roles.some((r) => anyOf.some((f) => r.roleName === f || r.roleGroup === f))
}
