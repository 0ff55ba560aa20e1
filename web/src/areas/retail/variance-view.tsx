import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { addDays, wibDay } from '#contract/engine/dates.ts'
import { formatDateTime } from '#contract/format.ts'
import { formatQuantity } from '#contract/retail/quantity.ts'
import { stockVariance, type VarianceRow } from '#contract/retail/stock-count.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { RefField } from '../../engine/ref-field.tsx'
import { dataOf } from '../../engine/resource-api.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { DayInput } from '../../ui/day-input.tsx'
import { Label } from '../../ui/label.tsx'

/** A variance beyond this share of the theoretical use is flagged (a kitchen's usual tolerance) [?]. */
const FLAG_PERCENT = 5

const qty = (milli: number | null, unit: string) =>
  milli === null ? '–' : `${formatQuantity(milli)} ${unit}`
const percent = (p: number | null) =>
  p === null ? '–' : `${p.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`

/**
 * "Selisih Stok" (issue 18 item 5): per ingredient of the outlet's recipes, between its first and last count in
 * the period, the use the recipes predict from sales beside the use the counts show, the variance and its percent.
 */
export function VarianceView({ header }: { header: ReactNode }) {
  const id = useId()
  const today = wibDay()
  const [outletId, setOutletId] = useState<number | undefined>()
  const [from, setFrom] = useState<string | undefined>(addDays(today, -7))
  const [to, setTo] = useState<string | undefined>(today)
  const ready = outletId !== undefined && from !== undefined && to !== undefined && from <= to
  const variance = useQuery({
    queryKey: ['stock-variance', outletId, from, to],
    enabled: ready,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      dataOf(
        callEndpoint(stockVariance, { outletId: outletId ?? 0, from: from ?? '', to: to ?? '' }, { signal }),
      ),
  })
  const rows = variance.data?.rows ?? []
  const measured = rows.filter((r) => r.closingAt !== null)

  return (
    <>
      {header}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <RefField
          className="min-w-56"
          id={`${id}-outlet`}
          label="Outlet"
          apiPath="outlet"
          placeholder="Pilih outlet"
          value={outletId}
          onChange={setOutletId}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-from`}>Dari tanggal</Label>
          <DayInput id={`${id}-from`} value={from} onChange={setFrom} max={to} className="w-40" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-to`}>Sampai tanggal</Label>
          <DayInput id={`${id}-to`} value={to} onChange={setTo} min={from} className="w-40" />
        </div>
      </div>
      <p className="mb-4 text-sm text-muted-foreground">
        Pemakaian aktual = opname awal + penerimaan/penyesuaian − opname akhir; pemakaian teoretis = resep ×
        penjualan (dikurangi pembatalan) di antara opname pertama dan terakhir dalam periode. Selisih positif:
        lebih banyak terpakai daripada yang terjual (susut, terbuang, hilang).
      </p>
      {!outletId ? (
        <p className="text-sm text-muted-foreground">Pilih outlet untuk melihat selisih stok bahan baku.</p>
      ) : from !== undefined && to !== undefined && from > to ? (
        <Alert variant="error">Tanggal awal tidak boleh setelah tanggal akhir.</Alert>
      ) : variance.isError ? (
        <Alert variant="error">{variance.error.message}</Alert>
      ) : !variance.data ? (
        <p className="text-sm text-muted-foreground">Memuat selisih stok…</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Merchant outlet ini belum punya resep: tidak ada bahan baku untuk dihitung.
        </p>
      ) : (
        <>
          {measured.length === 0 ? (
            <Alert variant="info" className="mb-4">
              Belum ada dua stok opname dalam periode ini. Catat opname di awal dan akhir periode (tab Stok
              Opname).
            </Alert>
          ) : null}
          <div className="overflow-x-auto rounded-md border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">Selisih stok bahan baku</caption>
              <thead className="bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Bahan
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Opname
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Awal
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Diterima
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Akhir
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Pemakaian Aktual
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Pemakaian Teoretis
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Selisih
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Selisih %
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <VarianceLine key={r.productId} row={r} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  )
}

function VarianceLine({ row: r }: { row: VarianceRow }) {
  const flagged = r.variancePercent !== null && Math.abs(r.variancePercent) > FLAG_PERCENT
  return (
    <tr className="border-t border-border align-top">
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <div>{r.name}</div>
        <div className="text-xs text-muted-foreground">{r.sku}</div>
      </th>
      <td className="px-3 py-2 text-xs whitespace-nowrap text-muted-foreground">
        {r.openingAt && r.closingAt ? (
          <>
            <div>{formatDateTime(r.openingAt)}</div>
            <div>s.d. {formatDateTime(r.closingAt)}</div>
          </>
        ) : (
          'Perlu dua opname dalam periode'
        )}
      </td>
      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{qty(r.openingMilli, r.unit)}</td>
      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{qty(r.receivedMilli, r.unit)}</td>
      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{qty(r.closingMilli, r.unit)}</td>
      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{qty(r.actualMilli, r.unit)}</td>
      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
        {qty(r.theoreticalMilli, r.unit)}
      </td>
      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{qty(r.varianceMilli, r.unit)}</td>
      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
        {flagged ? <Badge tone="warning">{percent(r.variancePercent)}</Badge> : percent(r.variancePercent)}
        {r.varianceMilli !== null && r.variancePercent === null && r.varianceMilli !== 0 ? (
          <div className="text-xs text-muted-foreground">tanpa penjualan</div>
        ) : null}
      </td>
    </tr>
  )
}
