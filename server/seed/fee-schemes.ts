import { and, eq } from 'drizzle-orm'
import { MERCHANT_PARTY, PLATFORM_PARTY } from '#contract/fees/parties.ts'
import type { FeeSchemeInput } from '#contract/fees/schemes.ts'
import type { TaxRuleInput } from '#contract/fees/taxes.ts'
import { schemeRow } from '../areas/transactions/fee-book.ts'
import type { Db } from '../db/client.ts'
import { feeScheme, feeSchemeSubject, outlet, taxType } from '../db/schema/index.ts'

/**
 * The fee schemes and tax rules a new installation prices with (issue 15 §4; docs/DOMAIN.md §2), in the fee
 * engine's terms (contract/fees/): QRIS MDR by business category (UMI free up to Rp500.000 then 0,3%, others
 * 0,7%), GPN debit 0,15%, credit 2%, e-money 0,5% [?], all borne by the merchant; Mycroatm admin fees after the
 * BRILink reference point (Rp3.000) [?], borne by the customer; card top-up caps of PADG 19/10/2017 (on-us free
 * up to Rp200.000 then Rp750, off-us Rp1.500); deposit by virtual account Rp4.000 [?]. Taxes: PPN 11% on the
 * full price until 31/12/2024, then 12% on DPP 11/12 (PMK 131/2024); PB1 10%.
 */

/** The day from which the seeded versions apply: before any transaction the demo generates. */
const SINCE = '2020-01-01'

const mdr = (
  code: string,
  label: string,
  paymentMethod: 'QRIS' | 'DEBIT' | 'CREDIT' | 'EMONEY',
  bps: number,
) =>
  ({
    code,
    label,
    component: 'MDR',
    bearer: 'MERCHANT',
    type: 'PERCENT',
    bps,
    match: { kind: 'RETAIL', paymentMethods: [paymentMethod] },
    validFrom: SINCE,
  }) satisfies FeeSchemeInput

/**
 * The merchant's part of a Mycroatm or card top-up admin fee (issue 15): the agent's share, the rest to MINT,
 * which settles with the acquiring or issuing bank itself (so no partner share: which bank depends on the EDC or
 * the card, not on the scheme). Mycroatm 50%: "the bank shares its fee 50:50 with the agent" (DOMAIN.md §2,
 * BRILink [S18]); card top-up 40% [?]. Deposits to the merchant's own balance are not shared.
 */
export const MYCROATM_MERCHANT_BPS = 5_000
export const TOPUP_MERCHANT_BPS = 4_000
export const merchantSharing = (bps: number) => ({
  shares: [{ type: 'PERCENT' as const, partnerId: MERCHANT_PARTY, bps }],
  remainderTo: PLATFORM_PARTY,
})
const SHARING_OF = {
  MYCROATM: merchantSharing(MYCROATM_MERCHANT_BPS),
  TOPUP: merchantSharing(TOPUP_MERCHANT_BPS),
  DEPOSIT: undefined,
}

const admin = (
  code: string,
  label: string,
  kind: 'MYCROATM' | 'TOPUP' | 'DEPOSIT',
  product: string,
  amount: number,
) =>
  ({
    code,
    label,
    component: 'ADMIN',
    bearer: 'CUSTOMER',
    type: 'FLAT',
    amount,
    match: { kind, products: [product] },
    sharing: SHARING_OF[kind],
    validFrom: SINCE,
  }) satisfies FeeSchemeInput

export const FEE_SCHEMES: FeeSchemeInput[] = [
  {
    code: 'MDR-QRIS-UMI',
    label: 'MDR QRIS usaha mikro',
    component: 'MDR',
    bearer: 'MERCHANT',
    type: 'TIERED',
    tiers: [
      { type: 'FLAT', from: 0, to: 500_000, amount: 0 },
      { type: 'PERCENT', from: 500_001, bps: 30 },
    ],
    match: { kind: 'RETAIL', paymentMethods: ['QRIS'], merchantCategories: ['UMI'] },
    validFrom: SINCE,
  },
  mdr('MDR-QRIS', 'MDR QRIS', 'QRIS', 70),
  mdr('MDR-DEBIT', 'MDR debit GPN', 'DEBIT', 15),
  mdr('MDR-CREDIT', 'MDR kartu kredit', 'CREDIT', 200),
  mdr('MDR-EMONEY', 'MDR uang elektronik', 'EMONEY', 50),
  admin('ATM-TARIK-ONUS', 'Tarik tunai on-us', 'MYCROATM', 'WITHDRAWAL_ON_US', 3_000),
  admin('ATM-TARIK-OFFUS', 'Tarik tunai off-us', 'MYCROATM', 'WITHDRAWAL_OFF_US', 5_000),
  admin('ATM-TRF-ONUS', 'Transfer on-us', 'MYCROATM', 'TRANSFER_ON_US', 3_000),
  admin('ATM-TRF-OFFUS', 'Transfer antarbank', 'MYCROATM', 'TRANSFER_OFF_US', 6_500),
  admin('ATM-SALDO-OFFUS', 'Cek saldo off-us', 'MYCROATM', 'BALANCE_INQUIRY_OFF_US', 2_500),
  admin('ATM-SETOR-ONUS', 'Setor tunai on-us', 'MYCROATM', 'DEPOSIT_ON_US', 2_000),
  admin('ATM-SETOR-OFFUS', 'Setor tunai off-us', 'MYCROATM', 'DEPOSIT_OFF_US', 4_000),
  {
    code: 'TOPUP-ONUS',
    label: 'Top up kartu on-us',
    component: 'ADMIN',
    bearer: 'CUSTOMER',
    type: 'TIERED',
    tiers: [
      { type: 'FLAT', from: 0, to: 200_000, amount: 0 },
      { type: 'FLAT', from: 200_001, amount: 750 },
    ],
    match: { kind: 'TOPUP', products: ['ON_US'] },
    sharing: SHARING_OF.TOPUP,
    validFrom: SINCE,
  },
  admin('TOPUP-OFFUS', 'Top up kartu off-us', 'TOPUP', 'OFF_US', 1_500),
  admin('DEPOSIT-VA', 'Top up deposit via virtual account', 'DEPOSIT', 'VA', 4_000),
  // A restaurant's service charge: applies where its subjects (fee_scheme_subject) say; the demo seeds a few.
  {
    code: 'SVC-5',
    label: 'Service 5%',
    component: 'SERVICE',
    bearer: 'CUSTOMER',
    type: 'PERCENT',
    bps: 500,
    match: { kind: 'RETAIL' },
    validFrom: SINCE,
  },
]

export const TAX_TYPES: TaxRuleInput[] = [
  {
    code: 'PPN',
    label: 'PPN 11%',
    bps: 1_100,
    base: 'FULL',
    inclusive: false,
    validFrom: SINCE,
    validTo: '2024-12-31',
  },
  {
    code: 'PPN',
    label: 'PPN 12% DPP 11/12',
    bps: 1_200,
    base: 'DPP_11_12',
    inclusive: false,
    validFrom: '2025-01-01',
  },
  {
    code: 'PB1',
    label: 'Pajak restoran (PB1) 10%',
    bps: 1_000,
    base: 'FULL',
    inclusive: false,
    validFrom: SINCE,
  },
]

/** Reference data (every database): inserted by (code, validFrom), never over what an operator changed. */
export async function seedFeeSchemes(db: Db): Promise<void> {
  await db.insert(feeScheme).values(FEE_SCHEMES.map(schemeRow)).onConflictDoNothing()
  await db
    .insert(taxType)
    .values(TAX_TYPES.map((t) => ({ ...t, validTo: t.validTo ?? null })))
    .onConflictDoNothing()
}

/**
 * Demo subjects of the seeded service charge (apps-sfee-subject): SVC-5 at the first restaurants that charge
 * PB1, and for two product categories of the cashier. Demo data: it names outlets of the demo.
 */
export async function seedServiceFeeSubjects(db: Db): Promise<void> {
  const [svc] = await db.select({ id: feeScheme.id }).from(feeScheme).where(eq(feeScheme.code, 'SVC-5'))
  if (!svc) return
  const restaurants = await db
    .select({ id: outlet.id })
    .from(outlet)
    .where(and(eq(outlet.type, 'FNB'), eq(outlet.pb1Active, true)))
    .orderBy(outlet.id)
    .limit(4)
  await db
    .insert(feeSchemeSubject)
    .values([
      ...restaurants.map((o) => ({ schemeId: svc.id, subjectType: 'OUTLET' as const, outletId: o.id })),
      { schemeId: svc.id, subjectType: 'CATEGORY' as const, subjectCode: 'MAKANAN' },
      { schemeId: svc.id, subjectType: 'CATEGORY' as const, subjectCode: 'MINUMAN' },
    ])
    .onConflictDoNothing()
}
