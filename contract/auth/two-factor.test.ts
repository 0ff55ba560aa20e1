import { describe, expect, it } from 'vitest'
import {
  loginResponseSchema,
  needsSecondStep,
  recoveryCodeInputSchema,
  totpCodeInputSchema,
} from './two-factor.ts'

describe('two-factor contract', () => {
  it('tells a session from a second step in the /login result', () => {
    const step = loginResponseSchema.parse({
      twoFactor: { required: true, setupRequired: false, challenge: 'c', expiresAt: '2026-01-01T00:00:00Z' },
    })
    expect(needsSecondStep(step)).toBe(true)
    const session = loginResponseSchema.parse({
      userId: '00000000-0000-4000-8000-000000000004',
      username: 'mitra',
      email: 'mitra@mint.local',
      roleSegmentCode: 'MITRA',
      roleSegmentName: 'Mitra',
      roleSegmentValue: [],
      userTypeLevel: 'PARTNER',
      userTypeValue: 'PTN001',
      sharingFeePartnerCode: 'PTN001',
      partnerCode: 'PTN001',
      partnerId: '',
      accessToken: 'a',
      apiToken: 'b',
    })
    expect(needsSecondStep(session)).toBe(false)
    expect(loginResponseSchema.safeParse({ twoFactor: { required: false } }).success).toBe(false)
  })

  it('checks what is typed before sending it: six digits, or a 10-character recovery code', () => {
    expect(totpCodeInputSchema.parse(' 123 456 ')).toBe('123456')
    expect(totpCodeInputSchema.safeParse('')).toMatchObject({ success: false })
    expect(totpCodeInputSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      'Kode verifikasi harus 6 digit angka.',
    )
    expect(totpCodeInputSchema.safeParse('').error?.issues[0]?.message).toBe('Kode verifikasi wajib diisi.')
    expect(recoveryCodeInputSchema.parse('abcde-fgh23')).toBe('ABCDE-FGH23')
    expect(recoveryCodeInputSchema.parse('ABCDEFGH23')).toBe('ABCDEFGH23')
    expect(recoveryCodeInputSchema.safeParse('123456').success).toBe(false)
  })
})
