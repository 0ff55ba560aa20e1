import { describe, expect, it } from 'vitest'
import type { LocationRow } from '#contract/analytics/analytics.ts'
import { placePage } from './places.ts'

const row = (code: string, name: string, amount: number, trxCount = 1): LocationRow => ({
  code,
  name,
  amount,
  trxCount,
  merchants: 1,
})
const rows = [
  row('32', 'Jawa Barat', 500, 9),
  row('31', 'DKI Jakarta', 900, 3),
  row('35', 'Jawa Timur', 500, 4),
  row('51', 'Bali', 100, 7),
]
const names = (r: { items: LocationRow[] }) => r.items.map((x) => x.name)

describe('the table of a map level', () => {
  it('sorts by a figure, ties by code, either way', () => {
    const q = { sort: 'amount', dir: 'desc', page: 1, pageSize: 10 } as const
    expect(names(placePage(rows, q))).toEqual(['DKI Jakarta', 'Jawa Barat', 'Jawa Timur', 'Bali'])
    expect(names(placePage(rows, { ...q, dir: 'asc' }))).toEqual([
      'Bali',
      'Jawa Barat',
      'Jawa Timur',
      'DKI Jakarta',
    ])
    expect(names(placePage(rows, { ...q, sort: 'name', dir: 'asc' }))).toEqual([
      'Bali',
      'DKI Jakarta',
      'Jawa Barat',
      'Jawa Timur',
    ])
  })

  it('searches names (any case) and codes, and pages what matched', () => {
    const q = { sort: 'trxCount', dir: 'desc', page: 1, pageSize: 1 } as const
    expect(placePage(rows, { ...q, search: 'jawa' })).toEqual({ items: [rows[0]], total: 2 })
    expect(names(placePage(rows, { ...q, search: 'jawa', page: 2 }))).toEqual(['Jawa Timur'])
    expect(names(placePage(rows, { ...q, search: '51' }))).toEqual(['Bali'])
    expect(placePage(rows, { ...q, search: 'papua' }).total).toBe(0)
  })
})
