import { cn } from './cn.ts'

/** A grey block the size of what loads (no spinner: the layout does not jump when the content arrives). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} />
}
