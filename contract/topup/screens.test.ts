import { describe, expect, it } from 'vitest'
import { resourceByName } from '../areas.ts'
import { deviceActivityEvent, deviceActivitySummary } from '../device-activity/activity.ts'
import type { ResourceDef } from '../engine/resource.ts'
import { routeByPath } from '../navigation/menu.ts'
import { syncMycroatm, syncRetail } from '../transactions/sync.ts'
import { cardBalanceUpdate, cardBlocked, cardBlockLog } from './cards.ts'

/** The lists of sync transaction, the top-up card registry and device activity (pages of their own). */
const SCREENS: ResourceDef[] = [
  syncMycroatm,
  syncRetail,
  cardBlocked,
  cardBlockLog,
  cardBalanceUpdate,
  deviceActivityEvent,
  deviceActivitySummary,
]

describe.each(SCREENS.map((d) => [d.name, d] as const))('%s', (_name, def) => {
  it('its page requires exactly the features its API requires', () => {
    const page = routeByPath(def.route)
    expect(page, `${def.route} is not in the menu`).toBeDefined()
    expect([...(page?.features ?? [])].sort()).toEqual([...def.access].sort())
  })

  it('every column and the date range name a row key, every ref a resource, the default sort is sortable', () => {
    const rowKeys = Object.keys(def.row.shape)
    for (const c of def.columns) expect(rowKeys).toContain(c.key)
    for (const f of def.filters) if (f.type === 'ref') expect(resourceByName(f.ref), f.key).toBeDefined()
    if (def.dateRange) expect(rowKeys).toContain(def.dateRange.key)
    expect(def.columns.find((c) => c.key === def.defaultSort.key)?.sortable).toBe(true)
    for (const field of def.form.flatMap((s) => s.fields))
      expect(Object.keys(def.input.shape)).toContain(field.key)
  })
})
