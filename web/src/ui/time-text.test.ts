import { describe, expect, it } from 'vitest'
import { textToTime, timeToText } from './time-text.ts'

describe('a time of day typed as id-ID writes it', () => {
  it('reads 08.30, 08:30, 8.30 and 0830 as 08:30 on the 24-hour clock', () => {
    for (const t of ['08.30', '08:30', '8.30', '8:30', '0830', ' 08.30 ']) expect(textToTime(t)).toBe('08:30')
    expect(textToTime('23.59')).toBe('23:59')
    expect(textToTime('00:00')).toBe('00:00')
  })
  it('says nothing is typed, or that it is no time of day', () => {
    expect(textToTime('')).toBe('')
    for (const t of ['24.00', '12.60', '8', '8:3', '08-30', '8.30 PM', 'jam 8'])
      expect(textToTime(t)).toBeNull()
  })
  it('shows a time as the tables do', () => {
    expect(timeToText('08:30')).toBe('08:30')
    expect(timeToText(undefined)).toBe('')
  })
})
