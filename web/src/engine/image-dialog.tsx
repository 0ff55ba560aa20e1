import { type FormEvent, useId, useState } from 'react'
import type { z } from 'zod'
import type { storedFileSchema } from '#contract/engine/upload.ts'
import type { CallResult } from '#contract/envelope.ts'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../ui/dialog.tsx'
import { base64Of } from '../ui/file-base64.ts'
import { FieldError, Label } from '../ui/label.tsx'
import { notify } from '../ui/notify.ts'

/** What the server accepts (it checks the bytes again): the picker offers only these. */
const ACCEPT = 'image/png,image/jpeg,image/webp'

type StoredFile = z.infer<typeof storedFileSchema>

/**
 * The image a row owns (a product's photo, a partner-app banner; server/files/owned-image.ts): the image as stored,
 * a new one uploaded in its place (PNG, JPEG or WebP up to `maxBytes`, checked here for a quick answer and by the
 * server on the bytes), or removed after a confirmation when the row may go without one.
 */
export function ImageDialog({
  open,
  onClose,
  noun,
  name,
  emptyText,
  maxBytes,
  imageId,
  image,
  upload,
  remove,
  onChanged,
}: {
  open: boolean
  onClose: () => void
  /** "foto", "gambar": the file's noun in the texts. */
  noun: string
  /** The row's name ("Kopi Susu"). */
  name: string
  /** Said while the row has no image ("Produk ini belum punya foto."). */
  emptyText: string
  maxBytes: number
  imageId: string | null
  image: { isError: boolean; error: Error | null; data: StoredFile | null | undefined }
  upload: (file: { name: string; base64: string }) => Promise<CallResult<{ imageId: string }>>
  remove?: () => Promise<CallResult<unknown>>
  onChanged: (imageId: string | null, message: string) => void
}) {
  const id = useId()
  const [chosen, setChosen] = useState<File | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const maxMb = maxBytes / 1024 / 1024
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1)

  const changed = (next: string | null, message: string) => {
    setChosen(null)
    setError(undefined)
    onChanged(next, message)
    notify(message, 'success')
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!chosen) return setError(`Pilih berkas ${noun} terlebih dahulu.`)
    if (!ACCEPT.split(',').includes(chosen.type))
      return setError(`${Noun} harus berupa gambar PNG, JPG atau WEBP.`)
    if (chosen.size > maxBytes) return setError(`${Noun} melebihi ${maxMb} MB.`)
    setSending(true)
    const res = await upload({ name: chosen.name, base64: await base64Of(chosen) })
    setSending(false)
    if (!res.success || !res.data) return setError(res.errors?.[0]?.message ?? res.message)
    changed(res.data.imageId, `${Noun} ${name} berhasil disimpan.`)
  }

  const removeNow = async () => {
    if (!remove) return
    setSending(true)
    const res = await remove()
    setSending(false)
    setConfirming(false)
    if (!res.success) return setError(res.message)
    changed(null, `${Noun} ${name} dihapus.`)
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title={`${Noun} ${name}`} description={`PNG, JPG atau WEBP, maksimal ${maxMb} MB.`}>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="flex flex-col gap-4">
            {imageId === null ? (
              <p className="text-sm text-muted-foreground">{emptyText}</p>
            ) : image.isError ? (
              <Alert variant="error">{image.error?.message}</Alert>
            ) : !image.data ? (
              <p className="text-sm text-muted-foreground">Memuat {noun}…</p>
            ) : (
              <img
                src={`data:${image.data.mime};base64,${image.data.base64}`}
                alt={`${Noun} ${name}`}
                className="max-h-64 w-full rounded-md border border-border object-contain"
              />
            )}
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-file`}>{imageId ? `Ganti ${noun}` : `Unggah ${noun}`}</Label>
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
            {imageId && remove ? (
              <Button variant="secondary" onClick={() => setConfirming(true)} disabled={sending}>
                Hapus {Noun}
              </Button>
            ) : null}
            <Button type="submit" disabled={sending || !chosen}>
              {sending ? 'Menyimpan…' : `Simpan ${Noun}`}
            </Button>
          </DialogFooter>
        </form>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Hapus ${noun}`}
          message={`Apakah Anda yakin ingin menghapus ${noun} ${name}?`}
          confirmLabel="Ya, hapus"
          tone="danger"
          pending={sending}
          onConfirm={() => void removeNow()}
        />
      </DialogContent>
    </Dialog>
  )
}
