import { sql } from 'drizzle-orm'
import type { BillerCategory, BillerProductType } from '#contract/transactions/catalogue.ts'
import type { Db } from '../db/client.ts'
import { billerProduct, cardIssuer, feeRule } from '../db/schema/index.ts'
import { rowsOf } from '../engine/query.ts'

/**
 * Fee schedule (docs/DOMAIN.md §2). QRIS MDR by business category (UMI free up to Rp500.000 then 0.3%, others
 * 0.7%); GPN debit 0.15% (on-us rate, the demo does not model off-us); credit at most 2%; e-money 0.5% [?].
 * Card top-up fee caps of PADG 19/10/2017: on-us free up to Rp200.000 then at most Rp750, off-us at most
 * Rp1.500. Mycroatm admin fees follow the BRILink reference point (Rp3.000) [?]; deposit VA Rp4.000 [?].
 */
export const FEE_RULES: (typeof feeRule.$inferInsert)[] = [
  { kind: 'RETAIL', subject: 'CASH', label: 'Tunai tanpa MDR' },
  {
    kind: 'RETAIL',
    subject: 'QRIS',
    merchantCategory: 'UMI',
    rateBps: 30,
    freeUpTo: 500_000,
    label: 'MDR QRIS usaha mikro',
  },
  { kind: 'RETAIL', subject: 'QRIS', rateBps: 70, label: 'MDR QRIS' },
  { kind: 'RETAIL', subject: 'DEBIT', rateBps: 15, label: 'MDR debit GPN' },
  { kind: 'RETAIL', subject: 'CREDIT', rateBps: 200, label: 'MDR kartu kredit' },
  { kind: 'RETAIL', subject: 'EMONEY', rateBps: 50, label: 'MDR uang elektronik' },
  { kind: 'MYCROATM', subject: 'WITHDRAWAL_ON_US', flatFee: 3_000, label: 'Tarik tunai on-us' },
  { kind: 'MYCROATM', subject: 'WITHDRAWAL_OFF_US', flatFee: 5_000, label: 'Tarik tunai off-us' },
  { kind: 'MYCROATM', subject: 'TRANSFER_ON_US', flatFee: 3_000, label: 'Transfer on-us' },
  { kind: 'MYCROATM', subject: 'TRANSFER_OFF_US', flatFee: 6_500, label: 'Transfer antarbank' },
  { kind: 'MYCROATM', subject: 'BALANCE_INQUIRY_ON_US', label: 'Cek saldo on-us' },
  { kind: 'MYCROATM', subject: 'BALANCE_INQUIRY_OFF_US', flatFee: 2_500, label: 'Cek saldo off-us' },
  { kind: 'MYCROATM', subject: 'DEPOSIT_ON_US', flatFee: 2_000, label: 'Setor tunai on-us' },
  { kind: 'MYCROATM', subject: 'DEPOSIT_OFF_US', flatFee: 4_000, label: 'Setor tunai off-us' },
  { kind: 'TOPUP', subject: 'ON_US', flatFee: 750, freeUpTo: 200_000, label: 'Top up kartu on-us' },
  { kind: 'TOPUP', subject: 'OFF_US', flatFee: 1_500, label: 'Top up kartu off-us' },
  { kind: 'DEPOSIT', subject: 'VA', flatFee: 4_000, label: 'Top up deposit via virtual account' },
  { kind: 'DEPOSIT', subject: 'TRANSFER', label: 'Top up deposit via transfer' },
]

/** Card issuers with fictitious prefixes (no authoritative BIN list is public: docs/DOMAIN.md §3). */
export const CARD_ISSUERS: (typeof cardIssuer.$inferInsert)[] = [
  { code: 'MANDIRI', name: 'Mandiri e-money', bankCode: '008', prefix: '6032' },
  { code: 'BRIZZI', name: 'BRI Brizzi', bankCode: '002', prefix: '6013' },
  { code: 'TAPCASH', name: 'BNI TapCash', bankCode: '009', prefix: '7546' },
  { code: 'FLAZZ', name: 'BCA Flazz', bankCode: '014', prefix: '0145' },
  { code: 'JAKCARD', name: 'JakCard Bank DKI', bankCode: '111', prefix: '9360' },
]

/** Fee rules and card issuers are reference data: present in every database, demo or not. */
export async function seedTransactionReference(db: Db): Promise<void> {
  await db.insert(feeRule).values(FEE_RULES).onConflictDoNothing()
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
}
