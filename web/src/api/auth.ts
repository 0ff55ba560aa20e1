import { encryptPassword, hashLoginPassword, PASSWORD_CALL_BASIC } from '#contract/auth/password-encoding.ts'
import {
  autoLoginRedeem,
  passwordForgot,
  passwordLogin,
  passwordSet,
  sessionLogout,
  sessionProfile,
} from '#contract/auth/sign-in.ts'
import type { CallOptions } from './client.ts'
import { callEndpoint } from './endpoint.ts'

/** The password step: the session, or the second step (code or enrolment) it needs first. */
export async function login(username: string, password: string) {
  return callEndpoint(passwordLogin, { username, password: await hashLoginPassword(password) })
}

export function autoLogin(token: string, key: string) {
  return callEndpoint(autoLoginRedeem, { token, key })
}

/** A 401 (the session already ended) is the caller's to ignore, not a reason to end the session again. */
export function logout() {
  return callEndpoint(sessionLogout, {}, { endSessionOn401: false })
}

export function fetchProfile(opts: Pick<CallOptions, 'signal'> = {}) {
  return callEndpoint(sessionProfile, {}, opts)
}

export function forgotPassword(email: string) {
  return callEndpoint(passwordForgot, { email })
}

/** The password is sent AES-encrypted, with the fixed Basic header of this call. */
export async function setPassword(email: string, token: string, password: string) {
  return callEndpoint(
    passwordSet,
    { email, token, password: await encryptPassword(password) },
    { headers: { Authorization: PASSWORD_CALL_BASIC } },
  )
}
