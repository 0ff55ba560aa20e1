import { describe, expect, it } from 'vitest'
import { describeScope, greetingFor } from './greeting.ts'

describe('greetingFor', () => {
  it.each([
    [5, 'Selamat pagi'],
    [10, 'Selamat pagi'],
    [11, 'Selamat siang'],
    [14, 'Selamat siang'],
    [15, 'Selamat sore'],
    [17, 'Selamat sore'],
    [18, 'Selamat malam'],
    [0, 'Selamat malam'],
    [3, 'Selamat malam'],
  ])('%i h → %s', (hour, text) => {
    expect(greetingFor(hour)).toBe(text)
  })
})

describe('describeScope', () => {
  it('ALL is every piece of data', () => {
    expect(describeScope('ALL', '').label).toBe('Semua data')
  })

  it('names the level and the code', () => {
    expect(describeScope('CLIENT', 'CLT001').label).toBe('Client CLT001')
    expect(describeScope('PARTNER', 'PTN001').label).toBe('Partner PTN001')
    expect(describeScope('MERCHANT', ' MRC9 ').description).toBe(
      'Data yang tampil dibatasi pada merchant MRC9.',
    )
  })

  it('says so when a restricted account has no code', () => {
    expect(describeScope('REGION', '').label).toBe('Region (belum ditentukan)')
  })
})
