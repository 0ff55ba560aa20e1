import { describe, expect, it } from 'vitest'
import { type FlatScheme, formFieldOf, formOfScheme, schemeFormErrors, schemeOfForm } from './form.ts'
import type { FeeSchemeInput } from './schemes.ts'
import { flatForSimulation, simulate } from './simulate.ts'

const shared: FeeSchemeInput = {
  code: 'ADM-PLN',
  label: 'Admin PLN',
  component: 'ADMIN',
  bearer: 'CUSTOMER',
  type: 'TIERED',
  tiers: [
    { type: 'FLAT', from: 0, to: 100_000, amount: 2_500 },
    { type: 'PERCENT', from: 100_001, bps: 250 },
  ],
  min: 1_000,
  max: 10_000,
  match: { kind: 'BILLER', products: ['PLN_PASCA', 'PDAM'], paymentMethods: ['QRIS'] },
  sharing: {
    shares: [
      { type: 'PERCENT', partnerId: 'PTN001', bps: 3_000 },
      { type: 'FLAT', partnerId: 'MERCHANT', amount: 500 },
    ],
    remainderTo: 'MINT',
  },
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
}

describe('the flat form ↔ the engine scheme', () => {
  it('round-trips a tiered shared scheme and a flat one per unit (the seeds: server/seed)', () => {
    const perUnit: FeeSchemeInput = {
      code: 'ADM-PDAM',
      label: 'Admin PDAM',
      component: 'ADMIN',
      bearer: 'CUSTOMER',
      type: 'FLAT',
      amount: 2_500,
      perUnit: true,
      match: { kind: 'BILLER', products: ['PDAM'] },
      validFrom: '2020-01-01',
    }
    for (const s of [shared, perUnit]) expect(schemeOfForm(formOfScheme(s))).toEqual(stripUndefined(s))
  })

  it('keeps only what the type uses and reads products typed with commas', () => {
    const flat: FlatScheme = {
      ...formOfScheme(shared),
      type: 'FLAT',
      amount: 3_000,
      products: 'pln_pasca,  pdam ',
    }
    const s = schemeOfForm(flat)
    expect(s).toMatchObject({ type: 'FLAT', amount: 3_000 })
    expect('tiers' in s).toBe(false)
    expect(s.match.products).toEqual(['PLN_PASCA', 'PDAM'])
    expect(schemeOfForm({ ...flat, shares: [] }).sharing).toBeUndefined()
  })

  it('puts the engine messages on the form fields', () => {
    expect(formFieldOf('match.products')).toBe('products')
    expect(formFieldOf('sharing.shares.0.partnerId')).toBe('shares.0.partnerId')
    expect(formFieldOf('sharing')).toBe('shares')
    const flat = formOfScheme({ ...shared, component: 'MDR' })
    expect(schemeFormErrors(flat)).toEqual([
      { field: 'bearer', message: 'MDR tidak boleh dibebankan ke pelanggan.' },
    ])
  })
})

describe('Simulasi biaya', () => {
  it('prices the scheme being edited: its line, the shares, what the customer pays and the merchant keeps', () => {
    const r = simulate(formOfScheme(shared), 150_000)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    // 2,5% of Rp150.000 = Rp3.750, borne by the customer; MERCHANT Rp500 first, PTN001 30% of the rest.
    expect(r.pricing.lines).toEqual([
      expect.objectContaining({ component: 'ADMIN', amount: 3_750, bearer: 'CUSTOMER' }),
    ])
    expect(r.pricing.shares.map((s) => [s.partnerId, s.amount])).toEqual([
      ['PTN001', 975],
      ['MERCHANT', 500],
      ['MINT', 2_275],
    ])
    expect(r.pricing.customerTotal).toBe(153_750)
  })

  it('answers what to fix for a scheme the engine refuses, and fills what a service form lacks', () => {
    const r = simulate(
      flatForSimulation({ type: 'PERCENT', bps: 20_000, kind: 'RETAIL' }, '2026-05-01'),
      10_000,
    )
    expect(r).toEqual({
      ok: false,
      errors: [{ field: 'bps', message: 'Persentase harus antara 0 dan 100.' }],
    })
    const ok = simulate(
      flatForSimulation({ type: 'PERCENT', bps: 500, kind: 'RETAIL' }, '2026-05-01'),
      10_000,
    )
    expect(ok.ok && ok.pricing.lines[0]).toMatchObject({ component: 'SERVICE', amount: 500 })
  })
})

function stripUndefined<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T
}
