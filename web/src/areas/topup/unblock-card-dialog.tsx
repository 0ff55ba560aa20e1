import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { cardUnblock, UNBLOCK_CONFIRM, unblockCardInputSchema } from '#contract/topup/cards.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import type { Row } from '../../engine/resource-api.ts'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { NoteField } from '../../ui/note-field.tsx'
import { notify } from '../../ui/notify.ts'

/** "Apakah Anda yakin ingin membuka data ini?" with the note the log keeps (why it was opened). */
export function UnblockDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)

  const close = () => {
    setNote('')
    setError(undefined)
    onClose()
  }
  const confirm = async () => {
    if (!row) return
    const checked = unblockCardInputSchema.shape.note.safeParse(note)
    if (!checked.success) {
      setError(checked.error.issues[0]?.message)
      return
    }
    setPending(true)
    const result = await callEndpoint(cardUnblock, { id: row.id, note: checked.data })
    setPending(false)
    if (!result.success) {
      const fieldMessage = result.errors?.find((e) => e.field === 'note')?.message
      if (fieldMessage) setError(fieldMessage)
      else notify(result.message, 'error')
      return
    }
    notify(result.message, 'success')
    await queryClient.invalidateQueries({ queryKey: ['resource'] })
    close()
  }

  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Buka Blokir Kartu"
      message={
        <>
          {UNBLOCK_CONFIRM} Kartu <span className="font-mono">{String(row?.cardNo ?? '')}</span> dapat di-top
          up kembali.
        </>
      }
      confirmLabel="Buka Blokir"
      tone="danger"
      pending={pending}
      onConfirm={() => void confirm()}
    >
      <NoteField
        id={`${id}-note`}
        label="Catatan"
        value={note}
        placeholder="Kartu ditemukan, diverifikasi pemilik"
        error={error}
        onChange={(value) => {
          setNote(value)
          setError(undefined)
        }}
      />
    </ConfirmDialog>
  )
}
