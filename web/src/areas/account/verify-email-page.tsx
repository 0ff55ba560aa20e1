import { Suspense, use, useMemo } from 'react'
import { useSession } from '../../session/use-session.ts'
import { Alert } from '../../ui/alert.tsx'
import { buttonVariants } from '../../ui/button.tsx'
import { useDocumentTitle } from '../../ui/document-title.ts'
import { Spinner } from '../../ui/spinner.tsx'
import { AuthCard } from '../auth/auth-card.tsx'
import { readResetLink } from '../auth/reset-password-schema.ts'
import { accountApi } from './account-api.ts'

/**
 * /login/verify-email?email=..&token=..: the link of the verification mail. The token is single use, so
 * the confirmation runs once per link (see confirmOnce). A public page: links are page loads.
 */
export function VerifyEmailPage() {
  useDocumentTitle('Verifikasi Email')
  const link = useMemo(() => readResetLink(window.location.search), [])
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

/**
 * One confirmation per link for the page's lifetime (the token is single use; StrictMode renders twice),
 * read with `use` under the page's Suspense boundary.
 */
const confirmations = new Map<string, ReturnType<typeof accountApi.confirmEmail>>()
const confirmOnce = (email: string, token: string) => {
  const id = `${email}\u0000${token}`
  let running = confirmations.get(id)
  if (!running) {
    running = accountApi.confirmEmail(email, token)
    confirmations.set(id, running)
  }
  return running
}

function Confirm({ email, token }: { email: string; token: string }) {
  return (
    <Suspense
      fallback={
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label="Memverifikasi email…" />
          Memverifikasi email {email}…
        </p>
      }
    >
      <Confirmed email={email} token={token} />
    </Suspense>
  )
}

function Confirmed({ email, token }: { email: string; token: string }) {
  const result = use(confirmOnce(email, token))
  return result.success ? (
    <Done ok message={`Email ${email} berhasil diverifikasi.`} />
  ) : (
    <Done ok={false} message={result.message} />
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
      <a href={token ? '/' : '/login'} className={buttonVariants()}>
        {token ? 'Ke beranda' : 'Ke halaman login'}
      </a>
    </div>
  )
}
