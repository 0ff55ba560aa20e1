import {
  forgotPinConfirm,
  forgotPinRequest,
  forgotPinVerify,
  newPinField,
  outletUsername,
} from '#contract/public/account-recovery.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { useDocumentTitle } from '../../ui/document-title.ts'
import { RecoveryFlow } from './recovery-flow.tsx'

/** /mint-app/lupa-pin: an outlet user sets a new PIN with a code sent to the user's e-mail. */
export function ForgotPinPage() {
  useDocumentTitle('Lupa PIN')
  return (
    <RecoveryFlow
      title="Lupa PIN"
      intro="Masukkan username aplikasi MINT Anda. Kode verifikasi dikirim ke email yang terdaftar pada user tersebut."
      who={{ label: 'Username', type: 'text', autoComplete: 'username', schema: outletUsername }}
      secret={{
        label: 'PIN',
        rule: '6 digit angka, bukan satu angka berulang dan bukan angka berurutan.',
        schema: newPinField,
        numeric: true,
      }}
      request={(username) => callEndpoint(forgotPinRequest, { username })}
      verify={(username, code) => callEndpoint(forgotPinVerify, { username, code })}
      confirm={(username, token, pin) => callEndpoint(forgotPinConfirm, { username, token, pin })}
      doneText="Masuk ke aplikasi MINT dengan PIN baru Anda."
    />
  )
}
