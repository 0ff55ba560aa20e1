import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'

export type Counts = { joined: number; left: number; members: number }

/** What applying the internal rules would change, said before it is done ("Terapkan Aturan"). */
export function ApplyRulesDialog({
  preview,
  pending,
  onClose,
  onConfirm,
}: {
  preview: Counts | null
  pending: boolean
  onClose: () => void
  onConfirm: () => void
}) {
  return (
    <ConfirmDialog
      open={preview !== null}
      onOpenChange={(o) => (o ? null : onClose())}
      title="Terapkan aturan segmen internal"
      message={
        preview
          ? `Dari transaksi sukses 30 hari terakhir: ${preview.joined} merchant masuk segmen dan ${preview.left} merchant keluar; ${preview.members} merchant akan berada di segmen karena aturan. Pemetaan manual tidak berubah. Terapkan sekarang?`
          : ''
      }
      confirmLabel="Ya, terapkan"
      pending={pending}
      onConfirm={onConfirm}
    />
  )
}
