import { type SQL, sql } from 'drizzle-orm'
import { type ChartPoint, type dashboardChart, MAX_HOURLY_DAYS } from '#contract/analytics/dashboard.ts'
import { KIND_LABEL } from '#contract/analytics/kinds.ts'
import { addDays, daysIn, utcBounds } from '#contract/engine/dates.ts'
import { TRX_STATUS_LABEL, type TrxKind, type TrxStatus } from '#contract/transactions/catalogue.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { badRequest } from '../../http/errors.ts'
import { resolveScope } from '../corporate/scope.ts'
import { bankLabels, subjectLabels } from './labels.ts'
import {
  asOf,
  checkNamedRows,
  DETAIL,
  HOURLY,
  kindsOf,
  MERCHANT_COLUMNS,
  periodRows,
  rowsWhere,
  TOTALS,
  TOTALS_HOURLY,
  totalsOrDetail,
} from './source.ts'

const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })
const MEASURE_COLUMNS = ['trx_count', 'amount', 'fee']
const DETAIL_COLUMNS = ['kind', 'status', 'subject', 'bank_code', ...MERCHANT_COLUMNS, ...MEASURE_COLUMNS]
const MEASURES = sql`coalesce(sum(r.trx_count), 0)::int8 as "trxCount", coalesce(sum(r.amount), 0)::int8 as amount,
  coalesce(sum(r.fee), 0)::int8 as fee, coalesce(sum(r.trx_count) filter (where r.status = 'SUCCESS'), 0)::int8 as "successCount"`

const point = (key: string, label: string, row?: Record<string, unknown>): ChartPoint => ({
  key,
  label,
  trxCount: Number(row?.trxCount ?? 0),
  amount: Number(row?.amount ?? 0),
  fee: Number(row?.fee ?? 0),
  successCount: Number(row?.successCount ?? 0),
})

/** Monday of the ISO week of a day. */
const weekOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7))
const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']

/** Every bucket of a time axis, so a day without transactions is a zero and not a gap. */
function timeBuckets(by: 'hour' | 'day' | 'week' | 'month', from: string, to: string): [string, string][] {
  const out: [string, string][] = []
  if (by === 'hour') {
    const { start, end } = utcBounds(from, to)
    const stop = Math.min(end.getTime(), Date.now())
    const multiDay = from !== to
    for (let t = start.getTime(); t < stop; t += 3_600_000) {
      const wib = new Date(t + 7 * 3_600_000).toISOString()
      const hh = `${wib.slice(11, 13)}:00`
      out.push([new Date(t).toISOString(), multiDay ? `${dmy(wib.slice(0, 10))} ${hh}` : hh])
    }
    return out
  }
  const seen = new Set<string>()
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const key = by === 'day' ? d : by === 'week' ? weekOf(d) : `${d.slice(0, 8)}01`
    if (seen.has(key)) continue
    seen.add(key)
    out.push([
      key,
      by === 'month'
        ? `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`
        : by === 'week'
          ? `Mg ${dmy(key)}`
          : dmy(key),
    ])
  }
  return out
}

/** POST /dashboard/chart: one series, over time or by a dimension, from the rollups. */
export const chartHandler =
  (db: Db): EndpointHandler<typeof dashboardChart> =>
  async (request) => {
    const auth = authOf(request)
    const { from, to, kind, by, status, ...filters } = request.body
    const kinds = kindsOf(auth, kind)
    if ((by === 'subject' || by === 'bank') && !kind)
      throw fieldError('kind', 'Pilih jenis transaksi untuk rincian per produk/metode atau bank.')
    if (by === 'hour' && daysIn(from, to) > MAX_HOURLY_DAYS)
      throw fieldError('by', `Grafik per jam paling panjang ${MAX_HOURLY_DAYS} hari.`)
    await checkNamedRows(db, auth, filters)
    const scope = await resolveScope(db, auth)
    const where: SQL[] = [rowsWhere(scope, filters, kinds)]
    if (status) where.push(sql`r.status = ${status}`)
    const filter = sql.join(where, sql` and `)
    if (kinds.length === 0) return { asOf: asOf(), points: [] }
    // A trend or a mix by kind or status reads the totals unless a merchant is named; products and banks the detail.
    const small = totalsOrDetail(scope, filters)
    const [pair, columns] =
      by === 'subject' || by === 'bank'
        ? [DETAIL, DETAIL_COLUMNS]
        : [small.pair, ['kind', 'status', ...small.columns, ...MEASURE_COLUMNS]]

    if (by === 'hour' || by === 'day' || by === 'week' || by === 'month') {
      let rows: Record<string, unknown>[]
      if (by === 'hour') {
        const { start, end } = utcBounds(from, to)
        rows = rowsOf(
          await db.execute(sql`select to_char(r.hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00.000"Z"') as key, ${MEASURES}
            from ${sql.raw(small.pair === TOTALS ? TOTALS_HOURLY : HOURLY)} r where r.hour >= ${start.toISOString()}::timestamptz and r.hour < ${end.toISOString()}::timestamptz
             and ${filter} group by 1`),
        )
      } else {
        const key =
          by === 'day'
            ? sql`r.period_start`
            : by === 'week'
              ? sql`date_trunc('week', r.period_start)::date`
              : sql`date_trunc('month', r.period_start)::date`
        rows = rowsOf(
          await db.execute(sql`select to_char(${key}, 'YYYY-MM-DD') as key, ${MEASURES}
            from ${periodRows(pair, from, to, columns, by !== 'month')} where ${filter} group by 1`),
        )
      }
      const byKey = new Map(rows.map((r) => [String(r.key), r]))
      return {
        asOf: asOf(),
        points: timeBuckets(by, from, to).map(([k, label]) => point(k, label, byKey.get(k))),
      }
    }

    const column = { kind: 'kind', status: 'status', subject: 'subject', bank: 'bank_code' }[by]
    const rows = rowsOf(
      await db.execute(sql`select trim(r.${sql.raw(column)}) as key, ${MEASURES}
        from ${periodRows(pair, from, to, columns)} where ${filter} group by 1 having sum(r.trx_count) <> 0 order by 3 desc, 1`),
    )
    const keys = rows.map((r) => String(r.key))
    const labels =
      by === 'kind'
        ? new Map(keys.map((k) => [k, KIND_LABEL[k as TrxKind] ?? k]))
        : by === 'status'
          ? new Map(keys.map((k) => [k, TRX_STATUS_LABEL[k as TrxStatus] ?? k]))
          : by === 'subject'
            ? await subjectLabels(db, kind as TrxKind, keys)
            : await bankLabels(db, keys)
    return {
      asOf: asOf(),
      points: rows.map((r) => point(String(r.key), labels.get(String(r.key)) ?? (String(r.key) || '-'), r)),
    }
  }
