import type { z } from 'zod'
import {
  type FieldDef,
  type FieldType,
  type ResourceDef,
  updateInputSchema,
} from '#contract/engine/resource.ts'
import { PLATFORM_PARTY } from '#contract/fees/parties.ts'
import { toIsoInstant } from './datetime.ts'

/**
 * What a form holds for each field type, how a row fills it, and which fields depend on which. Pure,
 * so the rules are tested without a browser.
 */
export type FormMode = 'add' | 'edit'
export type FormValues = Record<string, unknown>

const ARRAY_TYPES: ReadonlySet<FieldType> = new Set([
  'multiselect',
  'multiref',
  'provinces',
  'tiers',
  'shares',
])
const NUMBER_TYPES: ReadonlySet<FieldType> = new Set(['number', 'money', 'percent', 'ref'])

/**
 * Whether an edit takes a row out of use: its status leaves ACTIVE, or its `active` flag is turned off. Such
 * an edit's confirmation says what still uses the row (issue 15 §5: "dipakai oleh 12 produk, 3 segmen").
 */
export function deactivates(field: FieldDef, before: unknown, after: unknown): boolean {
  if (field.key === 'status') return before === 'ACTIVE' && after !== 'ACTIVE'
  if (field.key === 'active' && field.type === 'boolean') return before === true && after === false
  return false
}

/** The empty value of a field: what it holds before anyone fills it in. */
export function emptyValueOf(field: FieldDef): unknown {
  if (ARRAY_TYPES.has(field.type)) return []
  if (NUMBER_TYPES.has(field.type)) return undefined
  if (field.type === 'boolean') return false
  // What a sharing's rest goes to unless the form says otherwise: the platform.
  if (field.type === 'party') return PLATFORM_PARTY
  return ''
}

export const formFields = (def: ResourceDef, mode: FormMode): FieldDef[] =>
  def.form.flatMap((s) => s.fields).filter((f) => mode === 'add' || !f.addOnly)

/**
 * The schema a form validates with: the resource's own input schema; on edit the update call's (personal
 * fields may be left empty, keeping what is stored) without add-only fields.
 */
export function formSchema(def: ResourceDef, mode: FormMode): z.ZodObject {
  if (mode === 'add') return def.input
  const schema = updateInputSchema(def)
  const addOnly = def.form.flatMap((s) => s.fields).filter((f) => f.addOnly)
  if (addOnly.length === 0) return schema
  try {
    return schema.omit(Object.fromEntries(addOnly.map((f) => [f.key, true])) as never) as z.ZodObject
  } catch {
    return schema // a schema with cross-field checks cannot be narrowed; it validates as a whole
  }
}

/**
 * Personal fields on edit are write-only (docs/ARCHITECTURE.md "Personal data"): the form starts them
 * empty, never with the masked value the detail carries, and one left empty is not sent, so the server
 * keeps what is stored. Typing a value replaces it.
 */
export function withoutKeptPersonal(def: Pick<ResourceDef, 'personal'>, values: FormValues): FormValues {
  const out = { ...values }
  for (const key of Object.keys(def.personal ?? {})) if (out[key] === '') delete out[key]
  return out
}

/** The stored (masked) value of each personal field of a row, shown beside its empty input on edit. */
export function keptPersonal(def: Pick<ResourceDef, 'personal'>, row: Record<string, unknown>) {
  const out: Record<string, string> = {}
  for (const key of Object.keys(def.personal ?? {})) {
    const v = row[key]
    if (typeof v === 'string' && v !== '') out[key] = v
  }
  return out
}

/**
 * Whether a select's option values are numbers in the schema (e.g. paper width 58 | 80): the
 * options are strings, the value sent must be what the schema accepts.
 */
export function selectWantsNumber(def: Pick<ResourceDef, 'input'>, field: FieldDef): boolean {
  const schema = def.input.shape[field.key] as z.ZodType | undefined
  const first = field.options?.[0]?.value
  if (!schema || first === undefined) return false
  return !schema.safeParse(first).success && schema.safeParse(Number(first)).success
}

export function defaultValues(def: ResourceDef, mode: FormMode): FormValues {
  return Object.fromEntries(formFields(def, mode).map((f) => [f.key, emptyValueOf(f)]))
}

/** The form values of an existing row: the keys the input schema has, empty where the row has none. */
export function valuesFromRow(def: ResourceDef, row: Record<string, unknown>, mode: FormMode = 'edit') {
  const values = defaultValues(def, mode)
  for (const f of formFields(def, mode)) {
    const v = row[f.key]
    if (v === null || v === undefined) continue
    if (ARRAY_TYPES.has(f.type)) values[f.key] = Array.isArray(v) ? v : []
    else if (NUMBER_TYPES.has(f.type)) values[f.key] = typeof v === 'number' ? v : Number(v)
    else if (f.type === 'boolean') values[f.key] = v === true
    else if (f.type === 'select' && typeof v === 'number') values[f.key] = v
    else if (f.type === 'datetime') values[f.key] = toIsoInstant(String(v))
    else values[f.key] = String(v)
  }
  for (const key of Object.keys(def.input.shape)) {
    if (!(key in values) && row[key] !== undefined && row[key] !== null) values[key] = row[key]
  }
  // What the row carries of personal data is masked: an edit starts such a field empty.
  if (mode === 'edit') for (const key of Object.keys(def.personal ?? {})) if (key in values) values[key] = ''
  return values
}

/**
 * The fields to clear when `key` changes: cities when the province changes (and their districts and
 * villages in turn), the subject of a target when its type changes.
 */
export function dependentsOf(fields: readonly FieldDef[], key: string): string[] {
  const out: string[] = []
  const visit = (k: string) => {
    for (const f of fields) {
      if ((f.parent === k || f.refBy?.field === k) && !out.includes(f.key)) {
        out.push(f.key)
        visit(f.key)
      }
    }
  }
  visit(key)
  return out
}

/** The resource a ref field offers rows of, given the form's current values (`refBy`). */
export function refOf(field: FieldDef, values: FormValues): string | undefined {
  if (field.ref) return field.ref
  if (!field.refBy) return undefined
  const chosen = values[field.refBy.field]
  return typeof chosen === 'string' ? field.refBy.refs[chosen] : undefined
}
