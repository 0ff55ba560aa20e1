import { LoaderCircle } from 'lucide-react'
import { cn } from './cn.ts'

interface SpinnerProps {
  className?: string
  /** Read by screen readers; omit when the spinner sits inside a labelled control. */
  label?: string
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  )
}

/** A centred spinner for a whole page or panel that is loading. */
export function PageSpinner({ label = 'Memuat…' }: { label?: string }) {
  return (
    <div className="flex min-h-48 flex-1 items-center justify-center text-primary-strong">
      <Spinner className="size-8" label={label} />
    </div>
  )
}

/**
 * A grey block the size of what loads (no spinner: the layout does not jump when the content arrives). Here,
 * beside the spinner the shell already loads, rather than a file of its own that each page would fetch.
 */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} />
}
