import { describe, expect, it } from 'vitest'
import { FEATURES } from '#contract/access/features.ts'
import { USER_TYPE_LEVELS } from '#contract/auth/schemas.ts'
import {
  assignableLevels,
  FEATURE_GROUP_LABELS,
  FEATURE_GROUPS,
  groupLabel,
  isLocked,
  scopeText,
} from './labels.ts'

describe('account labels', () => {
  it('names every feature group of the catalogue', () => {
    for (const f of Object.values(FEATURES)) expect(FEATURE_GROUP_LABELS[f.group]).toBeTruthy()
    expect(FEATURE_GROUPS).toContain('GRP_CORPORATE')
    expect(new Set(FEATURE_GROUPS).size).toBe(FEATURE_GROUPS.length)
    expect(groupLabel('GRP_CORPORATE')).toBe('Pengaturan Korporat')
    expect(groupLabel('GRP_BARU')).toBe('GRP_BARU')
  })

  it('offers an administrator only their own scope level and those below it', () => {
    expect(assignableLevels('ALL')).toEqual([...USER_TYPE_LEVELS])
    expect(assignableLevels('CLIENT')).toEqual(['CLIENT', 'REGION', 'GROUP', 'MERCHANT'])
    expect(assignableLevels('REGION')).toEqual(['REGION', 'GROUP', 'MERCHANT'])
    expect(assignableLevels('GROUP')).toEqual(['GROUP', 'MERCHANT'])
    expect(assignableLevels('MERCHANT')).toEqual(['MERCHANT'])
    expect(assignableLevels('PARTNER')).toEqual(['PARTNER'])
  })

  it('shows a scope by the name of what it names, with its code', () => {
    expect(scopeText({ userTypeLevel: 'ALL', userTypeValue: '', userTypeValueName: '' })).toBe('Semua data')
    expect(
      scopeText({ userTypeLevel: 'CLIENT', userTypeValue: 'CLT001', userTypeValueName: 'Toko Makmur' }),
    ).toBe('Client · Toko Makmur (CLT001)')
    expect(scopeText({ userTypeLevel: 'PARTNER', userTypeValue: 'PTN009', userTypeValueName: '' })).toBe(
      'Partner · PTN009',
    )
  })

  it('treats only a future lock time as locked', () => {
    const now = Date.parse('2025-06-01T00:00:00Z')
    expect(isLocked(null, now)).toBe(false)
    expect(isLocked('2025-06-01T00:10:00Z', now)).toBe(true)
    expect(isLocked('2025-05-31T23:50:00Z', now)).toBe(false)
  })
})
