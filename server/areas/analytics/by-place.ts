import { type SQL, sql } from 'drizzle-orm'
import type { summaryLocation, summaryMerchant } from '#contract/analytics/analytics.ts'
import { TRX_KINDS, type TrxKind } from '#contract/transactions/catalogue.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { resolveScope } from '../corporate/scope.ts'
import { asOf, checkNamedRows, DETAIL, MERCHANT_COLUMNS, periodRows, rowsWhere } from './source.ts'

/** The analytics count sales: every kind but deposits (a merchant topping up its own balance), or the one asked. */
const SALES_KINDS = TRX_KINDS.filter((k) => k !== 'DEPOSIT')
const kindsOf = (kind: TrxKind | undefined): TrxKind[] => (kind ? [kind] : SALES_KINDS)
const COLUMNS = ['kind', 'status', ...MERCHANT_COLUMNS, 'trx_count', 'amount', 'fee']

/** Per merchant over the period, from the detail rollup, as a relation `x`. */
const perMerchant = (from: string, to: string, where: SQL) =>
  sql`(select r.merchant_id, sum(r.trx_count) as n, sum(r.trx_count) filter (where r.status = 'SUCCESS') as ok,
          coalesce(sum(r.amount) filter (where r.status = 'SUCCESS'), 0) as amount,
          coalesce(sum(r.fee) filter (where r.status = 'SUCCESS'), 0) as fee
        from ${periodRows(DETAIL, from, to, COLUMNS)} where ${where} group by 1 having sum(r.trx_count) > 0) x`

/**
 * POST /dashboard/summary-location/list: successful transactions per province (or per regency and city of
 * one province) of the merchant that made them, with how many merchants sold there.
 */
export const locationHandler =
  (db: Db): EndpointHandler<typeof summaryLocation> =>
  async (request) => {
    const auth = authOf(request)
    const { from, to, kind, provinceCode, ...filters } = request.body
    await checkNamedRows(db, auth, filters)
    const scope = await resolveScope(db, auth)
    const where = rowsWhere(scope, filters, kindsOf(kind))
    const byCity = provinceCode !== undefined
    const rows = rowsOf(
      await db.execute(sql`
        select g.code, g.name, coalesce(sum(x.ok), 0)::int8 as "trxCount", coalesce(sum(x.amount), 0)::int8 as amount,
               (count(*) filter (where x.ok > 0))::int8 as merchants
          from ${perMerchant(from, to, where)}
          join merchant m on m.id = x.merchant_id
          join ${byCity ? sql`location_city g on g.code = m.city_code` : sql`location_province g on g.code = m.province_code`}
         ${byCity ? sql`where m.province_code = ${provinceCode}` : sql``}
         group by 1, 2 order by 4 desc, 1`),
    )
    return {
      asOf: asOf(),
      rows: rows.map((r) => ({
        code: String(r.code).trim(),
        name: String(r.name),
        trxCount: Number(r.trxCount),
        amount: Number(r.amount),
        merchants: Number(r.merchants),
      })),
    }
  }

/** POST /dashboard/summary-merchant/list: each merchant's transactions over the period, sorted and paged. */
export const merchantSummaryHandler =
  (db: Db): EndpointHandler<typeof summaryMerchant> =>
  async (request) => {
    const auth = authOf(request)
    const { from, to, kind, sort, dir, page, pageSize, search, ...filters } = request.body
    await checkNamedRows(db, auth, filters)
    const scope = await resolveScope(db, auth)
    const where = rowsWhere(scope, filters, kindsOf(kind))
    const match = search
      ? sql`where m.name ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or m.mid like ${`${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : sql``
    const order = { amount: sql`x.amount`, trxCount: sql`x.n`, fee: sql`x.fee`, name: sql`m.name` }[sort]
    const rows = rowsOf(
      await db.execute(sql`
        select m.id, m.mid, m.name, x.n::int8 as "trxCount", coalesce(x.ok, 0)::int8 as "successCount",
               x.amount::int8 as amount, x.fee::int8 as fee, count(*) over ()::int8 as total
          from ${perMerchant(from, to, where)} join merchant m on m.id = x.merchant_id ${match}
         order by ${order} ${sql.raw(dir === 'asc' ? 'asc' : 'desc')}, m.id
         limit ${pageSize} offset ${(page - 1) * pageSize}`),
    )
    return {
      asOf: asOf(),
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((r) => ({
        id: Number(r.id),
        mid: String(r.mid),
        name: String(r.name),
        trxCount: Number(r.trxCount),
        successCount: Number(r.successCount),
        amount: Number(r.amount),
        fee: Number(r.fee),
      })),
    }
  }
