import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/** A 256-bit key for one purpose, derived from the configured key with HKDF-SHA256. */
export const deriveKey = (configuredKey: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', configuredKey, 'mint-dashboard', purpose, 32))

/**
 * AES-256-GCM for small secrets at rest (authenticator secrets). The sealed form is
 * `v1.<base64url(iv ‖ tag ‖ ciphertext)>`; the associated data (the owner's id) must match on open,
 * so a sealed value moved to another row does not open.
 */
export function secretBox(configuredKey: string) {
  const key = deriveKey(configuredKey, 'two-factor-secret')
  return {
    seal(plain: string, associatedData: string): string {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(associatedData, 'utf8'))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
    },
    /** The plain text, or an Error when the value was altered, moved or sealed under another key. */
    open(sealed: string, associatedData: string): string {
      const [version, payload, extra] = sealed.split('.')
      if (version !== VERSION || !payload || extra !== undefined) throw new Error('unknown sealed format')
      const raw = Buffer.from(payload, 'base64url')
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short')
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
      decipher.setAAD(Buffer.from(associatedData, 'utf8'))
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      )
    },
  }
}

export type SecretBox = ReturnType<typeof secretBox>
