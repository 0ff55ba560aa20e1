import { sql } from 'drizzle-orm'
import type { summarySharingFee } from '#contract/analytics/sharing-fee.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { checkPartner, groupedShares, productCodeOf, shareReader } from './partner-shares.ts'
import { asOf } from './source.ts'

const ORDER = {
  share: sql`g.share`,
  fee: sql`g.fee`,
  trxCount: sql`g.trx_count`,
  amount: sql`g.amount`,
  partner: sql`g.partner_name`,
  product: sql`g.product_name`,
  day: sql`g.day`,
} as const

/**
 * POST /dashboard/summary/sharing-fee ("Daftar Sharing Fee", issue 16 §6): each partner's share of the
 * successful Mybills fees per partner and product (and day), with the period's totals, from the partner-share
 * rollups (a month is read from the monthly rollup whole, the edge days from the daily one).
 */
export const sharingFeeHandler =
  (db: Db): EndpointHandler<typeof summarySharingFee> =>
  async (request) => {
    const auth = authOf(request)
    const { from, to, partnerId, productId, search, by, sort, dir, page, pageSize } = request.body
    const reader = await shareReader(db, auth)
    await checkPartner(db, auth, reader, partnerId)
    const productCode = await productCodeOf(db, productId)
    const rank = sql`${ORDER[sort]} ${dir === 'asc' ? sql`asc` : sql`desc`} nulls last, g.day desc nulls last, g.partner_name, g.product_code`
    // One statement: the totals of every grouped row, and beside them (a lateral join, so a page past the end
    // still answers the totals) the page of rows in order.
    const rows = rowsOf(
      await db.execute(sql`
        with g as materialized (select * from ${groupedShares(reader, { from, to, partnerId, productCode, search, byDay: by === 'DAY' })})
        select t.*, x.*
          from (select count(*) as total_rows, coalesce(sum(g.trx_count), 0) as t_count,
                       coalesce(sum(g.amount), 0) as t_amount, coalesce(sum(g.fee), 0) as t_fee,
                       coalesce(sum(g.share), 0) as t_share from g) t
          left join lateral (
                select row_number() over (order by ${rank}) as n, g.partner_id as "partnerId",
                       coalesce(g.partner_code, '') as "partnerCode", g.partner_name as "partnerName",
                       g.product_id as "productId", g.product_code as "productCode", g.product_name as "productName",
                       g.day::text as day, g.trx_count as "trxCount", g.amount, g.fee, g.share
                  from g
                 order by n
                 limit ${pageSize} offset ${(page - 1) * pageSize}) x on true
         order by x.n`),
    )
    const first = rows[0]
    const items = rows.filter((r) => r.n !== null)
    return {
      asOf: asOf(),
      items: items.map((r) => ({
        partnerId: Number(r.partnerId),
        partnerCode: String(r.partnerCode),
        partnerName: String(r.partnerName),
        productId: r.productId === null ? null : Number(r.productId),
        productCode: String(r.productCode),
        productName: String(r.productName),
        day: r.day === null ? null : String(r.day),
        trxCount: Number(r.trxCount),
        amount: Number(r.amount),
        fee: Number(r.fee),
        share: Number(r.share),
      })),
      total: Number(first?.total_rows ?? 0),
      totals: {
        trxCount: Number(first?.t_count ?? 0),
        amount: Number(first?.t_amount ?? 0),
        fee: Number(first?.t_fee ?? 0),
        share: Number(first?.t_share ?? 0),
      },
    }
  }
