import { sql } from 'drizzle-orm'
import type {
  AgeBucket,
  dashboardFeeWaterfall,
  dashboardPendingAge,
} from '#contract/analytics/dashboard-panels.ts'
import type { TrxKind, TrxStatus } from '#contract/transactions/catalogue.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { resolveScope } from '../corporate/scope.ts'
import { subjectLabels } from './labels.ts'
import {
  asOf,
  checkNamedRows,
  HOURLY,
  kindsOf,
  OPEN_TOTALS,
  periodRows,
  rowsWhere,
  TOTALS,
  totalsOrDetail,
} from './source.ts'

/**
 * POST /dashboard/pending-age: what still waits for the host (Menunggu, Timeout/Suspect) by kind, subject,
 * status and response code, in age buckets. The hourly rollup gives ages at clock-hour resolution: a
 * transaction counts "< 1 jam" during the clock hour it was made in, "1–24 jam" for the next 23, then
 * "> 24 jam" (the partial index trx_hourly_open_idx keeps the hours read small).
 */
export const pendingAgeHandler =
  (db: Db): EndpointHandler<typeof dashboardPendingAge> =>
  async (request) => {
    const auth = authOf(request)
    const { kind, ...filters } = request.body
    const kinds = kindsOf(auth, kind)
    if (kinds.length === 0) return { asOf: asOf(), rows: [] }
    await checkNamedRows(db, auth, filters)
    const scope = await resolveScope(db, auth)
    const now = new Date()
    const hour = sql`date_trunc('hour', ${now.toISOString()}::timestamptz)`
    const where = rowsWhere(scope, filters, kinds)
    const bucket = sql`case when r.hour >= ${hour} then 'lt1h' else 'h1to24' end`
    const OPEN = sql`r.status in ('PENDING', 'SUSPECT')`
    // With a merchant named, its open hours are few; without, "> 24 jam" is everything open less the last
    // 24 hours, so the call reads the open totals and one day of hours, not every open hour there has been.
    const named = totalsOrDetail(scope, filters).pair !== TOTALS
    const parts = named
      ? sql`select r.kind, r.subject, r.status, r.rc,
                   case when r.hour >= ${hour} - interval '23 hours' then ${bucket} else 'gt24h' end as bucket,
                   r.trx_count as n, r.amount as a
              from ${sql.raw(HOURLY)} r where ${OPEN} and ${where}`
      : sql`select r.kind, r.subject, r.status, r.rc, 'gt24h' as bucket, r.trx_count as n, r.amount as a
              from ${sql.raw(OPEN_TOTALS)} r where ${where}
            union all
            select r.kind, r.subject, r.status, r.rc, b.bucket, b.sign * r.trx_count, b.sign * r.amount
              from ${sql.raw(HOURLY)} r
             cross join lateral (values (${bucket}, 1), ('gt24h', -1)) b(bucket, sign)
             where ${OPEN} and r.hour >= ${hour} - interval '23 hours' and ${where}`
    const rows = rowsOf(
      await db.execute(sql`
        select x.kind, x.subject, x.status, x.rc, x.bucket, sum(x.n)::int8 as "trxCount", sum(x.a)::int8 as amount
          from (${parts}) x
         group by 1, 2, 3, 4, 5 having sum(x.n) > 0
         order by 6 desc, 1, 2, 3, 4, 5`),
    )
    // The names of the subjects in the answer, looked up once per kind.
    const names = new Map<string, string>()
    for (const kind of new Set(rows.map((r) => r.kind as TrxKind))) {
      const codes = [...new Set(rows.filter((r) => r.kind === kind).map((r) => String(r.subject)))]
      for (const [code, name] of await subjectLabels(db, kind, codes)) names.set(`${kind}|${code}`, name)
    }
    return {
      asOf: now.toISOString(),
      rows: rows.map((r) => ({
        kind: r.kind as TrxKind,
        subject: String(r.subject),
        subjectName: names.get(`${r.kind}|${r.subject}`) ?? String(r.subject),
        status: r.status as TrxStatus,
        rc: String(r.rc),
        bucket: r.bucket as AgeBucket,
        trxCount: Number(r.trxCount),
        amount: Number(r.amount),
      })),
    }
  }

/**
 * POST /dashboard/fee-waterfall: successful transactions' amount, the fee charged, the merchant's and the
 * partners' shares of it (as the fee engine shared it when the transaction was priced) and what remains.
 */
export const feeWaterfallHandler =
  (db: Db): EndpointHandler<typeof dashboardFeeWaterfall> =>
  async (request) => {
    const auth = authOf(request)
    const { from, to, kind, ...filters } = request.body
    const kinds = kindsOf(auth, kind)
    const zero = { asOf: asOf(), amount: 0, fee: 0, merchantFee: 0, partnerFee: 0, net: 0 }
    if (kinds.length === 0) return zero
    await checkNamedRows(db, auth, filters)
    const scope = await resolveScope(db, auth)
    const source = totalsOrDetail(scope, filters)
    const [row] = rowsOf(
      await db.execute(sql`select coalesce(sum(r.amount), 0)::int8 as amount, coalesce(sum(r.fee), 0)::int8 as fee,
               coalesce(sum(r.merchant_fee), 0)::int8 as "merchantFee",
               coalesce(sum(r.partner_fee), 0)::int8 as "partnerFee"
          from ${periodRows(source.pair, from, to, ['kind', 'status', ...source.columns, 'amount', 'fee', 'merchant_fee', 'partner_fee'])}
         where ${rowsWhere(scope, filters, kinds)} and r.status = 'SUCCESS'`),
    )
    const amount = Number(row?.amount ?? 0)
    const fee = Number(row?.fee ?? 0)
    const merchantFee = Number(row?.merchantFee ?? 0)
    const partnerFee = Number(row?.partnerFee ?? 0)
    return { ...zero, amount, fee, merchantFee, partnerFee, net: fee - merchantFee - partnerFee }
  }
