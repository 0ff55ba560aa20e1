import { sql } from 'drizzle-orm'
import type { partnerIncome } from '#contract/partner/income.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { checkPartner, groupedShares, productCodeOf, shareReader } from '../analytics/partner-shares.ts'
import { asOf } from '../analytics/source.ts'

/**
 * POST /partner/riwayat-pendapatan: the partner's share per WIB day and product (the partner-share rollups,
 * server/areas/analytics/partner-shares.ts), newest day first, each with the settlement that covers its day
 * (partner_settlement), and the totals paid and not yet paid.
 */
export const incomeHandler =
  (db: Db): EndpointHandler<typeof partnerIncome> =>
  async (request) => {
    const auth = authOf(request)
    const { from, to, partnerId, productId, search, settled, page, pageSize } = request.body
    const reader = await shareReader(db, auth)
    await checkPartner(db, auth, reader, partnerId)
    const productCode = await productCodeOf(db, productId)
    const state =
      settled === 'SETTLED' ? sql`s.id is not null` : settled === 'UNSETTLED' ? sql`s.id is null` : sql`true`
    const rows = rowsOf(
      await db.execute(sql`
        with g as materialized (
          select g.*, s.reference_no, s.settled_at, s.id as settlement_id
            from ${groupedShares(reader, { from, to, partnerId, productCode, search, byDay: true })}
            left join lateral (
                  select s.id, s.reference_no, s.settled_at from partner_settlement s
                   where s.partner_id = g.partner_id and g.day between s.period_from and s.period_to
                   order by s.period_from desc limit 1) s on true
           where ${state})
        select t.*, x.*
          from (select count(*) as total_rows, coalesce(sum(g.share), 0) as t_share,
                       coalesce(sum(g.share) filter (where g.settlement_id is not null), 0) as t_settled
                  from g) t
          left join lateral (
                select row_number() over (order by g.day desc, g.partner_name, g.product_code) as n,
                       g.day::text as day, g.partner_id as "partnerId", coalesce(g.partner_code, '') as "partnerCode",
                       g.partner_name as "partnerName", g.product_code as "productCode",
                       g.product_name as "productName", g.trx_count as "trxCount", g.fee,
                       g.share, g.reference_no as "referenceNo", g.settled_at as "settledAt"
                  from g
                 order by n
                 limit ${pageSize} offset ${(page - 1) * pageSize}) x on true
         order by x.n`),
    )
    const first = rows[0]
    const share = Number(first?.t_share ?? 0)
    const paid = Number(first?.t_settled ?? 0)
    return {
      asOf: asOf(),
      items: rows
        .filter((r) => r.n !== null)
        .map((r) => ({
          day: String(r.day),
          partnerId: Number(r.partnerId),
          partnerCode: String(r.partnerCode),
          partnerName: String(r.partnerName),
          productCode: String(r.productCode),
          productName: String(r.productName),
          trxCount: Number(r.trxCount),
          fee: Number(r.fee),
          share: Number(r.share),
          settlement:
            r.referenceNo === null
              ? null
              : {
                  referenceNo: String(r.referenceNo),
                  settledAt: new Date(String(r.settledAt)).toISOString(),
                },
        })),
      total: Number(first?.total_rows ?? 0),
      totals: { share, settled: paid, unsettled: share - paid },
    }
  }
