import { describe, expect, it } from 'vitest'
import { bank } from '#contract/master/bank.ts'
import { BANK_CODES } from './bank-codes.ts'
import { BANKS, PARTNERS } from './reference.ts'

/** The shipped bank list (docs/DATA-SOURCES.md "Kode bank") is what the "Kode Bank" form would accept. */
describe('BANK_CODES', () => {
  it('holds at least 100 banks, each code once', () => {
    expect(BANK_CODES.length).toBeGreaterThanOrEqual(100)
    expect(new Set(BANK_CODES.map(([code]) => code)).size).toBe(BANK_CODES.length)
  })

  it.each(BANK_CODES.map((b) => [b[0], b]))('bank %s passes the form’s own validation', (_code, b) => {
    const [code, name, shortName, swift, bifast] = b
    const parsed = bank.input.safeParse({ code, name, shortName, swift, bifast, active: true })
    expect(parsed.error?.issues ?? []).toEqual([])
    expect(parsed.data?.swift).toBe(swift)
  })

  it('knows every bank the demo data and the seeded partners use', () => {
    const codes = new Set(BANK_CODES.map(([code]) => code))
    for (const [code] of BANKS) expect(codes).toContain(code)
    for (const p of PARTNERS) expect(codes).toContain(p.bank)
  })

  it('has the digital banks under their current names', () => {
    const byCode = new Map(BANK_CODES.map((b) => [b[0], b]))
    expect(byCode.get('542')?.[2]).toBe('Bank Jago')
    expect(byCode.get('535')?.[2]).toBe('SeaBank')
    expect(byCode.get('567')?.[2]).toBe('Allo Bank')
    expect(byCode.get('490')?.[2]).toBe('Neo Commerce')
    expect(byCode.get('501')?.[2]).toBe('BCA Digital (blu)')
    expect(byCode.get('494')?.[2]).toBe('Bank Raya')
    expect(byCode.get('014')?.[3]).toBe('CENAIDJA')
  })
})
