import { describe, expect, it } from 'vitest'
import { can } from './can.ts'
import { FEATURE_NAMES, FEATURES, roleEntryOf } from './features.ts'
import { passesFeatures } from './route-access.ts'

describe('can(roles, anyOf)', () => {
  const ops = [roleEntryOf('MERCHANT_DATA'), roleEntryOf('SUMMARY_RETAIL')]

  it('grants when any required feature matches an entry by roleName', () => {
    expect(can(ops, ['MERCHANT_DATA'])).toBe(true)
    expect(can(ops, ['CLIENT_DATA', 'SUMMARY_RETAIL'])).toBe(true)
  })

  it('refuses when none matches, or when the user holds nothing', () => {
    expect(can(ops, ['CLIENT_DATA'])).toBe(false)
    expect(can([], ['CLIENT_DATA'])).toBe(false)
    expect(can(null, ['CLIENT_DATA'])).toBe(false)
  })

  it('an empty requirement means any signed-in user', () => {
    expect(can([], [])).toBe(true)
  })

  it('matches a required key against the entry roleGroup too (docs/PRODUCT.md §6)', () => {
    const groupEntry = [{ roleName: 'SOMETHING_ELSE', roleGroup: 'MERCHANT_DATA' }]
    expect(can(groupEntry, ['MERCHANT_DATA'])).toBe(true)
  })
})

describe('passesFeatures: one of anyOf and each of allOf', () => {
  const rule = { anyOf: ['MERCHANT_DATA', 'CLIENT_DATA'], allOf: ['VIEW_PERSONAL_DATA'] } as const

  it('needs both parts', () => {
    expect(passesFeatures([roleEntryOf('MERCHANT_DATA'), roleEntryOf('VIEW_PERSONAL_DATA')], rule)).toBe(true)
    expect(passesFeatures([roleEntryOf('MERCHANT_DATA')], rule)).toBe(false)
    expect(passesFeatures([roleEntryOf('VIEW_PERSONAL_DATA')], rule)).toBe(false)
    expect(passesFeatures([roleEntryOf('CLIENT_DATA')], { anyOf: rule.anyOf })).toBe(true)
  })
})

describe('feature catalogue', () => {
  it('holds every feature docs/PRODUCT.md names, with the data-level ones of §6', () => {
    const dataLevel = FEATURE_NAMES.filter((f) => FEATURES[f].level === 'data').sort()
    expect(dataLevel).toEqual(
      [
        'CLIENT_DATA',
        'REGION_DATA',
        'GROUP_DATA',
        'MERCHANT_DATA',
        'MERCHANT_GROUP_DATA',
        'OUTLET_DATA',
        'APP_USER_DATA',
        'APP_DEVICE_DATA',
        'APP_DEVICE_MYCROATM_DATA',
        'APP_DEVICE_PRINTER_KITCHEN_DATA',
        'APP_VERSION',
        'BLOCK_TRANSACTION',
      ].sort(),
    )
    // The 60 of docs/PRODUCT.md §2, VIEW_PERSONAL_DATA (issue 13, defect 8: personal data in full) and the
    // five checker features of the controlled workflows (issue 30).
    expect(FEATURE_NAMES).toHaveLength(66)
    expect(FEATURE_NAMES.filter((f) => FEATURES[f].group === 'GRP_APPROVAL')).toHaveLength(5)
    expect(FEATURES.VIEW_PERSONAL_DATA.level).toBe('feature')
  })

  it('never names a group like a feature, so holding one feature cannot grant another by its group', () => {
    const groups = new Set(FEATURE_NAMES.map((f) => FEATURES[f].group))
    for (const g of groups) expect(FEATURE_NAMES as string[]).not.toContain(g)
  })
})
