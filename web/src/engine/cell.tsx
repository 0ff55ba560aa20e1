import type { ReactNode } from 'react'
import { labelOf } from '#contract/engine/fields.ts'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { formatBps, formatDate, formatDateTime, formatNumber, formatRupiah } from '#contract/format.ts'
import type { PersonalFields } from '#contract/privacy/mask.ts'
import { Badge, type BadgeTone } from '../ui/badge.tsx'
import type { TableColumn } from './data-table.tsx'
import { toIsoInstant } from './datetime.ts'
import { isPersonalValue, PersonalValue, type Revealer } from './reveal.tsx'

/** How a value of a column is shown: the column's format, labels instead of codes, id-ID formats. */
const STATUS_TONE: Record<string, BadgeTone> = {
  ACTIVE: 'success',
  RELEASED: 'success',
  INACTIVE: 'neutral',
  EXPIRED: 'neutral',
  WITHDRAWN: 'neutral',
  DRAFT: 'info',
  PENDING_VERIFICATION: 'warning',
  REOPENED: 'info',
  BLOCKED: 'danger',
  BROKEN: 'danger',
  // Transactions and card balance updates.
  SUCCESS: 'success',
  APPLIED: 'success',
  FAILED: 'danger',
  PENDING: 'warning',
  SUSPECT: 'warning',
  REVERSED: 'neutral',
  REFUNDED: 'info',
}

/** The status badge tone for a value; the blocked state of a block list is a warning, not a success. */
export function statusTone(column: Pick<ColumnDef, 'options'>, value: string): BadgeTone {
  if (value === 'ACTIVE' && column.options?.some((o) => o.value === 'ACTIVE' && o.label === 'Diblokir'))
    return 'danger'
  return STATUS_TONE[value] ?? 'neutral'
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === ''

/** A value as text (detail lists, titles): the same rules as the table, without markup. */
export function textOf(column: Pick<ColumnDef, 'format' | 'options'> | undefined, value: unknown): string {
  if (isEmpty(value)) return '—'
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => textOf(column, v)).join(', ')
  if (column?.options && typeof value === 'string') return labelOf(column.options, value)
  switch (column?.format) {
    case 'money':
      return formatRupiah(Number(value))
    case 'number':
      return formatNumber(Number(value))
    case 'percent':
      return formatBps(Number(value))
    case 'date':
      return formatDate(String(value))
    case 'datetime': {
      const instant = toIsoInstant(String(value))
      return instant ? formatDateTime(instant) : String(value)
    }
    case 'boolean':
      return value ? 'Ya' : 'Tidak'
    default:
      if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak'
      if (typeof value === 'number') return formatNumber(value)
      if (typeof value === 'string' && toIsoInstant(value)) return formatDateTime(toIsoInstant(value))
      if (typeof value === 'object') return JSON.stringify(value)
      return String(value)
  }
}

export const isNumeric = (column: ColumnDef) =>
  column.format === 'money' || column.format === 'number' || column.format === 'percent'

export function Cell({ column, value }: { column: ColumnDef; value: unknown }): ReactNode {
  if (isEmpty(value)) return <span className="text-muted-foreground">—</span>
  const text = textOf(column, value)
  switch (column.format) {
    case 'status':
      return <Badge tone={statusTone(column, String(value))}>{text}</Badge>
    case 'code':
      return <span className="font-mono text-xs">{text}</span>
    case 'money':
    case 'number':
    case 'percent':
      return <span className="tabular-nums">{text}</span>
    default:
      return text
  }
}

/** The list's personal fields (drawn masked, as the server sends them) and who may reveal them. */
export interface PersonalCells {
  readonly fields: PersonalFields | undefined
  readonly revealer: Revealer | null
}

/**
 * The table columns of declared columns: each value drawn by its column's format, unless `own` draws it
 * (a link to the detail, a badge of the page's own); a personal value with its "Tampilkan" for a
 * holder of VIEW_PERSONAL_DATA (engine/reveal.tsx).
 */
export function cellColumns<Row extends Record<string, unknown>>(
  columns: readonly ColumnDef[],
  own?: (column: ColumnDef, row: Row) => ReactNode | undefined,
  personal?: PersonalCells,
): TableColumn<Row>[] {
  return columns.map((c) => ({
    id: c.key,
    header: c.label,
    sortable: c.sortable === true,
    align: isNumeric(c) ? 'right' : 'left',
    cell: (row: Row) => {
      const ownCell = own?.(c, row)
      if (ownCell !== undefined && ownCell !== null) return ownCell
      const value = row[c.key]
      if (personal && isPersonalValue(personal.fields, c.key, value))
        return (
          <PersonalValue
            text={value}
            label={c.label}
            id={Number(row.id)}
            field={c.key}
            revealer={personal.revealer}
          />
        )
      return <Cell column={c} value={value} />
    },
  }))
}
