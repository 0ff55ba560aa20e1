import { describe, expect, it } from 'vitest'
import { compileFeeBook } from '#contract/fees/book.ts'
import { formOfScheme, schemeOfForm } from '#contract/fees/form.ts'
import type { FeeSchemeInput } from '#contract/fees/schemes.ts'
import { everyMerchantsSchemes, feesOf, type StoredFeeBook } from '../areas/transactions/fee-book.ts'
import {
  FEE_SCHEMES,
  MYCROATM_MERCHANT_BPS,
  merchantSharing,
  TAX_TYPES,
  TOPUP_MERCHANT_BPS,
} from './fee-schemes.ts'

/** The seeded schemes price what the fee schedule of docs/DOMAIN.md §2 says (issue 15 §4), through the engine. */
const stored: StoredFeeBook = {
  book: compileFeeBook({ schemes: FEE_SCHEMES, taxes: TAX_TYPES }),
  taxes: [],
  partnerIds: new Map(),
}
/** What the seeded default segments name (server/seed/segments.ts): every ADMIN and MDR scheme. */
const schemes = everyMerchantsSchemes(FEE_SCHEMES)
const at = new Date('2026-11-25T03:00:00Z')
const fee = (q: Omit<Parameters<typeof feesOf>[1], 'at' | 'schemes'>) =>
  feesOf(stored, { ...q, at, schemes }).fee

describe('the seeded fee schemes', () => {
  it("each reads into the master screens' form and back unchanged (contract/fees/form.ts)", () => {
    for (const s of FEE_SCHEMES) expect(schemeOfForm(formOfScheme(s))).toEqual(JSON.parse(JSON.stringify(s)))
  })
  it('QRIS for a micro business is free up to Rp500.000, then 0,3% of the whole amount', () => {
    expect(fee({ kind: 'RETAIL', paymentMethod: 'QRIS', category: 'UMI', amount: 500_000 })).toBe(0)
    expect(fee({ kind: 'RETAIL', paymentMethod: 'QRIS', category: 'UMI', amount: 600_000 })).toBe(1_800)
  })
  it('QRIS for other businesses is 0,7%, rounded half up to whole rupiah', () => {
    expect(fee({ kind: 'RETAIL', paymentMethod: 'QRIS', category: 'UKE', amount: 100_000 })).toBe(700)
    expect(fee({ kind: 'RETAIL', paymentMethod: 'QRIS', category: 'UBE', amount: 12_350 })).toBe(86)
  })
  it('card top-up: on-us free up to Rp200.000 then Rp750; off-us Rp1.500', () => {
    expect(fee({ kind: 'TOPUP', product: 'ON_US', amount: 200_000 })).toBe(0)
    expect(fee({ kind: 'TOPUP', product: 'ON_US', amount: 300_000 })).toBe(750)
    expect(fee({ kind: 'TOPUP', product: 'OFF_US', amount: 20_000 })).toBe(1_500)
  })
  it('Mycroatm flat fees by type and on-us/off-us; cash carries no MDR; what no scheme names is free', () => {
    expect(fee({ kind: 'MYCROATM', product: 'TRANSFER_OFF_US', amount: 1_000_000 })).toBe(6_500)
    expect(fee({ kind: 'MYCROATM', product: 'BALANCE_INQUIRY_ON_US', amount: 0 })).toBe(0)
    expect(fee({ kind: 'RETAIL', paymentMethod: 'CASH', amount: 75_000 })).toBe(0)
    expect(fee({ kind: 'DEPOSIT', product: 'TRANSFER', amount: 75_000 })).toBe(0)
    expect(fee({ kind: 'DEPOSIT', product: 'VA', amount: 75_000 })).toBe(4_000)
  })
  it('debit 0,15%, credit 2%, e-money 0,5%, borne by the merchant (nothing shared)', () => {
    expect(feesOf(stored, { kind: 'RETAIL', paymentMethod: 'DEBIT', amount: 200_000, at, schemes })).toEqual({
      fee: 300,
      merchantShare: 0,
      partnerShare: 0,
      partnerShares: [],
    })
    expect(fee({ kind: 'RETAIL', paymentMethod: 'CREDIT', amount: 200_000 })).toBe(4_000)
    expect(fee({ kind: 'RETAIL', paymentMethod: 'EMONEY', amount: 200_000 })).toBe(1_000)
  })

  it("the merchant's share of Mycroatm (50%) and card top-up (40%) fees; MINT keeps the rest; deposits unshared", () => {
    const priced = (q: Omit<Parameters<typeof feesOf>[1], 'at' | 'schemes'>) =>
      feesOf(stored, { ...q, at, schemes })
    expect(priced({ kind: 'MYCROATM', product: 'WITHDRAWAL_OFF_US', amount: 500_000 })).toEqual({
      fee: 5_000,
      merchantShare: 2_500,
      partnerShare: 0,
      partnerShares: [],
    })
    expect(priced({ kind: 'MYCROATM', product: 'BALANCE_INQUIRY_OFF_US', amount: 0 }).merchantShare).toBe(
      1_250,
    )
    expect(priced({ kind: 'TOPUP', product: 'OFF_US', amount: 50_000 }).merchantShare).toBe(600)
    expect(priced({ kind: 'TOPUP', product: 'ON_US', amount: 300_000 }).merchantShare).toBe(300)
    // A free on-us top-up shares nothing.
    expect(priced({ kind: 'TOPUP', product: 'ON_US', amount: 100_000 }).merchantShare).toBe(0)
    expect(priced({ kind: 'DEPOSIT', product: 'VA', amount: 75_000 }).merchantShare).toBe(0)
  })
  it("the merchant's share rounds by the largest remainder: whole rupiah, ties to the merchant (listed first), never more than the fee", () => {
    const bookOf = (amount: number, bps: number): StoredFeeBook => {
      const scheme: FeeSchemeInput = {
        code: 'UJI',
        label: 'Uji',
        component: 'ADMIN',
        bearer: 'CUSTOMER',
        type: 'FLAT',
        amount,
        match: { kind: 'MYCROATM' },
        sharing: merchantSharing(bps),
        validFrom: '2020-01-01',
      }
      return { book: compileFeeBook({ schemes: [scheme], taxes: [] }), taxes: [], partnerIds: new Map() }
    }
    const share = (amount: number, bps: number) =>
      feesOf(bookOf(amount, bps), { kind: 'MYCROATM', amount: 0, at, schemes: ['UJI'] })
    // Rp2.501 × 50% = 1.250,5: a tie, the odd rupiah to the merchant; MINT gets Rp1.250.
    expect(share(2_501, MYCROATM_MERCHANT_BPS).merchantShare).toBe(1_251)
    // Rp1.499 × 40% = 599,6 → 600 (MINT's 899,4 has the smaller remainder).
    expect(share(1_499, TOPUP_MERCHANT_BPS).merchantShare).toBe(600)
    for (let fee = 0; fee <= 3_000; fee += 7)
      for (const bps of [MYCROATM_MERCHANT_BPS, TOPUP_MERCHANT_BPS, 3_333]) {
        const p = share(fee, bps)
        expect(p.fee).toBe(fee)
        // Within one rupiah of the exact quota, and never above the fee (MINT's part is fee − merchant ≥ 0).
        expect(Math.abs(p.merchantShare * 10_000 - fee * bps)).toBeLessThan(10_000)
        expect(p.merchantShare).toBeGreaterThanOrEqual(0)
        expect(p.merchantShare).toBeLessThanOrEqual(fee)
      }
  })
})
