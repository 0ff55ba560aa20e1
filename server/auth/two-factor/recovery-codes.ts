import { createHmac, randomInt } from 'node:crypto'
import { deriveKey } from './secret-box.ts'

export const RECOVERY_CODE_COUNT = 10
/** No 0/O, 1/I/L: a code read off paper is typed right. 31 symbols, 10 per code: over 49 random bits. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const LENGTH = 10

/** Ten fresh codes shown as `XXXXX-XXXXX`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>()
  while (codes.size < count) {
    let code = ''
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
    codes.add(`${code.slice(0, 5)}-${code.slice(5)}`)
  }
  return [...codes]
}

/** Upper case, separators and spaces dropped; null when it cannot be a recovery code. */
export function normaliseRecoveryCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '')
  return compact.length === LENGTH && [...compact].every((c) => ALPHABET.includes(c)) ? compact : null
}

/**
 * What the database keeps of a recovery code: HMAC-SHA256 under a key derived from TWO_FACTOR_KEY.
 * About 49 random bits per code make a keyed hash enough (no password-style stretching needed).
 */
export function recoveryCodeHasher(configuredKey: string) {
  const key = deriveKey(configuredKey, 'two-factor-recovery-code')
  return (code: string): string | null => {
    const normal = normaliseRecoveryCode(code)
    return normal ? createHmac('sha256', key).update(normal).digest('hex') : null
  }
}
