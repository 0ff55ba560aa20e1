import { sessionLogout, sessionProfile } from '#contract/auth/session.ts'
import type { CallOptions } from './client.ts'
import { callEndpoint } from './endpoint.ts'

/**
 * The calls of the signed-in shell (the profile, logout: contract/auth/session.ts), apart from the sign-in
 * pages' calls (auth.ts), so that the shell does not load what only signing in needs.
 */

/** A 401 (the session already ended) is the caller's to ignore, not a reason to end the session again. */
export function logout() {
  return callEndpoint(sessionLogout, {}, { endSessionOn401: false })
}

export function fetchProfile(opts: Pick<CallOptions, 'signal'> = {}) {
  return callEndpoint(sessionProfile, {}, opts)
}
