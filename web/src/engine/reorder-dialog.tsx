import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import type { EndpointDef } from '#contract/engine/endpoint.ts'
import type { ResourceDef } from '#contract/engine/resource.ts'
import { callEndpoint } from '../api/endpoint.ts'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../ui/dialog.tsx'
import { Label } from '../ui/label.tsx'
import { notify } from '../ui/notify.ts'
import { resourceApi } from './resource-api.ts'
import { RefSelect } from './select-inputs.tsx'

interface Item {
  id: number
  label: string
}

/**
 * The order of one parent's rows (all categories; one category's sub-categories; one sub-category's FAQs): drag a
 * row by its handle, or focus it and press Alt+↑ / Alt+↓ (or its buttons); "Simpan Urutan" sends the ids in their
 * new order (POST /…/reorder). The change is announced to screen readers as it happens.
 */
export default function ReorderDialog({
  open,
  onOpenChange,
  def,
  reorder,
  parent,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  def: ResourceDef
  reorder: EndpointDef
  parent?: { filter: string; def: ResourceDef; label: string } | undefined
}) {
  const queryClient = useQueryClient()
  const id = useId()
  const [parentId, setParentId] = useState<number | null>(null)
  const [items, setItems] = useState<Item[]>([])
  const [dragging, setDragging] = useState<number | null>(null)
  const [announce, setAnnounce] = useState('')
  const [saving, setSaving] = useState(false)
  const ready = !parent || parentId !== null
  const rows = useQuery({
    queryKey: ['resource', def.name, 'reorder', parentId],
    enabled: open && ready,
    queryFn: ({ signal }) =>
      resourceApi.list(
        def,
        {
          page: 1,
          pageSize: 100,
          sort: 'sortOrder',
          dir: 'asc',
          filters: parent && parentId !== null ? { [parent.filter]: parentId } : {},
        },
        signal,
      ),
  })
  useEffect(() => {
    if (rows.data)
      setItems(rows.data.items.map((r) => ({ id: Number(r.id), label: String(r[def.labelField] ?? r.id) })))
  }, [rows.data, def.labelField])

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return
    const next = [...items]
    const [it] = next.splice(from, 1)
    if (!it) return
    next.splice(to, 0, it)
    setItems(next)
    setAnnounce(`${it.label} dipindah ke urutan ${to + 1} dari ${next.length}.`)
  }
  const onKey = (e: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!e.altKey) return
    if (e.key === 'ArrowUp') {
      e.preventDefault()
      move(index, index - 1)
      requestAnimationFrame(() => document.getElementById(`${id}-item-${index - 1}`)?.focus())
    } else if (e.key === 'ArrowDown') {
      e.preventDefault()
      move(index, index + 1)
      requestAnimationFrame(() => document.getElementById(`${id}-item-${index + 1}`)?.focus())
    }
  }
  const save = async () => {
    setSaving(true)
    const res = await callEndpoint(reorder, { ids: items.map((i) => i.id) } as never)
    setSaving(false)
    notify(res.message, res.success ? 'success' : 'error')
    if (res.success) {
      await queryClient.invalidateQueries({ queryKey: ['resource'] })
      onOpenChange(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Atur Urutan ${def.title}`}>
        <DialogBody className="flex flex-col gap-4">
          {parent ? (
            <div className="flex flex-col gap-1.5">
              <Label id={`${id}-parent-label`} htmlFor={`${id}-parent`}>
                {parent.label}
              </Label>
              <RefSelect
                id={`${id}-parent`}
                labelId={`${id}-parent-label`}
                label={parent.label}
                apiPath={parent.def.apiPath}
                value={parentId === null ? [] : [parentId]}
                onChange={(ids) => setParentId(ids[0] ?? null)}
                placeholder={`Pilih ${parent.label.toLowerCase()}`}
              />
            </div>
          ) : null}
          <p className="text-sm text-muted-foreground">
            Seret baris pada pegangannya, atau fokuskan baris lalu tekan Alt+↑ / Alt+↓.
          </p>
          {!ready ? (
            <p className="text-sm text-muted-foreground">Pilih {parent?.label.toLowerCase()} dahulu.</p>
          ) : rows.isLoading ? (
            <p className="text-sm text-muted-foreground">Memuat…</p>
          ) : rows.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Daftar tidak dapat dimuat.
            </p>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">Belum ada data.</p>
          ) : (
            <ol aria-label={`Urutan ${def.title}`} className="flex flex-col gap-1">
              {items.map((it, index) => (
                <li
                  key={it.id}
                  id={`${id}-item-${index}`}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a row is focused to move it with Alt+arrows
                  tabIndex={0}
                  aria-label={`${index + 1}. ${it.label}`}
                  draggable
                  onDragStart={() => setDragging(index)}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => {
                    e.preventDefault()
                    if (dragging !== null) move(dragging, index)
                    setDragging(null)
                  }}
                  onDragEnd={() => setDragging(null)}
                  onKeyDown={(e) => onKey(e, index)}
                  className="flex items-center gap-2 rounded-md border bg-card px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-ring data-[dragging=true]:opacity-50"
                  data-dragging={dragging === index}
                >
                  <GripVertical aria-hidden="true" className="size-4 cursor-grab text-muted-foreground" />
                  <span className="w-6 text-right tabular-nums text-muted-foreground">{index + 1}</span>
                  <span className="min-w-0 flex-1 truncate">{it.label}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Naikkan ${it.label}`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Turunkan ${it.label}`}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ol>
          )}
          <p aria-live="polite" className="sr-only">
            {announce}
          </p>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Batal
          </Button>
          <Button onClick={save} disabled={saving || items.length === 0}>
            Simpan Urutan
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
