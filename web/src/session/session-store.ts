import type { LoginResult, Profile } from '#contract/auth/schemas.ts'
import {
  clearSession,
  EMPTY_SESSION,
  type KeyValueStore,
  readSession,
  type Session,
  sameSession,
  writeLogin,
  writeProfile,
} from './session.ts'

/** localStorage, or an in-memory map when storage is unavailable (blocked cookies, private modes). */
function browserStorage(): KeyValueStore {
  try {
    const probe = '__mint_probe__'
    window.localStorage.setItem(probe, probe)
    window.localStorage.removeItem(probe)
    return window.localStorage
  } catch {
    const memory = new Map<string, string>()
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    }
  }
}

/**
 * The one session store of the app: React reads it with useSyncExternalStore, the API helper reads
 * the bearer from it and clears it on a 401. Other tabs' changes arrive through the storage event.
 */
function createSessionStore() {
  const storage = typeof window === 'undefined' ? null : browserStorage()
  let current: Session = storage ? readSession(storage) : EMPTY_SESSION
  const listeners = new Set<() => void>()

  const refresh = () => {
    if (!storage) return
    const next = readSession(storage)
    if (sameSession(current, next)) return
    current = next
    for (const l of listeners) l()
  }

  if (typeof window !== 'undefined') window.addEventListener('storage', refresh)

  return {
    get: (): Session => current,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    signIn(result: LoginResult) {
      if (!storage) return
      writeLogin(storage, result)
      refresh()
    },
    setProfile(profile: Profile) {
      if (!storage) return
      writeProfile(storage, profile)
      refresh()
    },
    clear() {
      if (!storage) return
      clearSession(storage)
      refresh()
    },
  }
}

export const sessionStore = createSessionStore()
