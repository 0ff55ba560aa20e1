import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link, useLocation } from 'react-router'
import { useSession } from '../../api/use-session.ts'
import { Alert } from '../../ui/alert.tsx'
import { buttonVariants } from '../../ui/button.tsx'
import { useDocumentTitle } from '../../ui/document-title.ts'
import { Spinner } from '../../ui/spinner.tsx'
import { AuthCard } from '../auth/auth-card.tsx'
import { readResetLink } from '../auth/reset-password-schema.ts'
import { accountApi } from './account-api.ts'

/**
 * /login/verify-email?email=..&token=..: the link of the verification mail. The token is single use, so
 * the confirmation runs once per link (a query, not an effect that StrictMode would run twice).
 */
export function VerifyEmailPage() {
  useDocumentTitle('Verifikasi Email')
  const { search } = useLocation()
  const link = useMemo(() => readResetLink(search), [search])
  return (
    <AuthCard title="VERIFIKASI EMAIL">
      {link ? (
        <Confirm email={link.email} token={link.token} />
      ) : (
        <Done ok={false} message="Tautan verifikasi email tidak valid atau tidak lengkap." />
      )}
    </AuthCard>
  )
}

function Confirm({ email, token }: { email: string; token: string }) {
  const result = useQuery({
    queryKey: ['verify-email', email, token],
    queryFn: () => accountApi.confirmEmail(email, token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  if (!result.data)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Memverifikasi email…" />
        Memverifikasi email {email}…
      </p>
    )
  return result.data.success ? (
    <Done ok message={`Email ${email} berhasil diverifikasi.`} />
  ) : (
    <Done ok={false} message={result.data.message} />
  )
}

function Done({ ok, message }: { ok: boolean; message: string }) {
  const { token } = useSession()
  return (
    <div className="flex flex-col gap-4">
      <Alert variant={ok ? 'success' : 'error'}>{message}</Alert>
      {ok ? null : (
        <p className="text-sm text-muted-foreground">
          Minta administrator mengirim ulang tautan verifikasi ke email Anda.
        </p>
      )}
      <Link to={token ? '/' : '/login'} className={buttonVariants()}>
        {token ? 'Ke beranda' : 'Ke halaman login'}
      </Link>
    </div>
  )
}
