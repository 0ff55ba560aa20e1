import { apportion, BPS, divHalfUp, percentOf } from '../fees/rounding.ts'
import { formatRupiah } from '../format.ts'
import type { PaymentMethod } from '../transactions/catalogue.ts'

/**
 * The cashier's arithmetic (issue 18 item 3), pure and shared: the browser prices the cart as the cashier
 * types (no network wait), the server prices the same lines again with the stored prices and tax versions
 * before it writes the sale, so the two never disagree. Integer rupiah throughout; every amount is computed
 * exactly and rounded once, half up, and a whole split into parts (the order discount over the lines, the
 * service charge over the taxes' bases) by the largest-remainder method, as the fee engine does
 * (contract/fees/rounding.ts, docs/ARCHITECTURE.md "Fees (issue 15)"):
 * 1. a line is price × qty less its own discount (never below zero);
 * 2. the order discount is spread over the lines in proportion to what they come to;
 * 3. the service charge is a percentage of the lines it applies to (the master data's SERVICE scheme and
 *    its subjects), the customer's to pay;
 * 4. each tax (PB1 for food and drink where the outlet charges it, PPN 12% on DPP 11/12 …) on its lines
 *    plus their part of the service charge: exclusive ones added on top, inclusive ones taken out; a DPP
 *    11/12 tax's base is the price × 11/12 rounded, as in contract/fees/price.ts.
 */

/** A tax version as the cart applies it (from tax_type: the version valid on the sale's WIB day). */
export interface CartTax {
  code: string
  label: string
  bps: number
  base: 'FULL' | 'DPP_11_12'
  inclusive: boolean
}

/** The service charge that applies at the outlet (a SERVICE scheme of the fee book, percent). */
export interface CartService {
  code: string
  label: string
  bps: number
}

export interface CartLineInput {
  price: number
  qty: number
  /** The line's own discount in rupiah. */
  discount: number
  /** The tax code this line is taxed with (a key of `CartRules.taxes`), or null. */
  tax: string | null
  /** Whether the service charge applies to this line (its product, category or outlet is a subject). */
  service: boolean
}

export interface CartRules {
  taxes: Readonly<Record<string, CartTax>>
  service: CartService | null
}

export interface PricedLine {
  gross: number
  discount: number
  /** This line's part of the order discount. */
  orderDiscount: number
  /** What the line comes to after both discounts (the base of its service and tax). */
  net: number
  service: number
}

export interface TaxLine extends CartTax {
  /** Lines plus service the tax applies to. */
  taxable: number
  /** The base the rate applies to (taxable, or its 11/12, before tax for an inclusive tax). */
  dpp: number
  amount: number
}

export interface CartTotals {
  lines: PricedLine[]
  /** Σ gross. */
  gross: number
  itemDiscount: number
  /** Σ gross − item discounts: what DOMAIN.md §1e calls the subtotal. */
  subtotal: number
  orderDiscount: number
  service: number
  serviceLabel: string
  taxes: TaxLine[]
  /** What the customer pays. */
  total: number
}

/** Largest amounts accepted: the fee engine's bounds keep every intermediate product below 2^53. */
export const MAX_LINE_QTY = 9_999
export const MAX_PRICE = 100_000_000

/** Why the cart cannot be priced (Indonesian), or null. */
export function cartProblem(lines: readonly CartLineInput[], orderDiscount: number): string | null {
  if (lines.length === 0) return 'Keranjang masih kosong.'
  let subtotal = 0
  for (const l of lines) {
    if (!Number.isInteger(l.qty) || l.qty < 1 || l.qty > MAX_LINE_QTY)
      return `Jumlah barang harus bilangan bulat 1–${MAX_LINE_QTY}.`
    if (!Number.isInteger(l.price) || l.price < 0 || l.price > MAX_PRICE) return 'Harga tidak valid.'
    if (!Number.isInteger(l.discount) || l.discount < 0)
      return 'Diskon barang harus rupiah bulat, tidak negatif.'
    if (l.discount > l.price * l.qty)
      return `Diskon barang (${formatRupiah(l.discount)}) melebihi harganya (${formatRupiah(l.price * l.qty)}).`
    subtotal += l.price * l.qty - l.discount
  }
  if (!Number.isInteger(orderDiscount) || orderDiscount < 0)
    return 'Diskon transaksi harus rupiah bulat, tidak negatif.'
  if (orderDiscount > subtotal)
    return `Diskon transaksi (${formatRupiah(orderDiscount)}) melebihi subtotal (${formatRupiah(subtotal)}).`
  return null
}

/** Prices a cart; call `cartProblem` first (a cart it refuses gives meaningless numbers, never a throw). */
export function priceCart(
  lines: readonly CartLineInput[],
  orderDiscount: number,
  rules: CartRules,
): CartTotals {
  const n = lines.length
  const nets = lines.map((l) => Math.max(0, l.price * l.qty - l.discount))
  const gross = lines.reduce((s, l) => s + l.price * l.qty, 0)
  const subtotal = nets.reduce((s, v) => s + v, 0)
  const discountParts = new Array<number>(n).fill(0)
  if (orderDiscount > 0 && subtotal > 0) apportion(Math.min(orderDiscount, subtotal), nets, n, discountParts)
  const priced: PricedLine[] = lines.map((l, i) => ({
    gross: l.price * l.qty,
    discount: Math.min(l.discount, l.price * l.qty),
    orderDiscount: discountParts[i] ?? 0,
    net: (nets[i] ?? 0) - (discountParts[i] ?? 0),
    service: 0,
  }))

  // Service: one percentage of everything it applies to, rounded once, then spread over those lines (so
  // each tax's base holds its own lines' part of it).
  let service = 0
  if (rules.service) {
    const idx = priced.flatMap((p, i) => (lines[i]?.service && p.net > 0 ? [i] : []))
    const bases = idx.map((i) => priced[i]?.net ?? 0)
    const serviceBase = bases.reduce((s, v) => s + v, 0)
    service = percentOf(serviceBase, rules.service.bps)
    if (service > 0) {
      const parts = new Array<number>(idx.length).fill(0)
      apportion(service, bases, idx.length, parts)
      idx.forEach((i, k) => {
        const p = priced[i]
        if (p) p.service = parts[k] ?? 0
      })
    }
  }

  const taxable = new Map<string, number>()
  lines.forEach((l, i) => {
    const p = priced[i]
    if (!l.tax || !p || !rules.taxes[l.tax]) return
    taxable.set(l.tax, (taxable.get(l.tax) ?? 0) + p.net + p.service)
  })
  const taxes: TaxLine[] = []
  let excluded = 0
  for (const [code, amountIn] of taxable) {
    const t = rules.taxes[code]
    if (!t || amountIn === 0) continue
    // Inclusive: the price before tax P satisfies P + tax(P) = amount, tax(P) = P × rate × (11/12 or 1).
    const weight = t.base === 'DPP_11_12' ? 11 * t.bps : 12 * t.bps
    const before = t.inclusive ? divHalfUp(amountIn * 12 * BPS, 12 * BPS + weight) : amountIn
    const dpp = t.base === 'DPP_11_12' ? divHalfUp(before * 11, 12) : before
    const amount = t.inclusive ? amountIn - before : percentOf(dpp, t.bps)
    if (!t.inclusive) excluded += amount
    taxes.push({ ...t, taxable: amountIn, dpp, amount })
  }
  const net = priced.reduce((s, p) => s + p.net, 0)
  return {
    lines: priced,
    gross,
    itemDiscount: gross - subtotal,
    subtotal,
    orderDiscount: subtotal - net,
    service,
    serviceLabel: rules.service?.label ?? '',
    taxes,
    total: net + service + excluded,
  }
}

export interface Payment {
  method: PaymentMethod
  amount: number
}

export interface Settlement {
  paid: number
  change: number
  /** Why the sale cannot be finished with these payments (Indonesian), or null. */
  problem: string | null
}

/**
 * What the payments settle: only cash gives change, so the parts paid otherwise (QRIS, card, e-money: an
 * exact amount charged) may not together exceed the total; everything paid must reach the total.
 */
export function settle(total: number, payments: readonly Payment[]): Settlement {
  let paid = 0
  let nonCash = 0
  for (const p of payments) {
    if (!Number.isInteger(p.amount) || p.amount <= 0)
      return { paid, change: 0, problem: 'Nominal pembayaran harus rupiah bulat lebih dari 0.' }
    paid += p.amount
    if (p.method !== 'CASH') nonCash += p.amount
  }
  if (payments.length === 0) return { paid: 0, change: 0, problem: 'Pilih metode pembayaran.' }
  if (nonCash > total)
    return {
      paid,
      change: 0,
      problem: `Pembayaran non-tunai (${formatRupiah(nonCash)}) melebihi total (${formatRupiah(total)}); kembalian hanya dari tunai.`,
    }
  if (paid < total) return { paid, change: 0, problem: `Pembayaran kurang ${formatRupiah(total - paid)}.` }
  return { paid, change: paid - total, problem: null }
}

/** The quick-cash buttons: the exact amount, then the next round amounts a customer hands over. */
export function quickCash(total: number): number[] {
  const out = new Set<number>([total])
  for (const note of [5_000, 10_000, 20_000, 50_000, 100_000]) {
    const up = Math.ceil(total / note) * note
    if (up > 0) out.add(up)
  }
  return [...out].sort((a, b) => a - b).slice(0, 5)
}

/** A receipt number in DOMAIN.md §1e's format: `INV/OTL123/20250612/0042` (outlet code without its dash). */
export const receiptNumber = (outletCode: string, ymd: string, seq: number): string =>
  `INV/${outletCode.replace('-', '')}/${ymd}/${String(seq).padStart(4, '0')}`

export const RECEIPT_PATTERN = /^INV\/[A-Z0-9]{1,16}\/\d{8}\/\d{4,6}$/
