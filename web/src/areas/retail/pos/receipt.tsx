import { formatDateTime, formatRupiah } from '#contract/format.ts'
import type { CartTotals } from '#contract/retail/cart.ts'
import type { SalePayment, SaleRecord } from '#contract/retail/pos.ts'
import { PAYMENT_METHOD_LABEL } from '#contract/transactions/catalogue.ts'

/** What was paid per method (two cash parts print as one line). */
function paidBy(payments: readonly SalePayment[]): Map<SalePayment['method'], number> {
  const out = new Map<SalePayment['method'], number>()
  for (const p of payments) out.set(p.method, (out.get(p.method) ?? 0) + p.amount)
  return out
}

export interface ReceiptData {
  receiptNo: string
  soldAt: string
  outletName: string
  merchantName: string
  address: string
  cashierName: string
  lines: { productId: number; name: string; qty: number; price: number; discount: number }[]
  totals: CartTotals
  payments: SalePayment[]
  change: number
  /** The server's record once it confirmed the sale (its MDR lines); null while it waits offline. */
  record: SaleRecord | null
}

/**
 * A 58 mm receipt (about 32 characters a line). Printing shows only the receipt, at the roll's width: the
 * print rules sit here, in the cashier's own chunk, not in the app's first-load CSS. Each fee line says who
 * bears it (issue 15): the service charge and the taxes the customer, the MDR the merchant.
 */
export function Receipt({ r }: { r: ReceiptData }) {
  const row = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-2 ${strong ? 'font-bold' : ''}`}>
      <span>{label}</span>
      <span className="tabular-nums">{value}</span>
    </div>
  )
  return (
    <div
      className="pos-receipt mx-auto w-[58mm] bg-white p-2 font-mono text-[11px] leading-tight text-black"
      data-testid="receipt"
    >
      <style>{`@media print {
  @page { size: 58mm auto; margin: 0; }
  body * { visibility: hidden !important; }
  .pos-receipt, .pos-receipt * { visibility: visible !important; }
  .pos-receipt { position: absolute; left: 0; top: 0; width: 58mm; padding: 2mm; box-shadow: none; }
}`}</style>
      <div className="text-center font-bold">{r.merchantName}</div>
      <div className="text-center">{r.outletName}</div>
      <div className="text-center">{r.address}</div>
      <hr className="my-1 border-dashed border-black" />
      <div>{r.receiptNo}</div>
      <div>{formatDateTime(r.soldAt)}</div>
      <div>Kasir: {r.cashierName}</div>
      <hr className="my-1 border-dashed border-black" />
      {r.lines.map((l) => (
        <div key={l.productId}>
          <div>{l.name}</div>
          {row(`  ${l.qty} x ${formatRupiah(l.price)}`, formatRupiah(l.qty * l.price))}
          {l.discount > 0 ? row('  Diskon', `-${formatRupiah(l.discount)}`) : null}
        </div>
      ))}
      <hr className="my-1 border-dashed border-black" />
      {row('Subtotal', formatRupiah(r.totals.subtotal))}
      {r.totals.orderDiscount > 0
        ? row('Diskon transaksi', `-${formatRupiah(r.totals.orderDiscount)}`)
        : null}
      {r.totals.service > 0
        ? row(`${r.totals.serviceLabel} (ditanggung pelanggan)`, formatRupiah(r.totals.service))
        : null}
      {r.totals.taxes.map((t) =>
        row(
          `${t.label}${t.inclusive ? ' (termasuk harga)' : ''} (ditanggung pelanggan)`,
          formatRupiah(t.amount),
        ),
      )}
      {row('TOTAL', formatRupiah(r.totals.total), true)}
      {[...paidBy(r.payments)].map(([method, amount]) => (
        <div key={method}>{row(PAYMENT_METHOD_LABEL[method], formatRupiah(amount))}</div>
      ))}
      {row('Kembalian', formatRupiah(r.change))}
      {r.record?.fees.map((f) => (
        <div key={f.label} className="text-[10px]">
          {row(
            `${f.label} (ditanggung ${f.bearer === 'MERCHANT' ? 'merchant' : 'pelanggan'})`,
            formatRupiah(f.amount),
          )}
        </div>
      ))}
      <hr className="my-1 border-dashed border-black" />
      <div className="text-center">
        {r.record ? 'Terima kasih atas kunjungan Anda' : 'Tersimpan offline: dikirim saat koneksi kembali'}
      </div>
    </div>
  )
}
