import { ACTIVE_STATUS } from './fields.ts'

/** Columns and filters many lists share (corporate, master data). */
export const statusColumn = {
  key: 'status',
  label: 'Status',
  sortable: true,
  format: 'status',
  options: ACTIVE_STATUS,
} as const

export const statusFilter = { key: 'status', type: 'select', options: ACTIVE_STATUS } as const

/** When a row was last changed (hidden until chosen in "Kolom"). */
export const updated = {
  key: 'updatedAt',
  label: 'Diperbarui',
  sortable: true,
  format: 'datetime',
  hidden: true,
} as const

/** When and by whom a row was last changed. */
export const audit = [updated, { key: 'updatedBy', label: 'Diperbarui oleh', hidden: true }] as const
