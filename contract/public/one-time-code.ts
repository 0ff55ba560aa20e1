import { z } from 'zod'

/**
 * One-time codes (issue 19 item 6; docs/ARCHITECTURE.md "One-time codes and mail"): the numbers both sides
 * show and enforce. The server stores a code only as a hash; it is single use.
 */
export const OTP_DIGITS = 6
/** A code is valid this long after it was sent. */
export const OTP_TTL_MINUTES = 5
/** Wrong answers allowed per purpose and target; the next attempt is refused for OTP_LOCK_MINUTES. */
export const OTP_MAX_FAILURES = 5
export const OTP_LOCK_MINUTES = 15
/** Codes one target may be sent per OTP_TARGET_WINDOW_MINUTES, and one address may ask for per hour. */
export const OTP_PER_TARGET = 3
export const OTP_TARGET_WINDOW_MINUTES = 15
export const OTP_PER_ADDRESS_HOUR = 20
/** After the right code, the flow's last step must follow within this long (the proof token). */
export const OTP_PROOF_MINUTES = 15

export const otpCode = z
  .string({ error: 'Kode verifikasi wajib diisi.' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), `Kode verifikasi harus ${OTP_DIGITS} digit angka.`)

/** The proof a right code gives, spent once by the flow's last step. */
export const proofToken = z
  .string({ error: 'Token verifikasi wajib diisi.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Token verifikasi tidak valid. Ulangi verifikasi kode.')

/** What a request for a code answers, whether or not the target belongs to anyone. */
export const codeSent = z.object({ expiresInMinutes: z.number() })
/** What a right code answers. */
export const codeVerified = z.object({ token: z.string(), expiresAt: z.string() })
