import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, type ReactNode, useState } from 'react'
import { Input } from './input.tsx'
import { FieldError, Label } from './label.tsx'

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>

/** A password field with a show/hide toggle button inside it: every place a password is typed. */
export function PasswordInput({ disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} disabled={disabled} className="pr-11" {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        disabled={disabled}
        aria-label={visible ? 'Sembunyikan password' : 'Tampilkan password'}
        className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground disabled:opacity-60 focus-ring"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  )
}

/**
 * A labelled password: the label (with `labelAside` beside it: "Lupa password?"), the input, what the
 * password must be (`description`) and its error, both read by screen readers with the field.
 */
export function PasswordField({
  id,
  label,
  labelAside,
  description,
  error,
  ...input
}: PasswordInputProps & {
  id: string
  label: string
  labelAside?: ReactNode
  description?: ReactNode
  error?: string | undefined
}) {
  const describedBy = [description ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const labelNode = <Label htmlFor={id}>{label}</Label>
  return (
    <div className="flex flex-col gap-1.5">
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          {labelNode}
          {labelAside}
        </div>
      ) : (
        labelNode
      )}
      <PasswordInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {description ? (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {description}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
