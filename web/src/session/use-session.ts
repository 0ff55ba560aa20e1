import { useSyncExternalStore } from 'react'
import type { Profile } from '#contract/auth/schemas.ts'
import type { Session } from './session.ts'
import { sessionStore } from './session-store.ts'

/**
 * The current browser session; re-renders when it changes (in this tab or another). Kept apart from the
 * profile sync (web/src/api/session-sync.ts) so the public pages read it without the query library.
 */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get)
}

/** The signed-in profile; only for components rendered behind the session gate. */
export function useProfile(): Profile {
  const { profile } = useSession()
  if (!profile) throw new Error('useProfile used outside the session gate')
  return profile
}
