import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react'
import type { LoginRequest, LoginResult } from '#contract/auth/schemas.ts'
import { whenIdleAfterLoad } from '../../app/when-idle.ts'
import { takeLoginNotice } from '../../session/login-notice.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { useDocumentTitle } from '../../ui/document-title.ts'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { PasswordField } from '../../ui/password-input.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { usePlainForm } from '../../ui/use-plain-form.ts'
import { AuthCard } from './auth-card.tsx'
import { type AutoLoginParams, readAutoLoginParams } from './auto-login-params.ts'
import type { SecondStep } from './two-factor-steps.tsx'
import { useTimeout } from './use-timeout.ts'

// Only accounts with two-factor sign-in need the second step: it loads when the password step asks for it.
const EnrolStep = lazy(() => import('./two-factor-steps.tsx').then((m) => ({ default: m.EnrolStep })))
const VerifyCodeStep = lazy(() =>
  import('./two-factor-steps.tsx').then((m) => ({ default: m.VerifyCodeStep })),
)
// The form's rules, the calls and the session store (with zod): loaded once the page is used or idle.
const signInCalls = () => import('./sign-in-calls.ts')

/**
 * The public pages are their own documents (docs/ARCHITECTURE.md "Bundle size"): the app is entered by
 * loading it, which the sign-in page has already fetched in the background.
 */
const openApp = () => window.location.replace('/')

/** docs/PRODUCT.md §8/§9: the success text, and how long alerts and the redirect wait. */
export const LOGIN_SUCCESS_TEXT = 'Login berhasil, mengarahkan ke halaman dashboard'
const ALERT_MS = 1000
const REDIRECT_MS = 1000

type Notice = { kind: 'error' | 'success' | 'info'; text: string }
type Phase = 'idle' | 'auto-running' | 'auto-failed' | 'success'

/**
 * /login: username-or-email + password, or the redirect (auto) login when the URL has token and key.
 * An account with two-factor sign-in then gives its code (or enrols first) in the same card.
 */
export function LoginPage() {
  useDocumentTitle('Login')
  return <LoginFlow search={window.location.search} />
}

function LoginFlow({ search }: { search: string }) {
  const auto = useMemo(() => readAutoLoginParams(search), [search])
  const schedule = useTimeout()
  const [second, setSecond] = useState<SecondStep | null>(null)
  const [username, setUsername] = useState('')
  const [signedIn, setSignedIn] = useState(false)

  const back = () => setSecond(null)
  const finish = async (result: LoginResult) => {
    const { sessionStore } = await signInCalls()
    sessionStore.signIn(result)
    setSignedIn(true)
    schedule(openApp, REDIRECT_MS)
  }

  const title =
    auto.kind !== 'none'
      ? 'REDIRECT LOGIN'
      : !second
        ? 'LOGIN'
        : second.setupRequired
          ? 'AKTIFKAN VERIFIKASI 2 LANGKAH'
          : 'VERIFIKASI 2 LANGKAH'
  return (
    <AuthCard title={title}>
      {!second ? (
        <LoginForm
          auto={auto}
          defaultUsername={username}
          onSecondStep={(step, name) => {
            setUsername(name)
            setSecond(step)
          }}
        />
      ) : signedIn ? (
        <Alert variant="success">{LOGIN_SUCCESS_TEXT}</Alert>
      ) : (
        <Suspense fallback={<Spinner label="Memuat…" />}>
          {second.setupRequired ? (
            <EnrolStep
              key={second.challenge}
              step={second}
              onBack={back}
              // Signed in at once (the session exists); the page stays until the codes are saved.
              onEnrolled={(result) => void signInCalls().then((m) => m.sessionStore.signIn(result))}
              onContinue={openApp}
            />
          ) : (
            <VerifyCodeStep
              key={second.challenge}
              step={second}
              onBack={back}
              onSignedIn={(result) => void finish(result)}
            />
          )}
        </Suspense>
      )}
    </AuthCard>
  )
}

function initialState(auto: AutoLoginParams): { phase: Phase; notice: Notice | null } {
  if (auto.kind === 'ready')
    return { phase: 'auto-running', notice: { kind: 'info', text: 'Memverifikasi tautan login…' } }
  if (auto.kind === 'invalid') {
    return {
      phase: 'auto-failed',
      notice: { kind: 'error', text: 'Tautan login otomatis tidak valid atau tidak lengkap.' },
    }
  }
  // Why the app sent the user here (a session that ended), once.
  const left = takeLoginNotice()
  return { phase: 'idle', notice: left ? { kind: 'info', text: left } : null }
}

function LoginForm({
  auto,
  defaultUsername,
  onSecondStep,
}: {
  auto: AutoLoginParams
  defaultUsername: string
  onSecondStep: (step: SecondStep, username: string) => void
}) {
  const schedule = useTimeout()
  const ids = { username: useId(), password: useId() }
  const [{ phase, notice }, setState] = useState(() => initialState(auto))

  const succeed = () => {
    setState({ phase: 'success', notice: { kind: 'success', text: LOGIN_SUCCESS_TEXT } })
    schedule(openApp, REDIRECT_MS)
  }

  const form = usePlainForm<LoginRequest>({
    defaults: { username: defaultUsername, password: '' },
    check: async (values) => (await signInCalls()).checkLogin(values),
    onValid: async ({ username, password }) => {
      setState({ phase: 'idle', notice: null })
      const calls = await signInCalls()
      const result = await calls.login(username.trim(), password)
      if (!result.success || !result.data) {
        setState({ phase: 'idle', notice: { kind: 'error', text: result.message } })
        schedule(() => setState((s) => (s.phase === 'idle' ? { phase: 'idle', notice: null } : s)), ALERT_MS)
        return
      }
      if (calls.needsSecondStep(result.data)) {
        onSecondStep(result.data.twoFactor, username.trim())
        return
      }
      calls.sessionStore.signIn(result.data)
      succeed()
    },
  })
  const { errors, submitting } = form
  // Nothing of signing in runs before the page is used; its code arrives once the browser is idle.
  useEffect(() => whenIdleAfterLoad(() => void signInCalls()), [])

  const token = auto.kind === 'ready' ? auto.token : ''
  const key = auto.kind === 'ready' ? auto.key : ''
  useEffect(() => {
    if (!token || !key) return
    let cancelled = false
    void signInCalls()
      .then((calls) => calls.autoLoginOnce(token, key))
      .then((result) => {
        if (cancelled) return
        if (result.success) {
          setState({ phase: 'success', notice: { kind: 'success', text: LOGIN_SUCCESS_TEXT } })
          schedule(openApp, REDIRECT_MS)
        } else {
          setState({ phase: 'auto-failed', notice: { kind: 'error', text: result.message } })
        }
      })
    return () => {
      cancelled = true
    }
  }, [token, key, schedule])

  const redirectMode = auto.kind !== 'none'
  const busy = submitting || phase === 'auto-running' || phase === 'success'
  const locked = busy || redirectMode

  return (
    <form
      onSubmit={form.onSubmit}
      // The first field touched starts loading what sending the form needs.
      onFocus={() => void signInCalls()}
      noValidate
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.username}>Username atau Email</Label>
        <Input
          id={ids.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          disabled={locked}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${ids.username}-error` : undefined}
          {...form.field('username')}
        />
        <FieldError id={`${ids.username}-error`} message={errors.username} />
      </div>
      <PasswordField
        id={ids.password}
        label="Password"
        labelAside={
          redirectMode ? null : (
            <a
              href="/login/forgot-password"
              className="rounded text-xs text-primary-strong underline-offset-4 hover:underline focus-ring"
            >
              Lupa password?
            </a>
          )
        }
        autoComplete="current-password"
        disabled={locked}
        error={errors.password}
        {...form.field('password')}
      />
      {notice ? <Alert variant={notice.kind}>{notice.text}</Alert> : null}
      <Button type="submit" disabled={locked} className="w-full">
        {busy ? <Spinner /> : null}
        Log In
      </Button>
      {phase === 'auto-failed' ? (
        <a
          href="/login"
          className="text-center text-sm text-primary-strong underline-offset-4 hover:underline focus-ring"
        >
          Masuk dengan username dan password
        </a>
      ) : null}
    </form>
  )
}
