import { describe, expect, it } from 'vitest'
import { escapeLike, normalise } from './query.ts'

describe('engine row normalisation', () => {
  it('turns every driver form of a timestamp into ISO 8601 UTC', () => {
    const row = normalise({
      a: new Date('2026-11-21T07:05:00.000Z'),
      b: '2027-04-30 00:00:00+00',
      c: '2026-11-21 14:05:09.123+07',
      d: '2026-11-21 14:05:09+05:30',
    })
    expect(row).toEqual({
      a: '2026-11-21T07:05:00.000Z',
      b: '2027-04-30T00:00:00.000Z',
      c: '2026-11-21T07:05:09.123Z',
      d: '2026-11-21T08:35:09.000Z',
    })
  })

  it('leaves plain dates, times, codes and numbers alone', () => {
    const row = { joinedAt: '2026-11-01', openTime: '08:00', mid: '000001000000000', total: 12, none: null }
    expect(normalise(row)).toEqual(row)
  })
})

describe('search patterns', () => {
  it('escapes LIKE wildcards so a user types them literally', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
  })
})
