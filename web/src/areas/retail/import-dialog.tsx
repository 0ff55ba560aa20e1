import { FileDown, Upload } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { formatNumber } from '#contract/format.ts'
import { IMPORT_COLUMNS, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, productBulk } from '#contract/retail/import.ts'
import { uploadFile } from '../../api/endpoint.ts'
import { RefField } from '../../engine/ref-field.tsx'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../ui/dialog.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { downloadTemplate } from './import-files.ts'

type Errors = Partial<Record<'merchantId' | 'outletId' | 'file' | 'form', string>>

/**
 * "Impor Produk": the merchant, the outlet of the initial stock (optional), the file (CSV or XLSX, the
 * template downloadable here) and the columns it takes. Sent as the body of /worker/product-retail/bulk;
 * the import then runs in the background and the page follows it (onStarted).
 */
export function ImportDialog({
  open,
  onClose,
  onStarted,
}: {
  open: boolean
  onClose: () => void
  onStarted: (ids: { jobId: number; importId: number }) => void
}) {
  const id = useId()
  const [merchantId, setMerchantId] = useState<number | undefined>()
  const [outletId, setOutletId] = useState<number | undefined>()
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const found: Errors = {}
    if (!merchantId) found.merchantId = 'Merchant wajib dipilih.'
    if (!file) found.file = 'Pilih berkas CSV atau XLSX.'
    else if (file.size > MAX_IMPORT_BYTES)
      found.file = `Berkas terlalu besar (maksimal ${MAX_IMPORT_BYTES / 1024 / 1024} MB).`
    setErrors(found)
    if (Object.keys(found).length > 0 || !file || !merchantId) {
      document.getElementById(found.merchantId ? `${id}-merchant` : `${id}-file`)?.focus()
      return
    }
    setSending(true)
    const res = await uploadFile(productBulk, { merchantId, outletId, fileName: file.name }, file)
    setSending(false)
    if (!res.success || !res.data) {
      const fields = Object.fromEntries(
        (res.errors ?? []).map((f: { field: string; message: string }) => [f.field, f.message]),
      ) as Errors
      setErrors({ ...fields, form: res.message })
      return
    }
    setFile(null)
    onStarted(res.data)
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent
        title="Impor Produk"
        description="Semua baris diperiksa dulu; bila ada satu kesalahan, tidak ada yang disimpan."
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="flex flex-col gap-4">
            {errors.form ? <Alert variant="error">{errors.form}</Alert> : null}
            <RefField
              id={`${id}-merchant`}
              label="Merchant"
              apiPath="merchant"
              placeholder="Pilih merchant"
              value={merchantId}
              onChange={(merchant) => {
                setMerchantId(merchant)
                setOutletId(undefined)
              }}
              error={errors.merchantId}
            />
            <RefField
              key={merchantId ?? 0}
              id={`${id}-outlet`}
              label="Outlet stok awal"
              apiPath="outlet"
              placeholder={merchantId ? 'Tanpa stok awal' : 'Pilih merchant dahulu'}
              value={outletId}
              onChange={setOutletId}
              disabled={!merchantId}
              clearable
              filters={merchantId ? { merchantId } : undefined}
              help="Kolom stok_awal dicatat sebagai mutasi stok di outlet ini. Kosongkan bila berkas tanpa stok."
              error={errors.outletId}
            />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-file`}>Berkas (CSV atau XLSX)</Label>
              <Input
                id={`${id}-file`}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-invalid={errors.file ? true : undefined}
                aria-describedby={`${id}-file-help${errors.file ? ` ${id}-file-error` : ''}`}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
              <p id={`${id}-file-help`} className="text-xs text-muted-foreground">
                Maksimal {formatNumber(MAX_IMPORT_ROWS)} baris dan {MAX_IMPORT_BYTES / 1024 / 1024} MB.
                Pemisah CSV koma atau titik koma.
              </p>
              <FieldError id={`${id}-file-error`} message={errors.file} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void downloadTemplate('csv')}>
                <FileDown aria-hidden="true" className="size-4" />
                Templat CSV
              </Button>
              <Button variant="outline" size="sm" onClick={() => void downloadTemplate('xlsx')}>
                <FileDown aria-hidden="true" className="size-4" />
                Templat XLSX
              </Button>
            </div>
            <details className="rounded-md border border-border p-2 text-sm">
              <summary className="cursor-pointer font-medium">Kolom berkas</summary>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {IMPORT_COLUMNS.map((c) => (
                  <div key={c.key} className="contents">
                    <dt className="font-mono text-xs">
                      {c.label}
                      {c.required ? ' *' : ''}
                    </dt>
                    <dd className="text-muted-foreground">{c.help}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-xs text-muted-foreground">
                * wajib ada. Judul kolom boleh huruf besar.
              </p>
            </details>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Batal</Button>
            </DialogClose>
            <Button type="submit" disabled={sending}>
              <Upload aria-hidden="true" className="size-4" />
              {sending ? 'Mengunggah…' : 'Unggah dan Periksa'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
