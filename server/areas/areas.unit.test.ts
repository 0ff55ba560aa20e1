import { describe, expect, it } from 'vitest'
import { AREAS } from '#contract/areas.ts'
import { SERVER_AREAS } from './index.ts'

describe('every area of the contract has its server half', () => {
  it('one server half per contract area, no more', () => {
    expect(SERVER_AREAS.map((s) => s.area.name).sort()).toEqual(AREAS.map((a) => a.name).sort())
    for (const s of SERVER_AREAS) expect(AREAS).toContain(s.area)
  })
})
