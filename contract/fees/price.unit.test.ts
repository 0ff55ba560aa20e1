import { describe, expect, it } from 'vitest'
import { compileFeeBook, type FeeBookInput } from './book.ts'
import { priceTransaction } from './price.ts'
import type { FeeLine } from './pricing.ts'
import type { TransactionInput } from './transaction.ts'

/** The examples of DOMAIN.md: §1e (PLN admin per sheet, BRILink's Rp3.000 shared 50:50), §1d (BI-FAST), §2. */
const book: FeeBookInput = {
  schemes: [
    {
      code: 'ADM-PLN-POST',
      label: 'Biaya Admin PLN Pascabayar',
      component: 'ADMIN',
      bearer: 'CUSTOMER',
      match: { kind: 'BILLER', products: ['PLNPOST'] },
      type: 'FLAT',
      amount: 2_750,
      perUnit: true,
      sharing: { shares: [{ type: 'FLAT', partnerId: 'PTN003', amount: 1_500 }], remainderTo: 'MINT' },
      validFrom: '2024-01-01',
    },
    {
      code: 'ADM-TRF-BRI',
      label: 'Biaya Transfer BRI',
      component: 'ADMIN',
      bearer: 'CUSTOMER',
      match: { kind: 'MYCROATM', products: ['TRANSFER_ON_US'] },
      type: 'FLAT',
      amount: 3_000,
      sharing: { shares: [{ type: 'PERCENT', partnerId: 'PTN-BRI', bps: 5_000 }], remainderTo: 'AGEN' },
      validFrom: '2024-01-01',
    },
    {
      code: 'ADM-BIFAST',
      label: 'Biaya BI-FAST',
      component: 'ADMIN',
      bearer: 'CUSTOMER',
      match: { kind: 'MYCROATM', products: ['TRANSFER_OFF_US'] },
      type: 'FLAT',
      amount: 2_500,
      validFrom: '2024-01-01',
    },
    {
      code: 'MDR-QRIS-UMI',
      label: 'MDR QRIS Usaha Mikro',
      component: 'MDR',
      bearer: 'MERCHANT',
      match: { kind: 'RETAIL', paymentMethods: ['QRIS'], merchantCategories: ['UMI'] },
      type: 'TIERED',
      tiers: [
        { type: 'PERCENT', from: 0, to: 500_000, bps: 0 },
        { type: 'PERCENT', from: 500_001, bps: 30 },
      ],
      validFrom: '2024-12-01',
    },
    {
      code: 'MDR-QRIS',
      label: 'MDR QRIS',
      component: 'MDR',
      bearer: 'MERCHANT',
      match: { kind: 'RETAIL', paymentMethods: ['QRIS'] },
      type: 'PERCENT',
      bps: 70,
      sharing: {
        shares: [
          { type: 'PERCENT', partnerId: 'PTN-ACQ', bps: 6_000 },
          { type: 'PERCENT', partnerId: 'PTN-SWITCH', bps: 1_000 },
        ],
        remainderTo: 'MINT',
      },
      validFrom: '2023-07-01',
    },
    {
      code: 'SVC-5',
      label: 'Service 5%',
      component: 'SERVICE',
      bearer: 'CUSTOMER',
      match: { kind: 'RETAIL' },
      type: 'PERCENT',
      bps: 500,
      validFrom: '2024-01-01',
    },
    {
      code: 'TOPUP-ONUS',
      label: 'Biaya Top Up On-Us',
      component: 'ADMIN',
      bearer: 'CUSTOMER',
      match: { kind: 'TOPUP', products: ['ON_US'] },
      type: 'TIERED',
      tiers: [
        { type: 'FLAT', from: 0, to: 200_000, amount: 0 },
        { type: 'FLAT', from: 200_001, amount: 750 },
      ],
      validFrom: '2024-01-01',
    },
  ],
  taxes: [
    {
      code: 'PPN',
      label: 'PPN 11%',
      bps: 1_100,
      base: 'FULL',
      inclusive: false,
      validFrom: '2022-04-01',
      validTo: '2024-12-31',
    },
    {
      code: 'PPN',
      label: 'PPN 12%',
      bps: 1_200,
      base: 'DPP_11_12',
      inclusive: false,
      validFrom: '2025-01-01',
    },
    {
      code: 'PPN-INC',
      label: 'PPN 12% (termasuk)',
      bps: 1_200,
      base: 'DPP_11_12',
      inclusive: true,
      validFrom: '2025-01-01',
    },
    { code: 'PB1', label: 'PB1 10%', bps: 1_000, base: 'FULL', inclusive: false, validFrom: '2024-01-01' },
  ],
}
const compiled = compileFeeBook(book)
const ALL = { schemes: book.schemes.map((s) => s.code), taxes: [] as string[] }

const price = (trx: Omit<TransactionInput, 'merchant' | 'at'> & Partial<TransactionInput>) =>
  priceTransaction(compiled, { at: '2025-06-12T10:00:00+07:00', merchant: ALL, ...trx })
const line = (lines: FeeLine[], code: string) => lines.find((l) => l.code === code)

describe('priceTransaction: the examples of DOMAIN.md', () => {
  it('PLN postpaid: Rp2.750 admin per bill sheet, 4 sheets → Rp11.000 on top of the bill', () => {
    const p = price({ kind: 'BILLER', product: 'PLNPOST', amount: 480_000, quantity: 4 })
    expect(p.lines).toEqual([
      {
        code: 'ADM-PLN-POST',
        component: 'ADMIN',
        label: 'Biaya Admin PLN Pascabayar',
        amount: 11_000,
        bearer: 'CUSTOMER',
        base: undefined,
        included: false,
      },
    ])
    expect(p.customerTotal).toBe(491_000)
    expect(p.merchantNet).toBe(480_000)
    // The biller's flat Rp1.500 first, the rest to the platform.
    expect(p.shares).toEqual([
      { line: 'ADM-PLN-POST', partnerId: 'PTN003', amount: 1_500 },
      { line: 'ADM-PLN-POST', partnerId: 'MINT', amount: 9_500 },
    ])
  })

  it("BRILink's Rp3.000 transfer fee, shared 50:50 between the bank and the agent", () => {
    const p = price({ kind: 'MYCROATM', product: 'TRANSFER_ON_US', amount: 1_000_000 })
    expect(p.customerTotal).toBe(1_003_000)
    expect(p.shares.map((s) => [s.partnerId, s.amount])).toEqual([
      ['PTN-BRI', 1_500],
      ['AGEN', 1_500],
    ])
  })

  it('BI-FAST: Rp2.500 per transfer, paid by the customer', () => {
    const p = price({ kind: 'MYCROATM', product: 'TRANSFER_OFF_US', amount: 250_000_000 })
    expect(line(p.lines, 'ADM-BIFAST')?.amount).toBe(2_500)
    expect(p.customerTotal).toBe(250_002_500)
    expect(p.merchantNet).toBe(250_000_000)
  })

  it('QRIS MDR 0,7% is borne by the merchant, rounded half up, and shared exactly', () => {
    const p = price({
      kind: 'RETAIL',
      paymentMethod: 'QRIS',
      amount: 100_000,
      merchant: { ...ALL, schemes: ['MDR-QRIS'], category: 'UKE' },
    })
    expect(p.lines).toEqual([
      {
        code: 'MDR-QRIS',
        component: 'MDR',
        label: 'MDR QRIS',
        amount: 700,
        bearer: 'MERCHANT',
        base: 100_000,
        included: false,
      },
    ])
    expect(p.customerTotal).toBe(100_000)
    expect(p.merchantNet).toBe(99_300)
    expect(p.shares.map((s) => s.amount)).toEqual([420, 70, 210])
    // Rp500 × 0,7% = Rp3,5 → Rp4; its shares 2,4 / 0,4 / 1,2 → 2 / 0 / 1, and the missing rupiah goes to a
    // remainder of 0,4: the acquirer's and the switch's tie, so the one listed first gets it.
    const half = price({
      kind: 'RETAIL',
      paymentMethod: 'QRIS',
      amount: 500,
      merchant: { ...ALL, schemes: ['MDR-QRIS'] },
    })
    expect(half.lines[0]?.amount).toBe(4)
    expect(half.shares.map((s) => s.amount)).toEqual([3, 0, 1])
  })

  it('QRIS for a micro business (UMI): 0% up to Rp500.000, 0,3% above; the UMI scheme wins as more specific', () => {
    const umi = { schemes: ['MDR-QRIS', 'MDR-QRIS-UMI'], taxes: [], category: 'UMI' as const }
    const at500k = price({ kind: 'RETAIL', paymentMethod: 'QRIS', amount: 500_000, merchant: umi })
    expect(at500k.lines).toMatchObject([{ code: 'MDR-QRIS-UMI', amount: 0, base: 500_000 }])
    const above = price({ kind: 'RETAIL', paymentMethod: 'QRIS', amount: 600_000, merchant: umi })
    expect(above.lines).toMatchObject([{ code: 'MDR-QRIS-UMI', amount: 1_800 }])
    // A UKE merchant with the same schemes gets the general 0,7%.
    const uke = price({
      kind: 'RETAIL',
      paymentMethod: 'QRIS',
      amount: 600_000,
      merchant: { ...umi, category: 'UKE' },
    })
    expect(uke.lines).toMatchObject([{ code: 'MDR-QRIS', amount: 4_200 }])
  })

  it('e-money top-up on-us: free up to Rp200.000, Rp750 above (PADG 19/10/PADG/2017)', () => {
    expect(price({ kind: 'TOPUP', product: 'ON_US', amount: 200_000 }).lines[0]?.amount).toBe(0)
    expect(price({ kind: 'TOPUP', product: 'ON_US', amount: 200_001 }).lines[0]?.amount).toBe(750)
  })

  it('PPN 12% on DPP 11/12 is effectively 11%: exclusive on top, or taken out of an inclusive price', () => {
    const ex = price({ kind: 'RETAIL', amount: 120_000, merchant: { schemes: [], taxes: ['PPN'] } })
    expect(ex.lines).toEqual([
      {
        code: 'PPN',
        component: 'TAX',
        label: 'PPN 12%',
        amount: 13_200,
        bearer: 'CUSTOMER',
        base: 110_000,
        included: false,
      },
    ])
    expect(ex.customerTotal).toBe(133_200)
    expect(ex.merchantNet).toBe(120_000)
    const inc = price({ kind: 'RETAIL', amount: 111_000, merchant: { schemes: [], taxes: ['PPN-INC'] } })
    expect(inc.lines).toMatchObject([{ code: 'PPN-INC', amount: 11_000, base: 91_667, included: true }])
    expect(inc.customerTotal).toBe(111_000)
    expect(inc.merchantNet).toBe(100_000)
  })

  it('a December 2024 sale is priced with PPN 11% on the full price, a January 2025 one with 12% on DPP 11/12', () => {
    const ppn = { schemes: [], taxes: ['PPN'] }
    const dec = price({ kind: 'RETAIL', amount: 100_000, merchant: ppn, at: '2024-12-31T23:59:59+07:00' })
    expect(dec.lines).toMatchObject([{ label: 'PPN 11%', amount: 11_000, base: 100_000 }])
    const jan = price({ kind: 'RETAIL', amount: 100_000, merchant: ppn, at: '2025-01-01T00:00:00+07:00' })
    expect(jan.lines).toMatchObject([{ label: 'PPN 12%', amount: 11_000, base: 91_667 }])
    // The day is the WIB day: 17:00 UTC on 31 December is already 1 January in Jakarta.
    expect(
      price({ kind: 'RETAIL', amount: 100_000, merchant: ppn, at: Date.UTC(2024, 11, 31, 17) }).lines[0]
        ?.label,
    ).toBe('PPN 12%')
    expect(
      price({
        kind: 'RETAIL',
        amount: 100_000,
        merchant: ppn,
        at: new Date(Date.UTC(2024, 11, 31, 16, 59, 59)),
      }).lines[0]?.label,
    ).toBe('PPN 11%')
    // Before the first version no PPN applies.
    expect(
      price({ kind: 'RETAIL', amount: 100_000, merchant: ppn, at: '2022-03-31T12:00:00+07:00' }).lines,
    ).toEqual([])
  })

  it('a restaurant bill: service 5%, PB1 10% on bill + service, QRIS MDR on what the customer pays', () => {
    const p = price({
      kind: 'RETAIL',
      paymentMethod: 'QRIS',
      amount: 100_000,
      merchant: { schemes: ['SVC-5', 'MDR-QRIS'], taxes: ['PB1'], category: 'UKE' },
    })
    expect(p.lines.map((l) => [l.code, l.amount, l.base])).toEqual([
      ['SVC-5', 5_000, 100_000],
      ['PB1', 10_500, 105_000],
      ['MDR-QRIS', 809, 115_500], // 808,5 → 809
    ])
    expect(p.customerTotal).toBe(115_500)
    // The merchant keeps the bill and the service charge, less the MDR; PB1 goes to the region.
    expect(p.merchantNet).toBe(104_191)
  })

  it('a scheme of another kind, product or method, or outside its validity, prices nothing', () => {
    expect(price({ kind: 'BILLER', product: 'PLNPRA100', amount: 100_000 }).lines).toEqual([])
    expect(
      price({
        kind: 'RETAIL',
        paymentMethod: 'CASH',
        amount: 100_000,
        merchant: { schemes: ['MDR-QRIS'], taxes: [] },
      }).lines,
    ).toEqual([])
    expect(
      price({
        kind: 'RETAIL',
        paymentMethod: 'QRIS',
        amount: 600_000,
        merchant: { schemes: ['MDR-QRIS-UMI'], taxes: [], category: 'UMI' },
        at: '2024-11-30T12:00:00+07:00',
      }).lines,
    ).toEqual([])
  })
})
