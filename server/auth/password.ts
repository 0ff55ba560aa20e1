import { hash, verify } from '@node-rs/argon2'
import { PASSWORD_MIN_LENGTH } from '#contract/auth/schemas.ts'

// argon2id (the library's default algorithm), OWASP's minimum profile: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

/** Hashes the value /login receives (base64 HMAC of the password), never a plain password. */
export const hashLoginValue = (loginValue: string) => hash(loginValue, OPTIONS)

export async function verifyLoginValue(storedHash: string | null, loginValue: string): Promise<boolean> {
  if (!storedHash) {
    // Spend the same time as a real check so a missing password is not observable.
    await hash(loginValue, OPTIONS)
    return false
  }
  try {
    return await verify(storedHash, loginValue)
  } catch {
    return false
  }
}

/** Passwords nobody may choose: the most common ones and the product's own demo password. */
const COMMON = new Set([
  '1234567890',
  '12345678910',
  'qwertyuiop',
  'password123',
  'password1234',
  'passw0rd123',
  'admin12345',
  'administrator',
  'iloveyou123',
  'bismillah123',
  'indonesia123',
  'jakarta123',
  'qwerty12345',
  'abc1234567',
  '1q2w3e4r5t',
  'mint#2025!',
])

/** The password rule in Indonesian, or null when the password is acceptable. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`
  if (password.length > 128) return 'Password maksimal 128 karakter.'
  const lower = password.toLowerCase()
  if (username && lower.includes(username.toLowerCase())) return 'Password tidak boleh memuat username.'
  if (COMMON.has(lower) || /^(.)\1+$/.test(password)) return 'Password terlalu umum. Pilih password lain.'
  return null
}
