import { X } from 'lucide-react'
import { Dialog as D } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { Button } from './button.tsx'
import { cn } from './cn.ts'

export const Dialog = D.Root
export const DialogClose = D.Close

interface DialogContentProps extends Omit<ComponentProps<typeof D.Content>, 'title'> {
  title: ReactNode
  description?: ReactNode
  /** 'drawer': full height from the right (forms, details); 'center': a small box (progress). */
  variant?: 'drawer' | 'center'
  /** Accessible name of the close button. */
  closeLabel?: string
  children: ReactNode
}

/** A modal dialog with a visible title; Escape, the close button and a click outside close it. */
export function DialogContent({
  title,
  description,
  variant = 'drawer',
  closeLabel = 'Tutup',
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <D.Portal>
      <D.Overlay className="dialog-overlay fixed inset-0 z-40 bg-black/50" />
      <D.Content
        lang="id"
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed z-50 flex flex-col bg-card text-card-foreground shadow-xl focus:outline-none',
          variant === 'drawer'
            ? 'drawer-content inset-y-0 right-0 w-full max-w-xl border-l border-border'
            : 'dialog-content top-1/2 left-1/2 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border',
          className,
        )}
        {...props}
      >
        <div className="flex items-start gap-3 border-b border-border px-4 py-3 sm:px-6">
          <div className="min-w-0 flex-1">
            <D.Title className="text-lg font-semibold leading-tight">{title}</D.Title>
            {description ? (
              <D.Description className="mt-1 text-sm text-muted-foreground">{description}</D.Description>
            ) : null}
          </div>
          <D.Close
            className="-mr-1 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-ring"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="size-4" />
          </D.Close>
        </div>
        {children}
      </D.Content>
    </D.Portal>
  )
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-end gap-2 border-t border-border px-4 py-3 sm:px-6',
        className,
      )}
      {...props}
    />
  )
}

/** The "Tutup" button of a dialog that only shows something (details, a mail). */
export function DialogCloseButton() {
  return (
    <DialogClose asChild>
      <Button variant="secondary">Tutup</Button>
    </DialogClose>
  )
}
