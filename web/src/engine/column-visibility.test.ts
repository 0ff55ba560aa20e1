import { describe, expect, it } from 'vitest'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { mergeVisibility, savedPageSize, toPreference, visibleColumns } from './column-visibility.ts'

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
