import { describe, expect, it } from 'vitest'
import { dayToText, textToDay } from './day-text.ts'

describe('days as id-ID writes them', () => {
  it('shows a day as DD/MM/YYYY whatever the browser language', () => {
    expect(dayToText('2026-11-25')).toBe('25/11/2026')
    expect(dayToText(undefined)).toBe('')
  })
  it('reads DD/MM/YYYY, its one-digit and dotted forms, and ISO days', () => {
    expect(textToDay('25/11/2026')).toBe('2026-11-25')
    expect(textToDay('5.1.2026')).toBe('2026-01-05')
    expect(textToDay('2026-11-25')).toBe('2026-11-25')
    expect(textToDay('  ')).toBe('')
  })
  it('refuses what is no day', () => {
    expect(textToDay('31/02/2026')).toBeNull()
    expect(textToDay('11/25/2026')).toBeNull()
    expect(textToDay('besok')).toBeNull()
  })
})
