import { describe, expect, it } from 'vitest'
import { csvSafe } from './export.ts'

describe('csvSafe', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '+1+cmd|calc!A1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '-A1'])
      expect(csvSafe(cell)).toBe(`'${cell}`)
  })

  it('keeps numbers, text that is only a number, and ordinary text as they are', () => {
    for (const cell of [-1500, 0, 12.5, '-1500', '+6281234567890', '0012', 'Warung =Sari', ''])
      expect(csvSafe(cell)).toBe(cell)
  })
})
