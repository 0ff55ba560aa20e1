import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import type { ZodType } from 'zod'
import type { CallResult } from '#contract/envelope.ts'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { NoteField } from '../ui/note-field.tsx'
import { notify } from '../ui/notify.ts'

/** Which decision a checker is about to make on which row (null: the dialog is closed). */
export type Decision<R> = { kind: 'approve' | 'reject'; row: R } | null

/**
 * A checker's decision on one row (maker-checker: a deposit top-up, a partner's registration, …): approving asks
 * only to confirm; rejecting also asks for the reason the maker is told, checked by the contract's own schema
 * before the call. A field error from the server stays on the field; any other refusal (another user decided
 * first: 409) is told and the lists are read again so the row shows what happened.
 */
export function DecisionDialog<R>({
  decision,
  onClose,
  titles,
  message,
  reasonSchema,
  reasonPlaceholder,
  approve,
  reject,
}: {
  decision: Decision<R>
  onClose: () => void
  titles: { approve: string; reject: string }
  /** The question, naming the row (the wording's confirmation text comes from the contract's vocabulary). */
  message: (kind: 'approve' | 'reject', row: R) => ReactNode
  reasonSchema: ZodType<string>
  reasonPlaceholder: string
  approve: (row: R) => Promise<CallResult<unknown>>
  reject: (row: R, reason: string) => Promise<CallResult<unknown>>
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const rejecting = decision?.kind === 'reject'

  const close = () => {
    setReason('')
    setError(undefined)
    onClose()
  }
  const confirm = async () => {
    if (!decision) return
    let call: Promise<CallResult<unknown>>
    if (rejecting) {
      const checked = reasonSchema.safeParse(reason.trim())
      if (!checked.success) {
        setError(checked.error.issues[0]?.message)
        return
      }
      call = reject(decision.row, checked.data)
    } else call = approve(decision.row)
    setPending(true)
    const result = await call
    setPending(false)
    const fieldMessage = result.success
      ? undefined
      : result.errors?.find((e) => e.field === 'reason')?.message
    if (fieldMessage) {
      setError(fieldMessage)
      return
    }
    notify(result.message, result.success ? 'success' : 'error')
    await queryClient.invalidateQueries({ queryKey: ['resource'] })
    close()
  }

  return (
    <ConfirmDialog
      open={decision !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={rejecting ? titles.reject : titles.approve}
      message={decision ? message(decision.kind, decision.row) : null}
      confirmLabel={rejecting ? 'Tolak' : 'Setujui'}
      tone={rejecting ? 'danger' : 'default'}
      pending={pending}
      onConfirm={() => void confirm()}
    >
      {rejecting ? (
        <NoteField
          id={`${id}-reason`}
          label="Alasan penolakan"
          value={reason}
          placeholder={reasonPlaceholder}
          error={error}
          onChange={(value) => {
            setReason(value)
            setError(undefined)
          }}
        />
      ) : null}
    </ConfirmDialog>
  )
}
