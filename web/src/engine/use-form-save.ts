import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import type { CallResult } from '#contract/envelope.ts'
import { notify } from '../ui/notify.ts'

/**
 * Saving a form: send now (`run`) or after "Apakah Anda yakin ingin memperbarui data ini?" (`ask`, answered
 * in `FormFooter`). Success is a toast and `onSaved`; a refusal puts the server's field errors on their
 * fields (the first one focused) and its message in the form (`message`) and in a toast.
 */
export function useFormSave<P, R = unknown, T extends FieldValues = FieldValues>(o: {
  send: (pending: P) => Promise<CallResult<R>>
  onSaved: (result: CallResult<R>) => void | Promise<void>
  /** The form whose fields take the server's field errors. */
  form?: UseFormReturn<T>
  /** The form field a server error names, or undefined when it is none of the form's. */
  fieldOf?: (field: string) => string | null | undefined
}) {
  const [confirming, setConfirming] = useState<{ pending: P } | null>(null)
  const [saving, setSaving] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  const run = async (pending: P) => {
    setSaving(true)
    setMessage(null)
    const result = await o.send(pending)
    setSaving(false)
    setConfirming(null)
    if (result.success) {
      notify(result.message, 'success')
      await o.onSaved(result)
      return
    }
    let focused = false
    for (const e of result.errors ?? []) {
      const field = o.fieldOf?.(e.field)
      if (!field || !o.form) continue
      o.form.setError(field as Path<T>, { type: 'server', message: e.message })
      if (!focused) o.form.setFocus(field as Path<T>)
      focused = true
    }
    setMessage(result.message)
    notify(result.message, 'error')
  }

  return {
    saving,
    /** The server's message of the last refusal. */
    message,
    clearMessage: () => setMessage(null),
    run,
    /** Asks for confirmation first; `FormFooter` shows the question. */
    ask: (pending: P) => setConfirming({ pending }),
    confirming: confirming !== null,
    confirm: () => (confirming ? void run(confirming.pending) : undefined),
    cancel: () => setConfirming(null),
  }
}
/** What the footer shows of a save: whether it runs, and the confirmation it asks for (if any). */
export type FormSave = Pick<ReturnType<typeof useFormSave>, 'saving'> &
  Partial<Pick<ReturnType<typeof useFormSave>, 'confirming' | 'confirm' | 'cancel'>>

/**
 * `fieldOf` for a form whose fields have the server's names: the errors of these keys, and of their parts
 * (`tiers.1.from` of a list field, shown on its row).
 */
export const fieldIn = (keys: readonly string[]) => (field: string) =>
  keys.includes(field) || keys.includes(field.split('.')[0] ?? '') ? field : undefined
