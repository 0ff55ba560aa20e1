import { describe, expect, it } from 'vitest'
import { forgotPasswordRequestSchema, loginRequestSchema } from '#contract/auth/schemas.ts'
import { resetPasswordFormSchema } from '../areas/auth/reset-password-schema.ts'
import { schemaCheck } from './schema-check.ts'

describe('schemaCheck', () => {
  it('gives the first message of each field, in the contract’s words', () => {
    expect(schemaCheck(loginRequestSchema)({ username: '   ', password: '' })).toEqual({
      ok: false,
      errors: { username: 'Username atau email wajib diisi.', password: 'Password wajib diisi.' },
    })
  })

  it('gives the schema’s output when valid (the e-mail trimmed)', () => {
    expect(schemaCheck(forgotPasswordRequestSchema)({ email: ' a@b.co ' })).toEqual({
      ok: true,
      data: { email: 'a@b.co' },
    })
  })

  it('puts a rule over two fields on the field it names', () => {
    expect(schemaCheck(resetPasswordFormSchema)({ password: 'panjang-sekali', confirm: 'lain' })).toEqual({
      ok: false,
      errors: { confirm: 'Konfirmasi password tidak sama.' },
    })
  })
})
