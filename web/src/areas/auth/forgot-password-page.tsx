import { ArrowLeft } from 'lucide-react'
import { useId, useState } from 'react'
import type { z } from 'zod/mini'
import { forgotPasswordRequestSchema } from '#contract/auth/schemas.ts'
import { forgotPassword } from '../../api/auth.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { useDocumentTitle } from '../../ui/document-title.ts'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { schemaCheck } from '../../ui/schema-check.ts'
import { Spinner } from '../../ui/spinner.tsx'
import { usePlainForm } from '../../ui/use-plain-form.ts'
import { AuthCard } from './auth-card.tsx'

type ForgotPasswordForm = z.input<typeof forgotPasswordRequestSchema>
const checkForgotPassword = schemaCheck(forgotPasswordRequestSchema)

/** /login/forgot-password: asks for the e-mail and sends a reset link if it belongs to an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Lupa Password')
  const emailId = useId()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const form = usePlainForm<ForgotPasswordForm, z.output<typeof forgotPasswordRequestSchema>>({
    defaults: { email: '' },
    check: checkForgotPassword,
    onValid: async ({ email }) => {
      setError(null)
      const result = await forgotPassword(email)
      if (result.success) setSentTo(email)
      else setError(result.message)
    },
  })
  const { errors, submitting: isSubmitting } = form

  return (
    <AuthCard title="LUPA PASSWORD">
      {sentTo ? (
        <div className="flex flex-col gap-4">
          <Alert variant="success">
            Jika <strong>{sentTo}</strong> terdaftar, tautan untuk mengatur ulang password telah dikirim ke
            email tersebut. Periksa kotak masuk Anda.
          </Alert>
          <BackToLogin />
        </div>
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4" aria-busy={isSubmitting}>
          <p className="text-sm text-muted-foreground">
            Masukkan email akun Anda. Kami akan mengirim tautan untuk mengatur ulang password.
          </p>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={emailId}>Email</Label>
            <Input
              id={emailId}
              type="email"
              autoComplete="email"
              disabled={isSubmitting}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${emailId}-error` : undefined}
              {...form.field('email')}
            />
            <FieldError id={`${emailId}-error`} message={errors.email} />
          </div>
          {error ? <Alert variant="error">{error}</Alert> : null}
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? <Spinner /> : null}
            Kirim tautan
          </Button>
          <BackToLogin />
        </form>
      )}
    </AuthCard>
  )
}

export function BackToLogin() {
  return (
    <a
      href="/login"
      className="inline-flex items-center gap-1 self-start rounded text-sm text-primary-strong underline-offset-4 hover:underline focus-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Kembali ke halaman login
    </a>
  )
}
