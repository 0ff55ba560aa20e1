import { describe, expect, it } from 'vitest'
import { phone } from './fields.ts'

describe('phone', () => {
  it('stores one canonical form whatever the typing', () => {
    for (const typed of ['+62 812-3456-7890', '0812 3456 7890', '6281234567890', '(0812) 34567890'])
      expect(phone().parse(typed)).toBe('+6281234567890')
  })
  it('refuses what is not an Indonesian mobile number', () => {
    for (const bad of ['12345', '+1 555 1234567', '0212345678', ''])
      expect(phone().safeParse(bad).success).toBe(false)
  })
})

describe('required fields say so when empty, and the format only once something is typed', () => {
  it('dates and digit codes', async () => {
    const { isoDate, digits } = await import('./fields.ts')
    expect(
      isoDate('Tanggal bergabung')
        .safeParse('')
        .error?.issues.map((i) => i.message),
    ).toEqual(['Tanggal bergabung wajib diisi.'])
    expect(isoDate('Tanggal bergabung').safeParse('21/11/2026').error?.issues[0]?.message).toBe(
      'Format tanggal bergabung tidak valid.',
    )
    expect(
      digits('MID', 15)
        .safeParse(' ')
        .error?.issues.map((i) => i.message),
    ).toEqual(['MID wajib diisi.'])
    expect(digits('MID', 15).safeParse('123').error?.issues[0]?.message).toBe('MID harus 15 digit angka.')
  })
})
