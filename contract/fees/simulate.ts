import { compileFeeBook } from './book.ts'
import { type FlatScheme, schemeFormErrors, schemeOfForm } from './form.ts'
import { PLATFORM_PARTY } from './parties.ts'
import { priceTransaction } from './price.ts'
import type { Pricing } from './pricing.ts'

/**
 * "Simulasi biaya" (issue 15 item 1): one scheme being edited, priced for an amount with the fee engine
 * itself, in the browser as on the server. The transaction is the scheme's own: its kind, its first
 * product, payment method and category, on its first valid day; no taxes. A scheme the engine refuses
 * answers its messages instead (what to fix).
 */
export type Simulation =
  | { ok: true; pricing: Pricing }
  | { ok: false; errors: { field: string; message: string }[] }

/** The form's values as far as the panel needs them (a service form has no component, bearer or shares). */
export function flatForSimulation(values: Record<string, unknown>, today: string): FlatScheme {
  const v = values as Partial<FlatScheme>
  return {
    ...(v as FlatScheme),
    code: v.code?.trim() ? v.code : 'SIMULASI',
    label: v.label?.trim() ? v.label : 'Simulasi',
    component: v.component ?? 'SERVICE',
    bearer: v.bearer ?? 'CUSTOMER',
    shares: v.shares ?? [],
    remainderTo: v.remainderTo || PLATFORM_PARTY,
    tiers: v.tiers ?? [],
    products: v.products ?? '',
    paymentMethods: v.paymentMethods ?? [],
    merchantCategories: v.merchantCategories ?? [],
    perUnit: v.perUnit ?? false,
    validFrom: v.validFrom || today,
    validTo: v.validTo ?? '',
  }
}

export function simulate(flat: FlatScheme, amount: number, quantity = 1): Simulation {
  const errors = schemeFormErrors(flat)
  if (errors.length > 0) return { ok: false, errors }
  const scheme = schemeOfForm(flat)
  const book = compileFeeBook({ schemes: [scheme], taxes: [] })
  const m = scheme.match
  const pricing = priceTransaction(book, {
    kind: m.kind,
    product: m.products?.[0]?.toUpperCase(),
    paymentMethod: m.paymentMethods?.[0],
    amount,
    quantity,
    at: `${scheme.validFrom}T12:00:00+07:00`,
    merchant: { category: m.merchantCategories?.[0], schemes: [scheme.code.toUpperCase()], taxes: [] },
  })
  return { ok: true, pricing }
}
