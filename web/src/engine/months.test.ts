import { describe, expect, it } from 'vitest'
import { addMonths, monthLabel, monthOptions } from './months.ts'

describe('months', () => {
  it('names a month in Indonesian', () => {
    expect(monthLabel('2026-11')).toBe('November 2026')
    expect(monthLabel('2027-02')).toBe('Februari 2027')
  })

  it('moves across year ends', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2026-03', -15)).toBe('2024-12')
  })

  it('offers a year ahead and three years back, newest first, and a chosen month outside them', () => {
    const options = monthOptions('2026-11')
    expect(options[0]).toEqual({ value: '2027-11', label: 'November 2027' })
    expect(options.at(-1)?.value).toBe('2023-11')
    expect(options.map((o) => o.value)).toContain('2026-11')
    const older = monthOptions('2026-11', '2019-05').map((o) => o.value)
    expect(older.at(-1)).toBe('2019-05')
    expect(new Set(older).size).toBe(older.length)
  })
})
