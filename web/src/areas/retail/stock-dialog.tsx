import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { productStock, stockAdjust } from '#contract/retail/stock-calls.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { dataOf, type Row } from '../../engine/resource-api.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../ui/dialog.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { NativeSelect } from '../../ui/native-select.tsx'
import { notify } from '../../ui/notify.ts'

/**
 * A product's stock at each outlet that sells it, with each outlet's rule ("stok boleh minus", from the
 * outlet's data), and a counted correction (an ADJUSTMENT movement) that the rule refuses below zero.
 */
export function StockDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const productId = Number(row?.id ?? 0)
  const stock = useQuery({
    queryKey: ['product-stock', productId],
    enabled: row !== null,
    queryFn: ({ signal }) => dataOf(callEndpoint(productStock, { productId }, { signal })),
  })
  const [outletId, setOutletId] = useState('')
  const [qty, setQty] = useState('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const outlets = stock.data?.stock ?? []
  const chosen = outlets.find((o) => String(o.outletId) === outletId) ?? outlets[0]

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!chosen) return
    setSending(true)
    const res = await callEndpoint(stockAdjust, { productId, outletId: chosen.outletId, qty, note })
    setSending(false)
    if (!res.success || !res.data) {
      setErrors({
        ...Object.fromEntries((res.errors ?? []).map((f) => [f.field, f.message])),
        form: res.message,
      })
      return
    }
    setErrors({})
    setQty('')
    setNote('')
    queryClient.setQueryData(['product-stock', productId], res.data)
    void queryClient.invalidateQueries({ queryKey: ['resource'] })
    notify('Stok berhasil disesuaikan.', 'success')
  }

  return (
    <Dialog open={row !== null} onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent
        title={`Stok ${String(row?.name ?? '')}`}
        description={`Satuan: ${String(row?.unit ?? '')}`}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="flex flex-col gap-4">
            {stock.isError ? (
              <Alert variant="error">{stock.error.message}</Alert>
            ) : !stock.data ? (
              <p className="text-sm text-muted-foreground">Memuat stok…</p>
            ) : outlets.length === 0 ? (
              <p className="text-sm text-muted-foreground">Merchant ini belum punya outlet.</p>
            ) : (
              <table className="w-full text-sm">
                <caption className="sr-only">Stok per outlet</caption>
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-1 pr-2">
                      Outlet
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right">
                      Stok
                    </th>
                    <th scope="col" className="py-1">
                      Aturan
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {outlets.map((o) => (
                    <tr key={o.outletId} className="border-t border-border">
                      <td className="py-1 pr-2">{o.outletName}</td>
                      <td
                        className={`py-1 pr-2 text-right tabular-nums ${o.qtyMilli < 0 ? 'text-destructive' : ''}`}
                      >
                        {o.qty}
                      </td>
                      <td className="py-1">
                        <Badge tone={o.allowNegativeStock ? 'warning' : 'neutral'}>
                          {o.allowNegativeStock ? 'Stok boleh minus' : 'Stok tidak boleh minus'}
                        </Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {chosen ? (
              <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
                <legend className="px-1 text-sm font-medium">Penyesuaian stok</legend>
                {errors.form ? <Alert variant="error">{errors.form}</Alert> : null}
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-outlet`}>Outlet</Label>
                  <NativeSelect
                    id={`${id}-outlet`}
                    value={String(chosen.outletId)}
                    onChange={(e) => setOutletId(e.target.value)}
                  >
                    {outlets.map((o) => (
                      <option key={o.outletId} value={o.outletId}>
                        {o.outletName}
                      </option>
                    ))}
                  </NativeSelect>
                  <p className="text-xs text-muted-foreground">
                    {chosen.allowNegativeStock
                      ? 'Outlet ini mengizinkan stok minus.'
                      : 'Outlet ini tidak mengizinkan stok minus: pengurangan di bawah nol ditolak.'}
                  </p>
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-qty`}>Jumlah (+ menambah, − mengurangi)</Label>
                  <Input
                    id={`${id}-qty`}
                    inputMode="decimal"
                    placeholder="contoh: -2,5"
                    value={qty}
                    aria-invalid={errors.qty ? true : undefined}
                    aria-describedby={errors.qty ? `${id}-qty-error` : undefined}
                    onChange={(e) => setQty(e.target.value)}
                  />
                  <FieldError id={`${id}-qty-error`} message={errors.qty} />
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-note`}>Keterangan</Label>
                  <Input
                    id={`${id}-note`}
                    placeholder="contoh: Stok opname November"
                    maxLength={64}
                    value={note}
                    aria-invalid={errors.note ? true : undefined}
                    aria-describedby={errors.note ? `${id}-note-error` : undefined}
                    onChange={(e) => setNote(e.target.value)}
                  />
                  <FieldError id={`${id}-note-error`} message={errors.note} />
                </div>
              </fieldset>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Tutup</Button>
            </DialogClose>
            {chosen ? (
              <Button type="submit" disabled={sending}>
                {sending ? 'Menyimpan…' : 'Simpan Penyesuaian'}
              </Button>
            ) : null}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
