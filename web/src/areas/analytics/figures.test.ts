import { describe, expect, it } from 'vitest'
import { barPercent, csvCell, freshnessText, percentText, successRate, toCsv } from './figures.ts'

describe('analytics figures', () => {
  it('writes basis points as an id-ID percentage, never rounding up to the target', () => {
    expect(percentText(7243)).toBe('72,4%')
    expect(percentText(9999)).toBe('99,9%')
    expect(percentText(10_000)).toBe('100,0%')
    expect(percentText(0)).toBe('0,0%')
    expect(percentText(12_345)).toBe('123,4%')
  })

  it('fills the bar within 0–100', () => {
    expect(barPercent(7243)).toBe(72.4)
    expect(barPercent(15_000)).toBe(100)
    expect(barPercent(-5)).toBe(0)
  })

  it('gives the success rate, or a dash without transactions', () => {
    expect(successRate(39, 40)).toBe('97,5%')
    expect(successRate(0, 0)).toBe('—')
  })

  it('says how fresh the data is in WIB', () => {
    expect(freshnessText('2026-11-25T07:05:00.000Z')).toBe('Data per 14:05 WIB')
    expect(freshnessText('kemarin')).toBeNull()
    expect(freshnessText(undefined)).toBeNull()
  })

  it('writes CSV a spreadsheet reads safely', () => {
    expect(csvCell('Toko "Maju", Jaya')).toBe('"Toko ""Maju"", Jaya"')
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvCell('-12')).toBe('-12')
    expect(csvCell(1500)).toBe('1500')
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n')
  })
})
