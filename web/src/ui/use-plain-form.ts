import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react'

/**
 * A form of a few text fields without a form library: the public pages (sign-in, password links) are
 * one small document (docs/ARCHITECTURE.md "Bundle size"), where react-hook-form alone weighed 15 KB
 * gzip. It keeps what those forms used of it: validation on submit, then again on each change of a
 * field once a submit was tried; the first invalid field focused; `submitting` while the handler runs.
 */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>
export type Checked<T, Out> = { ok: true; data: Out } | { ok: false; errors: FieldErrors<T> }
/** Validates the values: the data to submit, or a message per field (may load the rules first). */
export type Check<T, Out> = (values: T) => Checked<T, Out> | Promise<Checked<T, Out>>

export function usePlainForm<T extends Record<string, string>, Out = T>({
  defaults,
  check,
  onValid,
}: {
  defaults: T
  check?: Check<T, Out>
  onValid: (data: Out) => Promise<void> | void
}) {
  const [values, setValues] = useState(defaults)
  const [errors, setErrors] = useState<FieldErrors<T>>({})
  const [submitting, setSubmitting] = useState(false)
  const tried = useRef(false)
  const inputs = useRef(new Map<keyof T, HTMLInputElement | null>())
  // Only the latest change's check is kept (a check may wait for its rules to load).
  const run = useRef(0)
  const latest = useRef(values)
  latest.current = values

  const validate = useCallback(
    async (next: T): Promise<Checked<T, Out>> =>
      check ? check(next) : { ok: true, data: next as unknown as Out },
    [check],
  )

  const focus = useCallback((name: keyof T) => inputs.current.get(name)?.focus(), [])

  /** Typed into a field: checked again once a submit was tried. */
  const change = useCallback(
    (name: keyof T & string, value: string) => {
      const next = { ...latest.current, [name]: value }
      latest.current = next
      setValues(next)
      if (!tried.current) return
      const id = ++run.current
      void validate(next).then((checked) => {
        if (id !== run.current) return
        const message = checked.ok ? undefined : checked.errors[name]
        setErrors((e) => ({ ...e, [name]: message }))
      })
    },
    [validate],
  )

  /** Sets a field's value without checking it (as react-hook-form's setValue did). */
  const setValue = (name: keyof T & string, value: string) => {
    latest.current = { ...latest.current, [name]: value }
    setValues(latest.current)
  }

  /** The props of an input bound to the field `name`. */
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change(name, e.target.value),
    ref: (el: HTMLInputElement | null) => {
      inputs.current.set(name, el)
    },
  })

  const onSubmit = async (e?: FormEvent) => {
    e?.preventDefault()
    if (submitting) return
    tried.current = true
    // A check started by an earlier change must not overwrite what this submit finds.
    run.current++
    setSubmitting(true)
    try {
      const checked = await validate(latest.current)
      if (!checked.ok) {
        setErrors(checked.errors)
        const first = (Object.keys(defaults) as (keyof T & string)[]).find((k) => checked.errors[k])
        if (first) focus(first)
        return
      }
      setErrors({})
      await onValid(checked.data)
    } finally {
      setSubmitting(false)
    }
  }

  /** A message for a field (an answer of the server), optionally focusing it. */
  const setError = (name: keyof T & string, message: string | undefined, shouldFocus = false) => {
    setErrors((e) => ({ ...e, [name]: message }))
    if (shouldFocus) focus(name)
  }

  const reset = (next: T = defaults) => {
    tried.current = false
    run.current++
    latest.current = next
    setValues(next)
    setErrors({})
  }

  return { values, errors, submitting, field, onSubmit, setError, setValue, reset, focus }
}
