import { describe, expect, it } from 'vitest'
import { phone } from '../engine/fields.ts'
import { MIN_HIDDEN, maskPersonal, maskRow, PERSONAL_KINDS } from './mask.ts'

describe('maskPersonal: enough to recognise a number, never enough to use it', () => {
  it('a NIK keeps its region and its serial: 3174********0001', () => {
    expect(maskPersonal('nik', '3174012501900001')).toBe('3174********0001')
  })

  it('an NPWP is masked exactly as the NIK it equals for a person, so two masks never add up', () => {
    const nik = '3273014501900001'
    expect(maskPersonal('npwp', nik)).toBe(maskPersonal('nik', nik))
    // A company's old 15-digit NPWP with its leading 0 (docs/DOMAIN.md §0), and the 15-digit form.
    expect(maskPersonal('npwp', '0012345678901000')).toBe('0012********1000')
    expect(maskPersonal('npwp', '012345678901000')).toBe('0123*******1000')
  })

  it('a phone keeps the operator prefix and the last four, as stored (+62…) or typed (08…)', () => {
    expect(maskPersonal('phone', '+6281234567890')).toBe('+62812****7890')
    expect(maskPersonal('phone', '081212347890')).toBe('0812****7890')
    expect(maskPersonal('phone', phone().parse('0812 1234 7890'))).toBe('+62812****7890')
  })

  it('an account number keeps only its last four', () => {
    expect(maskPersonal('account', '1234567890')).toBe('******7890')
    expect(maskPersonal('account', '530000000001')).toBe('********0001')
  })

  it('a value too short for its rule keeps less, and always hides at least four characters', () => {
    // +62 and 7 digits, the shortest mobile number the schema takes: the prefix goes, the end stays.
    expect(maskPersonal('phone', '+6281234567')).toBe('*******4567')
    expect(maskPersonal('account', '123456')).toBe('****56')
    expect(maskPersonal('nik', '12345')).toBe('****5')
    expect(maskPersonal('nik', '1234')).toBe('****')
    expect(maskPersonal('account', '')).toBe('')
    for (const kind of PERSONAL_KINDS)
      for (let n = 0; n <= 20; n++) {
        const value = '9'.repeat(n)
        const masked = maskPersonal(kind, value)
        expect(masked).toHaveLength(n)
        expect(masked.split('*').length - 1).toBeGreaterThanOrEqual(Math.min(n, MIN_HIDDEN))
      }
  })
})

describe('maskRow', () => {
  it('masks the declared keys that hold text and leaves everything else', () => {
    const row = { id: 7, ownerNik: '3174012501900001', phone: null, name: 'Warung Sari' }
    expect(maskRow({ ownerNik: 'nik', phone: 'phone' }, row)).toEqual({
      id: 7,
      ownerNik: '3174********0001',
      phone: null,
      name: 'Warung Sari',
    })
    expect(row.ownerNik).toBe('3174012501900001')
    expect(maskRow(undefined, row)).toBe(row)
  })
})
