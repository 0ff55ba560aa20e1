import type { RoleEntry } from '#contract/access/can.ts'
import type { UserTypeLevel } from '#contract/auth/schemas.ts'

/**
 * Who is calling, resolved from the bearer token on every request. It lives in `access/` (the layer
 * every route depends on) rather than beside the session store that builds it, so access never points
 * up at `auth/`.
 */
export interface AuthContext {
  sessionId: string
  userId: string
  username: string
  roleSegmentId: number
  roles: RoleEntry[]
  userTypeLevel: UserTypeLevel
  userTypeValue: string
  partnerCode: string
  /**
   * Whether the API master of the route being called is granted to the user's segment (API segments);
   * undefined when no route was asked about (session-only routes).
   */
  apiGranted?: boolean
}

/** What the access check needs of the session store: a token (and the route asked about) → the caller. */
export interface CallerResolver {
  resolve(token: string, route?: { method: string; path: string }): Promise<AuthContext | null>
}
