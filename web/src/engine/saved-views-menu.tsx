import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Bookmark, Pencil, Save, Settings2, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import {
  type SavedView,
  type SavedViewState,
  savedViewAdd,
  savedViewDelete,
  savedViewList,
  savedViewUpdate,
} from '#contract/engine/saved-views.ts'
import { callEndpoint } from '../api/endpoint.ts'
import { Button } from '../ui/button.tsx'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { Dialog, DialogBody, DialogContent } from '../ui/dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx'
import { Input } from '../ui/input.tsx'
import { FieldError, Label } from '../ui/label.tsx'
import { notify } from '../ui/notify.ts'
import { FormFooter } from './form-footer.tsx'
import { listStateToParams } from './list-state.ts'
import { dataOf } from './resource-api.ts'
import { fromSavedViewState, savedVisibility, toSavedViewState } from './saved-view-state.ts'
import type { List } from './use-list.ts'

/** The calls of saved views (POST /saved-view/…) and their query key. */
const savedViewKey = (screen: string) => ['saved-view', screen] as const
const savedViewApi = {
  list: (screen: string, signal?: AbortSignal) =>
    dataOf(callEndpoint(savedViewList, { screen }, signal ? { signal } : {})),
  add: (screen: string, name: string, state: SavedViewState) =>
    callEndpoint(savedViewAdd, { screen, name, state }),
  update: (id: number, patch: { name?: string; state?: SavedViewState }) =>
    callEndpoint(savedViewUpdate, { id, ...patch }),
  remove: (id: number) => callEndpoint(savedViewDelete, { id }),
}

/** What of a list its saved views read and write. */
export type SavedViewsList = Pick<List<unknown>, 'shape' | 'state' | 'shownColumns' | 'write' | 'prefs'>

/**
 * The saved views of an engine list (a resource's, a report's): the current search, filters, sort, shown
 * columns and page size saved under a name; a view applied is written to the address like a shared link
 * (so it is read back through the same checks) and its columns to the user's column choice. A list of
 * one month keeps the month shown: a view is a way of looking, not a point in time.
 */
export function ListSavedViews({ screen, list }: { screen: string; list: SavedViewsList }) {
  const { shape } = list
  return (
    <SavedViewsMenu
      screen={screen}
      current={() =>
        toSavedViewState(
          shape,
          list.state,
          list.shownColumns.map((c) => c.key),
        )
      }
      onApply={(view) => {
        const next = { ...fromSavedViewState(shape, view.state), month: list.state.month }
        list.write((latest) => listStateToParams(shape, next, latest))
        const visibility = savedVisibility(shape.columns, view.state.columns)
        if (visibility) list.prefs?.setVisibility(visibility)
      }}
    />
  )
}

/**
 * "Tampilan tersimpan": the user's named views of a screen, kept on the server. Apply one, save the
 * current view under a name, rename, overwrite or delete one.
 */
function SavedViewsMenu({
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
  const key = savedViewKey(screen)
  // Read when the menu first opens, not with every list page: most visits never look at their views.
  const [wanted, setWanted] = useState(false)
  const views = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => savedViewApi.list(screen, signal),
    staleTime: 60_000,
    enabled: wanted,
  })
  const [naming, setNaming] = useState(false)
  const [managing, setManaging] = useState(false)
  const [renaming, setRenaming] = useState<SavedView | null>(null)
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
      <DropdownMenu onOpenChange={(open) => (open ? setWanted(true) : undefined)}>
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
      <SaveViewDialog
        key={renaming?.id ?? 'rename'}
        open={renaming !== null}
        renaming={renaming?.name}
        onClose={() => setRenaming(null)}
        onSave={async (name) => {
          if (!renaming) return null
          const res = await savedViewApi.update(renaming.id, { name })
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
                      aria-label={`Ubah nama tampilan ${v.name}`}
                      onClick={() => setRenaming(v)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
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

/** Names a new view, or (`renaming`: the view's name now) renames one. */
function SaveViewDialog({
  open,
  renaming,
  onClose,
  onSave,
}: {
  open: boolean
  renaming?: string | undefined
  onClose: () => void
  /** Resolves to null when saved, or the message why not. */
  onSave: (name: string) => Promise<string | null>
}) {
  const id = useId()
  const [name, setName] = useState(renaming ?? '')
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
        <DialogContent variant="center" title={renaming ? 'Ubah nama tampilan' : 'Simpan tampilan'}>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <DialogBody className="flex flex-col gap-2">
              {renaming ? null : (
                <p className="text-sm text-muted-foreground">
                  Pencarian, filter, periode, urutan, kolom dan jumlah baris saat ini disimpan dengan nama
                  ini.
                </p>
              )}
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
