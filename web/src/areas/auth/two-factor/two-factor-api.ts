import { type LoginResult, loginResultSchema } from '#contract/auth/schemas.ts'
import {
  type RecoveryCodes,
  recoveryCodesSchema,
  TWO_FACTOR_PATHS,
  type TwoFactorSetup,
  type TwoFactorSetupLoginResult,
  type TwoFactorStatus,
  twoFactorSetupLoginResultSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '#contract/auth/two-factor.ts'
import type { CallResult } from '#contract/envelope.ts'
import { checked } from '../../../api/auth.ts'
import { call } from '../../../api/client.ts'

// ---- during sign-in (no session yet: the challenge from /login stands for it) ----

export async function verifySignInCode(challenge: string, code: string): Promise<CallResult<LoginResult>> {
  return checked(
    await call<unknown>(TWO_FACTOR_PATHS.login, { challenge, code }, { auth: false }),
    loginResultSchema,
  )
}

export async function startSignInEnrolment(challenge: string): Promise<CallResult<TwoFactorSetup>> {
  return checked(
    await call<unknown>(TWO_FACTOR_PATHS.loginSetup, { challenge }, { auth: false }),
    twoFactorSetupSchema,
  )
}

export async function confirmSignInEnrolment(
  challenge: string,
  code: string,
): Promise<CallResult<TwoFactorSetupLoginResult>> {
  return checked(
    await call<unknown>(TWO_FACTOR_PATHS.loginSetupConfirm, { challenge, code }, { auth: false }),
    twoFactorSetupLoginResultSchema,
  )
}

// ---- the signed-in user's own settings ----

export async function fetchTwoFactorStatus(signal?: AbortSignal): Promise<CallResult<TwoFactorStatus>> {
  return checked(
    await call<unknown>(TWO_FACTOR_PATHS.status, {}, signal ? { signal } : {}),
    twoFactorStatusSchema,
  )
}

export async function startEnrolment(): Promise<CallResult<TwoFactorSetup>> {
  return checked(await call<unknown>(TWO_FACTOR_PATHS.setup, {}), twoFactorSetupSchema)
}

export async function enableTwoFactor(code: string): Promise<CallResult<RecoveryCodes>> {
  return checked(await call<unknown>(TWO_FACTOR_PATHS.enable, { code }), recoveryCodesSchema)
}

export async function regenerateRecoveryCodes(code: string): Promise<CallResult<RecoveryCodes>> {
  return checked(await call<unknown>(TWO_FACTOR_PATHS.regenerateRecoveryCodes, { code }), recoveryCodesSchema)
}

export function disableTwoFactor(code: string): Promise<CallResult<unknown>> {
  return call<unknown>(TWO_FACTOR_PATHS.disable, { code })
}
