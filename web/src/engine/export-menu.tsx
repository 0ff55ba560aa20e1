import { Download, FileSpreadsheet, FileText } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent } from '../ui/dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx'
import { ProgressBar } from '../ui/progress-bar.tsx'
import { Spinner } from '../ui/spinner.tsx'
import { describeExportProgress } from './export-progress.ts'
import type { ExportFormat, ExportProgress } from './use-export.ts'

export function ExportMenu({
  onExport,
  disabled,
}: {
  onExport: (f: ExportFormat) => void
  disabled?: boolean
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="outline">
          <Download aria-hidden="true" className="size-4" />
          Ekspor
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel>Ekspor data sesuai filter</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onExport('csv')}>
          <FileText aria-hidden="true" />
          CSV
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onExport('xlsx')}>
          <FileSpreadsheet aria-hidden="true" />
          Excel (XLSX)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** Progress of a running export with a cancel button. */
export function ExportProgressDialog({
  progress,
  onCancel,
}: {
  progress: ExportProgress | null
  onCancel: () => void
}) {
  const percent =
    progress && progress.format === 'csv' && progress.total
      ? Math.min(100, Math.round((progress.rows / progress.total) * 100))
      : undefined
  return (
    <Dialog open={progress !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      {progress ? (
        <DialogContent
          variant="center"
          title={`Mengekspor ${progress.format === 'csv' ? 'CSV' : 'Excel'}`}
          description="File disimpan otomatis setelah semua data diterima."
          closeLabel="Batalkan ekspor"
          onPointerDownOutside={(e) => e.preventDefault()}
        >
          <div className="flex flex-col gap-3 px-4 py-4 sm:px-6">
            <ProgressBar
              label="Kemajuan ekspor"
              percent={percent}
              valueText={describeExportProgress(progress)}
            />
            <p className="flex items-center gap-2 text-sm" aria-live="polite">
              <Spinner />
              {progress.total === null && progress.bytes === 0
                ? 'Menyiapkan data…'
                : describeExportProgress(progress)}
            </p>
            <div className="flex justify-end">
              <Button variant="outline" onClick={onCancel}>
                Batal
              </Button>
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
