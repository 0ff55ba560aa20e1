import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { PRODUCT_IMAGE_MAX_BYTES, productImageRemove, productImageSet } from '#contract/retail/image.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import type { Row } from '../../engine/resource-api.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../ui/dialog.tsx'
import { base64Of } from '../../ui/file-base64.ts'
import { FieldError, Label } from '../../ui/label.tsx'
import { notify } from '../../ui/notify.ts'
import { useProductImage } from './product-thumb.tsx'

/** What the server accepts (it checks the bytes again): the picker offers only these. */
const ACCEPT = 'image/png,image/jpeg,image/webp'
const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024

/**
 * "Foto Produk": the photo as stored, a new one uploaded in its place (PNG, JPEG or WebP up to 1 MB, checked here
 * for a quick answer and by the server on the bytes), or removed after a confirmation.
 */
export function ProductImageDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const productId = Number(row?.id ?? 0)
  const [imageId, setImageId] = useState<string | null>(typeof row?.imageId === 'string' ? row.imageId : null)
  const image = useProductImage(productId, imageId)
  const [chosen, setChosen] = useState<File | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const file = image.data?.image

  const changed = (next: string | null, message: string) => {
    setImageId(next)
    setChosen(null)
    setError(undefined)
    void queryClient.invalidateQueries({ queryKey: ['resource'] })
    notify(message, 'success')
  }

  const upload = async (e: FormEvent) => {
    e.preventDefault()
    if (!chosen) {
      setError('Pilih berkas foto terlebih dahulu.')
      return
    }
    if (!ACCEPT.split(',').includes(chosen.type)) {
      setError('Foto harus berupa gambar PNG, JPG atau WEBP.')
      return
    }
    if (chosen.size > PRODUCT_IMAGE_MAX_BYTES) {
      setError(`Foto melebihi ${MAX_MB} MB.`)
      return
    }
    setSending(true)
    const res = await callEndpoint(productImageSet, {
      productId,
      file: { name: chosen.name, base64: await base64Of(chosen) },
    })
    setSending(false)
    if (!res.success || !res.data) {
      setError(res.errors?.[0]?.message ?? res.message)
      return
    }
    changed(res.data.imageId, 'Foto produk berhasil disimpan.')
  }

  const remove = async () => {
    setSending(true)
    const res = await callEndpoint(productImageRemove, { productId })
    setSending(false)
    setConfirming(false)
    if (!res.success) {
      setError(res.message)
      return
    }
    changed(null, 'Foto produk dihapus.')
  }

  return (
    <Dialog open={row !== null} onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent
        title={`Foto ${String(row?.name ?? '')}`}
        description={`PNG, JPG atau WEBP, maksimal ${MAX_MB} MB.`}
      >
        <form onSubmit={upload} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="flex flex-col gap-4">
            {imageId === null ? (
              <p className="text-sm text-muted-foreground">Produk ini belum punya foto.</p>
            ) : image.isError ? (
              <Alert variant="error">{image.error.message}</Alert>
            ) : !file ? (
              <p className="text-sm text-muted-foreground">Memuat foto…</p>
            ) : (
              <img
                src={`data:${file.mime};base64,${file.base64}`}
                alt={`Foto ${String(row?.name ?? '')}`}
                className="max-h-64 w-full rounded-md border border-border object-contain"
              />
            )}
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-file`}>{imageId ? 'Ganti foto' : 'Unggah foto'}</Label>
              <input
                id={`${id}-file`}
                type="file"
                accept={ACCEPT}
                className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1.5"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-file-error` : undefined}
                onChange={(e) => {
                  setChosen(e.target.files?.[0] ?? null)
                  setError(undefined)
                }}
              />
              <FieldError id={`${id}-file-error`} message={error} />
            </div>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Tutup</Button>
            </DialogClose>
            {imageId ? (
              <Button variant="secondary" onClick={() => setConfirming(true)} disabled={sending}>
                Hapus Foto
              </Button>
            ) : null}
            <Button type="submit" disabled={sending || !chosen}>
              {sending ? 'Menyimpan…' : 'Simpan Foto'}
            </Button>
          </DialogFooter>
        </form>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Hapus foto"
          message={`Apakah Anda yakin ingin menghapus foto ${String(row?.name ?? '')}?`}
          confirmLabel="Ya, hapus"
          tone="danger"
          pending={sending}
          onConfirm={() => void remove()}
        />
      </DialogContent>
    </Dialog>
  )
}
