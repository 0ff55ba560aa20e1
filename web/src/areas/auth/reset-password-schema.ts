import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '#contract/auth/schemas.ts'

/** The new-password form: the contract's minimum length, and the confirmation must match. */
export const resetPasswordFormSchema = z
  .object({
    password: z
      .string()
      .min(1, 'Password baru wajib diisi.')
      .min(PASSWORD_MIN_LENGTH, `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`)
      .max(200, 'Password maksimal 200 karakter.'),
    confirm: z.string().min(1, 'Konfirmasi password wajib diisi.'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'Konfirmasi password tidak sama.' })

export type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>

/** Email and token of a reset link, or null if either is missing. */
export function readResetLink(search: string): { email: string; token: string } | null {
  const params = new URLSearchParams(search)
  const email = params.get('email')?.trim() ?? ''
  const token = params.get('token')?.trim() ?? ''
  return email && token ? { email, token } : null
}
