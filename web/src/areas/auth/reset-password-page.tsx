import { useMemo, useState } from 'react'
import { PASSWORD_MIN_LENGTH } from '#contract/auth/schemas.ts'
import { setPassword } from '../../api/auth.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button, buttonVariants } from '../../ui/button.tsx'
import { useDocumentTitle } from '../../ui/document-title.ts'
import { NewPasswordFields } from '../../ui/password-input.tsx'
import { schemaCheck } from '../../ui/schema-check.ts'
import { Spinner } from '../../ui/spinner.tsx'
import { usePlainForm } from '../../ui/use-plain-form.ts'
import { AuthCard } from './auth-card.tsx'
import { BackToLogin } from './forgot-password-page.tsx'
import { type ResetPasswordValues, readResetLink, resetPasswordFormSchema } from './reset-password-schema.ts'

const checkResetPassword = schemaCheck(resetPasswordFormSchema)

/** /login/reset-password?email=..&token=..: choose a new password from the link sent by e-mail. */
export function ResetPasswordPage() {
  useDocumentTitle('Atur Ulang Password')
  const link = useMemo(() => readResetLink(window.location.search), [])
  return (
    <AuthCard title="ATUR ULANG PASSWORD">
      {link ? (
        <ResetPasswordForm email={link.email} token={link.token} />
      ) : (
        <div className="flex flex-col gap-4">
          <Alert variant="error">Tautan atur ulang password tidak valid atau tidak lengkap.</Alert>
          <a href="/login/forgot-password" className={buttonVariants({ variant: 'outline' })}>
            Minta tautan baru
          </a>
          <BackToLogin />
        </div>
      )}
    </AuthCard>
  )
}

function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const [done, setDone] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const form = usePlainForm<ResetPasswordValues>({
    defaults: { password: '', confirm: '' },
    check: checkResetPassword,
    onValid: async ({ password }) => {
      setError(null)
      const result = await setPassword(email, token, password)
      if (result.success) setDone(true)
      else setError(result.message)
    },
  })
  const { errors, submitting: isSubmitting } = form

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="success">Password berhasil diatur. Silakan login dengan password baru Anda.</Alert>
        <a href="/login" className={buttonVariants()}>
          Ke halaman login
        </a>
      </div>
    )
  }

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4" aria-busy={isSubmitting}>
      <p className="text-sm text-muted-foreground">
        Akun: <span className="font-medium text-foreground break-all">{email}</span>
      </p>
      <NewPasswordFields
        rule={`Minimal ${PASSWORD_MIN_LENGTH} karakter, bukan username Anda dan bukan password yang umum dipakai.`}
        disabled={isSubmitting}
        password={{ ...form.field('password'), error: errors.password }}
        confirm={{ ...form.field('confirm'), error: errors.confirm }}
      />
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner /> : null}
        Simpan password
      </Button>
      <BackToLogin />
    </form>
  )
}
