import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, type ReactNode, useId, useState } from 'react'
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

type PasswordFieldProps = PasswordInputProps & { error?: string | undefined }

/**
 * A labelled password: the label (with `labelAside` beside it: "Lupa password?"), the input, what the
 * password must be (`description`) and its error, both read by screen readers with the field.
 */
export function PasswordField({
  id: ownId,
  label,
  labelAside,
  description,
  error,
  ...input
}: PasswordFieldProps & { label: string; labelAside?: ReactNode; description?: ReactNode }) {
  const autoId = useId()
  const id = ownId ?? autoId
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

/** A new password with the rule it must follow, and its confirmation ("Konfirmasi password baru"). */
export function NewPasswordFields({
  rule,
  disabled,
  password,
  confirm,
}: {
  rule: ReactNode
  disabled: boolean
  password: PasswordFieldProps
  confirm: PasswordFieldProps
}) {
  return (
    <>
      <PasswordField
        label="Password baru"
        description={rule}
        autoComplete="new-password"
        disabled={disabled}
        {...password}
      />
      <PasswordField
        label="Konfirmasi password baru"
        autoComplete="new-password"
        disabled={disabled}
        {...confirm}
      />
    </>
  )
}
