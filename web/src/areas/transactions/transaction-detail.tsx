import { useQuery } from '@tanstack/react-query'
import { formatNumber, formatRupiah } from '#contract/format.ts'
import type { Receipt, ReportDef } from '#contract/transactions/reports.ts'
import { textOf } from '../../engine/cell.tsx'
import { isPersonalValue, PersonalValue, useRevealer } from '../../engine/reveal.tsx'
import { Alert } from '../../ui/alert.tsx'
import { cn } from '../../ui/cn.ts'
import { Dialog, DialogBody, DialogCloseButton, DialogContent, DialogFooter } from '../../ui/dialog.tsx'
import { PageSpinner } from '../../ui/spinner.tsx'
import { reportApi, reportKeys } from './report-api.ts'

/** A sale as the outlet printed it: lines, then subtotal, discount, service, tax, total, paid, change. */
export function ReceiptView({ receipt, trxNo, time }: { receipt: Receipt; trxNo: string; time: string }) {
  const line = (label: string, value: number, opts: { strong?: boolean; minus?: boolean } = {}) => (
    <div className={cn('flex justify-between gap-4', opts.strong && 'font-semibold')}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{`${opts.minus && value > 0 ? '-' : ''}${formatRupiah(value)}`}</dd>
    </div>
  )
  const taxLabel =
    receipt.taxType === 'PB1' ? 'PB1 (Pajak Restoran)' : receipt.taxType === 'PPN' ? 'PPN' : 'Pajak'
  const taxIncluded =
    receipt.total !== receipt.subtotal - receipt.discount + receipt.serviceCharge + receipt.taxAmount
  return (
    <section
      aria-label="Struk"
      className="mx-auto w-full max-w-sm rounded-md border border-dashed border-border bg-muted/30 p-4 font-mono text-xs leading-5"
    >
      <h3 className="mb-1 text-center text-sm font-semibold">Struk</h3>
      <p className="text-center">{trxNo}</p>
      <p className="mb-2 text-center text-muted-foreground">{time}</p>
      <table className="w-full border-y border-dashed border-border">
        <caption className="sr-only">Barang</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Barang</th>
            <th scope="col">Jumlah</th>
          </tr>
        </thead>
        <tbody>
          {receipt.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: receipt lines have no identity of their own (one SKU can appear twice)
            <tr key={i} className="align-top">
              <td className="py-1 pr-2">
                <div>{item.name}</div>
                <div className="text-muted-foreground">
                  {formatNumber(item.qty)} x {formatRupiah(item.price)}
                  {item.discount > 0 ? ` (diskon ${formatRupiah(item.discount)})` : ''}
                </div>
              </td>
              <td className="py-1 text-right tabular-nums">{formatRupiah(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-2 flex flex-col gap-0.5">
        {line('Subtotal', receipt.subtotal)}
        {receipt.discount > 0 ? line('Diskon', receipt.discount, { minus: true }) : null}
        {receipt.serviceCharge > 0 ? line('Service charge', receipt.serviceCharge) : null}
        {receipt.taxAmount > 0
          ? line(taxIncluded ? `${taxLabel} (termasuk)` : taxLabel, receipt.taxAmount)
          : null}
        {line('Total', receipt.total, { strong: true })}
        {line('Dibayar', receipt.paid)}
        {line('Kembalian', receipt.change)}
      </dl>
    </section>
  )
}

/** "Detail": every field of one transaction (and a sale's receipt), loaded from /detail under the scope. */
export function TransactionDetail({
  def,
  id,
  onClose,
}: {
  def: ReportDef
  id: number | null
  onClose: () => void
}) {
  const query = useQuery({
    queryKey: reportKeys.detail(def, id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => reportApi.detail(def, id ?? 0, signal),
    retry: false,
  })
  const detail = query.data
  const revealer = useRevealer(def)
  const trxNo = detail ? String(detail.row.trxNo ?? '') : ''
  const time = detail ? textOf({ format: 'datetime' }, detail.row.createdAt) : ''
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {id !== null ? (
        <DialogContent title={detail ? `Transaksi ${trxNo}` : 'Detail transaksi'}>
          {/* Focusable, so the details can be scrolled with the keyboard (they hold no control). */}
          <DialogBody tabIndex={0} role="region" aria-label="Rincian transaksi">
            {query.isPending ? (
              <PageSpinner label="Memuat detail…" />
            ) : query.isError ? (
              <Alert variant="error">{query.error.message}</Alert>
            ) : detail ? (
              <div className="flex flex-col gap-5">
                {detail.receipt ? <ReceiptView receipt={detail.receipt} trxNo={trxNo} time={time} /> : null}
                <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
                  {def.detail.map((field) => {
                    const value = detail.row[field.key]
                    return (
                      <div key={field.key} className="contents">
                        <dt className="text-muted-foreground">{field.label}</dt>
                        {isPersonalValue(def.personal, field.key, value) ? (
                          <dd className="break-words">
                            <PersonalValue
                              text={value}
                              label={field.label}
                              id={detail.row.id}
                              field={field.key}
                              revealer={revealer}
                            />
                          </dd>
                        ) : (
                          <dd
                            className={cn(
                              'break-words',
                              field.format === 'code' && 'font-mono text-xs leading-5',
                            )}
                          >
                            {textOf(field, value)}
                          </dd>
                        )}
                      </div>
                    )
                  })}
                </dl>
              </div>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogCloseButton />
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
