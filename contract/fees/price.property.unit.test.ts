import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CompiledScheme, compileFeeBook } from './book.ts'
import { feeOf, priceTransaction } from './price.ts'
import { BPS, MAX_AMOUNT, MAX_FEE } from './rounding.ts'
import type { Bearer, FeeComponent, FeeSchemeInput, Tier } from './schemes.ts'
import type { TaxRuleInput } from './taxes.ts'

/** n / d rounded half up, exactly (BigInt): the reference for the engine's one rounding rule. */
const halfUp = (n: number, d: number) => Number((2n * BigInt(n) + BigInt(d)) / (2n * BigInt(d)))

const tierFee = fc.oneof(
  fc.record({ type: fc.constant('FLAT' as const), amount: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({ type: fc.constant('PERCENT' as const), bps: fc.integer({ min: 0, max: BPS }) }),
)
/** Contiguous tiers from 0: upper bounds b1 < b2 < …, the last open. */
const tiersArb: fc.Arbitrary<Tier[]> = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 0, max: 50_000_000 }), { maxLength: 5 }),
    fc.array(tierFee, { minLength: 6, maxLength: 6 }),
  )
  .map(([bounds, fees]) => {
    const sorted = [...bounds].sort((a, b) => a - b)
    return fees.slice(0, sorted.length + 1).map((fee, i) => ({
      ...fee,
      from: i === 0 ? 0 : sorted[i - 1]! + 1,
      ...(i < sorted.length ? { to: sorted[i]! } : {}),
    }))
  })

const calcArb = fc.oneof(
  fc.record({ type: fc.constant('FLAT' as const), amount: fc.integer({ min: 0, max: 1_000_000 }) }),
  fc.record({ type: fc.constant('PERCENT' as const), bps: fc.integer({ min: 0, max: BPS }) }),
  fc.record({ type: fc.constant('TIERED' as const), tiers: tiersArb }),
)
const boundsArb = fc.option(
  fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 })).map(([a, b]) => ({
    min: Math.min(a, b),
    max: Math.max(a, b),
  })),
  { nil: undefined },
)
const PARTNERS = ['PTN-A', 'PTN-B', 'PTN-C', 'PTN-D']
const sharingArb = fc.option(
  fc
    .tuple(
      fc.array(
        fc.oneof(
          fc.record({ type: fc.constant('FLAT' as const), amount: fc.integer({ min: 0, max: 5_000 }) }),
          fc.record({ type: fc.constant('PERCENT' as const), bps: fc.integer({ min: 0, max: BPS }) }),
        ),
        { minLength: 1, maxLength: 4 },
      ),
      fc.constantFrom('MINT', ...PARTNERS),
    )
    .map(([parts, remainderTo]) => {
      const sum = parts.reduce((s, p) => s + (p.type === 'PERCENT' ? p.bps : 0), 0)
      // Percentages scaled down to at most 100% together.
      const shares = parts.map((p, i) => ({
        ...(p.type === 'PERCENT' ? { type: p.type, bps: Math.floor((p.bps * BPS) / Math.max(sum, BPS)) } : p),
        partnerId: PARTNERS[i]!,
      }))
      return { shares, remainderTo }
    }),
  { nil: undefined },
)

const schemeArb = (code: string, component: FeeComponent, bearers: Bearer[]) =>
  fc.tuple(calcArb, boundsArb, sharingArb, fc.constantFrom(...bearers), fc.boolean()).map(
    ([calc, bounds, sharing, bearer, perUnit]) =>
      ({
        code,
        label: code,
        component,
        bearer,
        match: { kind: 'RETAIL' },
        ...calc,
        ...bounds,
        ...(component !== 'SERVICE' && sharing ? { sharing } : {}),
        ...(perUnit && calc.type === 'FLAT' ? { perUnit } : {}),
        validFrom: '2020-01-01',
      }) as FeeSchemeInput,
  )

const taxArb = fc
  .tuple(
    fc.integer({ min: 0, max: 2_000 }),
    fc.constantFrom('FULL' as const, 'DPP_11_12' as const),
    fc.boolean(),
  )
  .map(
    ([bps, base, inclusive]): Omit<TaxRuleInput, 'code'> => ({
      label: 'Pajak',
      bps,
      base,
      inclusive,
      validFrom: '2020-01-01',
    }),
  )

const bookArb = fc.record({
  admin: schemeArb('ADM', 'ADMIN', ['CUSTOMER', 'MERCHANT']),
  mdr: schemeArb('MDR', 'MDR', ['MERCHANT']),
  service: fc.option(
    fc.integer({ min: 0, max: 2_000 }).map(
      (bps): FeeSchemeInput => ({
        code: 'SVC',
        label: 'Service',
        component: 'SERVICE',
        bearer: 'CUSTOMER',
        match: { kind: 'RETAIL' },
        type: 'PERCENT',
        bps,
        validFrom: '2020-01-01',
      }),
    ),
    { nil: undefined },
  ),
  taxes: fc.array(taxArb, { maxLength: 3 }),
})
const amountArb = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: MAX_AMOUNT }))

const compileOne = (s: FeeSchemeInput): CompiledScheme =>
  compileFeeBook({ schemes: [s], taxes: [] }).schemes.get(s.code)![0]!

describe('priceTransaction: properties over generated fee books', () => {
  it('shares add up exactly to the fee they split; customer total − merchant net = the fees and taxes', () => {
    fc.assert(
      fc.property(bookArb, amountArb, fc.integer({ min: 1, max: 10 }), (b, amount, quantity) => {
        const schemes = [b.admin, b.mdr, ...(b.service ? [b.service] : [])]
        const taxes = b.taxes.map((t, i) => ({ ...t, code: `TAX${i}` }))
        const book = compileFeeBook({ schemes, taxes })
        const p = priceTransaction(book, {
          kind: 'RETAIL',
          paymentMethod: 'QRIS',
          amount,
          quantity,
          at: '2025-03-01T12:00:00+07:00',
          merchant: { schemes: schemes.map((s) => s.code), taxes: taxes.map((t) => t.code) },
        })
        for (const line of p.lines) {
          expect(Number.isSafeInteger(line.amount) && line.amount >= 0).toBe(true)
          const parts = p.shares.filter((s) => s.line === line.code)
          if (parts.length === 0) continue
          expect(parts.reduce((sum, s) => sum + s.amount, 0)).toBe(line.amount)
          for (const s of parts) expect(s.amount).toBeGreaterThanOrEqual(0)
        }
        const sum = (pred: (l: (typeof p.lines)[number]) => boolean) =>
          p.lines.filter(pred).reduce((s, l) => s + l.amount, 0)
        expect(p.customerTotal - p.merchantNet).toBe(sum((l) => l.component !== 'SERVICE'))
        expect(p.customerTotal).toBe(
          amount + sum((l) => l.component === 'SERVICE' || (l.bearer === 'CUSTOMER' && !l.included)),
        )
        // What the merchant keeps: the amount and service, less what it bears and any included tax.
        expect(p.merchantNet).toBe(
          amount + sum((l) => l.component === 'SERVICE') - sum((l) => l.bearer === 'MERCHANT' || l.included),
        )
      }),
      { numRuns: 1_000 },
    )
  })

  it('flat and percent fees never fall as the amount rises, and stay within min and max', () => {
    const flatOrPercent = schemeArb('X', 'ADMIN', ['CUSTOMER']).filter((s) => s.type !== 'TIERED')
    fc.assert(
      fc.property(flatOrPercent, amountArb, fc.integer({ min: 0, max: 1_000_000 }), (s, a, d) => {
        const c = compileOne(s)
        expect(feeOf(c, a, 1)).toBeLessThanOrEqual(feeOf(c, Math.min(a + d, MAX_AMOUNT), 1))
        if (s.min !== undefined) expect(feeOf(c, a, 1)).toBeGreaterThanOrEqual(s.min)
        if (s.max !== undefined) expect(feeOf(c, a, 1)).toBeLessThanOrEqual(s.max)
        if (s.type === 'PERCENT') {
          let expected = halfUp(a * s.bps, BPS)
          if (s.min !== undefined) expected = Math.max(expected, s.min)
          if (s.max !== undefined) expected = Math.min(expected, s.max)
          expect(feeOf(c, a, 1)).toBe(expected)
        }
      }),
      { numRuns: 2_000 },
    )
  })

  it('every tier boundary: the amount at it and one below use the tier, one above the next', () => {
    fc.assert(
      fc.property(tiersArb, boundsArb, (tiers, bounds) => {
        const c = compileOne({
          code: 'T',
          label: 'T',
          component: 'ADMIN',
          bearer: 'CUSTOMER',
          match: { kind: 'RETAIL' },
          type: 'TIERED',
          tiers,
          ...bounds,
          validFrom: '2020-01-01',
        })
        const expected = (tier: Tier, a: number) => {
          let fee = tier.type === 'FLAT' ? tier.amount : halfUp(a * tier.bps, BPS)
          if (bounds) fee = Math.min(Math.max(fee, bounds.min), bounds.max)
          return fee
        }
        tiers.forEach((tier, i) => {
          expect(feeOf(c, tier.from, 1)).toBe(expected(tier, tier.from))
          if (tier.to === undefined) return
          expect(feeOf(c, tier.to, 1)).toBe(expected(tier, tier.to))
          if (tier.to - 1 >= tier.from) expect(feeOf(c, tier.to - 1, 1)).toBe(expected(tier, tier.to - 1))
          expect(feeOf(c, tier.to + 1, 1)).toBe(expected(tiers[i + 1]!, tier.to + 1))
        })
      }),
      { numRuns: 1_000 },
    )
  })

  it('a per-unit flat fee is the clamped fee times the quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        boundsArb,
        fc.integer({ min: 1, max: 1_000 }),
        (fee, bounds, qty) => {
          const c = compileOne({
            code: 'U',
            label: 'U',
            component: 'ADMIN',
            bearer: 'CUSTOMER',
            match: { kind: 'BILLER' },
            type: 'FLAT',
            amount: fee,
            perUnit: true,
            ...bounds,
            validFrom: '2020-01-01',
          })
          const one = bounds ? Math.min(Math.max(fee, bounds.min), bounds.max) : fee
          expect(feeOf(c, 123_456, qty)).toBe(one * qty)
        },
      ),
    )
  })
})

describe('at the bounds of the schemas', () => {
  it('the largest amount, per-unit fee, service and taxes keep every figure exact and the shares whole', () => {
    const sharing = {
      shares: [
        { type: 'PERCENT' as const, partnerId: 'PTN-A', bps: 3_333 },
        { type: 'PERCENT' as const, partnerId: 'PTN-B', bps: 3_333 },
      ],
      remainderTo: 'MINT',
    }
    const base = { label: 'X', match: { kind: 'RETAIL' as const }, validFrom: '2020-01-01', sharing }
    const book = compileFeeBook({
      schemes: [
        {
          ...base,
          code: 'ADM',
          component: 'ADMIN',
          bearer: 'CUSTOMER',
          type: 'FLAT',
          amount: MAX_FEE,
          perUnit: true,
        },
        { ...base, code: 'MDR', component: 'MDR', bearer: 'MERCHANT', type: 'PERCENT', bps: BPS },
        {
          code: 'SVC',
          label: 'S',
          component: 'SERVICE',
          bearer: 'CUSTOMER',
          match: { kind: 'RETAIL' },
          type: 'PERCENT',
          bps: BPS,
          validFrom: '2020-01-01',
        },
      ],
      taxes: [
        { code: 'T1', label: 'T1', bps: BPS, base: 'FULL', inclusive: true, validFrom: '2020-01-01' },
        { code: 'T2', label: 'T2', bps: BPS, base: 'DPP_11_12', inclusive: true, validFrom: '2020-01-01' },
        { code: 'T3', label: 'T3', bps: BPS, base: 'FULL', inclusive: false, validFrom: '2020-01-01' },
      ],
    })
    const p = priceTransaction(book, {
      kind: 'RETAIL',
      amount: MAX_AMOUNT,
      quantity: 1_000,
      at: Date.UTC(2025, 0, 1),
      merchant: { schemes: ['ADM', 'MDR', 'SVC'], taxes: ['T1', 'T2', 'T3'] },
    })
    for (const l of p.lines) expect(Number.isSafeInteger(l.amount)).toBe(true)
    for (const code of ['ADM', 'MDR']) {
      const total = p.shares.filter((s) => s.line === code).reduce((s, x) => s + x.amount, 0)
      expect(total).toBe(p.lines.find((l) => l.code === code)?.amount)
    }
    const included = p.lines.filter((l) => l.included).reduce((s, l) => s + l.amount, 0)
    // The two inclusive taxes are the service-inclusive amount less the price before them, to the rupiah.
    expect(included).toBe(2 * MAX_AMOUNT - (p.lines.find((l) => l.code === 'T1')?.base ?? 0))
    expect(p.customerTotal - p.merchantNet).toBe(
      p.lines.filter((l) => l.component !== 'SERVICE').reduce((s, l) => s + l.amount, 0),
    )
  })
})
