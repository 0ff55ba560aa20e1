import { eq } from 'drizzle-orm'
import { type CompiledFeeBook, compileFeeBook } from '#contract/fees/book.ts'
import { MERCHANT_PARTY, PLATFORM_PARTY } from '#contract/fees/parties.ts'
import { priceTransaction } from '#contract/fees/price.ts'
import type { FeeSchemeInput, MERCHANT_CATEGORIES } from '#contract/fees/schemes.ts'
import type { TaxRuleInput } from '#contract/fees/taxes.ts'
import type { PaymentMethod, TrxKind } from '#contract/transactions/catalogue.ts'
import type { Db } from '../../db/client.ts'
import { feeScheme, type PartnerShare, partner, taxType } from '../../db/schema/index.ts'

/**
 * The stored fee book (server/db/schema/fees.ts) as the fee engine prices with it (contract/fees/): every
 * active version of every scheme and tax rule, compiled once. Which schemes a merchant has is its
 * segmentation's to say (issue 16: server/areas/segmentation/resolve.ts `schemesOf`); among them the engine
 * picks, per component, the most specific match.
 */

type SchemeRow = typeof feeScheme.$inferSelect
type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number]

/** A scheme as a row of fee_scheme: nulls where the engine's field is absent. */
export const schemeRow = (s: FeeSchemeInput): typeof feeScheme.$inferInsert => ({
  code: s.code,
  label: s.label,
  component: s.component,
  bearer: s.bearer,
  type: s.type,
  amount: s.type === 'FLAT' ? s.amount : null,
  bps: s.type === 'PERCENT' ? s.bps : null,
  tiers: s.type === 'TIERED' ? s.tiers : null,
  minFee: s.min ?? null,
  maxFee: s.max ?? null,
  perUnit: s.perUnit ?? false,
  kind: s.match.kind,
  products: s.match.products ?? null,
  paymentMethods: s.match.paymentMethods ?? null,
  merchantCategories: s.match.merchantCategories ?? null,
  sharing: s.sharing ?? null,
  validFrom: s.validFrom,
  validTo: s.validTo ?? null,
})

const some = <T>(v: T | null): T | undefined => (v === null ? undefined : v)

/** A row of fee_scheme as the engine's scheme (the inverse of schemeRow). */
export function schemeOf(r: SchemeRow): FeeSchemeInput {
  const common = {
    code: r.code,
    label: r.label,
    component: r.component,
    bearer: r.bearer,
    match: {
      kind: r.kind,
      products: some(r.products),
      paymentMethods: some(r.paymentMethods),
      merchantCategories: some(r.merchantCategories),
    },
    min: some(r.minFee),
    max: some(r.maxFee),
    perUnit: r.perUnit || undefined,
    sharing: some(r.sharing),
    validFrom: r.validFrom,
    validTo: some(r.validTo),
  }
  if (r.type === 'FLAT') return { ...common, type: 'FLAT', amount: r.amount ?? 0 }
  if (r.type === 'PERCENT') return { ...common, type: 'PERCENT', bps: r.bps ?? 0 }
  return { ...common, type: 'TIERED', tiers: r.tiers ?? [] }
}

export interface StoredFeeBook {
  book: CompiledFeeBook
  taxes: string[]
  /** Partner code → id: the shares name partners by code, the transaction rows and rollups by id. */
  partnerIds: ReadonlyMap<string, number>
}

/**
 * Every ADMIN and MDR scheme code: what the seeded default segments name (server/seed/segments.ts), so a
 * merchant without a segment of its own is priced as before segmentation. A service charge applies where its
 * subjects say (fee_scheme_subject), which pricing does not resolve yet; given to every merchant it would
 * also raise the MDR's base (what the customer pays).
 */
export const everyMerchantsSchemes = (schemes: readonly FeeSchemeInput[]): string[] => [
  ...new Set(schemes.filter((s) => s.component !== 'SERVICE').map((s) => s.code)),
]

/** Reads and compiles the active fee book; a stored book the engine refuses throws (FeeBookError). */
export async function loadFeeBook(db: Db): Promise<StoredFeeBook> {
  const schemes = (await db.select().from(feeScheme).where(eq(feeScheme.status, 'ACTIVE'))).map(schemeOf)
  const taxes: TaxRuleInput[] = (await db.select().from(taxType).where(eq(taxType.status, 'ACTIVE'))).map(
    (t) => ({
      code: t.code,
      label: t.label,
      bps: t.bps,
      base: t.base,
      inclusive: t.inclusive,
      validFrom: t.validFrom,
      validTo: some(t.validTo),
    }),
  )
  const partners = await db.select({ id: partner.id, code: partner.code }).from(partner)
  return {
    book: compileFeeBook({ schemes, taxes }),
    taxes: [...new Set(taxes.map((t) => t.code))],
    partnerIds: new Map(partners.map((p) => [p.code, p.id])),
  }
}

/** What a transaction's fees come to, from the fee engine's pricing (contract/fees/price.ts). */
export interface Fees {
  /** The admin fee and the MDR: the transaction's `fee`. */
  fee: number
  /** The merchant's part of the shared fees (a Mybills admin fee): `merchant_fee`. */
  merchantShare: number
  /** The partners' parts (aggregators, acquiring banks): `partner_fee`. */
  partnerShare: number
  /**
   * Each partner's part (`partner_shares`), adding up to `partnerShare`; a partner the book names but the
   * partner table lacks (the fee masters refuse such a share) is partner 0, like a row without a partner.
   */
  partnerShares: PartnerShare[]
}

/**
 * The fees of one transaction, priced by the engine with the stored book. `product` is the kind's subject the
 * schemes match on (a biller product code, a Mycroatm type with ON_US/OFF_US, ON_US/OFF_US for a card
 * top-up, the deposit method); `at` the moment it happened (its WIB day picks the versions); `schemes` the
 * merchant's (or outlet's) scheme codes at that moment, from its segmentation (resolved once per merchant, not
 * per transaction: resolve.ts `timelineOf`/`schemesAt`).
 */
export function feesOf(
  stored: StoredFeeBook,
  q: {
    kind: TrxKind
    product?: string
    paymentMethod?: PaymentMethod
    category?: MerchantCategory
    amount: number
    quantity?: number
    at: number | Date
    schemes: readonly string[]
  },
): Fees {
  const p = priceTransaction(stored.book, {
    kind: q.kind,
    product: q.product,
    paymentMethod: q.paymentMethod,
    amount: q.amount,
    quantity: q.quantity,
    at: q.at,
    merchant: { category: q.category, schemes: q.schemes as string[], taxes: [] },
  })
  let fee = 0
  for (const line of p.lines) if (line.component === 'ADMIN' || line.component === 'MDR') fee += line.amount
  let merchantShare = 0
  let partnerShare = 0
  const partnerShares: PartnerShare[] = []
  for (const s of p.shares) {
    if (s.partnerId === MERCHANT_PARTY) merchantShare += s.amount
    else if (s.partnerId !== PLATFORM_PARTY) {
      partnerShare += s.amount
      if (s.amount !== 0)
        partnerShares.push({ partner_id: stored.partnerIds.get(s.partnerId) ?? 0, amount: s.amount })
    }
  }
  return { fee, merchantShare, partnerShare, partnerShares }
}
