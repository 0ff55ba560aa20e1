import { describe, expect, it } from 'vitest'
import { filterMasters, sameSelection, selectAllState, toggleOne, toggleShown } from './matrix.ts'

const masters = [
  { id: 1, code: 'merchant', name: 'Merchant', description: 'Rute /merchant/…' },
  { id: 2, code: 'outlet', name: 'Outlet', description: 'Rute /outlet/…' },
  { id: 3, code: 'laporan-khusus', name: 'Laporan Rahasia', description: 'Ekspor sensitif' },
]

describe('API segmentation matrix', () => {
  it('searches code, name and description, ignoring case and spaces around', () => {
    expect(filterMasters(masters, '  OUT ').map((m) => m.id)).toEqual([2])
    expect(filterMasters(masters, 'rahasia').map((m) => m.id)).toEqual([3])
    expect(filterMasters(masters, 'sensitif').map((m) => m.id)).toEqual([3])
    expect(filterMasters(masters, '').map((m) => m.id)).toEqual([1, 2, 3])
    expect(filterMasters(masters, 'tidak-ada')).toEqual([])
  })

  it('select-all reflects and changes only the shown masters', () => {
    const selected = new Set([1])
    expect(selectAllState([1, 2], selected)).toBe('some')
    expect(selectAllState([1], selected)).toBe('all')
    expect(selectAllState([2, 3], selected)).toBe('none')
    expect([...toggleShown(selected, [2, 3], true)].sort()).toEqual([1, 2, 3])
    expect([...toggleShown(new Set([1, 2, 3]), [2, 3], false)]).toEqual([1])
  })

  it('ticks one and tells a changed selection from the saved one', () => {
    const next = toggleOne(new Set([1, 2]), 2, false)
    expect([...next]).toEqual([1])
    expect(sameSelection(next, [1])).toBe(true)
    expect(sameSelection(next, [1, 2])).toBe(false)
    expect(sameSelection(toggleOne(next, 2, true), [2, 1])).toBe(true)
  })
})
