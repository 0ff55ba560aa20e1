import { encryptPassword, hashLoginPassword, PASSWORD_CALL_BASIC } from '#contract/auth/password-encoding.ts'
import { autoLoginRedeem, passwordForgot, passwordLogin, passwordSet } from '#contract/auth/sign-in.ts'
import { callEndpoint } from './endpoint.ts'

/** The password step: the session, or the second step (code or enrolment) it needs first. */
export async function login(username: string, password: string) {
  return callEndpoint(passwordLogin, { username, password: await hashLoginPassword(password) })
}

export function autoLogin(token: string, key: string) {
  return callEndpoint(autoLoginRedeem, { token, key })
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
