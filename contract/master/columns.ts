import { positiveInt } from '../engine/fields.ts'

/** What the master-data lists share (issue 15 §1). */

/** The position of a row in the order the apps show them: 1 first; lists sort by it. */
export const sortOrder = positiveInt('Urutan', 999).refine((n) => n >= 1, 'Urutan dimulai dari 1.')

export const sortOrderColumn = {
  key: 'sortOrder',
  label: 'Urutan',
  sortable: true,
  format: 'number',
} as const

/** The developer menu's feature: every master-data screen (contract/navigation/menu.ts). */
export const DEVELOPER = ['ALL_DEVELOPER_MENU'] as const
