import { describe, expect, it } from 'vitest'
import { formatMoneyInput, parseMoneyInput } from './money.ts'

describe('rupiah input', () => {
  it('reads what people type as whole rupiah', () => {
    expect(parseMoneyInput('1250000')).toBe(1_250_000)
    expect(parseMoneyInput('Rp 1.250.000')).toBe(1_250_000)
    expect(parseMoneyInput('1.250.000,00')).toBe(1_250_000)
    expect(parseMoneyInput('007')).toBe(7)
    expect(parseMoneyInput('0')).toBe(0)
  })

  it('an empty or digit-less input has no value', () => {
    expect(parseMoneyInput('')).toBeUndefined()
    expect(parseMoneyInput('Rp ')).toBeUndefined()
  })

  it('never exceeds a safe integer', () => {
    expect(Number.isSafeInteger(parseMoneyInput('9'.repeat(30)))).toBe(true)
  })

  it('shows thousand separators and nothing for no value', () => {
    expect(formatMoneyInput(1_250_000)).toBe('1.250.000')
    expect(formatMoneyInput(0)).toBe('0')
    expect(formatMoneyInput(undefined)).toBe('')
    expect(parseMoneyInput(formatMoneyInput(987_654_321))).toBe(987_654_321)
  })
})
