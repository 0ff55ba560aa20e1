import { sql } from 'drizzle-orm'
import type { summarySharingFee } from '#contract/analytics/sharing-fee.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { escapeLike, rowsOf } from '../../engine/query.ts'
import { checkPartner, groupedShares, productCodeOf, shareReader } from './partner-shares.ts'
import { asOf } from './source.ts'

const ORDER = {
  share: sql`g.share`,
  fee: sql`g.fee`,
  trxCount: sql`g.trx_count`,
  amount: sql`g.amount`,
  partner: sql`g.partner_name`,
  product: sql`coalesce(g.product_name, g.product_code)`,
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
    // A search matches the partner's or the product's code or name (a few dozen grouped rows: no index needed).
    const like = search ? `%${escapeLike(search)}%` : null
    const rank = sql`${ORDER[sort]} ${dir === 'asc' ? sql`asc` : sql`desc`} nulls last, g.day desc nulls last, g.partner_name, g.product_code`
    // One statement: the totals of every grouped row, and beside them (a lateral join, so a page past the end
    // still answers the totals) the page of rows in order.
    const rows = rowsOf(
      await db.execute(sql`
        with g as materialized (
          select g.*, p.code as partner_code, p.name as partner_name, bp.id as product_id, bp.name as product_name
            from ${groupedShares(reader, { from, to, partnerId, productCode, byDay: by === 'DAY' })}
            left join partner p on p.id = g.partner_id
            left join biller_product bp on bp.code = g.product_code
           where ${like === null ? sql`true` : sql`(p.code ilike ${like} or p.name ilike ${like} or g.product_code ilike ${like} or bp.name ilike ${like})`})
        select t.*, x.*
          from (select count(*) as total_rows, coalesce(sum(g.trx_count), 0) as t_count,
                       coalesce(sum(g.amount), 0) as t_amount, coalesce(sum(g.fee), 0) as t_fee,
                       coalesce(sum(g.share), 0) as t_share from g) t
          left join lateral (
                select row_number() over (order by ${rank}) as n, g.partner_id as "partnerId",
                       coalesce(g.partner_code, '') as "partnerCode",
                       coalesce(g.partner_name, 'Partner tidak dikenal') as "partnerName", g.product_id as "productId",
                       g.product_code as "productCode", coalesce(g.product_name, g.product_code) as "productName",
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
