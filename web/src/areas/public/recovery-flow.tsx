import { useId, useState } from 'react'
import type { ZodType } from 'zod'
import type { CallResult } from '#contract/envelope.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { PasswordField } from '../../ui/password-input.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { CodeStep } from './code-step.tsx'
import { FlowCard, PublicFrame } from './public-frame.tsx'

/**
 * Forgot PIN and forgot password of the apps (issue 19 item 5) are one flow with other words: who you are
 * (username or e-mail) → the code from the mail → the new secret twice → done. The calls and the rule of the
 * new secret come from the page; the steps and their messages are here.
 */
export interface RecoveryFlowProps {
  title: string
  intro: string
  who: { label: string; type: 'email' | 'text'; autoComplete: string; schema: ZodType<string> }
  secret: { label: string; rule: string; schema: ZodType<string>; numeric?: boolean }
  request: (who: string) => Promise<CallResult<unknown>>
  verify: (who: string, code: string) => Promise<CallResult<{ token: string }>>
  confirm: (who: string, token: string, secret: string) => Promise<CallResult<unknown>>
  doneText: string
  initialWho?: string
}

type Step =
  | { at: 'who' }
  | { at: 'code'; who: string }
  | { at: 'secret'; who: string; token: string }
  | { at: 'done'; message: string }

export function RecoveryFlow(props: RecoveryFlowProps) {
  const [step, setStep] = useState<Step>({ at: 'who' })
  return (
    <PublicFrame>
      <FlowCard title={props.title} intro={step.at === 'who' ? props.intro : undefined}>
        {step.at === 'who' ? (
          <WhoStep {...props} onSent={(who) => setStep({ at: 'code', who })} />
        ) : step.at === 'code' ? (
          <CodeStep
            sentTo={step.who}
            resend={() => props.request(step.who)}
            verify={async (code) => {
              const result = await props.verify(step.who, code)
              if (result.success && result.data)
                setStep({ at: 'secret', who: step.who, token: result.data.token })
              return result
            }}
          />
        ) : step.at === 'secret' ? (
          <SecretStep
            secret={props.secret}
            confirm={props.confirm}
            who={step.who}
            token={step.token}
            onDone={(message) => setStep({ at: 'done', message })}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <Alert variant="success">{step.message}</Alert>
            <p className="text-sm">{props.doneText}</p>
            <a
              href="/mint-app"
              className="self-start rounded text-sm text-primary-strong underline focus-ring"
            >
              Kembali ke halaman Aplikasi MINT
            </a>
          </div>
        )}
      </FlowCard>
    </PublicFrame>
  )
}

function WhoStep({
  who,
  request,
  onSent,
  initialWho = '',
}: RecoveryFlowProps & { onSent: (who: string) => void }) {
  const id = useId()
  const [value, setValue] = useState(initialWho)
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const checked = who.schema.safeParse(value)
    if (!checked.success) {
      setError(checked.error.issues[0]?.message)
      return
    }
    setError(undefined)
    setBusy(true)
    const result = await request(checked.data)
    setBusy(false)
    if (result.success) onSent(checked.data)
    else setFailure(result.message)
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{who.label}</Label>
        <Input
          id={id}
          type={who.type}
          autoComplete={who.autoComplete}
          value={value}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? <Spinner /> : null}
        Kirim kode
      </Button>
    </form>
  )
}

function SecretStep({
  secret,
  confirm,
  who,
  token,
  onDone,
}: Pick<RecoveryFlowProps, 'secret' | 'confirm'> & {
  who: string
  token: string
  onDone: (message: string) => void
}) {
  const [first, setFirst] = useState('')
  const [second, setSecond] = useState('')
  const [errors, setErrors] = useState<{ first?: string | undefined; second?: string | undefined }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const checked = secret.schema.safeParse(first)
    const next = {
      first: checked.success ? undefined : checked.error.issues[0]?.message,
      second: first === second ? undefined : `Konfirmasi ${secret.label} tidak sama.`,
    }
    setErrors(next)
    if (next.first || next.second) return
    setBusy(true)
    const result = await confirm(who, token, first)
    setBusy(false)
    if (result.success) onDone(result.message)
    else {
      const field = result.errors?.[0]
      if (field && (field.field === 'pin' || field.field === 'password')) setErrors({ first: field.message })
      else setFailure(result.message)
    }
  }
  const numeric = secret.numeric ? { inputMode: 'numeric' as const, maxLength: 6 } : {}
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      <PasswordField
        label={`${secret.label} baru`}
        description={secret.rule}
        autoComplete="new-password"
        value={first}
        disabled={busy}
        error={errors.first}
        onChange={(e) => setFirst(e.target.value)}
        {...numeric}
      />
      <PasswordField
        label={`Konfirmasi ${secret.label} baru`}
        autoComplete="new-password"
        value={second}
        disabled={busy}
        error={errors.second}
        onChange={(e) => setSecond(e.target.value)}
        {...numeric}
      />
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? <Spinner /> : null}
        Simpan {secret.label} baru
      </Button>
    </form>
  )
}
