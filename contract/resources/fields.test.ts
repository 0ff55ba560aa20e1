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
