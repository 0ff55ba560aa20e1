import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { depositTopupApprove, depositTopupReject } from '#contract/deposit/calls.ts'
import { APPROVE_CONFIRM, REJECT_CONFIRM } from '#contract/deposit/vocabulary.ts'
import { formatRupiah } from '#contract/format.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import type { Row } from '../../engine/resource-api.ts'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { notify } from '../../ui/notify.ts'
import { Textarea } from '../../ui/textarea.tsx'

/** Approve (the question) or reject (the question and the reason the merchant is mailed) one top-up request. */
export function VerifyDialog({
  target,
  onClose,
}: {
  target: { row: Row; decision: 'approve' | 'reject' } | null
  onClose: () => void
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const reject = target?.decision === 'reject'
  const close = () => {
    setReason('')
    setError(undefined)
    onClose()
  }
  const confirm = async () => {
    if (!target) return
    const rowId = Number(target.row.id)
    if (reject && reason.trim().length < 5) {
      setError('Alasan penolakan minimal berisi 5 karakter.')
      return
    }
    setPending(true)
    const result = reject
      ? await callEndpoint(depositTopupReject, { id: rowId, reason: reason.trim() })
      : await callEndpoint(depositTopupApprove, { id: rowId })
    setPending(false)
    if (!result.success) {
      const fieldMessage = result.errors?.find((e) => e.field === 'reason')?.message
      if (fieldMessage) setError(fieldMessage)
      else {
        notify(result.message, 'error')
        close()
      }
      return
    }
    notify(result.message, 'success')
    await queryClient.invalidateQueries({ queryKey: ['resource'] })
    close()
  }
  const row = target?.row
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={reject ? 'Tolak Top Up' : 'Setujui Top Up'}
      message={
        <>
          {reject ? REJECT_CONFIRM : APPROVE_CONFIRM}{' '}
          <span className="font-mono">{String(row?.refNo ?? '')}</span> · {String(row?.merchantName ?? '')} ·{' '}
          {formatRupiah(Number(row?.amount ?? 0))}
        </>
      }
      confirmLabel={reject ? 'Tolak' : 'Setujui'}
      tone={reject ? 'danger' : 'default'}
      pending={pending}
      onConfirm={() => void confirm()}
    >
      {reject ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-reason`}>Alasan penolakan</Label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            placeholder="contoh: Nominal pada bukti tidak sama dengan nominal yang diajukan"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value)
              setError(undefined)
            }}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
      ) : null}
    </ConfirmDialog>
  )
}
