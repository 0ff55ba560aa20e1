import { describe, expect, it } from 'vitest'
import { RESOURCES } from '#contract/areas.ts'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { REPORTS } from '#contract/transactions/reports.ts'
import {
  columnWidth,
  defaultVisibility,
  fittingColumns,
  mergeVisibility,
  savedPageSize,
  toPreference,
  visibleColumns,
} from './column-visibility.ts'

const columns: ColumnDef[] = [
  { key: 'mid', label: 'MID' },
  { key: 'name', label: 'Nama' },
  { key: 'ownerNik', label: 'NIK', hidden: true },
]

describe('column visibility', () => {
  it('without a saved preference the resource decides', () => {
    expect(mergeVisibility(columns, null)).toEqual({ mid: true, name: true, ownerNik: false })
  })

  it('a saved preference overrides column by column and ignores what it does not know', () => {
    const saved = {
      'col:mid': false,
      'col:ownerNik': true,
      'col:gone': true,
      'col:name': 'yes',
      pageSize: 25,
    }
    expect(mergeVisibility(columns, saved)).toEqual({ mid: false, name: true, ownerNik: true })
  })

  it('never hides every column', () => {
    const saved = { 'col:mid': false, 'col:name': false }
    expect(mergeVisibility(columns, saved)).toEqual({ mid: true, name: true, ownerNik: false })
  })

  it('stores only what differs from the defaults, plus the page size', () => {
    const pref = toPreference(columns, { mid: true, name: false, ownerNik: true }, 50)
    expect(pref).toEqual({ 'col:name': false, 'col:ownerNik': true, pageSize: 50 })
    expect(mergeVisibility(columns, pref)).toEqual({ mid: true, name: false, ownerNik: true })
    expect(visibleColumns(columns, mergeVisibility(columns, pref)).map((c) => c.key)).toEqual([
      'mid',
      'ownerNik',
    ])
  })

  it('reads a saved page size only when it is one of the allowed sizes', () => {
    expect(savedPageSize({ pageSize: 25 }, [10, 25])).toBe(25)
    expect(savedPageSize({ pageSize: 30 }, [10, 25])).toBeUndefined()
    expect(savedPageSize(null, [10, 25])).toBeUndefined()
  })
})

describe('the columns a laptop shows by default', () => {
  const wide: ColumnDef[] = [
    { key: 'time', label: 'Waktu', format: 'datetime' },
    { key: 'merchant', label: 'Merchant' },
    { key: 'outlet', label: 'Outlet', priority: 3 },
    { key: 'cashier', label: 'Kasir' },
    { key: 'amount', label: 'Nominal', format: 'money' },
    { key: 'status', label: 'Status', format: 'status' },
    { key: 'nik', label: 'NIK', hidden: true },
  ]

  it('shows every column that is not hidden when they fit', () => {
    expect([...fittingColumns(wide, 5000)]).toEqual([
      'time',
      'merchant',
      'outlet',
      'cashier',
      'amount',
      'status',
    ])
  })

  it('leaves out priority 3 first, then the rightmost of priority 2; never the first, amounts or statuses', () => {
    const sum = (keys: string[]) =>
      keys.reduce((s, k) => s + columnWidth(wide.find((c) => c.key === k) as ColumnDef), 0)
    const all = ['time', 'merchant', 'outlet', 'cashier', 'amount', 'status']
    expect([...fittingColumns(wide, sum(all) - 1)]).toEqual([
      'time',
      'merchant',
      'cashier',
      'amount',
      'status',
    ])
    expect([...fittingColumns(wide, sum(['time', 'merchant', 'amount', 'status']))]).toEqual([
      'time',
      'merchant',
      'amount',
      'status',
    ])
    expect([...fittingColumns(wide, 10)]).toEqual(['time', 'amount', 'status'])
  })

  it('every list shows its amounts and statuses by default', () => {
    for (const def of [...RESOURCES, ...REPORTS]) {
      const shown = defaultVisibility(def.columns)
      for (const c of def.columns)
        if (!c.hidden && (c.format === 'money' || c.format === 'status'))
          expect(shown[c.key], `${def.route} ${c.key}`).toBe(true)
    }
  })
})
