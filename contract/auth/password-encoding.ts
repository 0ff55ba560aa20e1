/**
 * Client-side password encodings of docs/PRODUCT.md §7, written once with WebCrypto so the browser and the
 * server (Node 20 has globalThis.crypto.subtle) compute exactly the same thing.
 *
 * These keys are built into the web app, so they are not secrets: they keep the plain password out of
 * request bodies and logs. Confidentiality on the wire comes from TLS; the server stores only an
 * argon2id hash of the HMAC value.
 */
export const LOGIN_HMAC_KEY = 'mint-dashboard/login/v1'
/** 32 bytes, hex. */
export const PASSWORD_AES_KEY_HEX = '6d696e742d64617368626f6172642f7365742d70617373776f72642f76312121'
/** The fixed Basic authorization the password set/reset call is sent with. */
export const PASSWORD_CALL_BASIC = `Basic ${btoa('mint-dashboard-web:password-v1')}`

const enc = new TextEncoder()

export const toBase64 = (bytes: Uint8Array): string => {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s)
}
export const fromBase64 = (b64: string): Uint8Array => {
  const s = atob(b64)
  const out = new Uint8Array(s.length)
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i)
  return out
}
const fromHex = (hex: string) => new Uint8Array(hex.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? [])

/**
 * WebCrypto exists only in a secure context (https, or localhost). A page opened over plain HTTP by a
 * network address (an office LAN, a staging host without TLS: issue 13, defect 7) has no
 * `crypto.subtle`, so there the same algorithms come from the audited @noble libraries, loaded only then.
 * Both give the same bytes (tested).
 */
const webCrypto = (): SubtleCrypto | undefined => globalThis.crypto?.subtle

async function hmacSha512(key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const subtle = webCrypto()
  if (!subtle) {
    const [{ hmac }, { sha512 }] = await Promise.all([
      import('@noble/hashes/hmac.js'),
      import('@noble/hashes/sha2.js'),
    ])
    return hmac(sha512, key, data)
  }
  const k = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-512' }, false, ['sign'])
  return new Uint8Array(await subtle.sign('HMAC', k, data))
}

async function aesCbc(
  mode: 'encrypt' | 'decrypt',
  iv: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array> {
  const key = fromHex(PASSWORD_AES_KEY_HEX)
  const subtle = webCrypto()
  if (!subtle) {
    const { cbc } = await import('@noble/ciphers/aes.js')
    return cbc(key, iv)[mode](data)
  }
  const k = await subtle.importKey('raw', key, { name: 'AES-CBC' }, false, [mode])
  return new Uint8Array(await subtle[mode]({ name: 'AES-CBC', iv }, k, data))
}

/** base64(HMAC-SHA512(LOGIN_HMAC_KEY, password)): what /login receives as `password`. */
export async function hashLoginPassword(password: string): Promise<string> {
  return toBase64(await hmacSha512(enc.encode(LOGIN_HMAC_KEY), enc.encode(password)))
}

/** base64(iv || AES-256-CBC(password)), a fresh random IV each time. */
export async function encryptPassword(password: string): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(16))
  const ct = await aesCbc('encrypt', iv, enc.encode(password))
  const out = new Uint8Array(iv.length + ct.length)
  out.set(iv)
  out.set(ct, iv.length)
  return toBase64(out)
}

/** Inverse of encryptPassword; throws on anything that is not a valid ciphertext. */
export async function decryptPassword(encoded: string): Promise<string> {
  const bytes = fromBase64(encoded)
  if (bytes.length < 32 || bytes.length % 16 !== 0) throw new Error('invalid ciphertext')
  const plain = await aesCbc('decrypt', bytes.slice(0, 16), bytes.slice(16))
  return new TextDecoder('utf-8', { fatal: true }).decode(plain)
}
