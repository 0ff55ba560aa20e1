import type { LoginResult } from '#contract/auth/schemas.ts'
import type { CallResult } from '#contract/envelope.ts'
import { autoLogin } from '../../api/auth.ts'
import { sessionStore } from '../../session/session-store.ts'

const inflight = new Map<string, Promise<CallResult<LoginResult>>>()

/**
 * Sends /auto-login for a token and key at most once while a call for them is running: React's
 * StrictMode runs effects twice in development and the token is single-use. A successful result is
 * stored as the session right away, whoever is still listening.
 */
export function autoLoginOnce(token: string, key: string): Promise<CallResult<LoginResult>> {
  const id = `${token}\u0000${key}`
  const running = inflight.get(id)
  if (running) return running
  const call = autoLogin(token, key)
    .then((result) => {
      if (result.success && result.data) sessionStore.signIn(result.data)
      return result
    })
    .finally(() => inflight.delete(id))
  inflight.set(id, call)
  return call
}
