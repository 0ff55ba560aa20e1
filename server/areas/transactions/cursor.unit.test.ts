import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './cursor.ts'

describe('report cursor', () => {
  it('round-trips a position with microseconds', () => {
    const c = { at: '2026-11-21T03:04:05.123456Z', id: 42 }
    expect(decodeCursor(encodeCursor(c))).toEqual(c)
  })

  it('refuses anything it did not make', () => {
    for (const token of [
      '',
      'abc',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('["2026-11-21T03:04:05Z", -1]').toString('base64url'),
      Buffer.from('["2026-11-21 03:04:05", 1]').toString('base64url'),
      Buffer.from('["2026-11-21T03:04:05Z", 1.5]').toString('base64url'),
      Buffer.from('{"at":"x"}').toString('base64url'),
    ])
      expect(decodeCursor(token), token).toBeNull()
  })
})
