import { describe, expect, it } from 'vitest'
import {
  canToggle,
  changesOf,
  filterGroups,
  groupState,
  isDirty,
  type MatrixGroup,
  setGroup,
} from './matrix-state.ts'

const f = (roleName: string, label: string, level: 'data' | 'feature' = 'feature', granted = false) => ({
  roleName,
  label,
  level,
  granted,
})

const GROUPS: MatrixGroup[] = [
  {
    roleGroup: 'GRP_CORPORATE',
    features: [
      f('MERCHANT_DATA', 'Data Merchant', 'data'),
      f('OUTLET_DATA', 'Data Outlet', 'data'),
      f('CLIENT_DATA', 'Data Client', 'data'),
    ],
  },
  { roleGroup: 'GRP_SUMMARY', features: [f('SUMMARY_RETAIL', 'Ringkasan Retail')] },
]

describe('permission matrix', () => {
  it('finds features by label, name or group name, keeping only groups with a match', () => {
    expect(filterGroups(GROUPS, '')).toEqual(GROUPS)
    const outlet = filterGroups(GROUPS, 'outlet')
    expect(outlet.map((g) => g.roleGroup)).toEqual(['GRP_CORPORATE'])
    expect(outlet[0]?.features.map((x) => x.roleName)).toEqual(['OUTLET_DATA'])
    expect(filterGroups(GROUPS, 'merchant_data')[0]?.features.map((x) => x.roleName)).toEqual([
      'MERCHANT_DATA',
    ])
    expect(filterGroups(GROUPS, 'korporat').flatMap((g) => g.features)).toHaveLength(3)
    expect(filterGroups(GROUPS, 'data  ringkasan')).toEqual([])
  })

  it('lets an administrator change features they hold, and take away ones the segment already had', () => {
    const held = new Set(['MERCHANT_DATA'])
    const original = new Set(['OUTLET_DATA'])
    expect(canToggle('MERCHANT_DATA', held, original)).toBe(true)
    expect(canToggle('OUTLET_DATA', held, original)).toBe(true)
    expect(canToggle('CLIENT_DATA', held, original)).toBe(false)
  })

  it('"pilih semua" of a group ticks only what may change, and reports the group’s state', () => {
    const corporate = GROUPS[0]?.features ?? []
    const toggleable = (n: string) => n !== 'CLIENT_DATA'
    const none = new Set<string>()
    expect(groupState(corporate, none, toggleable)).toEqual({
      checked: false,
      indeterminate: false,
      disabled: false,
      count: 0,
    })
    const all = setGroup(none, corporate, true, toggleable)
    expect([...all].sort()).toEqual(['MERCHANT_DATA', 'OUTLET_DATA'])
    expect(groupState(corporate, all, toggleable)).toMatchObject({ checked: true, count: 2 })
    const one = new Set(['MERCHANT_DATA', 'SUMMARY_RETAIL'])
    expect(groupState(corporate, one, toggleable)).toMatchObject({ checked: false, indeterminate: true })
    expect([...setGroup(one, corporate, false, toggleable)]).toEqual(['SUMMARY_RETAIL'])
    expect(groupState(corporate, none, () => false).disabled).toBe(true)
  })

  it('names what was added and removed, and is dirty only when something changed', () => {
    const original = new Set(['A', 'B'])
    expect(changesOf(original, new Set(['B', 'C']))).toEqual({ added: ['C'], removed: ['A'] })
    expect(isDirty(original, new Set(['B', 'A']))).toBe(false)
    expect(isDirty(original, new Set(['A']))).toBe(true)
  })
})
