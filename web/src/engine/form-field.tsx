import { lazy, type ReactNode, Suspense } from 'react'
import { type Control, Controller, type FieldError, useWatch } from 'react-hook-form'
import type { FieldDef, ResourceDef } from '#contract/engine/resource.ts'
import { cn } from '../ui/cn.ts'
import { DateTimeInput } from '../ui/datetime-input.tsx'
import { DayInput } from '../ui/day-input.tsx'
import { Input } from '../ui/input.tsx'
import { FieldError as FieldErrorText, Label } from '../ui/label.tsx'
import { NativeSelect } from '../ui/native-select.tsx'
import { PasswordInput } from '../ui/password-input.tsx'
import { Textarea } from '../ui/textarea.tsx'
import { isoToLocalInput, localInputToIso } from './datetime.ts'
import { type FormMode, type FormValues, refOf, selectWantsNumber } from './form-values.ts'
import { formatMoneyInput, parseMoneyInput } from './money.ts'
import { PercentInput } from './percent-input.tsx'
import { useResourceLookup } from './resource-lookup.ts'
import { BankSelect, LocationSelect, RefSelect, StaticSelect } from './select-inputs.tsx'

/** The fee engine's editors (tiers, shares, a party): loaded only by a form that has one. */
const FeeInput = lazy(() => import('./fee-inputs.tsx'))
/** The recipe editor (rows of ingredient, quantity, unit): loaded only by a form that has one. */
const RecipeInput = lazy(() => import('./recipe-input.tsx'))
/** The rich-text editor (TipTap): loaded only by a form that has a `richtext` field. */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'))

const TEXT_INPUT: Partial<
  Record<FieldDef['type'], { type: string; autoComplete?: string; inputMode?: 'tel' }>
> = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'off' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
}

const LOCATION_LEVEL = { city: 'city', district: 'district', village: 'village' } as const

/** The first message of a field's error (array fields may carry it on an element). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const e = error as FieldError & Record<string, unknown>
  if (typeof e.message === 'string' && e.message) return e.message
  for (const v of Object.values(e)) {
    const m = v && typeof v === 'object' ? messageOf(v) : undefined
    if (m) return m
  }
  return undefined
}

interface FormFieldProps {
  /** The form's input schema (a resource's, or a hand-built form's): decides how select values are typed. */
  def: Pick<ResourceDef, 'input'>
  field: FieldDef
  fields: readonly FieldDef[]
  control: Control<FormValues>
  mode: FormMode
  formId: string
  /** Called after the user changed this field (dependent fields are cleared). */
  onUserChange: (key: string) => void
  /** Shown but not editable for a reason of the caller's (its help text says why). */
  disabled?: boolean
  /** A personal field on edit: its stored value, masked; the input starts empty and empty keeps it. */
  kept?: string | undefined
}

/** One input per field type, with its label, help text and error message (read by screen readers). */
export function FormField({
  def,
  field,
  fields,
  control,
  mode,
  formId,
  onUserChange,
  disabled = false,
  kept,
}: FormFieldProps) {
  const id = `${formId}-${field.key}`
  const labelId = `${id}-label`
  const helpId = `${id}-help`
  const errorId = `${id}-error`
  // A placeholder is a hint, never a value that looks entered: "contoh: 000001234567890".
  const hint = field.placeholder ? `contoh: ${field.placeholder}` : undefined
  const lockedOnEdit = mode === 'edit' && field.lockedOnEdit === true
  const locked = disabled || lockedOnEdit
  const dependsOn = field.parent ?? field.refBy?.field
  const upstream = useWatch({ control, name: dependsOn ?? field.key })
  // '' until the declarations are in, which keeps a ref select's queries waiting.
  const resources = useResourceLookup()
  const parentValue = dependsOn && typeof upstream === 'string' ? upstream : ''
  // A ref narrowed by another field (merchant group members: merchants of the chosen client).
  const filterSource = useWatch({ control, name: field.refFilter?.field ?? field.key })
  const refFilterValue = field.refFilter ? filterSource : undefined
  const refFilterLabel = field.refFilter
    ? fields.find((f) => f.key === field.refFilter?.field)?.label
    : undefined
  const parentLabel = dependsOn ? fields.find((f) => f.key === dependsOn)?.label : undefined
  const help = [
    field.help,
    lockedOnEdit ? 'Tidak dapat diubah setelah data disimpan.' : undefined,
    kept ? `Tersimpan: ${kept} (disamarkan). Kosongkan bila tidak diubah.` : undefined,
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <Controller
      control={control}
      name={field.key}
      render={({ field: f, fieldState }) => {
        const message = messageOf(fieldState.error)
        const describedBy =
          [help ? helpId : '', message ? errorId : ''].filter(Boolean).join(' ') || undefined
        const common = {
          id,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': describedBy,
          disabled: locked,
          onBlur: f.onBlur,
        } as const
        const change = (value: unknown) => {
          f.onChange(value)
          onUserChange(field.key)
        }
        const selectCommon = {
          id,
          labelId,
          label: field.label,
          invalid: Boolean(message),
          describedBy,
          disabled: locked,
          buttonRef: f.ref,
          onBlur: f.onBlur,
          placeholder: field.placeholder ?? `Pilih ${field.label.toLowerCase()}`,
        }
        const value = f.value

        let control: ReactNode
        switch (field.type) {
          case 'password':
            control = (
              <PasswordInput
                {...common}
                ref={f.ref}
                autoComplete="new-password"
                placeholder={hint}
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => change(e.target.value)}
              />
            )
            break
          case 'text':
          case 'email':
          case 'phone': {
            const t = TEXT_INPUT[field.type] ?? { type: 'text' }
            control = (
              <Input
                {...common}
                ref={f.ref}
                type={t.type}
                autoComplete={t.autoComplete}
                inputMode={t.inputMode}
                placeholder={hint}
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => change(e.target.value)}
              />
            )
            break
          }
          case 'textarea':
            control = (
              <Textarea
                {...common}
                ref={f.ref}
                rows={3}
                placeholder={hint}
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => change(e.target.value)}
              />
            )
            break
          case 'number':
            control = (
              <Input
                {...common}
                ref={f.ref}
                type="number"
                inputMode="numeric"
                placeholder={hint}
                value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
                onChange={(e) => change(e.target.value === '' ? undefined : Number(e.target.value))}
              />
            )
            break
          case 'money':
            control = (
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
                >
                  Rp
                </span>
                <Input
                  {...common}
                  ref={f.ref}
                  inputMode="numeric"
                  className="pl-10 tabular-nums"
                  placeholder={hint ?? '0'}
                  value={formatMoneyInput(typeof value === 'number' ? value : undefined)}
                  onChange={(e) => change(parseMoneyInput(e.target.value))}
                />
              </div>
            )
            break
          case 'percent':
            control = (
              <PercentInput
                {...common}
                ref={f.ref}
                placeholder={hint ?? '0'}
                value={typeof value === 'number' ? value : undefined}
                onChange={change}
              />
            )
            break
          case 'date':
            control = (
              <DayInput
                {...common}
                ref={f.ref}
                className="w-full sm:w-56"
                value={typeof value === 'string' && value !== '' ? value : undefined}
                onChange={(day) => change(day ?? '')}
              />
            )
            break
          case 'time':
            control = (
              <Input
                {...common}
                ref={f.ref}
                type={field.type}
                className="w-full sm:w-56"
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => change(e.target.value)}
              />
            )
            break
          case 'datetime':
            control = (
              <DateTimeInput
                {...common}
                ref={f.ref}
                timeLabel={`Jam ${field.label}`}
                value={isoToLocalInput(typeof value === 'string' ? value : '')}
                onChange={(local) => change(localInputToIso(local))}
              />
            )
            break
          case 'boolean':
            return (
              <div className="flex flex-col gap-1 sm:col-span-2">
                <div className="flex items-center gap-2">
                  <input
                    {...common}
                    ref={f.ref}
                    type="checkbox"
                    className="size-4 rounded border-input accent-primary-strong focus-ring"
                    checked={value === true}
                    onChange={(e) => change(e.target.checked)}
                  />
                  <Label htmlFor={id} id={labelId} className="font-normal">
                    {field.label}
                  </Label>
                </div>
                {help ? (
                  <p id={helpId} className="text-xs text-muted-foreground">
                    {help}
                  </p>
                ) : null}
                <FieldErrorText id={errorId} message={message} />
              </div>
            )
          case 'select': {
            const numeric = selectWantsNumber(def, field)
            control = (
              <NativeSelect
                {...common}
                ref={f.ref}
                value={value === undefined || value === null ? '' : String(value)}
                onChange={(e) => {
                  const raw = e.target.value
                  change(raw === '' ? '' : numeric ? Number(raw) : raw)
                }}
              >
                <option value="">{`Pilih ${field.label.toLowerCase()}`}</option>
                {(field.options ?? []).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            )
            break
          }
          case 'multiselect':
            control = (
              <StaticSelect
                {...selectCommon}
                multiple
                options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
                value={Array.isArray(value) ? value.map(String) : []}
                onChange={change}
              />
            )
            break
          case 'ref':
          case 'multiref': {
            const refName = refOf(field, { [dependsOn ?? '']: parentValue })
            const apiPath = refName
              ? resources
                ? (resources.resourceByName(refName)?.apiPath ?? refName)
                : ''
              : undefined
            const multiple = field.type === 'multiref'
            const ids = multiple
              ? Array.isArray(value)
                ? value.map(Number)
                : []
              : typeof value === 'number'
                ? [value]
                : []
            const waitingForFilter =
              field.refFilter !== undefined &&
              (refFilterValue === undefined || refFilterValue === null || refFilterValue === '')
            control =
              apiPath && !waitingForFilter ? (
                <RefSelect
                  key={apiPath}
                  {...selectCommon}
                  apiPath={apiPath}
                  multiple={multiple}
                  value={ids}
                  onChange={(next) => change(multiple ? next : next[0])}
                  {...(field.refFilter ? { filters: { [field.refFilter.filter]: refFilterValue } } : {})}
                />
              ) : waitingForFilter ? (
                <StaticSelect
                  {...selectCommon}
                  disabled
                  placeholder={`Pilih ${(refFilterLabel ?? 'data induk').toLowerCase()} dahulu`}
                  options={[]}
                  value={[]}
                  onChange={() => undefined}
                />
              ) : (
                <StaticSelect
                  {...selectCommon}
                  disabled
                  placeholder={refName ? 'Memuat…' : `Pilih ${(parentLabel ?? 'jenis').toLowerCase()} dahulu`}
                  options={[]}
                  value={[]}
                  onChange={() => undefined}
                />
              )
            break
          }
          case 'province':
          case 'provinces':
            control = (
              <LocationSelect
                {...selectCommon}
                level="province"
                multiple={field.type === 'provinces'}
                value={
                  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : []
                }
                onChange={(codes) => change(field.type === 'provinces' ? codes : (codes[0] ?? ''))}
              />
            )
            break
          case 'city':
          case 'district':
          case 'village':
            control = (
              <LocationSelect
                {...selectCommon}
                level={LOCATION_LEVEL[field.type]}
                parentCode={parentValue}
                value={typeof value === 'string' && value ? [value] : []}
                onChange={(codes) => change(codes[0] ?? '')}
              />
            )
            break
          case 'tiers':
          case 'shares':
          case 'party':
            control = (
              <Suspense fallback={<p className="text-sm text-muted-foreground">Memuat…</p>}>
                <FeeInput
                  kind={field.type}
                  id={id}
                  label={field.label}
                  value={value}
                  onChange={change}
                  error={fieldState.error}
                  describedBy={describedBy}
                  disabled={locked}
                />
              </Suspense>
            )
            break
          case 'recipe': {
            const ref = field.ref ? (resources?.resourceByName(field.ref)?.apiPath ?? field.ref) : ''
            const waiting =
              field.refFilter !== undefined &&
              (refFilterValue === undefined || refFilterValue === null || refFilterValue === '')
            control = waiting ? (
              <p className="text-sm text-muted-foreground">
                Pilih {(refFilterLabel ?? 'data induk').toLowerCase()} dahulu.
              </p>
            ) : (
              <Suspense fallback={<p className="text-sm text-muted-foreground">Memuat…</p>}>
                <RecipeInput
                  id={id}
                  label={field.label}
                  value={value}
                  onChange={change}
                  error={fieldState.error}
                  describedBy={describedBy}
                  disabled={locked}
                  apiPath={ref}
                  {...(field.refFilter ? { filters: { [field.refFilter.filter]: refFilterValue } } : {})}
                />
              </Suspense>
            )
            break
          }
          case 'richtext':
            control = (
              <Suspense fallback={<p className="text-sm text-muted-foreground">Memuat editor…</p>}>
                <RichTextEditor
                  id={id}
                  label={field.label}
                  value={typeof value === 'string' ? value : ''}
                  onChange={change}
                  onBlur={f.onBlur}
                  describedBy={describedBy}
                  invalid={Boolean(message)}
                  disabled={locked}
                />
              </Suspense>
            )
            break
          case 'bank':
            control = (
              <BankSelect
                {...selectCommon}
                value={typeof value === 'string' && value ? [value] : []}
                onChange={(codes) => change(codes[0] ?? '')}
              />
            )
            break
        }

        const wide =
          field.type === 'textarea' ||
          field.type === 'richtext' ||
          field.type === 'multiref' ||
          field.type === 'provinces' ||
          field.type === 'tiers' ||
          field.type === 'shares' ||
          field.type === 'recipe'
        return (
          <div className={cn('flex flex-col gap-1.5', wide && 'sm:col-span-2')}>
            <Label htmlFor={id} id={labelId}>
              {field.label}
            </Label>
            {control}
            {help ? (
              <p id={helpId} className="text-xs text-muted-foreground">
                {help}
              </p>
            ) : null}
            <FieldErrorText
              id={errorId}
              message={
                field.type === 'tiers' || field.type === 'shares' || field.type === 'recipe'
                  ? undefined
                  : message
              }
            />
          </div>
        )
      }}
    />
  )
}
