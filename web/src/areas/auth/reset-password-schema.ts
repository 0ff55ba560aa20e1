// zod/mini: this page is one of the public pages, which stay small (docs/ARCHITECTURE.md "Bundle size").
import * as z from 'zod/mini'
import { PASSWORD_MIN_LENGTH } from '#contract/auth/schemas.ts'

/** The new-password form: the contract's minimum length, and the confirmation must match. */
export const resetPasswordFormSchema = z
  .object({
    password: z
      .string()
      .check(
        z.minLength(1, 'Password baru wajib diisi.'),
        z.minLength(PASSWORD_MIN_LENGTH, `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`),
        z.maxLength(200, 'Password maksimal 200 karakter.'),
      ),
    confirm: z.string().check(z.minLength(1, 'Konfirmasi password wajib diisi.')),
  })
  .check(
    z.refine((v) => v.password === v.confirm, {
      path: ['confirm'],
      message: 'Konfirmasi password tidak sama.',
    }),
  )

export type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>

/** Email and token of a reset link, or null if either is missing. */
export function readResetLink(search: string): { email: string; token: string } | null {
  const params = new URLSearchParams(search)
  const email = params.get('email')?.trim() ?? ''
  const token = params.get('token')?.trim() ?? ''
  return email && token ? { email, token } : null
}
