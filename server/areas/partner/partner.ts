import { sql } from 'drizzle-orm'
import { partnerArea } from '#contract/partner/index.ts'
import {
  bank,
  billerProduct,
  partner,
  partnerProduct,
  partnerRegistration,
  partnerSettlement,
} from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { count, dependent } from '../corporate/dependents.ts'
import { scopeBy } from '../corporate/scope.ts'
import { requireKnownBank } from '../master/bank-check.ts'

export const partnerResource = serverResource({
  def: partnerArea.resources.partner,
  table: partner,
  from: sql`${partner} left join ${bank} on ${bank.code} = ${partner.bankCode}`,
  select: {
    bankName: sql`coalesce(${bank.shortName}, ${partner.bankCode})`,
    productCount: count(
      sql`select count(*) from ${billerProduct} where ${billerProduct.partnerId} = ${partner.id}`,
    ),
  },
  search: [partner.code, partner.name, partner.agreementNo],
  // A partner user sees its own partner only (issue 16, bad input); users of a client see none.
  scope: scopeBy({ PARTNER: partner.id }),
  async toValues(input, { db, before }) {
    await requireKnownBank(db, 'bankCode', String(input.bankCode), before)
    return input
  },
  unique: [{ constraint: 'partner_code_unique', field: 'code', label: 'Kode partner' }],
  dependents: [
    dependent('produk biller', billerProduct, billerProduct.partnerId),
    dependent('produk partner', partnerProduct, partnerProduct.partnerId),
    dependent('pembayaran sharing fee', partnerSettlement, partnerSettlement.partnerId),
    dependent('pendaftaran partner', partnerRegistration, partnerRegistration.partnerId),
  ],
})
