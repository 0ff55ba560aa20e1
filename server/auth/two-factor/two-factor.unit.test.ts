import { Secret, TOTP, URI } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { newRecoveryCodes, normaliseRecoveryCode, recoveryCodeHasher } from './recovery-codes.ts'
import { secretBox } from './secret-box.ts'
import { matchTotpStep, newTotpSecret, normaliseTotpCode, otpauthUri, timeStepOf, totpCode } from './totp.ts'

/** RFC 6238 appendix B: the SHA1 seed "12345678901234567890" and its 8-digit codes. */
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32

describe('TOTP', () => {
  it('computes the codes of RFC 6238 (last 6 of the 8 published digits)', () => {
    // 59 s → 94287082, 1111111109 s → 07081804, 2000000000 s → 69279037
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082')
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804')
    expect(totpCode(RFC_SECRET, 2_000_000_000_000)).toBe('279037')
  })

  it('accepts the code of the current step and of one step either side, nothing further', () => {
    const secret = newTotpSecret()
    const now = 1_750_000_015_000
    const step = timeStepOf(now)
    expect(matchTotpStep(secret, totpCode(secret, now), now)).toBe(step)
    expect(matchTotpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1)
    expect(matchTotpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1)
    expect(matchTotpStep(secret, totpCode(secret, now - 60_000), now)).toBeNull()
    expect(matchTotpStep(secret, totpCode(secret, now + 60_000), now)).toBeNull()
  })

  it('refuses a code of the last accepted step or older (replay), accepts a newer one', () => {
    const secret = newTotpSecret()
    const now = 1_750_000_015_000
    const step = timeStepOf(now)
    const code = totpCode(secret, now)
    expect(matchTotpStep(secret, code, now, step - 1)).toBe(step)
    expect(matchTotpStep(secret, code, now, step)).toBeNull()
    expect(matchTotpStep(secret, totpCode(secret, now - 30_000), now, step)).toBeNull()
    expect(matchTotpStep(secret, totpCode(secret, now + 30_000), now, step)).toBe(step + 1)
  })

  it('refuses another secret’s code and anything that is not six digits', () => {
    const secret = newTotpSecret()
    const now = Date.now()
    const other = newTotpSecret()
    expect(secret).not.toBe(other)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(matchTotpStep(secret, totpCode(other, now), now)).toBeNull()
    expect(matchTotpStep(secret, '12345', now)).toBeNull()
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull()
    expect(normaliseTotpCode(' 123 456 ')).toBe('123456')
    expect(normaliseTotpCode('123-456')).toBe('123456')
    expect(normaliseTotpCode('1234567')).toBeNull()
  })

  it('builds the otpauth URI authenticator apps read (issuer, account, SHA1, 6 digits, 30 s)', () => {
    const secret = newTotpSecret()
    const parsed = URI.parse(otpauthUri(secret, 'budi.santoso')) as TOTP
    expect(parsed).toBeInstanceOf(TOTP)
    expect(parsed.issuer).toBe('MINT Dashboard')
    expect(parsed.label).toBe('budi.santoso')
    expect(parsed.algorithm).toBe('SHA1')
    expect(parsed.digits).toBe(6)
    expect(parsed.period).toBe(30)
    expect(parsed.secret.base32).toBe(secret)
  })
})

describe('secret encryption at rest', () => {
  const box = secretBox('kunci-uji-dua-langkah-yang-cukup-panjang')

  it('round-trips, with a fresh IV each time', () => {
    const secret = newTotpSecret()
    const a = box.seal(secret, 'user-1')
    const b = box.seal(secret, 'user-1')
    expect(a).not.toBe(b)
    expect(a).not.toContain(secret)
    expect(a).toMatch(/^v1\.[\w-]+$/)
    expect(box.open(a, 'user-1')).toBe(secret)
    expect(box.open(b, 'user-1')).toBe(secret)
  })

  it('refuses a value moved to another user, altered, or sealed under another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1')
    expect(() => box.open(sealed, 'user-2')).toThrow()
    const raw = Buffer.from(sealed.slice(3), 'base64url')
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1
    expect(() => box.open(`v1.${raw.toString('base64url')}`, 'user-1')).toThrow()
    expect(() => secretBox('kunci-lain-yang-juga-cukup-panjang!!').open(sealed, 'user-1')).toThrow()
    expect(() => box.open('v2.abc', 'user-1')).toThrow()
    expect(() => box.open('v1.', 'user-1')).toThrow()
  })
})

describe('recovery codes', () => {
  it('are ten distinct XXXXX-XXXXX codes without look-alike characters', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const c of codes) expect(c).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/)
  })

  it('are read forgivingly (case, spaces, dash) and hashed under the key', () => {
    const [code = ''] = newRecoveryCodes(1)
    const hash = recoveryCodeHasher('kunci-uji-dua-langkah-yang-cukup-panjang')
    const h = hash(code)
    expect(h).toMatch(/^[0-9a-f]{64}$/)
    expect(hash(code.toLowerCase())).toBe(h)
    expect(hash(` ${code.replace('-', ' ')} `)).toBe(h)
    expect(recoveryCodeHasher('kunci-lain-yang-juga-cukup-panjang!!')(code)).not.toBe(h)
    expect(normaliseRecoveryCode('ABCDE-FGHI0')).toBeNull()
    expect(normaliseRecoveryCode('123456')).toBeNull()
    expect(hash('ABCD')).toBeNull()
  })
})
