import { cn } from '../ui/cn.ts'
import { FieldError, Label } from '../ui/label.tsx'
import { RefSelect, type SelectCommonProps } from './select-inputs.tsx'

/**
 * One labelled choice of a resource's row for a dialog built by hand (a top-up, an upload, an import): the label,
 * the searchable select, its help text and its error, wired for screen readers the way FormField wires a form's.
 */
export function RefField({
  id,
  label,
  apiPath,
  value,
  onChange,
  filters,
  help,
  error,
  placeholder,
  disabled,
  clearable,
  className,
}: Pick<SelectCommonProps, 'disabled' | 'clearable'> & {
  id: string
  label: string
  apiPath: string
  value: number | undefined
  onChange: (id: number | undefined) => void
  filters?: Record<string, unknown> | undefined
  help?: string | undefined
  error?: string | undefined
  placeholder: string
  className?: string
}) {
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <RefSelect
        apiPath={apiPath}
        id={id}
        labelId={`${id}-label`}
        label={label}
        placeholder={placeholder}
        value={value ? [value] : []}
        onChange={(ids) => onChange(ids[0])}
        invalid={Boolean(error)}
        describedBy={describedBy || undefined}
        disabled={disabled}
        clearable={clearable}
        {...(filters ? { filters } : {})}
      />
      {help ? (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
