import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import type { Session } from '../session/session.ts'
import { sessionStore } from '../session/session-store.ts'
import { fetchProfile, logout } from './session-calls.ts'

/**
 * Keeps the stored profile fresh: fetched from /profile when the app starts with a token and again
 * when the window regains focus, so the menu and the guard use the server's current features.
 */
export function useProfileSync(session: Session) {
  const signedIn = session.isLogin && session.token !== ''
  const query = useQuery({
    queryKey: ['profile', session.token],
    enabled: signedIn,
    queryFn: async ({ signal }) => {
      const result = await fetchProfile({ signal })
      if (!result.success || !result.data) throw new Error(result.message)
      return result.data
    },
    refetchOnWindowFocus: true,
    staleTime: 10_000,
    retry: 1,
  })

  const fresh = query.data
  useEffect(() => {
    // Store it only if the session it was fetched for is still the current one.
    if (fresh && sessionStore.get().token === session.token) sessionStore.setProfile(fresh)
  }, [fresh, session.token])

  return {
    error: query.isError ? query.error.message : null,
    isFetching: query.isFetching,
    /** The first fetch for this session has finished (either way). */
    settled: query.isFetched,
    retry: () => void query.refetch(),
  }
}

/** Logout (docs/PRODUCT.md §4): revoke the session on the server, clear storage and cached data. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    if (sessionStore.get().token) await logout()
    sessionStore.clear()
    queryClient.clear()
  }, [queryClient])
}
