import { useQuery } from '@tanstack/react-query'
import type { Share, Tier } from '#contract/fees/schemes.ts'
import { FIXED_PARTIES, feeParties } from '#contract/master/fees.ts'
import { callEndpoint } from '../api/endpoint.ts'
import { Input } from '../ui/input.tsx'
import { NativeSelect } from '../ui/native-select.tsx'
import { addShare, addTier, removeTier, replaceAt, withType } from './fee-rows.ts'
import { formatMoneyInput, parseMoneyInput } from './money.ts'
import { PercentInput } from './percent-input.tsx'
import { dataOf } from './resource-api.ts'
import { Cell, RowList, rootError } from './row-list.tsx'

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

function TiersInput({ id, label, value, onChange, error, describedBy, disabled }: FeeInputProps) {
  const tiers = Array.isArray(value) ? (value as Tier[]) : []
  return (
    <RowList
      id={id}
      label={label}
      describedBy={describedBy}
      disabled={disabled}
      error={error}
      rows={tiers}
      empty="Belum ada tingkat."
      name="Tingkat"
      grid="sm:grid-cols-[1fr_1fr_8rem_1fr_auto]"
      addLabel="Tambah tingkat"
      onAdd={() => onChange(addTier(tiers))}
      onRemove={(i) => onChange(removeTier(tiers, i))}
      cells={(t, i, { cell, err }) => {
        const n = i + 1
        const set = (row: Tier) => onChange(replaceAt(tiers, i, row))
        return (
          <>
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
            <TypeAndValue row={t} n={n} name="Tingkat" cell={cell} err={err} disabled={disabled} set={set} />
          </>
        )
      }}
    />
  )
}

/** The two cells every row has: flat or percent, and its value (Rp or %). */
function TypeAndValue<R extends Tier | Share>({
  row,
  n,
  name,
  cell,
  err,
  disabled,
  set,
}: {
  row: R
  n: number
  name: string
  cell: (k: string) => string
  err: (k: string) => string | undefined
  disabled?: boolean | undefined
  set: (row: R) => void
}) {
  const valueError = err('amount') ?? err('bps')
  return (
    <>
      <Cell id={cell('type')} label="jenis" error={undefined}>
        <TypeCell
          id={cell('type')}
          ariaLabel={`${name} ${n}: jenis`}
          disabled={disabled}
          value={row.type}
          onChange={(type) => set(withType(row, type))}
        />
      </Cell>
      <Cell id={cell('value')} label="nilai" error={valueError}>
        <ValueCell
          id={cell('value')}
          ariaLabel={`${name} ${n}: nilai`}
          invalid={Boolean(valueError)}
          disabled={disabled}
          row={row}
          onChange={(next) => set(next as R)}
        />
      </Cell>
    </>
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
  return (
    <RowList
      id={id}
      label={label}
      describedBy={describedBy}
      disabled={disabled}
      error={error}
      rows={shares}
      empty="Tidak dibagi: seluruh biaya untuk penerima sisa."
      name="Bagian"
      grid="sm:grid-cols-[2fr_8rem_1fr_auto]"
      addLabel="Tambah mitra"
      canAdd={shares.length < 20}
      onAdd={() =>
        onChange(
          addShare(
            shares,
            (parties.data ?? FIXED_PARTIES).map((p) => p.value).filter((p) => p !== 'MINT'),
          ),
        )
      }
      onRemove={(i) => onChange(shares.filter((_, k) => k !== i))}
      cells={(s, i, { cell, err }) => {
        const n = i + 1
        const set = (row: Share) => onChange(replaceAt(shares, i, row))
        return (
          <>
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
            <TypeAndValue row={s} n={n} name="Bagian" cell={cell} err={err} disabled={disabled} set={set} />
          </>
        )
      }}
    />
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
