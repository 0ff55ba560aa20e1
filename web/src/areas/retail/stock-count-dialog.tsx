import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { formatDateTime } from '#contract/format.ts'
import { stockCountRecord, stockCountSheet } from '#contract/retail/stock-count.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { RefField } from '../../engine/ref-field.tsx'
import { dataOf } from '../../engine/resource-api.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../ui/dialog.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { notify } from '../../ui/notify.ts'

/**
 * "Catat Opname": pick an outlet, type what was counted of each ingredient (its book stock beside it; an empty
 * box is not counted), and save: one count row per product and a COUNT movement of each difference.
 */
export function StockCountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [outletId, setOutletId] = useState<number | undefined>()
  const [counted, setCounted] = useState<Record<number, string>>({})
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const sheet = useQuery({
    queryKey: ['stock-count-sheet', outletId],
    enabled: open && outletId !== undefined,
    queryFn: ({ signal }) => dataOf(callEndpoint(stockCountSheet, { outletId: outletId ?? 0 }, { signal })),
  })
  const lines = sheet.data?.lines ?? []

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!outletId) {
      setErrors({ outletId: 'Outlet wajib dipilih.' })
      return
    }
    const typed = lines.filter((l) => (counted[l.productId] ?? '').trim() !== '')
    if (typed.length === 0) {
      setErrors({ form: 'Isi jumlah dihitung untuk minimal satu produk.' })
      return
    }
    setSending(true)
    const res = await callEndpoint(stockCountRecord, {
      outletId,
      note,
      lines: typed.map((l) => ({ productId: l.productId, qty: counted[l.productId] ?? '' })),
    })
    setSending(false)
    if (!res.success || !res.data) {
      // lines.3.qty → the product of the 4th line sent.
      const next: Record<string, string> = { form: res.message }
      for (const f of res.errors ?? []) {
        const m = /^lines\.(\d+)\./.exec(f.field)
        const line = m ? typed[Number(m[1])] : undefined
        next[line ? `p${line.productId}` : f.field] = f.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    setCounted({})
    setNote('')
    void queryClient.invalidateQueries({ queryKey: ['resource'] })
    void queryClient.invalidateQueries({ queryKey: ['stock-count-sheet'] })
    void queryClient.invalidateQueries({ queryKey: ['stock-variance'] })
    notify(`Opname ${res.data.recorded} produk tersimpan.`, 'success')
    onClose()
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent
        title="Catat Stok Opname"
        description="Jumlah fisik bahan baku di outlet; stok buku disesuaikan ke jumlah yang dihitung."
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="flex flex-col gap-4">
            {errors.form ? <Alert variant="error">{errors.form}</Alert> : null}
            <RefField
              id={`${id}-outlet`}
              label="Outlet"
              apiPath="outlet"
              placeholder="Pilih outlet"
              value={outletId}
              onChange={(outlet) => {
                setOutletId(outlet)
                setCounted({})
                setErrors({})
              }}
              error={errors.outletId}
            />
            {!outletId ? null : sheet.isError ? (
              <Alert variant="error">{sheet.error.message}</Alert>
            ) : !sheet.data ? (
              <p className="text-sm text-muted-foreground">Memuat daftar bahan…</p>
            ) : lines.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Merchant outlet ini belum punya resep: tidak ada bahan baku untuk diopname.
              </p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">Bahan baku yang diopname</caption>
                  <thead className="text-left text-muted-foreground">
                    <tr>
                      <th scope="col" className="py-1 pr-2">
                        Bahan
                      </th>
                      <th scope="col" className="py-1 pr-2 text-right">
                        Stok Buku
                      </th>
                      <th scope="col" className="py-1">
                        Jumlah Dihitung
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((l) => {
                      const error = errors[`p${l.productId}`]
                      return (
                        <tr key={l.productId} className="border-t border-border align-top">
                          <td className="py-1.5 pr-2">
                            <label htmlFor={`${id}-p${l.productId}`}>{l.name}</label>
                            <div className="text-xs text-muted-foreground">
                              {l.lastCountedAt
                                ? `Opname terakhir ${formatDateTime(l.lastCountedAt)}`
                                : 'Belum pernah diopname'}
                            </div>
                          </td>
                          <td className="py-1.5 pr-2 text-right tabular-nums whitespace-nowrap">
                            {l.book} {l.unit}
                          </td>
                          <td className="py-1.5">
                            <div className="flex items-center gap-1.5">
                              <Input
                                id={`${id}-p${l.productId}`}
                                inputMode="decimal"
                                className="w-28"
                                placeholder={l.book}
                                value={counted[l.productId] ?? ''}
                                aria-invalid={error ? true : undefined}
                                aria-describedby={error ? `${id}-p${l.productId}-error` : undefined}
                                onChange={(e) => setCounted((c) => ({ ...c, [l.productId]: e.target.value }))}
                              />
                              <span className="text-xs text-muted-foreground">{l.unit}</span>
                            </div>
                            <FieldError id={`${id}-p${l.productId}-error`} message={error} />
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
            )}
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-note`}>Keterangan</Label>
              <Input
                id={`${id}-note`}
                placeholder="contoh: Opname mingguan"
                maxLength={200}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Batal</Button>
            </DialogClose>
            <Button type="submit" disabled={sending || lines.length === 0}>
              {sending ? 'Menyimpan…' : 'Simpan Opname'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
