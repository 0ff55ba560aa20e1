import { type ReactNode, useEffect } from 'react'
import { useBlocker } from 'react-router'
import { Button } from '../ui/button.tsx'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { DialogClose, DialogFooter } from '../ui/dialog.tsx'
import { Spinner } from '../ui/spinner.tsx'
import type { FormSave } from './use-form-save.ts'

export const UPDATE_CONFIRM = 'Apakah Anda yakin ingin memperbarui data ini?'

/**
 * The save/cancel footer of every form: "Batal" (closes the dialog, or `onCancel`) and "Simpan" (submits
 * the form, or `onSubmit`) with a spinner while saving; the update confirmation `useFormSave` asks for;
 * and, for a form that holds changes on a page of its own (`leave`), the question before leaving it
 * with unsaved changes.
 */
export function FormFooter({
  save,
  confirmMessage = UPDATE_CONFIRM,
  submitLabel = 'Simpan',
  submitDisabled = false,
  onSubmit,
  cancelLabel = 'Batal',
  cancelIcon,
  cancelDisabled = false,
  onCancel,
  note,
  leave,
  className,
}: {
  save: FormSave
  confirmMessage?: ReactNode
  submitLabel?: string
  submitDisabled?: boolean
  /** A button of its own instead of the form's submit (an editor that is not a form). */
  onSubmit?: () => void
  cancelLabel?: string
  cancelIcon?: ReactNode
  cancelDisabled?: boolean
  /** Instead of closing the dialog (discarding the changes of an editor). */
  onCancel?: () => void
  /** At the left: what is not saved yet. */
  note?: ReactNode
  /** Asks before leaving the page while `when` (unsaved changes), with `message`. */
  leave?: { when: boolean; message: string }
  className?: string
}) {
  const cancel = (
    <Button variant="outline" disabled={save.saving || cancelDisabled} onClick={onCancel}>
      {cancelIcon}
      {cancelLabel}
    </Button>
  )
  return (
    <>
      <DialogFooter className={className}>
        {note}
        {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
        <Button
          type={onSubmit ? 'button' : 'submit'}
          disabled={save.saving || submitDisabled}
          onClick={onSubmit}
        >
          {save.saving ? <Spinner /> : null}
          {submitLabel}
        </Button>
      </DialogFooter>
      {save.confirm ? (
        <ConfirmDialog
          open={save.confirming === true}
          onOpenChange={(open) => (open ? undefined : save.cancel?.())}
          message={confirmMessage}
          pending={save.saving}
          onConfirm={save.confirm}
        />
      ) : null}
      {leave ? <LeaveGuard when={leave.when} message={leave.message} /> : null}
    </>
  )
}

/** Leaving (a link, back, another query) while `when` asks first; so does the browser. */
function LeaveGuard({ when, message }: { when: boolean; message: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )
  useEffect(() => {
    if (!when) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [when])
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title="Perubahan belum disimpan"
      message={message}
      confirmLabel="Tinggalkan"
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
    />
  )
}
