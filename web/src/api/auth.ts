import type { z } from 'zod'
import { AUTH_PATHS } from '#contract/auth/api-paths.ts'
import { encryptPassword, hashLoginPassword, PASSWORD_CALL_BASIC } from '#contract/auth/password-encoding.ts'
import { type LoginResult, loginResultSchema, type Profile, profileSchema } from '#contract/auth/schemas.ts'
import { type LoginResponse, loginResponseSchema } from '#contract/auth/two-factor.ts'
import type { CallResult } from '#contract/envelope.ts'
import { type CallOptions, call } from './client.ts'

const INVALID_RESPONSE = 'Respons server tidak sesuai. Silakan coba lagi.'

/** Narrows a successful call's data to the expected schema; a wrong shape becomes a failure. */
export function checked<S extends z.ZodType>(
  result: CallResult<unknown>,
  schema: S,
): CallResult<z.output<S>> {
  if (!result.success) return { success: false, data: null, message: result.message }
  const parsed = schema.safeParse(result.data)
  if (!parsed.success) return { success: false, data: null, message: INVALID_RESPONSE }
  return { success: true, data: parsed.data, message: result.message }
}

/** The password step: the session, or the second step (code or enrolment) it needs first. */
export async function login(username: string, password: string): Promise<CallResult<LoginResponse>> {
  const body = { username, password: await hashLoginPassword(password) }
  return checked(await call<unknown>(AUTH_PATHS.login, body, { auth: false }), loginResponseSchema)
}

export async function autoLogin(token: string, key: string): Promise<CallResult<LoginResult>> {
  return checked(
    await call<unknown>(AUTH_PATHS.autoLogin, { token, key }, { auth: false }),
    loginResultSchema,
  )
}

export function logout(): Promise<CallResult<unknown>> {
  return call<unknown>(AUTH_PATHS.logout, {}, { endSessionOn401: false })
}

export async function fetchProfile(opts: Pick<CallOptions, 'signal'> = {}): Promise<CallResult<Profile>> {
  return checked(await call<unknown>(AUTH_PATHS.profile, {}, opts), profileSchema)
}

export function forgotPassword(email: string): Promise<CallResult<unknown>> {
  return call<unknown>(AUTH_PATHS.forgotPassword, { email }, { auth: false })
}

export async function setPassword(
  email: string,
  token: string,
  password: string,
): Promise<CallResult<unknown>> {
  const body = { email, token, password: await encryptPassword(password) }
  return call<unknown>(AUTH_PATHS.setPassword, body, {
    auth: false,
    headers: { Authorization: PASSWORD_CALL_BASIC },
  })
}
