import { describe, expect, it } from 'vitest'
import { changePasswordFieldOf, changePasswordFormSchema } from './change-password-schema.ts'

const messages = (input: unknown, username = 'dewi.lestari') => {
  const result = changePasswordFormSchema(username).safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('change password form', () => {
  it('accepts a new, long enough password confirmed identically', () => {
    expect(
      messages({ oldPassword: 'Mint#2025!', password: 'Kopi-Susu-2025', confirm: 'Kopi-Susu-2025' }),
    ).toEqual([])
  })

  it('asks for the old password and states every rule at once', () => {
    expect(messages({ oldPassword: '', password: 'pendek', confirm: 'lain' })).toEqual([
      'oldPassword: Password lama wajib diisi.',
      'password: Password minimal 10 karakter.',
      'confirm: Konfirmasi password tidak sama.',
    ])
  })

  it('refuses the old password again and a password containing the username', () => {
    expect(
      messages({ oldPassword: 'Kopi-Susu-2025', password: 'Kopi-Susu-2025', confirm: 'Kopi-Susu-2025' }),
    ).toEqual(['password: Password baru harus berbeda dari password lama.'])
    expect(
      messages({ oldPassword: 'Mint#2025!', password: 'Dewi.Lestari-2025', confirm: 'Dewi.Lestari-2025' }),
    ).toEqual(['password: Password tidak boleh memuat username.'])
  })

  it('puts the server’s field errors under the matching inputs', () => {
    expect(changePasswordFieldOf('oldPassword')).toBe('oldPassword')
    expect(changePasswordFieldOf('newPassword')).toBe('password')
    expect(changePasswordFieldOf('token')).toBeNull()
  })
})
