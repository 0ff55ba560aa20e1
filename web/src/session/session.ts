import { fromBase64, toBase64 } from '#contract/auth/password-encoding.ts'
import { type LoginResult, type Profile, profileSchema } from '#contract/auth/schemas.ts'

/**
 * The browser-side session of docs/PRODUCT.md §3: what is kept in localStorage and how. Pure functions over a
 * Storage-like object so they can be unit tested without a browser.
 */
export const STORAGE_KEYS = {
  profile: 'profile',
  token: 'token',
  apiToken: 'apiToken',
  isLogin: 'isLogin',
  approvedPartner: 'approvedPartner',
} as const

/** The part of the Web Storage API the session needs. */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface Session {
  profile: Profile | null
  /** The user (access) token sent as the bearer; empty when signed out. */
  token: string
  apiToken: string
  isLogin: boolean
}

export const EMPTY_SESSION: Session = Object.freeze({
  profile: null,
  token: '',
  apiToken: '',
  isLogin: false,
})

/** base64 of the UTF-8 JSON of the profile. */
export function encodeProfile(profile: Profile): string {
  return toBase64(new TextEncoder().encode(JSON.stringify(profile)))
}

/** Inverse of encodeProfile; anything missing, corrupt or of the wrong shape gives null, never throws. */
export function decodeProfile(raw: string | null | undefined): Profile | null {
  if (!raw) return null
  try {
    const json = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64(raw))
    const parsed = profileSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Keeps only the profile fields of a login result (drops the tokens); null if the shape is wrong. */
export function profileOf(result: unknown): Profile | null {
  const parsed = profileSchema.safeParse(result)
  return parsed.success ? parsed.data : null
}

export function readSession(store: KeyValueStore): Session {
  const token = store.getItem(STORAGE_KEYS.token) ?? ''
  return {
    profile: decodeProfile(store.getItem(STORAGE_KEYS.profile)),
    token,
    apiToken: store.getItem(STORAGE_KEYS.apiToken) ?? '',
    isLogin: store.getItem(STORAGE_KEYS.isLogin) === 'true',
  }
}

/** Stores what a successful login or auto-login returned. */
export function writeLogin(store: KeyValueStore, result: LoginResult): void {
  const profile = profileOf(result)
  store.setItem(STORAGE_KEYS.profile, profile ? encodeProfile(profile) : '')
  store.setItem(STORAGE_KEYS.token, result.accessToken ?? '')
  store.setItem(STORAGE_KEYS.apiToken, result.apiToken ?? '')
  store.setItem(STORAGE_KEYS.isLogin, 'true')
}

export function writeProfile(store: KeyValueStore, profile: Profile): void {
  store.setItem(STORAGE_KEYS.profile, encodeProfile(profile))
}

/** Logout (docs/PRODUCT.md §4): login flag false, tokens and profile emptied, approvedPartner removed. */
export function clearSession(store: KeyValueStore): void {
  store.setItem(STORAGE_KEYS.isLogin, 'false')
  store.setItem(STORAGE_KEYS.token, '')
  store.setItem(STORAGE_KEYS.apiToken, '')
  store.setItem(STORAGE_KEYS.profile, '')
  store.removeItem(STORAGE_KEYS.approvedPartner)
}

export type SessionStatus = 'anonymous' | 'awaiting-profile' | 'ready'

/**
 * docs/PRODUCT.md §4: no token (or the login flag off) shows the login redirect; a token without a usable
 * profile waits for /profile; both present show the app.
 */
export function sessionStatus(session: Session): SessionStatus {
  if (!session.token || !session.isLogin) return 'anonymous'
  return session.profile ? 'ready' : 'awaiting-profile'
}

export function sameSession(a: Session, b: Session): boolean {
  return (
    a.token === b.token &&
    a.apiToken === b.apiToken &&
    a.isLogin === b.isLogin &&
    JSON.stringify(a.profile) === JSON.stringify(b.profile)
  )
}
