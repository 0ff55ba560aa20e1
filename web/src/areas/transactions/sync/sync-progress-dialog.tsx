import { formatNumber } from '#contract/format.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../../ui/dialog.tsx'
import { ProgressBar } from '../../../ui/progress-bar.tsx'
import { OutcomeBadge } from './outcome-badge.tsx'
import { type SyncProgress, summaryOf } from './sync-run.ts'

/**
 * A sync in progress, then its results: the progress bar, one row per transaction with its outcome,
 * "Hentikan" while it runs (the batch under way finishes), "Tutup" once it is done.
 */
export function SyncProgressDialog({
  progress,
  stopping,
  onStop,
  onClose,
}: {
  progress: SyncProgress | null
  stopping: boolean
  onStop: () => void
  onClose: () => void
}) {
  const running = progress !== null && !progress.finished
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0
  return (
    <Dialog open={progress !== null} onOpenChange={(open) => (open || running ? undefined : onClose())}>
      {progress ? (
        <DialogContent
          variant="center"
          className="max-w-2xl"
          title={progress.finished ? 'Hasil Sinkronisasi' : 'Menyinkronkan transaksi…'}
          description={
            progress.finished
              ? summaryOf(progress.results, progress.stopped)
              : 'Status akhir ditanyakan ke host, sepuluh transaksi sekali jalan.'
          }
          closeLabel="Tutup"
          onPointerDownOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => (running ? e.preventDefault() : undefined)}
        >
          <DialogBody className="flex max-h-[60vh] flex-col gap-3">
            <ProgressBar
              label="Kemajuan sinkronisasi"
              percent={percent}
              valueText={`${progress.done} dari ${progress.total} transaksi`}
            />
            <p className="text-sm" aria-live="polite">
              {formatNumber(progress.done)} dari {formatNumber(progress.total)} transaksi
              {progress.stopped ? ' (dihentikan)' : ''}
            </p>
            {progress.results.length > 0 ? (
              <table className="w-full text-sm">
                <caption className="sr-only">Hasil per transaksi</caption>
                <thead>
                  <tr className="border-b border-border text-left text-muted-foreground">
                    <th scope="col" className="py-1 pr-2 font-medium">
                      No. Transaksi
                    </th>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      Hasil
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      Keterangan
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {progress.results.map((r) => (
                    <tr key={r.id} className="border-b border-border last:border-0">
                      <td className="py-1 pr-2 font-mono text-xs">{r.trxNo}</td>
                      <td className="py-1 pr-2">
                        <OutcomeBadge result={r} />
                      </td>
                      <td className="py-1">{r.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </DialogBody>
          <DialogFooter>
            {running ? (
              <Button variant="outline" disabled={stopping} onClick={onStop}>
                Hentikan
              </Button>
            ) : (
              <Button variant="secondary" onClick={onClose}>
                Tutup
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
