import type { CompiledFeeBook, CompiledScheme, CompiledSharing, CompiledTax } from './book.ts'
import { TAX_WEIGHT_WHOLE, versionAt } from './book.ts'
import type { FeeLine, PartnerShare, Pricing } from './pricing.ts'
import { apportion, BPS, distributeLeftover, divHalfUp, floorDiv, percentOf } from './rounding.ts'
import type { TransactionInput } from './transaction.ts'

/**
 * Prices one transaction (issue 15 item 4) with a compiled fee book: pure, synchronous, no allocation but
 * the answer. The steps, each line rounded once half up (rounding.ts):
 * 1. the merchant's schemes valid on the transaction's WIB day that match it; per component (ADMIN, MDR,
 *    SERVICE) the one naming the most of product, payment method and category, ties to the one listed first;
 * 2. SERVICE on the amount (the merchant's income, paid by the customer);
 * 3. taxes on amount + service: inclusive ones are taken out of it (the price before tax P is rounded, their
 *    total is what remains, split between several by the largest remainder), exclusive ones are added on
 *    top, computed on P; a DPP 11/12 tax's base is P × 11/12 rounded (DOMAIN.md §2 Taxes);
 * 4. ADMIN on the amount; borne by the customer it is added to what the customer pays, by the merchant
 *    taken from what it keeps;
 * 5. MDR on everything the payment method collects (the customer total), always borne by the merchant;
 * 6. each fee's partner shares, adding up to the fee exactly.
 * A scheme's amount picks its tier; percentages and tiers apply to the whole amount, then min and max,
 * then the quantity of a per-unit fee.
 */
export function priceTransaction(book: CompiledFeeBook, trx: TransactionInput): Pricing {
  const day = wibDayOf(trx.at)
  let service: CompiledScheme | undefined
  let admin: CompiledScheme | undefined
  let mdr: CompiledScheme | undefined
  const codes = trx.merchant.schemes
  for (let i = 0; i < codes.length; i++) {
    const versions = book.schemes.get(codes[i]!)
    if (versions === undefined) continue
    const s = versionAt(versions, day)
    if (s === undefined || !matches(s, trx)) continue
    if (s.component === 'ADMIN') {
      if (admin === undefined || s.specificity > admin.specificity) admin = s
    } else if (s.component === 'MDR') {
      if (mdr === undefined || s.specificity > mdr.specificity) mdr = s
    } else if (service === undefined || s.specificity > service.specificity) service = s
  }

  const lines: FeeLine[] = []
  const shares: PartnerShare[] = []
  const amount = trx.amount
  const quantity = trx.quantity ?? 1

  let serviceFee = 0
  if (service !== undefined) {
    serviceFee = feeOf(service, amount, quantity)
    lines.push(schemeLine(service, serviceFee, amount))
  }

  const taxable = amount + serviceFee
  const { included, excluded } = addTaxes(book, trx.merchant.taxes, day, taxable, lines)

  let customerTotal = taxable + excluded
  let adminFee = 0
  if (admin !== undefined) {
    adminFee = feeOf(admin, amount, quantity)
    lines.push(schemeLine(admin, adminFee, amount))
    if (admin.sharing !== null) share(admin.sharing, adminFee, admin.code, shares)
    if (admin.bearer === 'CUSTOMER') customerTotal += adminFee
  }
  let mdrFee = 0
  if (mdr !== undefined) {
    mdrFee = feeOf(mdr, customerTotal, quantity)
    lines.push(schemeLine(mdr, mdrFee, customerTotal))
    if (mdr.sharing !== null) share(mdr.sharing, mdrFee, mdr.code, shares)
  }
  return {
    lines,
    shares,
    customerTotal,
    merchantNet: customerTotal - excluded - included - adminFee - mdrFee,
  }
}

const DAY_MS = 86_400_000
/** WIB is UTC+7 all year (no daylight saving; contract/engine/dates.ts). */
const WIB_OFFSET_MS = 7 * 3_600_000
let lastAt = ''
let lastDay = 0

/** The WIB calendar day of the transaction as a day number (book.ts dayNumber); a repeated ISO string is parsed once. */
function wibDayOf(at: TransactionInput['at']): number {
  let ms: number
  if (typeof at === 'number') ms = at
  else if (typeof at === 'string') {
    if (at === lastAt) return lastDay
    lastAt = at
    lastDay = Math.floor((Date.parse(at) + WIB_OFFSET_MS) / DAY_MS)
    return lastDay
  } else ms = at.getTime()
  return Math.floor((ms + WIB_OFFSET_MS) / DAY_MS)
}

function matches(s: CompiledScheme, trx: TransactionInput): boolean {
  if (s.kind !== trx.kind) return false
  if (s.products !== null && (trx.product === undefined || !s.products.has(trx.product))) return false
  if (
    s.paymentMethods !== null &&
    (trx.paymentMethod === undefined || !s.paymentMethods.includes(trx.paymentMethod))
  )
    return false
  const category = trx.merchant.category
  if (s.categories !== null && (category === undefined || !s.categories.includes(category))) return false
  return true
}

/** A scheme's fee on a base: flat, percent or the tier the base falls in; then min/max; then the quantity. */
export function feeOf(s: CompiledScheme, base: number, quantity: number): number {
  let fee: number
  if (s.type === 0) fee = s.flat
  else if (s.type === 1) fee = percentOf(base, s.bps)
  else {
    const to = s.tierTo
    let i = 0
    while (base > to[i]!) i++
    const bps = s.tierBps[i]!
    fee = bps >= 0 ? percentOf(base, bps) : s.tierFlat[i]!
  }
  if (fee < s.min) fee = s.min
  if (fee > s.max) fee = s.max
  return s.perUnit ? fee * quantity : fee
}

const schemeLine = (s: CompiledScheme, amount: number, base: number): FeeLine => ({
  code: s.code,
  component: s.component,
  label: s.label,
  amount,
  bearer: s.bearer,
  base: s.type === 0 ? undefined : base,
  included: false,
})

/**
 * Splits a fee among its parties (book.ts CompiledSharing) in 1/10.000 rupiah: flat parts first (capped at
 * what is left), percentages of what they leave, the rest to the remainder party; then whole rupiah by the
 * largest remainder, ties to the party listed first.
 */
function share(sh: CompiledSharing, fee: number, line: string, out: PartnerShare[]): void {
  const n = sh.partnerIds.length
  const q = sh.quotas
  const parts = sh.parts
  let rest = fee
  for (let i = 0; i < n; i++) {
    const flat = sh.flat[i]!
    if (flat >= 0) {
      const give = flat < rest ? flat : rest
      rest -= give
      q[i] = give * BPS
    } else q[i] = 0
  }
  let claimed = 0
  for (let i = 0; i < n; i++) {
    if (sh.flat[i]! >= 0) continue
    const quota = rest * sh.bps[i]!
    q[i] = quota
    claimed += quota
  }
  q[sh.remainderIndex] = q[sh.remainderIndex]! + rest * BPS - claimed
  let given = 0
  for (let i = 0; i < n; i++) {
    const part = floorDiv(q[i]!, BPS)
    parts[i] = part
    given += part
  }
  distributeLeftover(fee - given, 1, q, BPS, n, parts)
  for (let i = 0; i < n; i++) out.push({ line, partnerId: sh.partnerIds[i]!, amount: parts[i]! })
}

// Scratch space of addTaxes (a merchant charges a handful of taxes; transaction.ts allows 10).
const picked: CompiledTax[] = []
const weights: number[] = []
const inclusiveParts: number[] = []

/** The totals addTaxes answers: one object, overwritten by each call (pricing is synchronous). */
const taxTotals = { included: 0, excluded: 0 }

/** Adds the tax lines (in the merchant's order) and answers the included and the added totals. */
function addTaxes(
  book: CompiledFeeBook,
  codes: readonly string[],
  day: number,
  taxable: number,
  lines: FeeLine[],
): { included: number; excluded: number } {
  let count = 0
  let inclusiveCount = 0
  let weightSum = 0
  for (let i = 0; i < codes.length; i++) {
    const versions = book.taxes.get(codes[i]!)
    if (versions === undefined) continue
    const t = versionAt(versions, day)
    if (t === undefined) continue
    picked[count++] = t
    if (t.inclusive) {
      weights[inclusiveCount++] = t.weight
      weightSum += t.weight
    }
  }
  taxTotals.included = 0
  taxTotals.excluded = 0
  if (count === 0) return taxTotals
  // The price before inclusive taxes: taxable = P × (1 + Σ weight / 120.000).
  const price = weightSum > 0 ? divHalfUp(taxable * TAX_WEIGHT_WHOLE, TAX_WEIGHT_WHOLE + weightSum) : taxable
  const included = taxable - price
  if (inclusiveCount > 0) {
    if (weightSum > 0) apportion(included, weights, inclusiveCount, inclusiveParts)
    else for (let i = 0; i < inclusiveCount; i++) inclusiveParts[i] = 0
  }
  let excluded = 0
  let k = 0
  for (let i = 0; i < count; i++) {
    const t = picked[i]!
    const base = t.dpp ? divHalfUp(price * 11, 12) : price
    const tax = t.inclusive ? inclusiveParts[k++]! : percentOf(base, t.bps)
    if (!t.inclusive) excluded += tax
    lines.push({
      code: t.code,
      component: 'TAX',
      label: t.label,
      amount: tax,
      bearer: 'CUSTOMER',
      base,
      included: t.inclusive,
    })
  }
  taxTotals.included = included
  taxTotals.excluded = excluded
  return taxTotals
}
