import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { formatNumber } from '#contract/format.ts'
import { disburseUpload } from '#contract/wallet/calls.ts'
import { DISBURSE_COLUMNS, MAX_DISBURSE_FILE_BYTES, MAX_DISBURSE_ROWS } from '#contract/wallet/vocabulary.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { RefField } from '../../engine/ref-field.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../ui/dialog.tsx'
import { base64Of } from '../../ui/file-base64.ts'
import { FilePicker } from '../../ui/file-picker.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { notify } from '../../ui/notify.ts'
import { Spinner } from '../../ui/spinner.tsx'
import { downloadTemplate } from './template.ts'

type Field = 'clientId' | 'file'

/**
 * "Unggah Dokumen": the client whose wallet pays and the CSV/XLSX of recipients. The server checks every row and
 * asks the bank each account's name before the Draf is saved; the document then opens with its per-row report.
 */
export function UploadDialog({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean
  onClose: () => void
  onUploaded: (docId: number) => void
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const [clientId, setClientId] = useState<number | undefined>()
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [pending, setPending] = useState(false)

  const close = () => {
    if (pending) return
    setFile(null)
    setErrors({})
    onClose()
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    if (!clientId) found.clientId = 'Klien wajib dipilih.'
    if (!file) found.file = 'Berkas penerima wajib dipilih.'
    else if (file.size > MAX_DISBURSE_FILE_BYTES)
      found.file = `Berkas melebihi ${MAX_DISBURSE_FILE_BYTES / 1024 / 1024} MB.`
    setErrors(found)
    if (Object.keys(found).length > 0 || !file || !clientId) return
    setPending(true)
    try {
      const result = await callEndpoint(disburseUpload, {
        clientId,
        file: { name: file.name, base64: await base64Of(file) },
      })
      if (!result.success) {
        const fe = result.errors?.find((x) => x.field === 'clientId')
        if (fe) setErrors({ clientId: fe.message })
        else setErrors({ file: result.message })
        return
      }
      notify(result.message, 'success')
      await queryClient.invalidateQueries({ queryKey: ['resource'] })
      setFile(null)
      if (result.data) onUploaded(result.data.id)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent
        title="Unggah Dokumen Disbursement"
        description="Setiap baris divalidasi dan rekeningnya di-inquiry sebelum dokumen disimpan sebagai Draf."
      >
        <form className="flex min-h-0 flex-1 flex-col" onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody className="flex flex-col gap-4">
            <RefField
              id={`${id}-clientId`}
              label="Klien"
              apiPath="client"
              placeholder="Pilih klien"
              value={clientId}
              onChange={setClientId}
              help="Wallet klien ini yang membayar setiap penerima."
              error={errors.clientId}
            />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-file`}>Berkas Penerima (CSV/XLSX)</Label>
              <FilePicker
                id={`${id}-file`}
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                file={file}
                onChange={setFile}
                aria-invalid={errors.file ? true : undefined}
                aria-describedby={errors.file ? `${id}-file-error` : undefined}
              />
              <p className="text-xs text-muted-foreground">
                Kolom: {DISBURSE_COLUMNS.map((c) => c.key).join(', ')}. Maksimal{' '}
                {formatNumber(MAX_DISBURSE_ROWS)} baris; nominal Rp1 s.d. Rp250.000.000 per baris (BI-FAST).
              </p>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => void downloadTemplate('csv')}>
                  Templat CSV
                </Button>
                <Button variant="outline" size="sm" onClick={() => void downloadTemplate('xlsx')}>
                  Templat XLSX
                </Button>
              </div>
              <FieldError id={`${id}-file-error`} message={errors.file} />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={pending}>
              Batal
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner /> : null}
              Unggah
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
