import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from './cn.ts'

export const Sheet = Dialog.Root
export const SheetTrigger = Dialog.Trigger
export const SheetClose = Dialog.Close

interface SheetContentProps extends ComponentProps<typeof Dialog.Content> {
  /** Accessible name of the panel (visually hidden). */
  title: string
  description?: string
  children: ReactNode
}

/** A panel sliding in from the left over a dimmed overlay (the sidebar on phones). */
export function SheetContent({ title, description, className, children, ...props }: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="sheet-overlay fixed inset-0 z-40 bg-black/50" />
      <Dialog.Content
        lang="id"
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'sheet-content fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-border bg-sidebar text-foreground shadow-xl focus:outline-none',
          className,
        )}
        {...props}
      >
        <Dialog.Title className="sr-only">{title}</Dialog.Title>
        {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
        {children}
        <Dialog.Close
          className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-ring"
          aria-label="Tutup menu"
        >
          <X aria-hidden="true" className="size-4" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  )
}
