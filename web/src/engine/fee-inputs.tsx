import { useQuery } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import type { Share, Tier } from '#contract/fees/schemes.ts'
import { FIXED_PARTIES, feeParties } from '#contract/master/fees.ts'
import { callEndpoint } from '../api/endpoint.ts'
import { Button } from '../ui/button.tsx'
import { Input } from '../ui/input.tsx'
import { NativeSelect } from '../ui/native-select.tsx'
import { addShare, addTier, removeTier, replaceAt, withType } from './fee-rows.ts'
import { formatMoneyInput, parseMoneyInput } from './money.ts'
import { PercentInput } from './percent-input.tsx'
import { dataOf } from './resource-api.ts'

/**
 * The fee engine's inputs of the resource form (issue 15 item 1), loaded only by a form that has them:
 * the tier editor (`tiers`: Tier[]), the shares editor (`shares`: Share[]) and one party (`party`). Every
 * cell is a labelled input (the row's number in its name for screen readers), rows stack on a phone.
 */

export interface FeeInputProps {
  kind: 'tiers' | 'shares' | 'party'
  id: string
  label: string
  value: unknown
  onChange: (value: unknown) => void
  /** The field's error: a message, or per row and cell (react-hook-form's nested errors). */
  error: unknown
  describedBy?: string | undefined
  disabled?: boolean
}

const TYPE_OPTIONS = [
  { value: 'FLAT', label: 'Flat (Rp)' },
  { value: 'PERCENT', label: 'Persen' },
] as const

/** The parties a sharing may name (POST /fee-party/list), the fixed two until it answers. */
export function useFeeParties() {
  return useQuery({
    queryKey: ['fee-parties'],
    queryFn: ({ signal }) => dataOf(callEndpoint(feeParties, {}, { signal })),
    staleTime: 5 * 60_000,
  })
}

type Cells = Record<string, { message?: string } | undefined>
const cellError = (error: unknown, index: number, key: string): string | undefined => {
  if (!Array.isArray(error)) return undefined
  const row = error[index] as Cells | undefined
  return row?.[key]?.message
}
const rootError = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined
  const e = error as { message?: unknown; root?: { message?: string } }
  return typeof e.message === 'string' && e.message ? e.message : e.root?.message
}

function Cell({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error: string | undefined
  children: React.ReactNode
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function MoneyCell({
  id,
  value,
  onChange,
  placeholder,
  ariaLabel,
  invalid,
  disabled,
}: {
  id: string
  value: number | undefined
  onChange: (v: number | undefined) => void
  placeholder?: string
  ariaLabel: string
  invalid: boolean
  disabled?: boolean | undefined
}) {
  return (
    <Input
      id={id}
      inputMode="numeric"
      className="tabular-nums"
      aria-label={ariaLabel}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      disabled={disabled}
      placeholder={placeholder ?? '0'}
      value={formatMoneyInput(value)}
      onChange={(e) => onChange(parseMoneyInput(e.target.value))}
    />
  )
}

function ValueCell({
  id,
  row,
  onChange,
  ariaLabel,
  invalid,
  disabled,
}: {
  id: string
  row: Tier | Share
  onChange: (row: Tier | Share) => void
  ariaLabel: string
  invalid: boolean
  disabled?: boolean | undefined
}) {
  return row.type === 'FLAT' ? (
    <MoneyCell
      id={id}
      ariaLabel={`${ariaLabel} (Rp)`}
      invalid={invalid}
      disabled={disabled}
      value={row.amount}
      onChange={(amount) => onChange({ ...row, amount: amount as number })}
    />
  ) : (
    <PercentInput
      id={id}
      aria-label={`${ariaLabel} (%)`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      disabled={disabled}
      placeholder="0"
      value={row.bps}
      onChange={(bps) => onChange({ ...row, bps: bps as number })}
    />
  )
}

function TypeCell({
  id,
  value,
  onChange,
  ariaLabel,
  disabled,
}: {
  id: string
  value: 'FLAT' | 'PERCENT'
  onChange: (type: 'FLAT' | 'PERCENT') => void
  ariaLabel: string
  disabled?: boolean | undefined
}) {
  return (
    <NativeSelect
      id={id}
      aria-label={ariaLabel}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value as 'FLAT' | 'PERCENT')}
    >
      {TYPE_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  )
}

function RemoveButton({
  label,
  onClick,
  disabled,
}: {
  label: string
  onClick: () => void
  disabled?: boolean | undefined
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  )
}

function TiersInput({ id, label, value, onChange, error, describedBy, disabled }: FeeInputProps) {
  const tiers = Array.isArray(value) ? (value as Tier[]) : []
  const root = rootError(error)
  return (
    <fieldset
      id={id}
      aria-label={label}
      aria-describedby={describedBy}
      className="flex min-w-0 flex-col gap-3 border-0 p-0"
    >
      {tiers.length === 0 ? <p className="text-sm text-muted-foreground">Belum ada tingkat.</p> : null}
      <ol className="flex flex-col gap-3">
        {tiers.map((t, i) => {
          const n = i + 1
          const cell = (k: string) => `${id}-${i}-${k}`
          const set = (row: Tier) => onChange(replaceAt(tiers, i, row))
          const err = (k: string) => cellError(error, i, k)
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position in the list
              key={i}
              className="grid grid-cols-2 items-start gap-2 rounded-md border border-border p-2 sm:grid-cols-[1fr_1fr_8rem_1fr_auto]"
            >
              <Cell id={cell('from')} label={`Tingkat ${n}: dari (Rp)`} error={err('from')}>
                <MoneyCell
                  id={cell('from')}
                  ariaLabel={`Tingkat ${n}: dari (Rp)`}
                  invalid={Boolean(err('from'))}
                  disabled={disabled}
                  value={t.from}
                  onChange={(from) => set({ ...t, from: from ?? 0 })}
                />
              </Cell>
              <Cell id={cell('to')} label="sampai (Rp)" error={err('to')}>
                <MoneyCell
                  id={cell('to')}
                  ariaLabel={`Tingkat ${n}: sampai (Rp)`}
                  invalid={Boolean(err('to'))}
                  disabled={disabled}
                  placeholder={i === tiers.length - 1 ? 'tanpa batas' : '0'}
                  value={t.to}
                  onChange={(to) => {
                    const { to: _old, ...rest } = t
                    set((to === undefined ? rest : { ...rest, to }) as Tier)
                  }}
                />
              </Cell>
              <Cell id={cell('type')} label="jenis" error={undefined}>
                <TypeCell
                  id={cell('type')}
                  ariaLabel={`Tingkat ${n}: jenis`}
                  disabled={disabled}
                  value={t.type}
                  onChange={(type) => set(withType(t, type))}
                />
              </Cell>
              <Cell id={cell('value')} label="nilai" error={err('amount') ?? err('bps')}>
                <ValueCell
                  id={cell('value')}
                  ariaLabel={`Tingkat ${n}: nilai`}
                  invalid={Boolean(err('amount') ?? err('bps'))}
                  disabled={disabled}
                  row={t}
                  onChange={(row) => set(row as Tier)}
                />
              </Cell>
              <div className="flex items-end justify-end sm:pt-5">
                <RemoveButton
                  label={`Hapus tingkat ${n}`}
                  disabled={disabled}
                  onClick={() => onChange(removeTier(tiers, i))}
                />
              </div>
            </li>
          )
        })}
      </ol>
      <div>
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => onChange(addTier(tiers))}>
          <Plus className="size-4" aria-hidden="true" />
          Tambah tingkat
        </Button>
      </div>
      {root ? (
        <p className="text-sm text-destructive" role="alert">
          {root}
        </p>
      ) : null}
    </fieldset>
  )
}

function PartyOptions({ current }: { current: string }) {
  const parties = useFeeParties()
  const options = parties.data ?? FIXED_PARTIES
  return (
    <>
      <option value="">Pilih mitra</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
      {current && !options.some((o) => o.value === current) ? (
        <option value={current}>{current}</option>
      ) : null}
    </>
  )
}

function SharesInput({ id, label, value, onChange, error, describedBy, disabled }: FeeInputProps) {
  const shares = Array.isArray(value) ? (value as Share[]) : []
  const parties = useFeeParties()
  const root = rootError(error)
  return (
    <fieldset
      id={id}
      aria-label={label}
      aria-describedby={describedBy}
      className="flex min-w-0 flex-col gap-3 border-0 p-0"
    >
      {shares.length === 0 ? (
        <p className="text-sm text-muted-foreground">Tidak dibagi: seluruh biaya untuk penerima sisa.</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {shares.map((s, i) => {
          const n = i + 1
          const cell = (k: string) => `${id}-${i}-${k}`
          const set = (row: Share) => onChange(replaceAt(shares, i, row))
          const err = (k: string) => cellError(error, i, k)
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a share is its position in the list
              key={i}
              className="grid grid-cols-2 items-start gap-2 rounded-md border border-border p-2 sm:grid-cols-[2fr_8rem_1fr_auto]"
            >
              <div className="col-span-2 sm:col-span-1">
                <Cell id={cell('partner')} label={`Bagian ${n}: mitra`} error={err('partnerId')}>
                  <NativeSelect
                    id={cell('partner')}
                    aria-invalid={Boolean(err('partnerId')) || undefined}
                    aria-describedby={err('partnerId') ? `${cell('partner')}-error` : undefined}
                    disabled={disabled}
                    value={s.partnerId}
                    onChange={(e) => set({ ...s, partnerId: e.target.value })}
                  >
                    <PartyOptions current={s.partnerId} />
                  </NativeSelect>
                </Cell>
              </div>
              <Cell id={cell('type')} label="jenis" error={undefined}>
                <TypeCell
                  id={cell('type')}
                  ariaLabel={`Bagian ${n}: jenis`}
                  disabled={disabled}
                  value={s.type}
                  onChange={(type) => set(withType(s, type))}
                />
              </Cell>
              <Cell id={cell('value')} label="nilai" error={err('amount') ?? err('bps')}>
                <ValueCell
                  id={cell('value')}
                  ariaLabel={`Bagian ${n}: nilai`}
                  invalid={Boolean(err('amount') ?? err('bps'))}
                  disabled={disabled}
                  row={s}
                  onChange={(row) => set(row as Share)}
                />
              </Cell>
              <div className="flex items-end justify-end sm:pt-5">
                <RemoveButton
                  label={`Hapus bagian ${n}`}
                  disabled={disabled}
                  onClick={() => onChange(shares.filter((_, k) => k !== i))}
                />
              </div>
            </li>
          )
        })}
      </ol>
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || shares.length >= 20}
          onClick={() =>
            onChange(
              addShare(
                shares,
                (parties.data ?? FIXED_PARTIES).map((p) => p.value).filter((p) => p !== 'MINT'),
              ),
            )
          }
        >
          <Plus className="size-4" aria-hidden="true" />
          Tambah mitra
        </Button>
      </div>
      {root ? (
        <p className="text-sm text-destructive" role="alert">
          {root}
        </p>
      ) : null}
    </fieldset>
  )
}

function PartySelect({ id, value, onChange, error, describedBy, disabled }: FeeInputProps) {
  const current = typeof value === 'string' ? value : ''
  return (
    <NativeSelect
      id={id}
      aria-invalid={Boolean(rootError(error)) || undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      value={current}
      onChange={(e) => onChange(e.target.value)}
    >
      <PartyOptions current={current} />
    </NativeSelect>
  )
}

export default function FeeInput(props: FeeInputProps) {
  if (props.kind === 'tiers') return <TiersInput {...props} />
  if (props.kind === 'shares') return <SharesInput {...props} />
  return <PartySelect {...props} />
}
