import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDateTime } from '#contract/format.ts'
import { useProfile } from '../../../session/use-session.ts'
import { Alert } from '../../../ui/alert.tsx'
import { Badge } from '../../../ui/badge.tsx'
import { Button } from '../../../ui/button.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../../ui/dialog.tsx'
import { Input } from '../../../ui/input.tsx'
import { Label } from '../../../ui/label.tsx'
import { PageSpinner } from '../../../ui/spinner.tsx'
import { deleteBill, type ListedBill, listBills } from './bills.ts'

/** Names the cart as a table's bill (F6); a bill opened from the list is saved back under its own name. */
export function SaveBillDialog({
  initialLabel,
  onClose,
  onSave,
}: {
  initialLabel: string
  onClose: () => void
  /** Resolves with the server's refusal, or null when saved. */
  onSave: (label: string) => Promise<string | null>
}) {
  const [label, setLabel] = useState(initialLabel)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title="Simpan bill (meja)" variant="center">
        <form
          onSubmit={async (e) => {
            e.preventDefault()
            if (!label.trim() || busy) return
            setBusy(true)
            setError((await onSave(label.trim())) ?? '')
            setBusy(false)
          }}
        >
          <DialogBody className="space-y-2">
            <Label htmlFor="bill-label">Nama bill</Label>
            <Input
              id="bill-label"
              value={label}
              onChange={(e) => setLabel(e.target.value)}
              placeholder="contoh: Meja 5"
              autoFocus
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'bill-label-error' : undefined}
            />
            {error ? (
              <Alert variant="error" id="bill-label-error">
                {error}
              </Alert>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Batal
            </Button>
            <Button type="submit" disabled={!label.trim() || busy}>
              Simpan
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * The outlet's saved bills, shared by its cashier devices (F7): open one into the cart (replacing what is
 * there), or delete one after a confirmation that names it. A bill another cashier has open says so.
 */
export function BillsDialog({
  outletId,
  onClose,
  onOpen,
}: {
  outletId: number
  onClose: () => void
  onOpen: (b: ListedBill) => Promise<void>
}) {
  const queryClient = useQueryClient()
  // A bill is marked with the username that opened it (server/areas/retail/pos-bills.ts), not the full name.
  const me = useProfile().username
  const key = ['pos-bills', outletId]
  const list = useQuery({ queryKey: key, queryFn: () => listBills(outletId), gcTime: 0 })
  const [dropping, setDropping] = useState<ListedBill | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const bills = list.data?.bills
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title="Bill tersimpan" variant="center">
        <DialogBody className="space-y-2">
          {list.isLoading ? <PageSpinner /> : null}
          {list.error ? <Alert variant="error">{list.error.message}</Alert> : null}
          {list.data?.offline ? (
            <Alert variant="info">
              Server tidak terjangkau: hanya bill yang disimpan di perangkat ini yang tampil.
            </Alert>
          ) : null}
          {list.data?.refused.map((r) => (
            <Alert key={r} variant="error">
              Bill dari perangkat ini ditolak server: {r}
            </Alert>
          ))}
          {error ? <Alert variant="error">{error}</Alert> : null}
          {bills?.length === 0 ? (
            <p className="text-sm text-muted-foreground">Belum ada bill tersimpan.</p>
          ) : null}
          {bills?.length ? (
            <ul className="divide-y divide-border" aria-label="Bill tersimpan">
              {bills.map((b) => (
                <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="flex flex-col">
                    <span className="font-medium">{b.label}</span>
                    <span className="text-xs text-muted-foreground">
                      {b.lines.length} item
                      {b.local ? '' : ` · ${b.savedBy}, ${formatDateTime(b.savedAt)}`}
                    </span>
                    {b.local ? <Badge tone="warning">Di perangkat ini, belum terkirim</Badge> : null}
                    {b.openedBy && b.openedBy !== me ? (
                      <Badge tone="warning">Sedang dibuka {b.openedBy}</Badge>
                    ) : null}
                  </span>
                  <span className="flex gap-1">
                    <Button
                      size="sm"
                      disabled={busy}
                      aria-label={`Buka bill ${b.label}`}
                      onClick={async () => {
                        setBusy(true)
                        await onOpen(b)
                        setBusy(false)
                      }}
                    >
                      {b.openedBy && b.openedBy !== me ? 'Ambil alih' : 'Buka'}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Hapus bill ${b.label}`}
                      onClick={() => setDropping(b)}
                    >
                      Hapus
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </DialogBody>
        <ConfirmDialog
          open={dropping !== null}
          onOpenChange={(o) => (o ? null : setDropping(null))}
          title="Hapus bill"
          tone="danger"
          confirmLabel="Hapus"
          pending={busy}
          message={
            <>
              Hapus bill <strong>{dropping?.label}</strong> ({dropping?.lines.length} item)? Pesanan di
              dalamnya hilang{dropping?.local ? '.' : '; penghapusan tercatat di log audit.'}
            </>
          }
          onConfirm={async () => {
            if (!dropping) return
            setBusy(true)
            const refused = await deleteBill(dropping)
            setBusy(false)
            setDropping(null)
            setError(refused ?? '')
            await queryClient.invalidateQueries({ queryKey: key })
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
