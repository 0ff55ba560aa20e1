import { z } from 'zod'
import { resetPasswordFormSchema } from '../auth/reset-password-schema.ts'

/**
 * "Ubah Password": the old password, and a new one under the same rule as a reset (the server also
 * refuses a common password); checked here too: not the old one and not containing the username.
 */
export function changePasswordFormSchema(username: string) {
  return z
    .object({
      oldPassword: z.string().min(1, 'Password lama wajib diisi.'),
      password: resetPasswordFormSchema.shape.password,
      confirm: resetPasswordFormSchema.shape.confirm,
    })
    .superRefine(
      (v, ctx) => {
        if (v.password && v.password === v.oldPassword)
          ctx.addIssue({
            code: 'custom',
            path: ['password'],
            message: 'Password baru harus berbeda dari password lama.',
          })
        else if (username && v.password.toLowerCase().includes(username.toLowerCase()))
          ctx.addIssue({
            code: 'custom',
            path: ['password'],
            message: 'Password tidak boleh memuat username.',
          })
        if (v.confirm && v.password !== v.confirm)
          ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'Konfirmasi password tidak sama.' })
      },
      // Checked together with the other rules, not only once every field is valid.
      { when: (payload) => allStrings(payload.value) },
    )
}

const allStrings = (value: unknown) => {
  const v = value as Record<string, unknown> | null
  return typeof v?.oldPassword === 'string' && typeof v.password === 'string' && typeof v.confirm === 'string'
}

export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordFormSchema>>

/** The form field a server error names. */
export const changePasswordFieldOf = (field: string): keyof ChangePasswordValues | null =>
  field === 'oldPassword' ? 'oldPassword' : field === 'newPassword' ? 'password' : null
