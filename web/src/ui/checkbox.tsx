import { type ComponentProps, useEffect, useRef } from 'react'
import { cn } from './cn.ts'

/** A native checkbox (keyboard and forms for free) in the brand colour; supports the mixed state. */
export function Checkbox({
  className,
  indeterminate = false,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-input accent-primary-strong focus-ring disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}
