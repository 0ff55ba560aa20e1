import { describe, expect, it } from 'vitest'
import { readResetLink, resetPasswordFormSchema } from './reset-password-schema.ts'

const messages = (input: unknown) => {
  const result = resetPasswordFormSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('reset password form', () => {
  it('accepts a long enough password confirmed identically', () => {
    expect(messages({ password: 'Kopi-Susu-2025', confirm: 'Kopi-Susu-2025' })).toEqual([])
  })

  it('requires at least 10 characters', () => {
    expect(messages({ password: 'pendek', confirm: 'pendek' })).toEqual([
      'password: Password minimal 10 karakter.',
    ])
  })

  it('requires the confirmation to match', () => {
    expect(messages({ password: 'Kopi-Susu-2025', confirm: 'Kopi-Susu-2024' })).toEqual([
      'confirm: Konfirmasi password tidak sama.',
    ])
  })
})

describe('readResetLink', () => {
  it('reads email and token', () => {
    expect(readResetLink('?email=a%40b.id&token=t1')).toEqual({ email: 'a@b.id', token: 't1' })
  })
  it('is null when either is missing', () => {
    expect(readResetLink('?email=a%40b.id')).toBeNull()
    expect(readResetLink('')).toBeNull()
  })
})
