import { describe, expect, it } from 'vitest'
import { RawJson, stringifyWithRaw } from './raw-json.ts'

describe('stringifyWithRaw', () => {
  it('embeds raw JSON text as it is, wherever it sits', () => {
    const rows = '[{"id":1,"name":"Toko \\"Maju\\""},{"id":2,"at":"2026-11-21T16:50:05.413Z"}]'
    const text = stringifyWithRaw({
      success: true,
      result: { items: new RawJson(rows), next: null },
      n: [new RawJson('7')],
    })
    expect(JSON.parse(text)).toEqual({
      success: true,
      result: { items: JSON.parse(rows), next: null },
      n: [7],
    })
  })

  it('leaves ordinary strings alone, even ones that look like its marker', () => {
    const value = { a: '\\u00000\\u0000', b: 'x"\\', c: new RawJson('{}') }
    expect(JSON.parse(stringifyWithRaw(value))).toEqual({ a: '\\u00000\\u0000', b: 'x"\\', c: {} })
    expect(stringifyWithRaw({ plain: [1, 'dua'] })).toBe(JSON.stringify({ plain: [1, 'dua'] }))
  })
})
