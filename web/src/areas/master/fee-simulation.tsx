import { useId, useMemo, useState } from 'react'
import type { ResourceDef } from '#contract/engine/resource.ts'
import { BEARER_LABEL } from '#contract/fees/schemes.ts'
import { flatForSimulation, simulate } from '#contract/fees/simulate.ts'
import { formatRupiah } from '#contract/format.ts'
import { FIXED_PARTIES } from '#contract/master/fees.ts'
import { useFeeParties } from '../../engine/fee-inputs.tsx'
import { formatMoneyInput, parseMoneyInput } from '../../engine/money.ts'
import { Input } from '../../ui/input.tsx'
import { Label } from '../../ui/label.tsx'

/**
 * "Simulasi biaya" (issue 15 item 1) below a fee scheme's form: the lines of a transaction of the amount the
 * user types, priced with the scheme being edited by the fee engine itself (contract/fees/simulate.ts, the
 * server's code), updated as the form changes. A scheme the engine refuses shows what to fix instead.
 * Loaded with the form only (web/src/engine/form-extras.ts), so the engine stays out of the list's load.
 */

const FIELD_LABEL: Record<string, string> = {
  type: 'Tipe biaya',
  amount: 'Biaya',
  bps: 'Persentase',
  tiers: 'Tingkat',
  min: 'Minimum',
  max: 'Maksimum',
  perUnit: 'Biaya per unit',
  bearer: 'Ditanggung oleh',
  component: 'Komponen',
  kind: 'Jenis transaksi',
  shares: 'Bagi hasil',
  remainderTo: 'Sisa untuk',
  validFrom: 'Berlaku mulai',
  validTo: 'Berlaku sampai',
}
const fieldLabel = (field: string) => {
  const [head, index, cell] = field.split('.')
  const base = FIELD_LABEL[head ?? ''] ?? head ?? ''
  if (index === undefined) return base
  return `${base} ${Number(index) + 1}${cell ? ` (${cell})` : ''}`
}

const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)

export default function FeeSimulation({ values }: { def: ResourceDef; values: Record<string, unknown> }) {
  const id = useId()
  const [amount, setAmount] = useState<number | undefined>(150_000)
  const [quantity, setQuantity] = useState(1)
  const parties = useFeeParties()
  const partyLabel = (code: string) =>
    (parties.data ?? FIXED_PARTIES).find((p) => p.value === code)?.label ?? code
  const flat = useMemo(() => flatForSimulation(values, today()), [values])
  const result = useMemo(
    () => (amount === undefined ? null : simulate(flat, amount, flat.perUnit ? quantity : 1)),
    [flat, amount, quantity],
  )
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold tracking-wide text-primary-strong uppercase">
        Simulasi biaya
      </h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-amount`}>Nominal transaksi</Label>
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
            >
              Rp
            </span>
            <Input
              id={`${id}-amount`}
              inputMode="numeric"
              className="pl-10 tabular-nums"
              value={formatMoneyInput(amount)}
              onChange={(e) => setAmount(parseMoneyInput(e.target.value))}
            />
          </div>
        </div>
        {flat.perUnit ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-quantity`}>Jumlah lembar</Label>
            <Input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              value={quantity}
              onChange={(e) => setQuantity(Math.min(1000, Math.max(1, Number(e.target.value) || 1)))}
            />
          </div>
        ) : null}
      </div>
      <div aria-live="polite" className="text-sm">
        {result === null ? (
          <p className="text-muted-foreground">Isi nominal untuk melihat biayanya.</p>
        ) : !result.ok ? (
          <div role="status">
            <p className="font-medium">Perbaiki skema dahulu:</p>
            <ul className="mt-1 list-disc pl-5 text-destructive">
              {result.errors.map((e) => (
                <li key={`${e.field}:${e.message}`}>
                  {fieldLabel(e.field)}: {e.message}
                </li>
              ))}
            </ul>
          </div>
        ) : result.pricing.lines.length === 0 ? (
          <p className="text-muted-foreground">Skema ini tidak berlaku untuk transaksi tersebut.</p>
        ) : (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums" data-testid="fee-simulation">
            {result.pricing.lines.map((line) => (
              <div key={line.code + line.component} className="contents">
                <dt>
                  {line.label}{' '}
                  <span className="text-muted-foreground">
                    (ditanggung {BEARER_LABEL[line.bearer].toLowerCase()})
                  </span>
                </dt>
                <dd className="text-right">{formatRupiah(line.amount)}</dd>
              </div>
            ))}
            {result.pricing.shares.map((s) => (
              <div key={`${s.line}:${s.partnerId}`} className="contents text-muted-foreground">
                <dt className="pl-4">Bagian {partyLabel(s.partnerId)}</dt>
                <dd className="text-right">{formatRupiah(s.amount)}</dd>
              </div>
            ))}
            <dt className="mt-2 border-t border-border pt-2 font-medium">Dibayar pelanggan</dt>
            <dd className="mt-2 border-t border-border pt-2 text-right font-medium">
              {formatRupiah(result.pricing.customerTotal)}
            </dd>
            <dt className="font-medium">Diterima merchant</dt>
            <dd className="text-right font-medium">{formatRupiah(result.pricing.merchantNet)}</dd>
          </dl>
        )}
      </div>
    </section>
  )
}
