import { useEffect, useId, useState } from 'react'
import type { LoginResult } from '#contract/auth/schemas.ts'
import {
  TWO_FACTOR_RESTART_MESSAGES,
  type TwoFactorSetup,
  type TwoFactorSetupLoginResult,
  type TwoFactorStep,
} from '#contract/auth/two-factor.ts'
import type { CallResult } from '#contract/envelope.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Checkbox } from '../../ui/checkbox.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { AuthenticatorSetup } from './two-factor/authenticator-setup.tsx'
import { CodeForm } from './two-factor/code-form.tsx'
import { RecoveryCodesPanel } from './two-factor/recovery-codes.tsx'
import {
  confirmSignInEnrolment,
  startSignInEnrolment,
  verifySignInCode,
} from './two-factor/two-factor-api.ts'

export type SecondStep = TwoFactorStep['twoFactor']

const mustRestart = (message: string) => TWO_FACTOR_RESTART_MESSAGES.includes(message)

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" onClick={onBack}>
      Kembali
    </Button>
  )
}

/** After the password: the 6-digit code (or a recovery code) that completes the sign-in. */
export function VerifyCodeStep({
  step,
  onBack,
  onSignedIn,
}: {
  step: SecondStep
  onBack: () => void
  onSignedIn: (result: LoginResult) => void
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Buka aplikasi autentikator Anda dan masukkan kode 6 digit untuk MINT Dashboard.
      </p>
      <CodeForm
        submitLabel="Verifikasi"
        allowRecovery
        autoFocus
        isFinal={mustRestart}
        onSubmit={async (code) => {
          const result = await verifySignInCode(step.challenge, code)
          if (result.success && result.data) onSignedIn(result.data)
          return result
        }}
        secondary={<BackButton onBack={onBack} />}
      />
    </div>
  )
}

/** React's StrictMode runs effects twice in development; each enrolment call makes a new secret. */
const enrolments = new Map<string, Promise<CallResult<TwoFactorSetup>>>()
const enrolmentOnce = (challenge: string) => {
  const running = enrolments.get(challenge)
  if (running) return running
  const call = startSignInEnrolment(challenge)
  enrolments.set(challenge, call)
  return call
}

/**
 * After the password, when the user's segment requires 2FA and the user has none yet: add the
 * authenticator, confirm with its first code, keep the recovery codes, then continue signed in.
 */
export function EnrolStep({
  step,
  onBack,
  onEnrolled,
  onContinue,
}: {
  step: SecondStep
  onBack: () => void
  onEnrolled: (result: TwoFactorSetupLoginResult) => void
  onContinue: () => void
}) {
  const [setup, setSetup] = useState<CallResult<TwoFactorSetup> | null>(null)
  const [done, setDone] = useState<TwoFactorSetupLoginResult | null>(null)
  const [saved, setSaved] = useState(false)
  const savedId = useId()

  useEffect(() => {
    let live = true
    void enrolmentOnce(step.challenge).then((r) => {
      if (live) setSetup(r)
    })
    return () => {
      live = false
    }
  }, [step.challenge])

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="success">Verifikasi dua langkah aktif untuk akun {done.username}.</Alert>
        <RecoveryCodesPanel codes={done.recoveryCodes} username={done.username} />
        <div className="flex items-center gap-2">
          <Checkbox id={savedId} checked={saved} onChange={(e) => setSaved(e.target.checked)} />
          {/* Label's classes at normal weight, written out: cn does not merge on the public pages. */}
          <label htmlFor={savedId} className="text-sm font-normal text-foreground">
            Saya sudah menyimpan kode pemulihan
          </label>
        </div>
        <Button disabled={!saved} onClick={onContinue}>
          Lanjutkan ke dashboard
        </Button>
      </div>
    )
  }
  if (!setup) {
    return (
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Menyiapkan kode QR…
      </div>
    )
  }
  if (!setup.success || !setup.data) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="error">{setup.message}</Alert>
        <BackButton onBack={onBack} />
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="info">Segmen akun Anda mewajibkan verifikasi dua langkah sebelum masuk.</Alert>
      <AuthenticatorSetup setup={setup.data} compact />
      <CodeForm
        submitLabel="Aktifkan & masuk"
        isFinal={mustRestart}
        onSubmit={async (code) => {
          const result = await confirmSignInEnrolment(step.challenge, code)
          if (result.success && result.data) {
            onEnrolled(result.data)
            setDone(result.data)
          }
          return result
        }}
        secondary={<BackButton onBack={onBack} />}
      />
    </div>
  )
}
