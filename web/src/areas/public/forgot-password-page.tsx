import { z } from 'zod'
import { encryptPassword } from '#contract/auth/password-encoding.ts'
import { PASSWORD_MIN_LENGTH } from '#contract/auth/schemas.ts'
import { email } from '#contract/engine/fields.ts'
import {
  forgotPasswordConfirm,
  forgotPasswordRequest,
  forgotPasswordVerify,
} from '#contract/public/account-recovery.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { useDocumentTitle } from '../../ui/document-title.ts'
import { RecoveryFlow } from './recovery-flow.tsx'

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`)
  .max(128, 'Password maksimal 128 karakter.')

/**
 * /mint-app/lupa-password: the merchant app's owner sets a (new) password with a code sent to the e-mail; the
 * approval mail of a self-registration links here to set the first one. The password travels AES-encrypted like
 * the dashboard's own reset (contract/auth/password-encoding.ts).
 */
export function MerchantForgotPasswordPage() {
  useDocumentTitle('Lupa Password Aplikasi MINT')
  return (
    <RecoveryFlow
      title="Lupa Password"
      intro="Masukkan email akun aplikasi MINT Anda (email pemilik merchant). Kode verifikasi dikirim ke email tersebut."
      who={{ label: 'Email', type: 'email', autoComplete: 'email', schema: email() }}
      secret={{
        label: 'password',
        rule: `Minimal ${PASSWORD_MIN_LENGTH} karakter, bukan password yang umum.`,
        schema: newPassword,
      }}
      request={(address) => callEndpoint(forgotPasswordRequest, { email: address })}
      verify={(address, code) => callEndpoint(forgotPasswordVerify, { email: address, code })}
      confirm={async (address, token, password) =>
        callEndpoint(forgotPasswordConfirm, {
          email: address,
          token,
          password: await encryptPassword(password),
        })
      }
      doneText="Masuk ke aplikasi MINT dengan email dan password baru Anda."
    />
  )
}
