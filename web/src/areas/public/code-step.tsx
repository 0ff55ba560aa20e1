import { useId, useState } from 'react'
import type { CallResult } from '#contract/envelope.ts'
import { OTP_DIGITS } from '#contract/public/one-time-code.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { Spinner } from '../../ui/spinner.tsx'

/**
 * The one-time code step of every public flow (issue 19 item 6): six digits from the mail, sent to `verify`;
 * the server's refusal (wrong, expired, used, locked) is shown on the field; "Kirim ulang kode" asks again
 * (the server limits how often).
 */
export function CodeStep({
  sentTo,
  verify,
  resend,
  submitLabel = 'Verifikasi',
}: {
  sentTo: string
  verify: (code: string) => Promise<CallResult<unknown>>
  resend: () => Promise<CallResult<unknown>>
  submitLabel?: string
}) {
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const value = code.trim()
    if (!new RegExp(`^\\d{${OTP_DIGITS}}$`).test(value)) {
      setError(`Kode verifikasi harus ${OTP_DIGITS} digit angka.`)
      return
    }
    setBusy(true)
    const result = await verify(value)
    setBusy(false)
    if (!result.success) setError(result.message)
  }
  const again = async () => {
    setBusy(true)
    const result = await resend()
    setBusy(false)
    setError(undefined)
    setNotice({ ok: result.success, text: result.message })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      <p className="text-sm">
        Kode verifikasi dikirim ke <strong>{sentTo}</strong> (jika terdaftar). Periksa kotak masuk atau folder
        spam.
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Kode verifikasi</Label>
        <Input
          id={id}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_DIGITS}
          value={code}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          className="max-w-48 font-mono text-lg tracking-[0.4em]"
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      {notice ? <Alert variant={notice.ok ? 'success' : 'error'}>{notice.text}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : null}
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={again}>
          Kirim ulang kode
        </Button>
      </div>
    </form>
  )
}

/** The first message of each field of a refusal, keyed by field (a `form.` prefix dropped). */
export function fieldMessages(result: CallResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const e of result.errors ?? []) {
    const key = e.field.replace(/^form\./, '')
    if (!(key in out)) out[key] = e.message
  }
  return out
}
