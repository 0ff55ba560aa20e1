import { AlertDialog as A } from 'radix-ui'
import type { ReactNode } from 'react'
import { Button, buttonVariants } from './button.tsx'
import { cn } from './cn.ts'
import { Spinner } from './spinner.tsx'

interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The question of docs/PRODUCT.md §8 ("Apakah Anda yakin ingin …?"). */
  message: ReactNode
  title?: string
  confirmLabel?: string
  tone?: 'default' | 'danger'
  pending?: boolean
  /** false while the answer to the question is still being checked: the confirm button waits, Batal works. */
  ready?: boolean
  /** Absent: nothing to confirm, the dialog only tells (a record that cannot be deleted); "Tutup" closes. */
  onConfirm?: (() => void) | undefined
  /** More than the question: a field the action needs (the note of an unblock). */
  children?: ReactNode
}

/**
 * The confirmation asked before a change (docs/PRODUCT.md §8): "Batal" or "Ya, lanjutkan" ("Hapus" for a
 * delete). The caller closes it when the work it started is done.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  message,
  title = 'Konfirmasi',
  confirmLabel = 'Ya, lanjutkan',
  tone = 'default',
  pending = false,
  ready = true,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <A.Root open={open} onOpenChange={(o) => (pending ? undefined : onOpenChange(o))}>
      <A.Portal>
        <A.Overlay className="dialog-overlay fixed inset-0 z-[60] bg-black/50" />
        <A.Content
          lang="id"
          className="dialog-content fixed top-1/2 left-1/2 z-[60] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-xl focus:outline-none"
        >
          <A.Title className="text-lg font-semibold">{title}</A.Title>
          <A.Description className="mt-2 text-sm text-foreground">{message}</A.Description>
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <A.Cancel className={buttonVariants({ variant: 'outline' })} disabled={pending && !!onConfirm}>
              {onConfirm ? 'Batal' : 'Tutup'}
            </A.Cancel>
            {onConfirm ? (
              <Button
                className={cn(tone === 'danger' && 'bg-destructive text-white hover:bg-destructive/90')}
                disabled={pending || !ready}
                aria-busy={!ready || undefined}
                onClick={onConfirm}
              >
                {pending ? <Spinner /> : null}
                {confirmLabel}
              </Button>
            ) : null}
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  )
}
