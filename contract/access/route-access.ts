import { type AnyOf, can } from './can.ts'

/**
 * What every API route must declare (in the contract: an endpoint carries it, and the web knows which
 * calls are public) (docs/ARCHITECTURE.md "Access"). There is no default: a route without
 * one makes the server refuse to start.
 * - public: anyone (sign-in, health).
 * - session: any signed-in user (profile, logout).
 * - features: a signed-in user holding any one of these features (by roleName or roleGroup), and, when
 *   `allOf` is given, each of those as well (revealing personal data: the screen's feature and
 *   VIEW_PERSONAL_DATA).
 * - issuer: a trusted system presenting the auto-login issuer key.
 * - basic: the fixed Basic authorization of the password set/reset call.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'features'; anyOf: AnyOf; allOf?: AnyOf }
  | { kind: 'issuer' }
  | { kind: 'basic' }

export const access = {
  public: { kind: 'public' } as RouteAccess,
  session: { kind: 'session' } as RouteAccess,
  issuer: { kind: 'issuer' } as RouteAccess,
  basic: { kind: 'basic' } as RouteAccess,
  features: (...anyOf: AnyOf): RouteAccess => {
    if (anyOf.length === 0) throw new Error('access.features() needs at least one feature')
    return { kind: 'features', anyOf }
  },
  /** One of `anyOf` and every one of `allOf`. */
  featuresAnd: (anyOf: AnyOf, allOf: AnyOf): RouteAccess => {
    if (anyOf.length === 0 || allOf.length === 0) throw new Error('access.featuresAnd() needs features')
    return { kind: 'features', anyOf, allOf }
  },
}

/** Whether a caller holding these roles passes a `features` rule: the one check, can(), applied to both parts. */
export const passesFeatures = (
  roles: Parameters<typeof can>[0],
  rule: { readonly anyOf: AnyOf; readonly allOf?: AnyOf },
): boolean => can(roles, rule.anyOf) && (rule.allOf ?? []).every((f) => can(roles, [f]))
