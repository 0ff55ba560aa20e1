import { z } from 'zod'
import type { FieldError } from '../envelope.ts'
import type { PaymentMethod, TrxKind } from '../transactions/catalogue.ts'
import { BPS } from './rounding.ts'
import {
  type Bearer,
  type FeeComponent,
  type FeeScheme,
  feeSchemeSchema,
  type MERCHANT_CATEGORIES,
} from './schemes.ts'
import { type TaxRule, taxRuleSchema } from './taxes.ts'
import { validityConflicts } from './validity.ts'

/**
 * The fee book: every version of every fee scheme and tax rule. Versions of one code are told apart by
 * their validity periods, which may not overlap (validity.ts): the conflict is refused on the later-listed
 * version's validFrom, naming the earlier version's period.
 */
export const feeBookSchema = z
  .strictObject({
    schemes: z.array(feeSchemeSchema).max(5_000),
    taxes: z.array(taxRuleSchema).max(200),
  })
  .superRefine((book, ctx) => {
    for (const list of ['schemes', 'taxes'] as const)
      for (const c of validityConflicts(book[list]))
        ctx.addIssue({ code: 'custom', path: [list, c.index, 'validFrom'], message: c.message })
  })
export type FeeBook = z.infer<typeof feeBookSchema>
export type FeeBookInput = z.input<typeof feeBookSchema>

/** The field-keyed messages of a fee book (`schemes.0.tiers.1.from`), empty when it is valid. */
export function validateFeeBook(input: unknown): FieldError[] {
  const parsed = feeBookSchema.safeParse(input)
  return parsed.success ? [] : fieldErrors(parsed.error)
}

export const fieldErrors = (error: z.ZodError): FieldError[] =>
  error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))

/** A fee book refused by compileFeeBook, with the messages of validateFeeBook. */
export class FeeBookError extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '))
    this.name = 'FeeBookError'
  }
}

type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number]

/** A scheme version ready to price: numbers only on the hot path, days as integers (UTC day numbers). */
export interface CompiledScheme {
  readonly code: string
  readonly label: string
  readonly component: FeeComponent
  readonly bearer: Bearer
  readonly fromDay: number
  readonly toDay: number
  readonly kind: TrxKind
  readonly products: ReadonlySet<string> | null
  readonly paymentMethods: readonly PaymentMethod[] | null
  readonly categories: readonly MerchantCategory[] | null
  /** How many of products, payment methods and categories the scheme names: the most specific wins. */
  readonly specificity: number
  /** 0 FLAT, 1 PERCENT, 2 TIERED. */
  readonly type: 0 | 1 | 2
  readonly flat: number
  readonly bps: number
  /** Tiers: upper bounds (Infinity for the last), and per tier a flat fee or, when bps ≥ 0, a percentage. */
  readonly tierTo: readonly number[]
  readonly tierFlat: readonly number[]
  readonly tierBps: readonly number[]
  readonly min: number
  readonly max: number
  readonly perUnit: boolean
  readonly sharing: CompiledSharing | null
}

/**
 * A sharing ready to apportion: one party per listed share and, unless `remainderTo` is listed, one more
 * for it at the end. `flat[i]` is the flat part (-1 for a percentage); `quotas` and `parts` are scratch
 * space reused by every call (pricing is synchronous).
 */
export interface CompiledSharing {
  readonly partnerIds: readonly string[]
  readonly flat: readonly number[]
  readonly bps: readonly number[]
  readonly remainderIndex: number
  readonly quotas: number[]
  readonly parts: number[]
}

export interface CompiledTax {
  readonly code: string
  readonly label: string
  readonly bps: number
  readonly dpp: boolean
  readonly inclusive: boolean
  readonly fromDay: number
  readonly toDay: number
  /** The tax's fraction of the price before tax, in 1/120.000 (12 × bps on the full base, 11 × bps on DPP 11/12). */
  readonly weight: number
}

export interface CompiledFeeBook {
  readonly schemes: ReadonlyMap<string, readonly CompiledScheme[]>
  readonly taxes: ReadonlyMap<string, readonly CompiledTax[]>
}

const DAY_MS = 86_400_000
/** A YYYY-MM-DD day as an integer (days since 1970-01-01), compared with the transaction's WIB day. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS

/** Validates a fee book (throws FeeBookError with the field messages) and compiles it for priceTransaction. */
export function compileFeeBook(input: unknown): CompiledFeeBook {
  const parsed = feeBookSchema.safeParse(input)
  if (!parsed.success) throw new FeeBookError(fieldErrors(parsed.error))
  return {
    schemes: groupByCode(parsed.data.schemes.map(compileScheme)),
    taxes: groupByCode(parsed.data.taxes.map(compileTax)),
  }
}

function groupByCode<T extends { code: string; fromDay: number }>(items: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const item of items) {
    const list = map.get(item.code)
    if (list) list.push(item)
    else map.set(item.code, [item])
  }
  for (const list of map.values()) list.sort((a, b) => a.fromDay - b.fromDay)
  return map
}

const period = (v: { validFrom: string; validTo?: string | undefined }) => ({
  fromDay: dayNumber(v.validFrom),
  toDay: v.validTo === undefined ? Number.POSITIVE_INFINITY : dayNumber(v.validTo),
})

function compileScheme(s: FeeScheme): CompiledScheme {
  const m = s.match
  const products = m.products?.length ? new Set(m.products) : null
  const paymentMethods = m.paymentMethods?.length ? m.paymentMethods : null
  const categories = m.merchantCategories?.length ? m.merchantCategories : null
  const tiers = s.type === 'TIERED' ? s.tiers : []
  return {
    code: s.code,
    label: s.label,
    component: s.component,
    bearer: s.bearer,
    ...period(s),
    kind: m.kind,
    products,
    paymentMethods,
    categories,
    specificity: Number(products !== null) + Number(paymentMethods !== null) + Number(categories !== null),
    type: s.type === 'FLAT' ? 0 : s.type === 'PERCENT' ? 1 : 2,
    flat: s.type === 'FLAT' ? s.amount : 0,
    bps: s.type === 'PERCENT' ? s.bps : 0,
    tierTo: tiers.map((t) => t.to ?? Number.POSITIVE_INFINITY),
    tierFlat: tiers.map((t) => (t.type === 'FLAT' ? t.amount : 0)),
    tierBps: tiers.map((t) => (t.type === 'PERCENT' ? t.bps : -1)),
    min: s.min ?? 0,
    max: s.max ?? Number.POSITIVE_INFINITY,
    perUnit: s.perUnit ?? false,
    sharing: s.sharing ? compileSharing(s.sharing) : null,
  }
}

function compileSharing(sh: NonNullable<FeeScheme['sharing']>): CompiledSharing {
  const partnerIds = sh.shares.map((x) => x.partnerId)
  const flat = sh.shares.map((x) => (x.type === 'FLAT' ? x.amount : -1))
  const bps = sh.shares.map((x) => (x.type === 'PERCENT' ? x.bps : 0))
  let remainderIndex = partnerIds.indexOf(sh.remainderTo)
  if (remainderIndex < 0) {
    remainderIndex = partnerIds.length
    partnerIds.push(sh.remainderTo)
    flat.push(-1)
    bps.push(0)
  }
  return {
    partnerIds,
    flat,
    bps,
    remainderIndex,
    quotas: partnerIds.map(() => 0),
    parts: partnerIds.map(() => 0),
  }
}

function compileTax(t: TaxRule): CompiledTax {
  const dpp = t.base === 'DPP_11_12'
  return {
    code: t.code,
    label: t.label,
    bps: t.bps,
    dpp,
    inclusive: t.inclusive,
    ...period(t),
    weight: (dpp ? 11 : 12) * t.bps,
  }
}

/** The version valid on a day, or undefined (versions sorted by start, never overlapping). */
export function versionAt<T extends { fromDay: number; toDay: number }>(
  versions: readonly T[],
  day: number,
): T | undefined {
  for (let i = versions.length - 1; i >= 0; i--) {
    const v = versions[i]!
    if (v.fromDay <= day) return day <= v.toDay ? v : undefined
  }
  return undefined
}

/** Percent of the whole in the weights of CompiledTax.weight: 12 × 10.000. */
export const TAX_WEIGHT_WHOLE = 12 * BPS
