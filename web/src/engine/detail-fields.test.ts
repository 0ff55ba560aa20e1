import { describe, expect, it } from 'vitest'
import { merchant } from '#contract/corporate/merchant.ts'
import { auditDiff, detailItems } from './detail-fields.ts'

describe('detail of a row', () => {
  const row = {
    id: 9,
    mid: '000001234567890',
    name: 'Warung Sari',
    // Personal data arrives masked from the server (issue 13, defect 8); the web shows it as it is.
    ownerNik: '3273********0001',
    npwp: '',
    groupId: 4,
    groupName: 'Grup Bandung',
    provinceCode: '32',
    provinceName: 'Jawa Barat',
    settlementBankCode: '014',
    joinedAt: '2025-02-01',
    status: 'ACTIVE',
    createdBy: 'superadmin',
  }

  it('labels every field and formats it like the list', () => {
    const items = Object.fromEntries(detailItems(merchant, row).map((i) => [i.key, [i.label, i.text]]))
    expect(items.id).toEqual(['ID', '9'])
    expect(items.ownerNik).toEqual(['NIK Pemilik', '3273********0001'])
    expect(items.groupName).toEqual(['Group', 'Grup Bandung'])
    expect(items.provinceName).toEqual(['Provinsi', 'Jawa Barat'])
    expect(items.settlementBankCode).toEqual(['Bank', '014'])
    expect(items.joinedAt).toEqual(['Bergabung', '01/02/2025'])
    expect(items.status).toEqual(['Status', 'Aktif'])
    expect(items.createdBy).toEqual(['Dibuat oleh', 'superadmin'])
  })

  it('marks personal values, which a holder of VIEW_PERSONAL_DATA may reveal; an empty one is just "—"', () => {
    const byKey = Object.fromEntries(detailItems(merchant, row).map((i) => [i.key, i]))
    expect(byKey.ownerNik).toMatchObject({ personal: true, mono: true })
    expect(byKey.npwp).toMatchObject({ personal: false, text: '—' })
    expect(byKey.name).toMatchObject({ personal: false })
  })

  it('leaves out ids and codes that have a name beside them', () => {
    const keys = detailItems(merchant, row).map((i) => i.key)
    expect(keys).not.toContain('groupId')
    expect(keys).not.toContain('provinceCode')
  })
})

describe('audit before/after', () => {
  it('pairs every key and marks what changed', () => {
    expect(auditDiff({ name: 'A', status: 'ACTIVE' }, { name: 'B', status: 'ACTIVE', note: null })).toEqual([
      { key: 'name', before: 'A', after: 'B', changed: true },
      { key: 'status', before: 'ACTIVE', after: 'ACTIVE', changed: false },
      { key: 'note', before: '', after: 'null', changed: true },
    ])
  })

  it('an added row has only an after', () => {
    expect(auditDiff(null, { id: 1 })).toEqual([{ key: 'id', before: '', after: '1', changed: true }])
  })
})
