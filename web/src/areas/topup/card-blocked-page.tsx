import { useQueryClient } from '@tanstack/react-query'
import { Ban } from 'lucide-react'
import { useId, useState } from 'react'
import { routeByPath } from '#contract/navigation/menu.ts'
import { cardBlocked, cardUnblock, UNBLOCK_CONFIRM, unblockCardInputSchema } from '#contract/topup/cards.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { canChangeResource } from '../../engine/access.ts'
import type { Row } from '../../engine/resource-api.ts'
import { ResourceFormDialog } from '../../engine/resource-form.tsx'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { useProfile } from '../../session/use-session.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { notify } from '../../ui/notify.ts'
import { Textarea } from '../../ui/textarea.tsx'

/**
 * Daftar Kartu Terblokir: the engine's list of blocked cards, plus "Blokir Kartu" (the issuer is
 * recognised from the number) and "Buka Blokir" with a note. Only users scoped to all data change it:
 * a card belongs to no client.
 */
export function CardBlockedPage() {
  const route = routeByPath(cardBlocked.route)
  const profile = useProfile()
  const canChange = canChangeResource(cardBlocked, profile)
  const [blocking, setBlocking] = useState(false)
  const [unblocking, setUnblocking] = useState<Row | null>(null)
  if (!route) return null
  return (
    <>
      <ResourceListPage
        def={cardBlocked}
        route={route}
        headerActions={
          canChange ? (
            <Button onClick={() => setBlocking(true)}>
              <Ban aria-hidden="true" className="size-4" />
              Blokir Kartu
            </Button>
          ) : null
        }
        rowMenu={(row) =>
          canChange
            ? [{ key: 'unblock', label: 'Buka Blokir', onSelect: () => setUnblocking(row), tone: 'danger' }]
            : []
        }
      />
      <ResourceFormDialog
        def={cardBlocked}
        title="Blokir Kartu"
        target={blocking ? { mode: 'add' } : null}
        onClose={() => setBlocking(false)}
      />
      <UnblockDialog row={unblocking} onClose={() => setUnblocking(null)} />
    </>
  )
}

/** "Apakah Anda yakin ingin membuka data ini?" with the note the log keeps (why it was opened). */
function UnblockDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>Catatan</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          placeholder="Kartu ditemukan, diverifikasi pemilik"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setNote(e.target.value)
            setError(undefined)
          }}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </ConfirmDialog>
  )
}
