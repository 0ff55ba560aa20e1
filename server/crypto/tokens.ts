import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A fresh 256-bit token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url')

/**
 * What the database keeps of a token: HMAC-SHA256 under the server's TOKEN_SECRET, so neither a
 * database dump nor a log line is enough to use a token.
 */
export const tokenHasher = (secret: string) => (token: string) =>
  createHmac('sha256', secret).update(token).digest('hex')

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a)
  const bb = Buffer.from(b)
  return ab.length === bb.length && timingSafeEqual(ab, bb)
}
