import {
  twoFactorLogin,
  twoFactorLoginConfirm,
  twoFactorLoginSetup,
  twoFactorOwnDisable,
  twoFactorOwnEnable,
  twoFactorOwnRegenerate,
  twoFactorOwnSetup,
  twoFactorOwnStatus,
} from '#contract/auth/two-factor.ts'
import { callEndpoint } from '../../../api/endpoint.ts'

// ---- during sign-in (no session yet: the challenge from /login stands for it) ----

export function verifySignInCode(challenge: string, code: string) {
  return callEndpoint(twoFactorLogin, { challenge, code })
}

export function startSignInEnrolment(challenge: string) {
  return callEndpoint(twoFactorLoginSetup, { challenge })
}

export function confirmSignInEnrolment(challenge: string, code: string) {
  return callEndpoint(twoFactorLoginConfirm, { challenge, code })
}

// ---- the signed-in user's own settings ----

export function fetchTwoFactorStatus(signal?: AbortSignal) {
  return callEndpoint(twoFactorOwnStatus, {}, signal ? { signal } : {})
}

export function startEnrolment() {
  return callEndpoint(twoFactorOwnSetup, {})
}

export function enableTwoFactor(code: string) {
  return callEndpoint(twoFactorOwnEnable, { code })
}

export function regenerateRecoveryCodes(code: string) {
  return callEndpoint(twoFactorOwnRegenerate, { code })
}

export function disableTwoFactor(code: string) {
  return callEndpoint(twoFactorOwnDisable, { code })
}
