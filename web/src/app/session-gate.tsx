import { LogOut, RefreshCw } from 'lucide-react'
import { createContext, type ReactNode, useContext, useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useProfileSync, useSignOut } from '../api/session-sync.ts'
import { goToLogin } from '../session/login-notice.ts'
import { sessionStatus } from '../session/session.ts'
import { useSession } from '../session/use-session.ts'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'
import { Spinner } from '../ui/spinner.tsx'

const ProfileSettledContext = createContext(true)

/** Whether the profile has been confirmed by /profile since the app started (see RouteGuard). */
export const useProfileSettled = (): boolean => useContext(ProfileSettledContext)

/**
 * docs/PRODUCT.md §4: no token → login redirect placeholder; token without profile → nothing yet; both →
 * app.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession()
  const sync = useProfileSync(session)
  const status = sessionStatus(session)

  if (status === 'anonymous') return <LoginRedirect />
  if (status === 'awaiting-profile') {
    return sync.error ? (
      <ProfileUnavailable message={sync.error} onRetry={sync.retry} busy={sync.isFetching} />
    ) : null
  }
  return <ProfileSettledContext.Provider value={sync.settled}>{children}</ProfileSettledContext.Provider>
}

/** The sign-in page is its own document (docs/ARCHITECTURE.md "Bundle size"): going there loads it. */
function LoginRedirect() {
  useEffect(() => goToLogin(), [])
  return (
    <div className="flex min-h-dvh items-center justify-center gap-2 p-4 text-sm text-muted-foreground">
      <Spinner />
      <p>Mengarahkan ke halaman login…</p>
    </div>
  )
}

function ProfileUnavailable({
  message,
  onRetry,
  busy,
}: {
  message: string
  onRetry: () => void
  busy: boolean
}) {
  const signOut = useSignOut()
  const navigate = useNavigate()
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-4">
      <h1 className="text-xl font-semibold">Profil tidak dapat dimuat</h1>
      <Alert variant="error">{message}</Alert>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onRetry} disabled={busy}>
          {busy ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
          Coba lagi
        </Button>
        <Button
          variant="outline"
          onClick={async () => {
            await signOut()
            navigate('/', { replace: true })
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Keluar
        </Button>
      </div>
    </main>
  )
}
