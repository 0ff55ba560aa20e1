import { createDecipheriv, createHmac } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  decryptPassword,
  encryptPassword,
  fromBase64,
  hashLoginPassword,
  LOGIN_HMAC_KEY,
  PASSWORD_AES_KEY_HEX,
} from './password-encoding.ts'

describe('password encodings (docs/PRODUCT.md §7)', () => {
  it('login password is base64(HMAC-SHA512(key, password)), equal to node:crypto', async () => {
    const expected = createHmac('sha512', LOGIN_HMAC_KEY).update('Mint#2025!').digest('base64')
    expect(await hashLoginPassword('Mint#2025!')).toBe(expected)
    expect(expected).toHaveLength(88)
    expect(await hashLoginPassword('Mint#2025?')).not.toBe(expected)
  })

  it('set-password value is AES-256-CBC with a random IV, decryptable by node:crypto', async () => {
    const a = await encryptPassword('Kata Sandi Baru 2026 ✓')
    const b = await encryptPassword('Kata Sandi Baru 2026 ✓')
    expect(a).not.toBe(b)
    const bytes = Buffer.from(fromBase64(a))
    const decipher = createDecipheriv(
      'aes-256-cbc',
      Buffer.from(PASSWORD_AES_KEY_HEX, 'hex'),
      bytes.subarray(0, 16),
    )
    const plain = Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8')
    expect(plain).toBe('Kata Sandi Baru 2026 ✓')
    expect(await decryptPassword(b)).toBe('Kata Sandi Baru 2026 ✓')
  })

  it('decryptPassword rejects what is not a ciphertext', async () => {
    await expect(decryptPassword('bm90LWNpcGhlcnRleHQ=')).rejects.toThrow()
    await expect(decryptPassword('!!!')).rejects.toThrow()
  })
})

describe('without WebCrypto (a page over plain HTTP by a network address, issue 13 defect 7)', () => {
  afterEach(() => vi.unstubAllGlobals())
  // What a browser offers outside a secure context: random values, no `subtle`.
  const insecureContext = () => {
    const real = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(a: T) => real.getRandomValues(a) })
  }

  it('gives the same login value and ciphertexts node:crypto reads', async () => {
    const real = globalThis.crypto
    insecureContext()
    expect(globalThis.crypto.subtle).toBeUndefined()
    const expected = createHmac('sha512', LOGIN_HMAC_KEY).update('Mint#2025!').digest('base64')
    expect(await hashLoginPassword('Mint#2025!')).toBe(expected)
    const encrypted = await encryptPassword('Kata Sandi Baru 2026 ✓')
    expect(await decryptPassword(encrypted)).toBe('Kata Sandi Baru 2026 ✓')
    vi.unstubAllGlobals()
    expect(globalThis.crypto).toBe(real)
    expect(await decryptPassword(encrypted)).toBe('Kata Sandi Baru 2026 ✓')
  })
})
