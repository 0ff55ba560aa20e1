import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Bookmark, Save, Settings2, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import type { SavedView, SavedViewState } from '#contract/transactions/saved-views.ts'
import { FormFooter } from '../../engine/form-footer.tsx'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Dialog, DialogBody, DialogContent } from '../../ui/dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { notify } from '../../ui/notify.ts'
import { reportKeys, savedViewApi } from './report-api.ts'

/**
 * "Tampilan tersimpan": the user's named sets of filters and columns of a screen, kept on the server.
 * Apply one, save the current view under a name, overwrite or delete one.
 */
export function SavedViewsMenu({
  screen,
  current,
  onApply,
}: {
  screen: string
  /** The state the page would save now. */
  current: () => SavedViewState
  onApply: (view: SavedView) => void
}) {
  const queryClient = useQueryClient()
  const key = reportKeys.views(screen)
  const views = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => savedViewApi.list(screen, signal),
    staleTime: 60_000,
  })
  const [naming, setNaming] = useState(false)
  const [managing, setManaging] = useState(false)
  const [deleting, setDeleting] = useState<SavedView | null>(null)
  const [busy, setBusy] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: key })

  const overwrite = async (view: SavedView) => {
    const res = await savedViewApi.update(view.id, { state: current() })
    notify(res.message, res.success ? 'success' : 'error')
    if (res.success) await refresh()
  }
  const remove = async () => {
    if (!deleting) return
    setBusy(true)
    const res = await savedViewApi.remove(deleting.id)
    setBusy(false)
    setDeleting(null)
    notify(res.message, res.success ? 'success' : 'error')
    if (res.success) await refresh()
  }

  const list = views.data ?? []
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <Bookmark aria-hidden="true" className="size-4" />
            Tampilan tersimpan
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-72">
          <DropdownMenuLabel>Terapkan tampilan</DropdownMenuLabel>
          {views.isPending ? (
            <DropdownMenuItem disabled>Memuat…</DropdownMenuItem>
          ) : views.isError ? (
            <DropdownMenuItem disabled>{views.error.message}</DropdownMenuItem>
          ) : list.length === 0 ? (
            <DropdownMenuItem disabled>Belum ada tampilan tersimpan</DropdownMenuItem>
          ) : (
            list.map((v) => (
              <DropdownMenuItem key={v.id} onSelect={() => onApply(v)}>
                {v.name}
              </DropdownMenuItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setNaming(true)}>
            <Save aria-hidden="true" />
            Simpan tampilan ini…
          </DropdownMenuItem>
          <DropdownMenuItem disabled={list.length === 0} onSelect={() => setManaging(true)}>
            <Settings2 aria-hidden="true" />
            Kelola tampilan…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <SaveViewDialog
        open={naming}
        onClose={() => setNaming(false)}
        onSave={async (name) => {
          const res = await savedViewApi.add(screen, name, current())
          if (res.success) {
            notify(res.message, 'success')
            await refresh()
          }
          return res.success ? null : res.message
        }}
      />

      <Dialog open={managing} onOpenChange={setManaging}>
        {managing ? (
          <DialogContent title="Kelola tampilan tersimpan">
            <DialogBody>
              <ul className="flex flex-col divide-y divide-border">
                {list.map((v) => (
                  <li key={v.id} className="flex flex-wrap items-center gap-2 py-2">
                    <span className="min-w-0 flex-1 truncate font-medium">{v.name}</span>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        setManaging(false)
                        onApply(v)
                      }}
                    >
                      Terapkan
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => void overwrite(v)}>
                      Timpa dengan filter saat ini
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Hapus tampilan ${v.name}`}
                      onClick={() => setDeleting(v)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            </DialogBody>
          </DialogContent>
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        message={`Apakah Anda yakin ingin menghapus tampilan "${deleting?.name ?? ''}"?`}
        confirmLabel="Hapus"
        tone="danger"
        pending={busy}
        onConfirm={() => void remove()}
      />
    </>
  )
}

function SaveViewDialog({
  open,
  onClose,
  onSave,
}: {
  open: boolean
  onClose: () => void
  /** Resolves to null when saved, or the message why not. */
  onSave: (name: string) => Promise<string | null>
}) {
  const id = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError('Nama tampilan wajib diisi.')
    setSaving(true)
    const problem = await onSave(trimmed)
    setSaving(false)
    if (problem) return setError(problem)
    setName('')
    setError(undefined)
    onClose()
  }
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      {open ? (
        <DialogContent variant="center" title="Simpan tampilan">
          <form onSubmit={(e) => void submit(e)} noValidate>
            <DialogBody className="flex flex-col gap-2">
              <p className="text-sm text-muted-foreground">
                Periode, filter, pencarian, kolom dan jumlah baris saat ini disimpan dengan nama ini.
              </p>
              <Label htmlFor={`${id}-name`}>Nama tampilan</Label>
              <Input
                id={`${id}-name`}
                value={name}
                maxLength={64}
                autoFocus
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => {
                  setName(e.target.value)
                  setError(undefined)
                }}
              />
              <FieldError id={`${id}-error`} message={error} />
            </DialogBody>
            <FormFooter save={{ saving }} onCancel={onClose} />
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
