import { cn } from '../../ui/cn.ts'
import { initialsOf } from '../avatar.ts'

/** The user menu's button around the avatar (user-menu.tsx, and header.tsx until the menu's code loads). */
export const AVATAR_BUTTON =
  'rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-header'

/** The user's initials on a brand-coloured circle, drawn locally (no third-party avatar service). */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 select-none items-center justify-center rounded-full bg-primary-strong text-sm font-semibold text-primary-foreground',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  )
}
