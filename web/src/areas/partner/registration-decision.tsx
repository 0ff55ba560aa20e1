import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import {
  APPROVE_CONFIRM,
  REJECT_CONFIRM,
  registrationApprove,
  registrationReject,
  rejectReason,
} from '#contract/partner/registration.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { NoteField } from '../../ui/note-field.tsx'
import { notify } from '../../ui/notify.ts'
import type { Decision } from './registration-page.tsx'

/** The confirmation of a decision: approving asks only to confirm, rejecting also for the reason mailed. */
export function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const reject = decision?.kind === 'reject'

  const close = () => {
    setReason('')
    setError(undefined)
    onClose()
  }
  const confirm = async () => {
    if (!decision) return
    const rowId = Number(decision.row.id)
    let result: Awaited<ReturnType<typeof callEndpoint>>
    if (reject) {
      const checked = rejectReason.safeParse(reason)
      if (!checked.success) {
        setError(checked.error.issues[0]?.message)
        return
      }
      setPending(true)
      result = await callEndpoint(registrationReject, { id: rowId, reason: checked.data })
    } else {
      setPending(true)
      result = await callEndpoint(registrationApprove, { id: rowId })
    }
    setPending(false)
    if (!result.success) {
      const fieldMessage = result.errors?.find((e) => e.field === 'reason')?.message
      if (fieldMessage) setError(fieldMessage)
      else notify(result.message, 'error')
      // A decision made meanwhile elsewhere (409): the list shows it once read again.
      await queryClient.invalidateQueries({ queryKey: ['resource'] })
      if (!fieldMessage) close()
      return
    }
    notify(result.message, 'success')
    await queryClient.invalidateQueries({ queryKey: ['resource'] })
    close()
  }

  return (
    <ConfirmDialog
      open={decision !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={reject ? 'Tolak Pendaftaran Partner' : 'Setujui Pendaftaran Partner'}
      message={
        <>
          {reject ? REJECT_CONFIRM : APPROVE_CONFIRM}{' '}
          <span className="font-medium">{String(decision?.row.companyName ?? '')}</span> (
          <span className="font-mono">{String(decision?.row.registrationNo ?? '')}</span>) akan diberi tahu
          lewat email {String(decision?.row.picEmail ?? '')}.
        </>
      }
      confirmLabel={reject ? 'Tolak' : 'Setujui'}
      tone={reject ? 'danger' : 'default'}
      pending={pending}
      onConfirm={() => void confirm()}
    >
      {reject ? (
        <NoteField
          id={`${id}-reason`}
          label="Alasan penolakan"
          value={reason}
          placeholder="contoh: Dokumen NPWP perusahaan belum dilampirkan"
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
