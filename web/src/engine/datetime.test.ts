import { describe, expect, it } from 'vitest'
import { isoToLocalInput, localInputToIso, toIsoInstant } from './datetime.ts'

describe('datetime-local in WIB', () => {
  it('shows an instant as the WIB wall-clock time', () => {
    expect(isoToLocalInput('2026-11-21T07:05:00.000Z')).toBe('2026-11-21T14:05')
    expect(isoToLocalInput('2026-11-21T20:30:00Z')).toBe('2026-11-22T03:30')
    expect(isoToLocalInput('2026-11-21T14:05:00+07:00')).toBe('2026-11-21T14:05')
  })

  it('sends the wall-clock time with the +07:00 offset', () => {
    expect(localInputToIso('2026-11-21T14:05')).toBe('2026-11-21T14:05:00+07:00')
    expect(localInputToIso('2026-11-21T14:05:30')).toBe('2026-11-21T14:05:30+07:00')
  })

  it('round-trips to the same instant', () => {
    const iso = '2026-01-31T23:59:00.000Z'
    expect(Date.parse(localInputToIso(isoToLocalInput(iso)))).toBe(Date.parse(iso))
  })

  it('gives an empty value for empty or malformed input', () => {
    expect(isoToLocalInput('')).toBe('')
    expect(isoToLocalInput('bukan tanggal')).toBe('')
    expect(localInputToIso('')).toBe('')
    expect(localInputToIso('2026-13-45T99:99')).toBe('')
  })
})

describe('instants from the API', () => {
  it('reads ISO 8601 and PostgreSQL text timestamps alike', () => {
    expect(toIsoInstant('2026-11-21T14:48:28.213Z')).toBe('2026-11-21T14:48:28.213Z')
    expect(toIsoInstant('2026-11-21 14:48:28.213+00')).toBe('2026-11-21T14:48:28.213Z')
    expect(toIsoInstant('2026-11-21 21:48:28+07')).toBe('2026-11-21T14:48:28.000Z')
    expect(toIsoInstant('2026-11-21 20:18:28+0530')).toBe('2026-11-21T14:48:28.000Z')
    expect(isoToLocalInput('2027-04-30 00:00:00+00')).toBe('2027-04-30T07:00')
  })

  it('anything else is not an instant', () => {
    expect(toIsoInstant('2026-11-21')).toBe('')
    expect(toIsoInstant('kemarin')).toBe('')
    expect(toIsoInstant(null)).toBe('')
  })
})
