import { labelOf } from '#contract/engine/fields.ts'
import type { FieldDef, ResourceDef } from '#contract/engine/resource.ts'
import { formatBps, formatDate, formatDateTime, formatRupiah } from '#contract/format.ts'
import { textOf } from './cell.tsx'
import { isPersonalValue } from './reveal.tsx'

/** Every field of a row with a label a person reads, in the order the list and the form use. */
export interface DetailItem {
  key: string
  label: string
  text: string
  mono: boolean
  /** Personal data (masked by the server), which a holder of VIEW_PERSONAL_DATA may reveal. */
  personal: boolean
}

const COMMON_LABELS: Record<string, string> = {
  id: 'ID',
  createdAt: 'Dibuat',
  createdBy: 'Dibuat oleh',
  updatedAt: 'Diperbarui',
  updatedBy: 'Diperbarui oleh',
  platform: 'Platform',
}

const humanize = (key: string) =>
  key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())

function fieldText(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (field.options && (typeof value === 'string' || typeof value === 'number'))
    return labelOf(field.options, String(value))
  switch (field.type) {
    case 'money':
      return formatRupiah(Number(value))
    case 'percent':
      return formatBps(Number(value))
    case 'date':
      return formatDate(String(value))
    case 'datetime':
      return formatDateTime(String(value))
    default:
      return textOf(undefined, value)
  }
}

export function detailItems(def: ResourceDef, row: Record<string, unknown>, skip: readonly string[] = []) {
  const columns = new Map(def.columns.map((c) => [c.key, c]))
  const fields = new Map(def.form.flatMap((s) => s.fields).map((f) => [f.key, f]))
  const order = [...new Set(['id', ...columns.keys(), ...fields.keys(), ...Object.keys(row)])]
  const items: DetailItem[] = []
  for (const key of order) {
    if (!(key in row) || skip.includes(key)) continue
    const column = columns.get(key)
    const base = key.replace(/(Id|Code)$/, '')
    // An id or code with a name beside it (groupId → groupName) tells a person nothing more.
    if (!column && base !== key && `${base}Name` in row) continue
    const field = fields.get(key)
    const named = key.endsWith('Name')
      ? (fields.get(`${key.slice(0, -4)}Id`) ?? fields.get(`${key.slice(0, -4)}Code`))
      : undefined
    const label = column?.label ?? field?.label ?? named?.label ?? COMMON_LABELS[key] ?? humanize(key)
    const value = row[key]
    const text = column ? textOf(column, value) : field ? fieldText(field, value) : textOf(undefined, value)
    const personal = isPersonalValue(def.personal, key, value)
    items.push({ key, label, text, mono: column?.format === 'code' || personal, personal })
  }
  return items
}

/** Before and after of an audit entry, key by key, marking what changed. */
export interface DiffRow {
  key: string
  before: string
  after: string
  changed: boolean
}

const show = (v: unknown) =>
  v === undefined ? '' : v === null ? 'null' : typeof v === 'object' ? JSON.stringify(v) : String(v)

export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const b = before && typeof before === 'object' ? (before as Record<string, unknown>) : {}
  const a = after && typeof after === 'object' ? (after as Record<string, unknown>) : {}
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  return keys.map((key) => {
    const bv = show(b[key])
    const av = show(a[key])
    return { key, before: bv, after: av, changed: bv !== av }
  })
}
