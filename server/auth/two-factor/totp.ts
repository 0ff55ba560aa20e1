import { Secret, TOTP } from 'otpauth'

/**
 * TOTP of RFC 6238 as every authenticator app implements it: HMAC-SHA1, 6 digits, 30-second steps.
 * A code is accepted one step either side of the server's clock (clock drift, a code typed as it
 * changes); the step it matched is returned so the caller can refuse it the second time.
 */
export const TOTP_ISSUER = 'MINT Dashboard'
const PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const
export const TOTP_WINDOW = 1

/** A new random 160-bit secret (the size RFC 4226 recommends), base32 as authenticator apps expect. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

const totpOf = (secretBase32: string, label = '') =>
  new TOTP({ ...PARAMS, issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secretBase32) })

/** The otpauth:// URI a QR code carries. */
export const otpauthUri = (secretBase32: string, username: string): string =>
  totpOf(secretBase32, username).toString()

/** The 30-second step a moment falls in. */
export const timeStepOf = (timestamp: number): number => Math.floor(timestamp / 1000 / PARAMS.period)

/** The code of one moment (tests and the demo CLI use it the way an authenticator app would). */
export const totpCode = (secretBase32: string, timestamp = Date.now()): string =>
  totpOf(secretBase32).generate({ timestamp })

/** Digits only, spaces and dashes ignored ("123 456" is 123456); anything else is not a TOTP code. */
export function normaliseTotpCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

/**
 * The time-step a code belongs to, within the window around `timestamp`, or null when it matches
 * none. Pass the last accepted step to refuse that code (and any older one) again.
 */
export function matchTotpStep(
  secretBase32: string,
  code: string,
  timestamp = Date.now(),
  lastStep: number | null = null,
): number | null {
  const digits = normaliseTotpCode(code)
  if (!digits) return null
  const delta = totpOf(secretBase32).validate({ token: digits, timestamp, window: TOTP_WINDOW })
  if (delta === null) return null
  const step = timeStepOf(timestamp) + delta
  return lastStep !== null && step <= lastStep ? null : step
}
