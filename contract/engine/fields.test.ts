import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { phone, unknownValue } from './fields.ts'

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

describe('unknownValue', () => {
  const sort = z.enum(['name'], { error: unknownValue('Kolom urutan') })
  it('names a short string it refuses', () => {
    expect(sort.safeParse('amount').error?.issues[0]?.message).toBe('Kolom urutan tidak dikenal: amount.')
  })
  it('never stringifies anything else, nor echoes a long string', () => {
    // String() of a 10,000-deep array overflows the stack (a 500 the fuzz found, issue 13).
    const deep = JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)
    for (const value of [deep, { toString: () => 'x' }, 12, 'x'.repeat(65)])
      expect(sort.safeParse(value).error?.issues[0]?.message).toBe('Kolom urutan tidak dikenal.')
  })
})
