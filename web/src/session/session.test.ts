import { describe, expect, it } from 'vitest'
import { roleEntryOf } from '#contract/access/features.ts'
import { toBase64 } from '#contract/auth/password-encoding.ts'
import type { LoginResult, Profile } from '#contract/auth/schemas.ts'
import {
  clearSession,
  decodeProfile,
  encodeProfile,
  type KeyValueStore,
  readSession,
  STORAGE_KEYS,
  sessionStatus,
  writeLogin,
  writeProfile,
} from './session.ts'

const memoryStore = (initial: Record<string, string> = {}) => {
  const map = new Map(Object.entries(initial))
  const store: KeyValueStore = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
  return { store, map }
}

const profile: Profile = {
  userId: '00000000-0000-4000-8000-000000000001',
  username: 'opsretail',
  email: 'opsretail@mint.local',
  roleSegmentCode: 'OPS_RETAIL',
  roleSegmentName: 'Operasional Retail — Jakarta',
  roleSegmentValue: [roleEntryOf('SUMMARY_RETAIL'), roleEntryOf('MERCHANT_DATA')],
  userTypeLevel: 'CLIENT',
  userTypeValue: 'CLT001',
  sharingFeePartnerCode: '',
  partnerCode: '',
  partnerId: '',
}

const loginResult: LoginResult = { ...profile, accessToken: 'access-123', apiToken: 'api-456' }

describe('profile encoding', () => {
  it('round-trips a profile, including non-ASCII text', () => {
    expect(decodeProfile(encodeProfile(profile))).toEqual(profile)
  })

  it('stores base64 of the UTF-8 JSON', () => {
    const encoded = encodeProfile(profile)
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/)
    const json = new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))
    expect(JSON.parse(json)).toEqual(profile)
  })

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['text that is not base64', '%%%not-base64%%%'],
    ['base64 of something that is not JSON', btoa('hello')],
    ['base64 of JSON of the wrong shape', btoa(JSON.stringify({ username: 'x' }))],
    ['base64 of invalid UTF-8', btoa('\xff\xfe\xfd')],
  ])('gives null for %s', (_label, raw) => {
    expect(decodeProfile(raw)).toBeNull()
  })

  it('drops fields a profile does not have (the tokens)', () => {
    const encoded = toBase64(new TextEncoder().encode(JSON.stringify(loginResult)))
    expect(decodeProfile(encoded)).toEqual(profile)
  })
})

describe('session storage', () => {
  it('reads an empty store as signed out with empty values', () => {
    const { store } = memoryStore()
    expect(readSession(store)).toEqual({ profile: null, token: '', apiToken: '', isLogin: false })
    expect(sessionStatus(readSession(store))).toBe('anonymous')
  })

  it('stores a login: encoded profile without tokens, the tokens, and the login flag', () => {
    const { store, map } = memoryStore()
    writeLogin(store, loginResult)
    expect(map.get(STORAGE_KEYS.token)).toBe('access-123')
    expect(map.get(STORAGE_KEYS.apiToken)).toBe('api-456')
    expect(map.get(STORAGE_KEYS.isLogin)).toBe('true')
    expect(decodeProfile(map.get(STORAGE_KEYS.profile))).toEqual(profile)
    expect(map.get(STORAGE_KEYS.profile)).not.toContain('access')
    expect(readSession(store)).toEqual({ profile, token: 'access-123', apiToken: 'api-456', isLogin: true })
    expect(sessionStatus(readSession(store))).toBe('ready')
  })

  it('stores an empty apiToken when the server sent none', () => {
    const { store, map } = memoryStore()
    writeLogin(store, { ...loginResult, apiToken: '' })
    expect(map.get(STORAGE_KEYS.apiToken)).toBe('')
  })

  it('logout empties token, apiToken and profile, sets isLogin false and removes approvedPartner', () => {
    const { store, map } = memoryStore({ approvedPartner: '{"id":1}', theme: 'dark' })
    writeLogin(store, loginResult)
    clearSession(store)
    expect(map.get(STORAGE_KEYS.isLogin)).toBe('false')
    expect(map.get(STORAGE_KEYS.token)).toBe('')
    expect(map.get(STORAGE_KEYS.apiToken)).toBe('')
    expect(map.get(STORAGE_KEYS.profile)).toBe('')
    expect(map.has(STORAGE_KEYS.approvedPartner)).toBe(false)
    expect(map.get('theme')).toBe('dark')
    expect(sessionStatus(readSession(store))).toBe('anonymous')
  })

  it('a token with the login flag off is signed out', () => {
    const { store } = memoryStore({ token: 'abc', isLogin: 'false', profile: encodeProfile(profile) })
    expect(sessionStatus(readSession(store))).toBe('anonymous')
  })

  it('a token without a readable profile waits for /profile, then is ready once it is stored', () => {
    const { store } = memoryStore({ token: 'abc', isLogin: 'true', profile: 'garbage' })
    expect(sessionStatus(readSession(store))).toBe('awaiting-profile')
    writeProfile(store, profile)
    expect(sessionStatus(readSession(store))).toBe('ready')
  })
})
