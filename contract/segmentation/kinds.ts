import type { FeeComponent } from '../fees/schemes.ts'
import type { TrxKind } from '../transactions/catalogue.ts'

/**
 * The eleven kinds of segment (issue 16; DOMAIN.md §1c "Fee segmentation": segmen retail, retail_payment,
 * biller_prepaid, biller_postpaid, biller_product, mycroatm, topup, sharing_fee, saving, deposit_payment, and the
 * apps' features), one menu route each (contract/navigation/menu.ts, /dashboard/segmentation/<slug>).
 */
export const SEGMENT_KINDS = [
  'APPS_FEATURE',
  'RETAIL',
  'RETAIL_PAYMENT',
  'BILLER_PREPAID',
  'BILLER_POSTPAID',
  'BILLER_PRODUCT',
  'MYCROATM',
  'TOPUP',
  'SHARING_FEE',
  'SAVING',
  'DEPOSIT_PAYMENT',
] as const
export type SegmentKind = (typeof SEGMENT_KINDS)[number]

/** Which fee schemes of the fee book a money kind may name (contract/fees/schemes.ts `match` and component). */
export interface SchemeRule {
  readonly trxKind: TrxKind
  readonly component: FeeComponent
  /** Biller schemes: only those of prepaid or of postpaid products (biller_product.type). */
  readonly productType?: 'PREPAID' | 'POSTPAID'
  /** Sharing fee: only schemes that share the fee with partners. */
  readonly shared?: boolean
}

/** What a kind's settings hold besides scheme codes and limits (contract/segmentation/settings.ts). */
export type KindExtra = 'features' | 'products' | 'paymentMethods' | 'saving' | 'deposit' | null

export interface KindSpec {
  readonly slug: string
  /** The list's title: its menu page's (contract/navigation/menu.ts). */
  readonly title: string
  /** "Segmen Biller Prabayar": the singular of the list and its messages. */
  readonly singular: string
  /** How the effective configuration names the kind ("Biaya admin prabayar"). */
  readonly label: string
  /**
   * Money settings (a fee, an MDR, a sharing): a change is proposed by one user and approved by another
   * (maker-checker, issue 16 item 3); other kinds apply when saved.
   */
  readonly reviewed: boolean
  /** Fee schemes the kind names (the fee engine prices with them), or none. */
  readonly schemes: readonly SchemeRule[] | null
  /** Limits per transaction and per day. */
  readonly limits: boolean
  readonly extra: KindExtra
}

export const KIND_SPECS: Readonly<Record<SegmentKind, KindSpec>> = {
  APPS_FEATURE: {
    slug: 'apps-feature',
    title: 'Segmentasi Fitur Aplikasi',
    singular: 'Segmen fitur aplikasi',
    label: 'Fitur aplikasi',
    reviewed: false,
    schemes: null,
    limits: false,
    extra: 'features',
  },
  RETAIL: {
    slug: 'retail',
    title: 'Segmentasi Retail',
    singular: 'Segmen retail',
    label: 'MDR retail',
    reviewed: true,
    schemes: [{ trxKind: 'RETAIL', component: 'MDR' }],
    limits: true,
    extra: null,
  },
  RETAIL_PAYMENT: {
    slug: 'retail-payment',
    title: 'Segmentasi Pembayaran Retail',
    singular: 'Segmen pembayaran retail',
    label: 'Metode pembayaran retail',
    reviewed: false,
    schemes: null,
    limits: true,
    extra: 'paymentMethods',
  },
  BILLER_PREPAID: {
    slug: 'biller-prepaid',
    title: 'Segmentasi Biller Prabayar',
    singular: 'Segmen biller prabayar',
    label: 'Biaya admin prabayar',
    reviewed: true,
    schemes: [{ trxKind: 'BILLER', component: 'ADMIN', productType: 'PREPAID' }],
    limits: true,
    extra: null,
  },
  BILLER_POSTPAID: {
    slug: 'biller-postpaid',
    title: 'Segmentasi Biller Pascabayar',
    singular: 'Segmen biller pascabayar',
    label: 'Biaya admin pascabayar',
    reviewed: true,
    schemes: [{ trxKind: 'BILLER', component: 'ADMIN', productType: 'POSTPAID' }],
    limits: true,
    extra: null,
  },
  BILLER_PRODUCT: {
    slug: 'biller-product',
    title: 'Segmentasi Produk Biller',
    singular: 'Segmen produk biller',
    label: 'Produk biller',
    reviewed: false,
    schemes: null,
    limits: false,
    extra: 'products',
  },
  MYCROATM: {
    slug: 'mycroatm',
    title: 'Segmentasi Mycroatm',
    singular: 'Segmen Mycroatm',
    label: 'Biaya Mycroatm',
    reviewed: true,
    schemes: [{ trxKind: 'MYCROATM', component: 'ADMIN' }],
    limits: true,
    extra: null,
  },
  TOPUP: {
    slug: 'topup',
    title: 'Segmentasi Topup',
    singular: 'Segmen topup',
    label: 'Biaya top up kartu',
    reviewed: true,
    schemes: [{ trxKind: 'TOPUP', component: 'ADMIN' }],
    limits: true,
    extra: null,
  },
  SHARING_FEE: {
    slug: 'sharing-fee',
    title: 'Segmentasi Sharing Fee',
    singular: 'Segmen sharing fee',
    label: 'Sharing fee',
    reviewed: true,
    schemes: [
      { trxKind: 'BILLER', component: 'ADMIN', shared: true },
      { trxKind: 'RETAIL', component: 'MDR', shared: true },
      { trxKind: 'MYCROATM', component: 'ADMIN', shared: true },
    ],
    limits: false,
    extra: null,
  },
  SAVING: {
    slug: 'saving',
    title: 'Segmentasi Tabungan',
    singular: 'Segmen tabungan',
    label: 'Tabungan',
    reviewed: false,
    schemes: null,
    limits: false,
    extra: 'saving',
  },
  DEPOSIT_PAYMENT: {
    slug: 'deposit-payment',
    title: 'Segmentasi Pembayaran Deposit',
    singular: 'Segmen pembayaran deposit',
    label: 'Pembayaran deposit',
    reviewed: true,
    schemes: [{ trxKind: 'DEPOSIT', component: 'ADMIN' }],
    limits: true,
    extra: 'deposit',
  },
}

/**
 * Where a segment version applies, most specific first (docs/ARCHITECTURE.md "Segmentation"): an outlet's
 * own segment wins over its merchant's, the merchant's over its merchant groups', those over the default
 * (every merchant).
 */
export const LEVELS = ['OUTLET', 'MERCHANT', 'MERCHANT_GROUP', 'DEFAULT'] as const
export type Level = (typeof LEVELS)[number]
export const LEVEL_RANK: Readonly<Record<Level, number>> = {
  OUTLET: 4,
  MERCHANT: 3,
  MERCHANT_GROUP: 2,
  DEFAULT: 1,
}
export const LEVEL_LABEL: Readonly<Record<Level, string>> = {
  OUTLET: 'Outlet',
  MERCHANT: 'Merchant',
  MERCHANT_GROUP: 'Merchant group',
  DEFAULT: 'Semua merchant (default)',
}
export const LEVEL_OPTIONS = LEVELS.map((value) => ({ value, label: LEVEL_LABEL[value] }))
/** The resource whose rows a level's targets are (the form's searchable select). */
export const LEVEL_REF: Readonly<Record<Exclude<Level, 'DEFAULT'>, string>> = {
  OUTLET: 'outlet',
  MERCHANT: 'merchant',
  MERCHANT_GROUP: 'merchant-group',
}

/** A version's state; "superseded" and "scheduled" are read from the dates of the approved ones. */
export const VERSION_STATES = ['PROPOSED', 'APPROVED', 'REJECTED'] as const
export type VersionState = (typeof VERSION_STATES)[number]

export const kindOfSlug = (slug: string): SegmentKind | undefined =>
  SEGMENT_KINDS.find((k) => KIND_SPECS[k].slug === slug)
