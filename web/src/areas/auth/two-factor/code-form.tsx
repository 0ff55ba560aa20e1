import { type ReactNode, useId, useState } from 'react'
import { recoveryCodeInputSchema, totpCodeInputSchema } from '#contract/auth/two-factor.ts'
import type { CallResult } from '#contract/envelope.ts'
import { Alert } from '../../../ui/alert.tsx'
import { Button } from '../../../ui/button.tsx'
import { Input } from '../../../ui/input.tsx'
import { FieldError, Label } from '../../../ui/label.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { type Checked, usePlainForm } from '../../../ui/use-plain-form.ts'

/** The first problem with what was typed (the rules of the contract, before any call). */
const checkCode =
  (recovery: boolean) =>
  (values: { code: string }): Checked<{ code: string }, { code: string }> => {
    const parsed = (recovery ? recoveryCodeInputSchema : totpCodeInputSchema).safeParse(values.code)
    return parsed.success
      ? { ok: true, data: values }
      : { ok: false, errors: { code: parsed.error.issues[0]?.message ?? 'Kode tidak valid.' } }
  }

interface CodeFormProps {
  submitLabel: string
  /** Offer "Gunakan kode pemulihan" (sign-in, regenerate, disable; not a first enrolment). */
  allowRecovery?: boolean
  /** Sends the code; a failure's message is shown under the field (or above, when it is final). */
  onSubmit: (code: string) => Promise<CallResult<unknown>>
  /** A failure after which this form cannot succeed any more (the sign-in must restart). */
  isFinal?: (message: string) => boolean
  /** Buttons beside the submit button ("Kembali", "Batal"). */
  secondary?: ReactNode
  autoFocus?: boolean
  disabled?: boolean
}

/**
 * The one field a second factor is typed in: six digits from the authenticator app (numeric keyboard,
 * one-time-code autofill), or a recovery code after "Gunakan kode pemulihan".
 */
export function CodeForm({
  submitLabel,
  allowRecovery = false,
  onSubmit,
  isFinal = () => false,
  secondary,
  autoFocus = false,
  disabled = false,
}: CodeFormProps) {
  const id = useId()
  const [recovery, setRecovery] = useState(false)
  const [final, setFinal] = useState<string | null>(null)
  const form = usePlainForm<{ code: string }>({
    defaults: { code: '' },
    check: checkCode(recovery),
    onValid: async ({ code }) => {
      const result = await onSubmit(code.trim())
      if (result.success) return
      if (isFinal(result.message)) setFinal(result.message)
      else {
        form.setError('code', result.errors?.[0]?.message ?? result.message, true)
        form.setValue('code', '')
      }
    },
  })
  const { errors, submitting: isSubmitting } = form

  const toggle = () => {
    setRecovery((r) => !r)
    form.reset({ code: '' })
    form.focus('code')
  }

  const locked = disabled || isSubmitting || final !== null
  const errorId = `${id}-error`
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{recovery ? 'Kode pemulihan' : 'Kode verifikasi'}</Label>
        <Input
          id={id}
          key={recovery ? 'recovery' : 'totp'}
          autoFocus={autoFocus}
          {...(recovery
            ? { autoComplete: 'off', autoCapitalize: 'characters', placeholder: 'XXXXX-XXXXX', maxLength: 32 }
            : {
                autoComplete: 'one-time-code',
                inputMode: 'numeric' as const,
                pattern: '[0-9]*',
                placeholder: '6 digit angka',
                maxLength: 7,
              })}
          spellCheck={false}
          disabled={locked}
          className="font-mono tracking-widest"
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? errorId : undefined}
          {...form.field('code')}
        />
        <FieldError id={errorId} message={errors.code} />
      </div>
      {allowRecovery && final === null ? (
        <button
          type="button"
          onClick={toggle}
          disabled={locked}
          className="self-start rounded text-xs text-primary-strong underline-offset-4 hover:underline focus-ring"
        >
          {recovery ? 'Gunakan kode dari aplikasi autentikator' : 'Gunakan kode pemulihan'}
        </button>
      ) : null}
      {final ? <Alert variant="error">{final}</Alert> : null}
      <div className="flex flex-wrap items-center gap-2">
        {final === null ? (
          <Button type="submit" disabled={locked}>
            {isSubmitting ? <Spinner /> : null}
            {submitLabel}
          </Button>
        ) : null}
        {secondary}
      </div>
    </form>
  )
}
