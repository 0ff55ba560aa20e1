import { cn } from './cn.ts'

/**
 * A determinate progress bar (`percent` 0–100) or, without a percent, an indeterminate one. `valueText`
 * is what a screen reader announces ("10 dari 25 transaksi").
 */
export function ProgressBar({
  label,
  percent,
  valueText,
  className,
}: {
  label: string
  percent?: number | undefined
  valueText: string
  className?: string
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={
          percent === undefined
            ? 'h-full w-1/3 animate-pulse rounded-full bg-primary-strong'
            : 'h-full rounded-full bg-primary-strong transition-[width]'
        }
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  )
}
