import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { formatRupiah } from '#contract/format.ts'
import {
  type CartLineInput,
  cartProblem,
  type Payment,
  priceCart,
  quickCash,
  settle,
} from '#contract/retail/cart.ts'
import {
  type PosProduct,
  posOutlets,
  posSales,
  posSetup,
  posShiftClose,
  posShiftOpen,
  posVoid,
  type SaleInput,
} from '#contract/retail/pos.ts'
import { qrisPayload } from '#contract/retail/qris.ts'
import { formatQuantity } from '#contract/retail/quantity.ts'
import { PAYMENT_METHOD_LABEL, type PaymentMethod } from '#contract/transactions/catalogue.ts'
import { dataOf } from '../../../api/call-error.ts'
import { callEndpoint } from '../../../api/endpoint.ts'
import { Alert } from '../../../ui/alert.tsx'
import { Badge } from '../../../ui/badge.tsx'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../../ui/dialog.tsx'
import { Input } from '../../../ui/input.tsx'
import { Label } from '../../../ui/label.tsx'
import { notify } from '../../../ui/notify.ts'
import { PageSpinner } from '../../../ui/spinner.tsx'
import { type CartBill, openBill, saveBill } from './bills.ts'
import { BillsDialog, SaveBillDialog } from './bills-dialogs.tsx'
import {
  flushQueue,
  nextReceipt,
  queuedSales,
  queueSale,
  takeReceipt,
  topUpReceipts,
} from './offline-store.ts'
import { QrisCode } from './qris-code.tsx'
import { Receipt, type ReceiptData } from './receipt.tsx'

type Setup = NonNullable<Awaited<ReturnType<typeof callEndpoint<typeof posSetup>>>['data']>
interface CartLine {
  productId: number
  qty: number
  discount: number
}
interface PaymentPart extends Payment {
  id: string
  /** A QRIS part waits for the (simulated) acquirer's confirmation. */
  confirmed: boolean
}

const OUTLET_KEY = 'mint-pos-outlet'
const rupiahOf = (text: string) => {
  const n = Number(text.replace(/[^\d]/g, ''))
  return Number.isSafeInteger(n) ? n : 0
}
const METHODS: PaymentMethod[] = ['CASH', 'QRIS', 'DEBIT', 'EMONEY', 'CREDIT']
const SHORTCUTS = [
  ['F2', 'Cari / scan'],
  ['F4', 'Bayar'],
  ['F6', 'Simpan bill'],
  ['F7', 'Bill tersimpan'],
  ['F8', 'Riwayat & void'],
  ['F9', 'Tutup shift'],
] as const

/**
 * Kasir POS (`/pos/kasir`, issue 18 items 3–4): product grid by category with search and barcode entry (a
 * USB scanner types digits + Enter into the focused field), the cart priced in the browser by
 * contract/retail/cart.ts (no network wait), payment by cash, QRIS, card and e-money or split, the printable
 * receipt, void, shifts, saved bills, and the offline queue. docs/ARCHITECTURE.md "POS cashier".
 */
export function KasirPage() {
  const [outletId, setOutletId] = useState(() => Number(localStorage.getItem(OUTLET_KEY) ?? 0))
  const choose = (id: number) => {
    localStorage.setItem(OUTLET_KEY, String(id))
    setOutletId(id)
  }
  if (!outletId) return <OutletPicker onPick={choose} />
  return <Cashier key={outletId} outletId={outletId} onChangeOutlet={() => choose(0)} />
}

function OutletPicker({ onPick }: { onPick: (id: number) => void }) {
  const [search, setSearch] = useState('')
  const list = useQuery({
    queryKey: ['pos-outlets', search],
    queryFn: ({ signal }) => dataOf(callEndpoint(posOutlets, search ? { search } : {}, { signal })),
  })
  return (
    <div className="mx-auto max-w-lg space-y-3 p-4">
      <h1 className="text-xl font-semibold">Kasir POS: pilih outlet</h1>
      <Label htmlFor="pos-outlet-search">Cari outlet</Label>
      <Input
        id="pos-outlet-search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Nama atau kode outlet…"
        autoFocus
      />
      {list.isError ? <Alert variant="error">{list.error.message}</Alert> : null}
      {list.isLoading ? <PageSpinner /> : null}
      {list.data?.length === 0 ? <p className="text-sm text-muted-foreground">Tidak ada outlet.</p> : null}
      <ul className="divide-y divide-border rounded-md border border-border">
        {list.data?.map((o) => (
          <li key={o.id}>
            <button
              type="button"
              className="w-full px-3 py-2 text-left hover:bg-muted focus-ring"
              onClick={() => onPick(o.id)}
            >
              <span className="font-medium">{o.name}</span>{' '}
              <span className="text-xs text-muted-foreground">
                {o.code} · {o.merchantName}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

function useQueueCount() {
  const [count, setCount] = useState(0)
  const refresh = useCallback(
    async () => setCount((await queuedSales()).filter((q) => !q.refused).length),
    [],
  )
  useEffect(() => {
    void refresh()
  }, [refresh])
  return { count, refresh }
}

function Cashier({ outletId, onChangeOutlet }: { outletId: number; onChangeOutlet: () => void }) {
  const queryClient = useQueryClient()
  const setup = useQuery({
    queryKey: ['pos-setup', outletId],
    queryFn: ({ signal }) => dataOf(callEndpoint(posSetup, { outletId }, { signal })),
    staleTime: 60_000,
  })
  const { count: queued, refresh: refreshQueue } = useQueueCount()
  const [online, setOnline] = useState(() => navigator.onLine)

  const flush = useCallback(async () => {
    const results = await flushQueue()
    let sent = 0
    for (const r of results.values()) {
      if (r.kind === 'sent') sent++
      if (r.kind === 'refused') notify(`Penjualan offline ditolak server: ${r.message}`, 'error', 10_000)
    }
    if (sent > 0) {
      notify(`${sent} penjualan offline terkirim.`, 'success')
      void queryClient.invalidateQueries({ queryKey: ['pos-setup', outletId] })
    }
    await refreshQueue()
    await topUpReceipts(outletId)
  }, [outletId, queryClient, refreshQueue])

  useEffect(() => {
    const up = () => {
      setOnline(true)
      void flush()
    }
    const down = () => setOnline(false)
    window.addEventListener('online', up)
    window.addEventListener('offline', down)
    // A connection that returns without an 'online' event (a server that was down) is found by the tick.
    const tick = window.setInterval(() => void flush(), 15_000)
    void flush()
    return () => {
      window.removeEventListener('online', up)
      window.removeEventListener('offline', down)
      window.clearInterval(tick)
    }
  }, [flush])

  if (setup.isLoading) return <PageSpinner label="Memuat kasir…" />
  if (setup.isError || !setup.data)
    return (
      <div className="space-y-3 p-4">
        <Alert variant="error">{setup.error?.message ?? 'Data kasir tidak dapat dimuat.'}</Alert>
        <Button variant="outline" onClick={onChangeOutlet}>
          Ganti outlet
        </Button>
      </div>
    )
  const data = setup.data
  const header = (
    <div className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-2">
      <h1 className="text-lg font-semibold">Kasir · {data.outlet.name}</h1>
      <Badge tone={data.outlet.allowNegativeStock ? 'warning' : 'neutral'}>
        {data.outlet.allowNegativeStock ? 'Stok boleh minus' : 'Stok tidak boleh minus'}
      </Badge>
      <Badge tone={online ? 'success' : 'danger'}>{online ? 'Online' : 'Offline'}</Badge>
      <Badge tone={queued > 0 ? 'warning' : 'neutral'} data-testid="queue-count">
        Antrean offline: {queued}
      </Badge>
      <Button size="sm" variant="ghost" onClick={onChangeOutlet} className="ml-auto">
        Ganti outlet
      </Button>
    </div>
  )
  if (!data.shift)
    return (
      <div>
        {header}
        <OpenShift outletId={outletId} onOpened={() => void setup.refetch()} />
      </div>
    )
  return (
    <div className="flex min-h-0 flex-col">
      {header}
      <Register
        data={data}
        outletId={outletId}
        onSold={async (input) => {
          await queueSale(input)
          await refreshQueue()
          // A flush already running (the tick) may have read the queue before this sale: then a second one.
          const r =
            (await flushQueue()).get(input.idempotencyKey) ?? (await flushQueue()).get(input.idempotencyKey)
          await refreshQueue()
          void topUpReceipts(outletId)
          if (r?.kind === 'refused') return { refused: r.message, record: null }
          if (r?.kind === 'sent') {
            void queryClient.invalidateQueries({ queryKey: ['pos-setup', outletId] })
            return { refused: null, record: r.record }
          }
          return { refused: null, record: null }
        }}
        onShiftClosed={() => void setup.refetch()}
      />
    </div>
  )
}

function OpenShift({ outletId, onOpened }: { outletId: number; onOpened: () => void }) {
  const [cash, setCash] = useState('')
  const [error, setError] = useState('')
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const res = await callEndpoint(posShiftOpen, { outletId, openingCash: rupiahOf(cash) })
    if (!res.success) return setError(res.message)
    notify(res.message, 'success')
    onOpened()
  }
  return (
    <form onSubmit={submit} className="mx-auto max-w-sm space-y-3 p-4">
      <h2 className="text-lg font-semibold">Buka shift</h2>
      <p className="text-sm text-muted-foreground">Hitung uang di laci kas sebelum mulai berjualan.</p>
      <Label htmlFor="opening-cash">Kas awal (Rp)</Label>
      <Input
        id="opening-cash"
        inputMode="numeric"
        value={cash}
        onChange={(e) => setCash(e.target.value)}
        autoFocus
      />
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button type="submit">Buka Shift</Button>
    </form>
  )
}

const newKey = () => crypto.randomUUID()

function Register({
  data,
  outletId,
  onSold,
  onShiftClosed,
}: {
  data: Setup
  outletId: number
  onSold: (input: SaleInput) => Promise<{ refused: string | null; record: ReceiptData['record'] }>
  onShiftClosed: () => void
}) {
  const products = useMemo(() => new Map(data.products.map((p) => [p.id, p])), [data.products])
  const byCode = useMemo(() => {
    const m = new Map<string, PosProduct>()
    for (const p of data.products) {
      if (p.barcode) m.set(p.barcode, p)
      m.set(p.sku.toUpperCase(), p)
    }
    return m
  }, [data.products])
  const [category, setCategory] = useState<number | null>(null)
  const [search, setSearch] = useState('')
  const [cart, setCart] = useState<CartLine[]>([])
  const [orderDiscount, setOrderDiscount] = useState('')
  /** The saved bill the cart holds (opened from the list, or saved from it), if any. */
  const [bill, setBill] = useState<CartBill | null>(null)
  const [paying, setPaying] = useState(false)
  const [receipt, setReceipt] = useState<ReceiptData | null>(null)
  const [dialog, setDialog] = useState<'bills' | 'history' | 'close' | 'save' | null>(null)
  const [sold, setSold] = useState<Map<number, number>>(new Map())
  const searchRef = useRef<HTMLInputElement>(null)

  const add = useCallback((p: PosProduct) => {
    setCart((c) => {
      const at = c.findIndex((l) => l.productId === p.id)
      if (at < 0) return [...c, { productId: p.id, qty: 1, discount: 0 }]
      return c.map((l, i) => (i === at ? { ...l, qty: l.qty + 1 } : l))
    })
  }, [])

  const lines: CartLineInput[] = cart.map((l) => {
    const p = products.get(l.productId)
    return {
      price: p?.price ?? 0,
      qty: l.qty,
      discount: l.discount,
      tax: p?.tax ?? null,
      service: p?.service ?? false,
    }
  })
  const discount = rupiahOf(orderDiscount)
  const problem = cart.length > 0 ? cartProblem(lines, discount) : null
  const totals = priceCart(lines, problem ? 0 : discount, { taxes: data.taxes, service: data.service })

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const map: Record<string, () => void> = {
        F2: () => searchRef.current?.focus(),
        F4: () => cart.length > 0 && !problem && setPaying(true),
        F6: () => cart.length > 0 && setDialog('save'),
        F7: () => setDialog('bills'),
        F8: () => setDialog('history'),
        F9: () => setDialog('close'),
      }
      const act = map[e.key]
      if (!act) return
      e.preventDefault()
      act()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [cart.length, problem])

  const q = search.trim().toLowerCase()
  const shown = data.products.filter(
    (p) =>
      (category === null || p.categoryId === category) &&
      (!q || p.name.toLowerCase().includes(q) || p.sku.toLowerCase().includes(q) || p.barcode.includes(q)),
  )

  const onScan = (e: FormEvent) => {
    e.preventDefault()
    const code = search.trim()
    if (!code) return
    const hit =
      byCode.get(code) ?? byCode.get(code.toUpperCase()) ?? (shown.length === 1 ? shown[0] : undefined)
    if (!hit) {
      notify(`Produk "${code}" tidak ditemukan.`, 'error')
      return
    }
    add(hit)
    setSearch('')
  }

  const stockText = (p: PosProduct) => {
    const left = p.stockMilli - (sold.get(p.id) ?? 0) * 1000
    return `${formatQuantity(left)} ${p.unit}`
  }

  const finish = async (payments: PaymentPart[]) => {
    const receiptNo = (await takeReceipt(outletId)) ?? null
    if (!receiptNo) {
      notify('Nomor struk cadangan habis: sambungkan ke server untuk melanjutkan.', 'error', 10_000)
      void topUpReceipts(outletId)
      return
    }
    const soldAt = new Date().toISOString()
    const input: SaleInput = {
      idempotencyKey: newKey(),
      outletId,
      shiftId: data.shift?.id ?? 0,
      receiptNo,
      soldAt,
      lines: cart.map((l) => ({ productId: l.productId, qty: l.qty, discount: l.discount })),
      orderDiscount: discount,
      payments: payments.map(({ method, amount }) => ({ method, amount })),
      // A server bill is settled by this sale (deleted with it); a bill that never reached the server is not.
      ...(bill && bill.version > 0 ? { billId: bill.id } : {}),
    }
    const settlement = settle(totals.total, input.payments)
    const draft: ReceiptData = {
      receiptNo,
      soldAt,
      outletName: data.outlet.name,
      merchantName: data.outlet.merchantName,
      address: data.outlet.address,
      cashierName: data.cashierName,
      lines: cart.map((l) => {
        const p = products.get(l.productId)
        return {
          productId: l.productId,
          name: p?.name ?? '',
          qty: l.qty,
          price: p?.price ?? 0,
          discount: l.discount,
        }
      }),
      totals,
      payments: input.payments,
      change: settlement.change,
      record: null,
    }
    setPaying(false)
    setReceipt(draft)
    setSold((s) => {
      const next = new Map(s)
      for (const l of cart)
        if (!products.get(l.productId)?.composite) next.set(l.productId, (next.get(l.productId) ?? 0) + l.qty)
      return next
    })
    setCart([])
    setOrderDiscount('')
    setBill(null)
    const out = await onSold(input)
    if (out.refused) notify(`Penjualan ditolak: ${out.refused}`, 'error', 10_000)
    else setReceipt({ ...draft, record: out.record })
  }

  return (
    <div className="grid min-h-0 gap-3 p-3 lg:grid-cols-[1fr_24rem]">
      <section aria-label="Produk" className="min-w-0 space-y-2">
        <form onSubmit={onScan} className="flex gap-2">
          <Label htmlFor="pos-search" className="sr-only">
            Cari produk atau scan barcode
          </Label>
          <Input
            id="pos-search"
            ref={searchRef}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Cari produk atau scan barcode (F2)…"
            autoFocus
            autoComplete="off"
          />
          <Button type="submit" variant="outline">
            Tambah
          </Button>
        </form>
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">Kategori</legend>
          <Button
            size="sm"
            variant={category === null ? 'primary' : 'outline'}
            onClick={() => setCategory(null)}
          >
            Semua
          </Button>
          {data.categories.map((c) => (
            <Button
              key={c.id}
              size="sm"
              variant={category === c.id ? 'primary' : 'outline'}
              onClick={() => setCategory(c.id)}
            >
              {c.name}
            </Button>
          ))}
        </fieldset>
        {shown.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">Tidak ada produk yang cocok.</p>
        ) : null}
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
          {shown.slice(0, 200).map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => add(p)}
                className="flex h-full w-full flex-col rounded-md border border-border bg-card p-2 text-left hover:bg-muted focus-ring"
              >
                <span className="text-sm font-medium">{p.name}</span>
                <span className="text-sm tabular-nums">{formatRupiah(p.price)}</span>
                <span className="text-xs text-muted-foreground">
                  {p.composite ? 'Komposit' : `Stok ${stockText(p)}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Keranjang" className="space-y-2 rounded-md border border-border bg-card p-3">
        <h2 className="flex flex-wrap items-center gap-2 font-semibold">
          Keranjang
          {bill ? <Badge tone="info">Bill {bill.label}</Badge> : null}
        </h2>
        {cart.length === 0 ? <p className="text-sm text-muted-foreground">Keranjang masih kosong.</p> : null}
        <ul className="space-y-2" data-testid="cart">
          {cart.map((l, i) => {
            const p = products.get(l.productId)
            const priced = totals.lines[i]
            return (
              <li key={l.productId} className="rounded border border-border p-2 text-sm">
                <div className="flex justify-between gap-2">
                  <span className="font-medium">{p?.name}</span>
                  <span className="tabular-nums">
                    {formatRupiah((priced?.gross ?? 0) - (priced?.discount ?? 0))}
                  </span>
                </div>
                <div className="mt-1 flex items-center gap-2">
                  <Label htmlFor={`qty-${l.productId}`} className="text-xs">
                    Jml
                  </Label>
                  <Input
                    id={`qty-${l.productId}`}
                    className="h-8 w-16"
                    inputMode="numeric"
                    value={String(l.qty)}
                    onChange={(e) => {
                      const qty = Number(e.target.value.replace(/\D/g, ''))
                      setCart((c) => c.map((x, k) => (k === i ? { ...x, qty } : x)))
                    }}
                  />
                  <Label htmlFor={`disc-${l.productId}`} className="text-xs">
                    Diskon
                  </Label>
                  <Input
                    id={`disc-${l.productId}`}
                    className="h-8 w-24"
                    inputMode="numeric"
                    value={l.discount ? String(l.discount) : ''}
                    onChange={(e) => {
                      const d = rupiahOf(e.target.value)
                      setCart((c) => c.map((x, k) => (k === i ? { ...x, discount: d } : x)))
                    }}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Hapus ${p?.name ?? ''}`}
                    onClick={() => setCart((c) => c.filter((_, k) => k !== i))}
                  >
                    Hapus
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
        <div className="flex items-center gap-2">
          <Label htmlFor="order-discount" className="text-sm">
            Diskon transaksi (Rp)
          </Label>
          <Input
            id="order-discount"
            className="h-8 w-28"
            inputMode="numeric"
            value={orderDiscount}
            onChange={(e) => setOrderDiscount(e.target.value)}
          />
        </div>
        <dl className="space-y-0.5 text-sm">
          <Line label="Subtotal" value={totals.subtotal} />
          {totals.orderDiscount > 0 ? <Line label="Diskon transaksi" value={-totals.orderDiscount} /> : null}
          {totals.service > 0 ? <Line label={totals.serviceLabel} value={totals.service} /> : null}
          {totals.taxes.map((t) => (
            <Line key={t.code} label={`${t.label}${t.inclusive ? ' (termasuk)' : ''}`} value={t.amount} />
          ))}
          <div className="flex justify-between text-lg font-bold">
            <dt>Total</dt>
            <dd className="tabular-nums" data-testid="cart-total">
              {formatRupiah(totals.total)}
            </dd>
          </div>
        </dl>
        {problem ? <Alert variant="error">{problem}</Alert> : null}
        <Button
          className="w-full"
          disabled={cart.length === 0 || problem !== null}
          onClick={() => setPaying(true)}
        >
          Bayar (F4)
        </Button>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" variant="outline" disabled={cart.length === 0} onClick={() => setDialog('save')}>
            Simpan bill (F6)
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('bills')}>
            Bill tersimpan (F7)
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('history')}>
            Riwayat & void (F8)
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('close')}>
            Tutup shift (F9)
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          <span className="mr-2">Pintasan:</span>
          {SHORTCUTS.map(([k, v]) => (
            <span key={k} className="mr-2 whitespace-nowrap">
              <kbd className="rounded border border-border px-1">{k}</kbd> {v}
            </span>
          ))}
        </p>
      </section>

      {paying ? (
        <PaymentDialog
          total={totals.total}
          receiptHint={data.outlet}
          onClose={() => setPaying(false)}
          onFinish={(parts) => void finish(parts)}
        />
      ) : null}
      {receipt ? <ReceiptDialog receipt={receipt} onClose={() => setReceipt(null)} /> : null}
      {dialog === 'save' ? (
        <SaveBillDialog
          initialLabel={bill?.label ?? ''}
          onClose={() => setDialog(null)}
          onSave={async (label) => {
            const r = await saveBill({
              id: bill?.id ?? newKey(),
              outletId,
              label,
              lines: cart,
              orderDiscount: discount,
              version: bill?.version ?? 0,
            })
            if (r.kind === 'refused') return r.message
            setCart([])
            setOrderDiscount('')
            setBill(null)
            setDialog(null)
            notify(
              r.kind === 'local'
                ? `Bill "${label}" disimpan di perangkat ini; dikirim ke server saat online.`
                : `Bill "${label}" disimpan.`,
              'success',
            )
            return null
          }}
        />
      ) : null}
      {dialog === 'bills' ? (
        <BillsDialog
          outletId={outletId}
          onClose={() => setDialog(null)}
          onOpen={async (b) => {
            const r = await openBill(b)
            if ('refused' in r) {
              notify(r.refused, 'error')
              return
            }
            const missing = r.bill.lines.filter((l) => !products.has(l.productId)).length
            setCart(r.bill.lines.filter((l) => products.has(l.productId)))
            setOrderDiscount(r.bill.orderDiscount ? String(r.bill.orderDiscount) : '')
            setBill(r.cart)
            setDialog(null)
            if (missing > 0)
              notify(
                `${missing} item bill "${r.bill.label}" tidak dijual lagi dan tidak masuk keranjang.`,
                'warning',
              )
          }}
        />
      ) : null}
      {dialog === 'history' && data.shift ? (
        <HistoryDialog shiftId={data.shift.id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'close' && data.shift ? (
        <CloseShiftDialog shiftId={data.shift.id} onClose={() => setDialog(null)} onClosed={onShiftClosed} />
      ) : null}
    </div>
  )
}

function Line({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex justify-between gap-2">
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatRupiah(value)}</dd>
    </div>
  )
}

function PaymentDialog({
  total,
  receiptHint,
  onClose,
  onFinish,
}: {
  total: number
  receiptHint: Setup['outlet']
  onClose: () => void
  onFinish: (parts: PaymentPart[]) => void
}) {
  const [parts, setParts] = useState<PaymentPart[]>([])
  const [billNumber, setBillNumber] = useState('')
  useEffect(() => {
    void nextReceipt(receiptHint.id).then((n) => setBillNumber(n ?? receiptHint.code))
  }, [receiptHint.id, receiptHint.code])
  const [method, setMethod] = useState<PaymentMethod>('CASH')
  const paidSoFar = parts.reduce((s, p) => s + p.amount, 0)
  const [amount, setAmount] = useState(String(total))
  const settlement = settle(total, parts)
  const waiting = parts.some((p) => !p.confirmed)
  const addPart = (m: PaymentMethod, value: number) => {
    if (value <= 0) return
    setParts((ps) => [...ps, { id: newKey(), method: m, amount: value, confirmed: m !== 'QRIS' }])
    setAmount(String(Math.max(0, total - paidSoFar - value)))
  }
  const left = Math.max(0, total - paidSoFar)
  const qris = parts.find((p) => p.method === 'QRIS' && !p.confirmed)
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title={`Pembayaran ${formatRupiah(total)}`} variant="center">
        <DialogBody className="space-y-3">
          <fieldset className="flex flex-wrap gap-1">
            <legend className="sr-only">Metode pembayaran</legend>
            {METHODS.map((m) => (
              <Button
                key={m}
                size="sm"
                variant={method === m ? 'primary' : 'outline'}
                onClick={() => setMethod(m)}
              >
                {PAYMENT_METHOD_LABEL[m]}
              </Button>
            ))}
          </fieldset>
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault()
              addPart(method, rupiahOf(amount))
            }}
          >
            <div className="flex-1">
              <Label htmlFor="pay-amount">Nominal {PAYMENT_METHOD_LABEL[method]} (Rp)</Label>
              <Input
                id="pay-amount"
                inputMode="numeric"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                autoFocus
              />
            </div>
            <Button type="submit" variant="outline">
              Tambah
            </Button>
          </form>
          {method === 'CASH' ? (
            <fieldset className="flex flex-wrap gap-1">
              <legend className="sr-only">Uang pas dan pecahan</legend>
              {quickCash(left || total).map((v) => (
                <Button key={v} size="sm" variant="outline" onClick={() => addPart('CASH', v)}>
                  {formatRupiah(v)}
                </Button>
              ))}
            </fieldset>
          ) : null}
          <ul className="space-y-1 text-sm" data-testid="payments">
            {parts.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2">
                <span>
                  {PAYMENT_METHOD_LABEL[p.method]} {formatRupiah(p.amount)}{' '}
                  {p.confirmed ? null : <Badge tone="warning">menunggu pembayaran</Badge>}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setParts((ps) => ps.filter((x) => x.id !== p.id))}
                >
                  Hapus
                </Button>
              </li>
            ))}
          </ul>
          {qris ? (
            <div className="flex flex-col items-center gap-2 rounded border border-border p-2">
              <QrisCode
                payload={qrisPayload({
                  nmid: receiptHint.nmid || 'ID0000000000000',
                  mcc: receiptHint.mcc || '5499',
                  merchantName: receiptHint.merchantName,
                  city: receiptHint.city,
                  amount: qris.amount,
                  billNumber: billNumber || receiptHint.code,
                })}
              />
              <p className="text-xs text-muted-foreground">
                Demo: acquirer disimulasikan. Tekan tombol setelah pelanggan memindai.
              </p>
              <Button
                size="sm"
                onClick={() => setParts((ps) => ps.map((p) => (p === qris ? { ...p, confirmed: true } : p)))}
              >
                Simulasikan: QRIS dibayar
              </Button>
            </div>
          ) : null}
          <div className="text-sm">
            Dibayar {formatRupiah(settlement.paid)} · Kembalian{' '}
            <span data-testid="change">{formatRupiah(settlement.change)}</span>
          </div>
          {parts.length > 0 && settlement.problem ? (
            <Alert variant="error">{settlement.problem}</Alert>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Batal
          </Button>
          <Button disabled={settlement.problem !== null || waiting} onClick={() => onFinish(parts)}>
            Selesaikan
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function ReceiptDialog({ receipt, onClose }: { receipt: ReceiptData; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title={`Struk ${receipt.receiptNo}`} variant="center">
        <DialogBody className="max-h-[70vh] overflow-auto">
          <Receipt r={receipt} />
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Transaksi baru
          </Button>
          <Button onClick={() => window.print()} autoFocus>
            Cetak Struk
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function HistoryDialog({ shiftId, onClose }: { shiftId: number; onClose: () => void }) {
  const list = useQuery({
    queryKey: ['pos-sales', shiftId],
    queryFn: ({ signal }) => dataOf(callEndpoint(posSales, { shiftId }, { signal })),
  })
  const [voiding, setVoiding] = useState<number | null>(null)
  const [reason, setReason] = useState('')
  const [pin, setPin] = useState('')
  const [error, setError] = useState('')
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (voiding === null) return
    const res = await callEndpoint(posVoid, { id: voiding, reason, supervisorPin: pin })
    if (!res.success) return setError(res.message)
    notify(res.message, 'success')
    setVoiding(null)
    setReason('')
    setPin('')
    setError('')
    void list.refetch()
  }
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title="Riwayat penjualan shift ini">
        <DialogBody className="space-y-2">
          {list.isLoading ? <PageSpinner /> : null}
          {list.isError ? <Alert variant="error">{list.error.message}</Alert> : null}
          {list.data?.length === 0 ? (
            <p className="text-sm text-muted-foreground">Belum ada penjualan.</p>
          ) : null}
          <ul className="divide-y divide-border text-sm">
            {list.data?.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-2 py-1">
                <span>
                  <span className="font-mono">{s.receiptNo}</span> · {formatRupiah(s.total)} · {s.methods}{' '}
                  {s.status === 'SUCCESS' ? null : <Badge tone="danger">Void</Badge>}
                </span>
                {s.status === 'SUCCESS' ? (
                  <Button size="sm" variant="outline" onClick={() => setVoiding(s.id)}>
                    Void
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {voiding !== null ? (
            <form onSubmit={submit} className="space-y-2 rounded border border-border p-2">
              <p className="text-sm font-medium">Void penjualan: stok dikembalikan, perlu PIN supervisor.</p>
              <Label htmlFor="void-reason">Alasan</Label>
              <Input id="void-reason" value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
              <Label htmlFor="void-pin">PIN supervisor</Label>
              <Input
                id="void-pin"
                type="password"
                inputMode="numeric"
                maxLength={6}
                value={pin}
                onChange={(e) => setPin(e.target.value)}
              />
              {error ? <Alert variant="error">{error}</Alert> : null}
              <div className="flex gap-2">
                <Button type="submit">Void</Button>
                <Button variant="ghost" onClick={() => setVoiding(null)}>
                  Batal
                </Button>
              </div>
            </form>
          ) : null}
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}

function CloseShiftDialog({
  shiftId,
  onClose,
  onClosed,
}: {
  shiftId: number
  onClose: () => void
  onClosed: () => void
}) {
  const [counted, setCounted] = useState('')
  const [error, setError] = useState('')
  const [done, setDone] = useState<string | null>(null)
  const [sure, setSure] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!sure) return setSure(true)
    const res = await callEndpoint(posShiftClose, { shiftId, countedCash: rupiahOf(counted) })
    if (!res.success) return setError(res.message)
    setDone(res.message)
  }
  return (
    <Dialog open onOpenChange={(o) => (o ? null : done ? onClosed() : onClose())}>
      <DialogContent title="Tutup shift" variant="center">
        {done ? (
          <DialogBody className="space-y-2">
            <Alert variant="success">{done}</Alert>
            <Button onClick={onClosed}>Selesai</Button>
          </DialogBody>
        ) : (
          <form onSubmit={submit}>
            <DialogBody className="space-y-2">
              <Label htmlFor="counted-cash">Kas dihitung di laci (Rp)</Label>
              <Input
                id="counted-cash"
                inputMode="numeric"
                value={counted}
                onChange={(e) => {
                  setCounted(e.target.value)
                  setSure(false)
                }}
                autoFocus
              />
              {sure ? (
                <Alert>
                  Tutup shift dengan kas {formatRupiah(rupiahOf(counted))}? Tekan lagi untuk memastikan.
                </Alert>
              ) : null}
              {error ? <Alert variant="error">{error}</Alert> : null}
            </DialogBody>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Batal
              </Button>
              <Button type="submit">{sure ? 'Ya, tutup shift' : 'Tutup Shift'}</Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
