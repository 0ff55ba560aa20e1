import { X } from 'lucide-react'
import type { Upload } from '#contract/engine/upload.ts'
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '#contract/help/vocabulary.ts'
import { Button } from '../../ui/button.tsx'
import { Label } from '../../ui/label.tsx'
import { notify } from '../../ui/notify.ts'

/** The file as base64 (the call carries it inside its JSON body; the server reads its type from the bytes). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })

/** Attachments of a complaint or a reply: images or PDF, at most three of 2 MB each (checked again by the server). */
export function FilesInput({
  id,
  files,
  onChange,
}: {
  id: string
  files: readonly Upload[]
  onChange: (files: Upload[]) => void
}) {
  const add = async (list: FileList | null) => {
    const picked = [...(list ?? [])]
    const next = [...files]
    for (const f of picked) {
      if (next.length >= MAX_ATTACHMENTS) {
        notify(`Maksimal ${MAX_ATTACHMENTS} lampiran.`, 'error')
        break
      }
      if (f.size > MAX_ATTACHMENT_BYTES) {
        notify(`${f.name} melebihi ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`, 'error')
        continue
      }
      next.push({ name: f.name, base64: await base64Of(f) })
    }
    onChange(next)
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Lampiran (gambar/PDF, maks. 3 × 2 MB)</Label>
      <input
        id={id}
        type="file"
        multiple
        accept="image/png,image/jpeg,image/webp,application/pdf"
        className="text-sm"
        onChange={(e) => {
          void add(e.target.files)
          e.target.value = ''
        }}
      />
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-sm">
          {files.map((f, i) => (
            <li
              key={`${f.name}-${f.base64.length}-${f.base64.slice(-12)}`}
              className="flex items-center gap-1 rounded border px-2 py-0.5"
            >
              {f.name}
              <Button
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={`Hapus lampiran ${f.name}`}
                onClick={() => onChange(files.filter((_, k) => k !== i))}
              >
                <X aria-hidden="true" className="size-3" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
