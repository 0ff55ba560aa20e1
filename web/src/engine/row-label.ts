import type { ResourceDef, RowAction } from '#contract/engine/resource.ts'
import type { Row } from './resource-api.ts'

/** The row's extra actions that apply to it now (`when`: only for rows whose field has one of the values). */
export const actionsFor = (def: ResourceDef, row: Row): RowAction[] =>
  (def.actions ?? []).filter((a) => !a.when || a.when.in.includes(String(row[a.when.field])))

export const rowLabel = (def: ResourceDef, row: Row) => String(row[def.labelField] ?? row.id)

/** An item a page adds to the row menu (an action with its own dialog). */
export interface RowMenuItem {
  key: string
  label: string
  onSelect: () => void
  tone?: 'default' | 'danger'
}
