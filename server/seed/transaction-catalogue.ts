import { sql } from 'drizzle-orm'
import { MERCHANT_PARTY, PLATFORM_PARTY } from '#contract/fees/parties.ts'
import type { FeeSchemeInput } from '#contract/fees/schemes.ts'
import type { BillerCategory, BillerProductType } from '#contract/transactions/catalogue.ts'
import { schemeRow } from '../areas/transactions/fee-book.ts'
import type { Db } from '../db/client.ts'
import { billerProduct, cardIssuer, feeScheme } from '../db/schema/index.ts'
import { rowsOf } from '../engine/query.ts'
import { seedFeeSchemes } from './fee-schemes.ts'

/** Card issuers with fictitious prefixes (no authoritative BIN list is public: docs/DOMAIN.md §3). */
export const CARD_ISSUERS: (typeof cardIssuer.$inferInsert)[] = [
  { code: 'MANDIRI', name: 'Mandiri e-money', bankCode: '008', prefix: '6032' },
  { code: 'BRIZZI', name: 'BRI Brizzi', bankCode: '002', prefix: '6013' },
  { code: 'TAPCASH', name: 'BNI TapCash', bankCode: '009', prefix: '7546' },
  { code: 'FLAZZ', name: 'BCA Flazz', bankCode: '014', prefix: '0145' },
  { code: 'JAKCARD', name: 'JakCard Bank DKI', bankCode: '111', prefix: '9360' },
]

/** Fee schemes, tax rules and card issuers are reference data: present in every database, demo or not. */
export async function seedTransactionReference(db: Db): Promise<void> {
  await seedFeeSchemes(db)
  await db.insert(cardIssuer).values(CARD_ISSUERS).onConflictDoNothing()
}

interface ProductSeed {
  code: string
  name: string
  biller: string
  category: BillerCategory
  type: BillerProductType
  denomination?: number
  /** Margin over the buy price (prepaid) or admin fee per sheet (postpaid). */
  admin: number
  merchantFee: number
  partner: 'PTN003' | 'PTN004' | 'PTN005'
  /**
   * The bank that collects the bill for the biller, with its part of the admin fee in basis points: a second
   * partner share of the same fee (the sharing-fee analytics then split one transaction between two partners).
   */
  collectingBank?: { partner: 'PTN001'; bps: number }
}

const prepaid = (
  code: string,
  name: string,
  biller: string,
  category: BillerCategory,
  denomination: number,
  admin: number,
  partner: ProductSeed['partner'],
): ProductSeed => ({
  code,
  name,
  biller,
  category,
  type: 'PREPAID',
  denomination,
  admin,
  merchantFee: Math.round(admin / 2),
  partner,
})

/** Mybills products (docs/DOMAIN.md §3 Billers): PLN tokens, pulsa/data, e-wallets and postpaid bills. */
export const BILLER_PRODUCTS: ProductSeed[] = [
  ...[20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000].map((d) =>
    prepaid(`PLNPRA${d / 1000}`, `Token PLN ${d / 1000}rb`, 'PLN', 'TOKEN_LISTRIK', d, 2_500, 'PTN003'),
  ),
  ...(['Telkomsel', 'Indosat', 'XL', 'Tri', 'Smartfren'] as const).flatMap((op) =>
    [10_000, 25_000, 50_000, 100_000].map((d) =>
      prepaid(
        `${op.slice(0, 4).toUpperCase()}${d / 1000}`,
        `Pulsa ${op} ${d / 1000}rb`,
        op,
        'PULSA',
        d,
        1_500,
        'PTN005',
      ),
    ),
  ),
  ...(['Telkomsel', 'Indosat', 'XL'] as const).map((op) =>
    prepaid(
      `DATA${op.slice(0, 4).toUpperCase()}10GB`,
      `Paket Data ${op} 10GB`,
      op,
      'DATA',
      65_000,
      2_000,
      'PTN005',
    ),
  ),
  ...(['DANA', 'OVO', 'GoPay', 'ShopeePay'] as const).flatMap((w) =>
    [50_000, 100_000].map((d) =>
      prepaid(`${w.toUpperCase()}${d / 1000}`, `Top Up ${w} ${d / 1000}rb`, w, 'EWALLET', d, 1_000, 'PTN004'),
    ),
  ),
  {
    code: 'PLNPASCA',
    name: 'Tagihan PLN Pascabayar',
    biller: 'PLN',
    category: 'TAGIHAN',
    type: 'POSTPAID',
    admin: 2_750,
    merchantFee: 1_000,
    partner: 'PTN003',
    // BRI collects PLN and BPJS bills as a bank persepsi; its 10% of the admin fee is the demo's figure [?].
    collectingBank: { partner: 'PTN001', bps: 1_000 },
  },
  {
    code: 'BPJSKS',
    name: 'BPJS Kesehatan',
    biller: 'BPJS Kesehatan',
    category: 'TAGIHAN',
    type: 'POSTPAID',
    admin: 2_500,
    merchantFee: 1_000,
    partner: 'PTN004',
    collectingBank: { partner: 'PTN001', bps: 1_000 },
  },
  {
    code: 'PDAMBGR',
    name: 'PDAM Tirta Pakuan',
    biller: 'PDAM Tirta Pakuan',
    category: 'TAGIHAN',
    type: 'POSTPAID',
    admin: 2_500,
    merchantFee: 1_000,
    partner: 'PTN004',
  },
  {
    code: 'TELKOMPSTN',
    name: 'Telkom IndiHome',
    biller: 'Telkom IndiHome',
    category: 'TAGIHAN',
    type: 'POSTPAID',
    admin: 2_500,
    merchantFee: 1_000,
    partner: 'PTN003',
  },
]

/** Demo-only catalogue rows that name demo partners: biller products and the card issuers' partners. */
export async function seedTransactionCatalogue(db: Db): Promise<void> {
  await db.execute(sql`
    update card_issuer set partner_id = p.id from partner p
     where (card_issuer.code, p.code) in (('BRIZZI', 'PTN001'), ('TAPCASH', 'PTN002'))`)
  const partners = new Map(
    (
      rowsOf(await db.execute(sql`select id, code from partner`)) as unknown as { id: number; code: string }[]
    ).map((p) => [p.code, p.id]),
  )
  await db
    .insert(billerProduct)
    .values(
      BILLER_PRODUCTS.map((p) => {
        const denomination = p.denomination ?? 0
        return {
          code: p.code,
          name: p.name,
          biller: p.biller,
          category: p.category,
          type: p.type,
          partnerId: partners.get(p.partner) ?? 0,
          denomination,
          // Prepaid: sold at face value plus the admin margin, bought a little under face value.
          buyPrice: p.type === 'PREPAID' ? denomination - p.merchantFee : 0,
          sellPrice: p.type === 'PREPAID' ? denomination + p.admin : 0,
          adminFee: p.admin,
          merchantFee: p.merchantFee,
        }
      }),
    )
    .onConflictDoNothing()
  await db
    .insert(feeScheme)
    .values(BILLER_PRODUCTS.map((p) => schemeRow(adminScheme(p))))
    .onConflictDoNothing()
}

/**
 * A product's admin fee as the fee engine prices it: per bill sheet for postpaid, borne by the customer, shared
 * between the merchant (its `merchantFee`), the aggregator it is bought from (30% [?]), for PLN and BPJS bills the
 * collecting bank (10% [?]) and the platform (the rest).
 */
function adminScheme(p: ProductSeed): FeeSchemeInput {
  return {
    code: `ADM-${p.code}`,
    label: `Admin ${p.name}`,
    component: 'ADMIN',
    bearer: 'CUSTOMER',
    type: 'FLAT',
    amount: p.admin,
    perUnit: p.type === 'POSTPAID' || undefined,
    match: { kind: 'BILLER', products: [p.code] },
    sharing: {
      shares: [
        { type: 'PERCENT', partnerId: MERCHANT_PARTY, bps: Math.round((p.merchantFee * 10_000) / p.admin) },
        { type: 'PERCENT', partnerId: p.partner, bps: 3_000 },
        ...(p.collectingBank
          ? [{ type: 'PERCENT' as const, partnerId: p.collectingBank.partner, bps: p.collectingBank.bps }]
          : []),
      ],
      remainderTo: PLATFORM_PARTY,
    },
    validFrom: '2020-01-01',
  }
}
