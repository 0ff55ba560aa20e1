import { PRODUCT_UNITS } from '#contract/retail/products.ts'
import { Input } from '../ui/input.tsx'
import { NativeSelect } from '../ui/native-select.tsx'
import { Cell, RowList } from './row-list.tsx'
import { RefSelect } from './select-inputs.tsx'

/** One recipe line as the form holds it (contract/retail/products.ts recipeLineInput's input). */
interface Line {
  ingredientId?: number
  qty: string
  unit: string
}

export interface RecipeInputProps {
  id: string
  label: string
  value: unknown
  onChange: (value: unknown) => void
  error: unknown
  describedBy?: string | undefined
  disabled?: boolean
  /** The resource whose rows are the ingredients (products) and the filter narrowing them (the merchant). */
  apiPath: string
  filters?: Record<string, unknown>
}

/**
 * The recipe editor (field type `recipe`, issue 18): rows of ingredient, quantity ("0,025") and unit, loaded
 * only by a form that has one. The unit is the ingredient's own; the server names it when another is chosen.
 */
export default function RecipeInput({
  id,
  label,
  value,
  onChange,
  error,
  describedBy,
  disabled,
  apiPath,
  filters,
}: RecipeInputProps) {
  const lines = Array.isArray(value) ? (value as Line[]) : []
  const set = (i: number, line: Line) => onChange(lines.map((l, k) => (k === i ? line : l)))
  return (
    <RowList
      id={id}
      label={label}
      describedBy={describedBy}
      disabled={disabled}
      error={error}
      rows={lines}
      empty="Belum ada bahan."
      name="Bahan"
      grid="sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      addLabel="Tambah bahan"
      canAdd={lines.length < 50}
      onAdd={() => onChange([...lines, { qty: '', unit: 'kg' }])}
      onRemove={(i) => onChange(lines.filter((_, k) => k !== i))}
      cells={(line, i, at) => (
        <>
          <div className="col-span-2 sm:col-span-1">
            <Cell id={at.cell('ingredientId')} label={`Bahan ${i + 1}`} error={at.err('ingredientId')}>
              <RefSelect
                id={at.cell('ingredientId')}
                labelId={`${at.cell('ingredientId')}-label`}
                label={`Bahan ${i + 1}`}
                apiPath={apiPath}
                value={line.ingredientId ? [line.ingredientId] : []}
                onChange={(ids) =>
                  set(i, { ...line, ...(ids[0] ? { ingredientId: ids[0] } : { ingredientId: undefined }) })
                }
                invalid={Boolean(at.err('ingredientId'))}
                disabled={disabled ?? false}
                placeholder="Pilih bahan"
                {...(filters ? { filters } : {})}
              />
            </Cell>
          </div>
          <Cell id={at.cell('qty')} label={`Jumlah bahan ${i + 1}`} error={at.err('qty')}>
            <Input
              id={at.cell('qty')}
              inputMode="decimal"
              className="tabular-nums"
              placeholder="0,025"
              aria-invalid={Boolean(at.err('qty')) || undefined}
              aria-describedby={at.err('qty') ? `${at.cell('qty')}-error` : undefined}
              disabled={disabled}
              value={line.qty}
              onChange={(e) => set(i, { ...line, qty: e.target.value })}
            />
          </Cell>
          <Cell id={at.cell('unit')} label={`Satuan bahan ${i + 1}`} error={at.err('unit')}>
            <NativeSelect
              id={at.cell('unit')}
              aria-invalid={Boolean(at.err('unit')) || undefined}
              aria-describedby={at.err('unit') ? `${at.cell('unit')}-error` : undefined}
              disabled={disabled}
              value={line.unit}
              onChange={(e) => set(i, { ...line, unit: e.target.value })}
            >
              {PRODUCT_UNITS.map((u) => (
                <option key={u.value} value={u.value}>
                  {u.label}
                </option>
              ))}
            </NativeSelect>
          </Cell>
        </>
      )}
    />
  )
}
