import { describe, expect, it } from 'vitest'
import {
  type CartLineInput,
  type CartRules,
  cartProblem,
  priceCart,
  quickCash,
  receiptNumber,
  settle,
} from './cart.ts'

const PPN: CartRules['taxes'][string] = {
  code: 'PPN',
  label: 'PPN 12% DPP 11/12',
  bps: 1_200,
  base: 'DPP_11_12',
  inclusive: false,
}
const PB1: CartRules['taxes'][string] = {
  code: 'PB1',
  label: 'PB1 10%',
  bps: 1_000,
  base: 'FULL',
  inclusive: false,
}
const SVC = { code: 'SVC-5', label: 'Service 5%', bps: 500 }
const line = (price: number, qty = 1, over: Partial<CartLineInput> = {}): CartLineInput => ({
  price,
  qty,
  discount: 0,
  tax: null,
  service: false,
  ...over,
})

describe('cart arithmetic', () => {
  it('no tax, no discount: the total is Σ price × qty', () => {
    const t = priceCart([line(3_500, 2), line(12_500)], 0, { taxes: {}, service: null })
    expect(t).toMatchObject({
      gross: 19_500,
      subtotal: 19_500,
      itemDiscount: 0,
      orderDiscount: 0,
      service: 0,
      total: 19_500,
    })
  })

  it('item discounts, then the order discount spread over the lines by the largest remainder', () => {
    const t = priceCart([line(10_000, 1, { discount: 1_000 }), line(5_000), line(5_000)], 1_000, {
      taxes: {},
      service: null,
    })
    expect(t.subtotal).toBe(19_000)
    expect(t.itemDiscount).toBe(1_000)
    // 1.000 over 9.000 : 5.000 : 5.000 → 473,68 / 263,16 / 263,16 → 473 / 263 / 263, one rupiah left to the
    // largest remainder (the first line).
    expect(t.lines.map((l) => l.orderDiscount)).toEqual([474, 263, 263])
    expect(t.orderDiscount).toBe(1_000)
    expect(t.total).toBe(18_000)
  })

  it('PPN 12% on DPP 11/12, exclusive: rounded once on the base, then on the rate', () => {
    const t = priceCart([line(17_000, 1, { tax: 'PPN' })], 0, { taxes: { PPN }, service: null })
    // DPP = 17.000 × 11/12 = 15.583,33 → 15.583; PPN = 15.583 × 12% = 1.869,96 → 1.870.
    expect(t.taxes).toEqual([{ ...PPN, taxable: 17_000, dpp: 15_583, amount: 1_870 }])
    expect(t.total).toBe(18_870)
  })

  it('service charge on its lines, PB1 on those lines plus their service', () => {
    const t = priceCart(
      [line(25_000, 2, { tax: 'PB1', service: true }), line(8_000, 1, { tax: 'PB1', service: false })],
      0,
      { taxes: { PB1 }, service: SVC },
    )
    expect(t.service).toBe(2_500)
    expect(t.serviceLabel).toBe('Service 5%')
    // PB1 on 50.000 + 2.500 + 8.000 = 60.500 → 6.050.
    expect(t.taxes[0]?.amount).toBe(6_050)
    expect(t.total).toBe(58_000 + 2_500 + 6_050)
  })

  it('halves round up, once: service 5% of 10.010 = 500,5 → 501', () => {
    const t = priceCart([line(10_010, 1, { service: true })], 0, { taxes: {}, service: SVC })
    expect(t.service).toBe(501)
    expect(t.total).toBe(10_511)
  })

  it('mixed taxes in one cart: each on its own lines; an inclusive tax is taken out, not added', () => {
    const inclusivePpn = { ...PPN, code: 'PPNI', base: 'FULL' as const, bps: 1_100, inclusive: true }
    const t = priceCart([line(11_100, 1, { tax: 'PPNI' }), line(10_000, 1, { tax: 'PB1' })], 0, {
      taxes: { PPNI: inclusivePpn, PB1 },
      service: null,
    })
    // 11.100 holds 11% PPN: before tax 10.000, tax 1.100 (inside the price); PB1 1.000 added.
    expect(t.taxes.map((x) => [x.code, x.dpp, x.amount])).toEqual([
      ['PPNI', 10_000, 1_100],
      ['PB1', 10_000, 1_000],
    ])
    expect(t.total).toBe(22_100)
  })

  it('a full order discount leaves nothing to tax', () => {
    const t = priceCart([line(5_000, 1, { tax: 'PPN' })], 5_000, { taxes: { PPN }, service: null })
    expect(t.total).toBe(0)
    expect(t.taxes).toEqual([])
  })

  it('refuses an empty cart, a discount above the price or the subtotal, a fractional quantity', () => {
    expect(cartProblem([], 0)).toBe('Keranjang masih kosong.')
    expect(cartProblem([line(5_000, 1, { discount: 6_000 })], 0)).toMatch(/Diskon barang .* melebihi/)
    expect(cartProblem([line(5_000)], 5_001)).toMatch(/Diskon transaksi .* melebihi subtotal/)
    expect(cartProblem([line(5_000, 1.5)], 0)).toMatch(/bilangan bulat/)
    expect(cartProblem([line(5_000)], 0)).toBeNull()
  })
})

describe('payment', () => {
  it('cash gives change; a payment below the total cannot finish', () => {
    expect(settle(18_870, [{ method: 'CASH', amount: 20_000 }])).toEqual({
      paid: 20_000,
      change: 1_130,
      problem: null,
    })
    expect(settle(18_870, [{ method: 'CASH', amount: 18_000 }]).problem).toMatch(/kurang Rp\s?870/)
    expect(settle(18_870, []).problem).toBe('Pilih metode pembayaran.')
  })

  it('split: QRIS plus cash; non-cash may not exceed the total', () => {
    expect(
      settle(50_000, [
        { method: 'QRIS', amount: 30_000 },
        { method: 'CASH', amount: 25_000 },
      ]),
    ).toEqual({ paid: 55_000, change: 5_000, problem: null })
    expect(settle(50_000, [{ method: 'DEBIT', amount: 60_000 }]).problem).toMatch(/non-tunai/)
    expect(settle(50_000, [{ method: 'CASH', amount: 0 }]).problem).toMatch(/lebih dari 0/)
  })

  it('quick cash and the receipt number', () => {
    expect(quickCash(18_870)).toEqual([18_870, 20_000, 50_000, 100_000])
    expect(quickCash(50_000)).toEqual([50_000, 60_000, 100_000])
    expect(receiptNumber('OTL-123', '20250612', 42)).toBe('INV/OTL123/20250612/0042')
  })
})
