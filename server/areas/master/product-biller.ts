import { sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { master } from '#contract/master/index.ts'
import { billerProduct, feeScheme, partner, partnerProduct, trxBiller } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { dependent } from '../corporate/dependents.ts'
import { readByEveryScope } from '../corporate/scope.ts'

const hhmm = (column: PgColumn) => sql`coalesce(to_char(${column}, 'HH24:MI'), '')`

export const productBillerResource = serverResource({
  def: master.resources.productBiller,
  table: billerProduct,
  from: sql`${billerProduct} join ${partner} on ${partner.id} = ${billerProduct.partnerId}`,
  select: {
    partnerName: partner.name,
    cutOffStart: hhmm(billerProduct.cutOffStart),
    cutOffEnd: hhmm(billerProduct.cutOffEnd),
  },
  search: [billerProduct.code, billerProduct.name, billerProduct.biller],
  scope: readByEveryScope,
  refs: { partnerId: 'partner' },
  // An empty window is no cut-off (null), not midnight.
  toValues: (input) => ({
    ...input,
    cutOffStart: input.cutOffStart || null,
    cutOffEnd: input.cutOffEnd || null,
  }),
  unique: [{ constraint: 'biller_product_code_unique', field: 'code', label: 'Kode produk' }],
  dependents: [
    dependent('transaksi Mybills', trxBiller, trxBiller.productId),
    dependent('produk partner', partnerProduct, partnerProduct.productId),
    {
      label: 'skema biaya',
      count: (ids: number[]) =>
        sql`select count(*)::int as n from ${feeScheme} s join ${billerProduct} p on p.code = any(s.products)
             where p.id in ${ids}`,
    },
  ],
})
