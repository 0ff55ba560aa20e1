import { cva, type VariantProps } from 'class-variance-authority'
import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

const alertVariants = cva('flex items-start gap-2 rounded-md border px-3 py-2 text-sm', {
  variants: {
    variant: {
      error: 'border-destructive/40 bg-destructive-soft text-destructive',
      success: 'border-success/40 bg-success-soft text-success',
      info: 'border-border bg-muted text-foreground',
    },
  },
  defaultVariants: { variant: 'info' },
})

const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const

export type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>

/** A message box. Errors are announced at once (role="alert"), others politely (role="status"). */
export function Alert({ className, variant, children, ...props }: AlertProps) {
  const kind = variant ?? 'info'
  const Icon = icons[kind]
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant: kind }), className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  )
}
