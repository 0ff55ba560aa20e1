import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod/mini'
import { forgotPasswordRequestSchema } from '#contract/auth/schemas.ts'
import { forgotPassword } from '../../api/auth.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { useDocumentTitle } from '../../ui/document-title.ts'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { AuthCard } from './auth-card.tsx'

type ForgotPasswordForm = z.input<typeof forgotPasswordRequestSchema>

/** /login/forgot-password: asks for the e-mail and sends a reset link if it belongs to an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Lupa Password')
  const emailId = useId()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const form = useForm<ForgotPasswordForm, unknown, z.output<typeof forgotPasswordRequestSchema>>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null)
    const result = await forgotPassword(email)
    if (result.success) setSentTo(email)
    else setError(result.message)
  })

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
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={isSubmitting}>
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
              {...form.register('email')}
            />
            <FieldError id={`${emailId}-error`} message={errors.email?.message} />
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
