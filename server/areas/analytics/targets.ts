import { type SQL, sql } from 'drizzle-orm'
import type { merchantTargets, TargetLevel, TargetRow } from '#contract/analytics/analytics.ts'
import { wibDay } from '#contract/engine/dates.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { resolveScope, scopePredicate } from '../corporate/scope.ts'
import { asOf, checkNamedRows, MONTHLY } from './source.ts'

/** Per level: the rollup column that holds the subject, its table and the code and name shown. */
const SUBJECT: Record<TargetLevel, { key: string; table: string; code: string }> = {
  MERCHANT: { key: 'merchant_id', table: 'merchant', code: 'mid' },
  GROUP: { key: 'group_id', table: 'corporate_group', code: 'code' },
  REGION: { key: 'region_id', table: 'region', code: 'code' },
}

/**
 * Where a month stands on a WIB day: its length, the days begun (today counts: its sales are in the actual),
 * and so the pace. A month that is over has every day elapsed; one to come has none.
 */
export function monthClock(period: string, today: string): { daysInMonth: number; daysElapsed: number } {
  const [y, m] = period.split('-').map(Number) as [number, number]
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const current = today.slice(0, 7)
  if (period < current) return { daysInMonth, daysElapsed: daysInMonth }
  if (period > current) return { daysInMonth, daysElapsed: 0 }
  return { daysInMonth, daysElapsed: Number(today.slice(8, 10)) }
}

/**
 * The pace of one target (amounts in whole rupiah, rounded up for what is needed so that meeting it meets the
 * target, half up for the projection): per remaining day (today included) and at month end.
 */
export function pace(
  target: number,
  actual: number,
  clock: { daysInMonth: number; daysElapsed: number },
): Pick<TargetRow, 'achievementBps' | 'neededPerDay' | 'projectedAmount'> {
  const achievementBps = target > 0 ? Math.floor((actual * 10_000) / target) : 0
  const over = clock.daysElapsed >= clock.daysInMonth
  const remaining = over ? 0 : clock.daysInMonth - Math.max(clock.daysElapsed, 1) + 1
  const gap = Math.max(0, target - actual)
  const neededPerDay = remaining > 0 ? Math.ceil(gap / remaining) : 0
  const projectedAmount =
    over || clock.daysElapsed === 0 ? actual : Math.round((actual * clock.daysInMonth) / clock.daysElapsed)
  return { achievementBps, neededPerDay, projectedAmount }
}

/** POST /dashboard/merchant|group|region: the month's targets of one level beside what was sold. */
export const targetsHandler =
  (db: Db, level: TargetLevel): EndpointHandler<typeof merchantTargets> =>
  async (request) => {
    const auth = authOf(request)
    const { period, sort, dir, page, pageSize, search, clientId, regionId } = request.body
    const s = SUBJECT[level]
    await checkNamedRows(db, auth, { clientId, regionId })
    const scope = await resolveScope(db, auth)
    const where: SQL[] = [sql`t.target_type = ${level}`, sql`t.period = ${period}`]
    const scoped = scopePredicate(scope, {
      CLIENT: sql`t.client_id`,
      REGION: sql`t.region_id`,
      GROUP: sql`t.group_id`,
      MERCHANT: sql`t.merchant_id`,
    })
    if (scoped) where.push(scoped)
    if (clientId !== undefined) where.push(sql`t.client_id = ${clientId}`)
    if (regionId !== undefined) where.push(sql`t.region_id = ${regionId}`)
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      where.push(sql`(s.name ilike ${like} or s.${sql.raw(s.code)} ilike ${like})`)
    }
    const achievement = sql`case when t.trx_amount_target > 0 then coalesce(a.amount, 0) * 10000 / t.trx_amount_target else 0 end`
    const order = {
      achievement,
      amount: sql`coalesce(a.amount, 0)`,
      target: sql`t.trx_amount_target`,
      name: sql`s.name`,
    }[sort]
    const rows = rowsOf(
      await db.execute(sql`
        with actual as (
          select m.${sql.raw(s.key)} as subject_id, sum(m.trx_count) as n, sum(m.amount) as amount
            from ${sql.raw(MONTHLY)} m
           where m.month = ${`${period}-01`}::date and m.status = 'SUCCESS' and m.kind <> 'DEPOSIT'
           group by 1)
        select t.id, t.subject_id as "subjectId", coalesce(s.${sql.raw(s.code)}, '')::text as code,
               coalesce(s.name, '')::text as name, c.name as "clientName",
               t.trx_count_target as "trxCountTarget", t.trx_amount_target::int8 as "trxAmountTarget",
               coalesce(a.n, 0)::int8 as "trxCount", coalesce(a.amount, 0)::int8 as amount,
               count(*) over ()::int8 as total
          from merchant_target t
          join client c on c.id = t.client_id
          left join ${sql.raw(s.table)} s on s.id = t.subject_id
          left join actual a on a.subject_id = t.subject_id
         where ${sql.join(where, sql` and `)}
         order by ${order} ${sql.raw(dir === 'asc' ? 'asc' : 'desc')}, t.id
         limit ${pageSize} offset ${(page - 1) * pageSize}`),
    )
    const clock = monthClock(period, wibDay())
    let total = Number(rows[0]?.total ?? 0)
    if (rows.length === 0 && page > 1) {
      const [row] = rowsOf(
        await db.execute(sql`select count(*)::int8 as n from merchant_target t
          left join ${sql.raw(s.table)} s on s.id = t.subject_id where ${sql.join(where, sql` and `)}`),
      )
      total = Number(row?.n ?? 0)
    }
    return {
      asOf: asOf(),
      period,
      ...clock,
      total,
      items: rows.map((r) => {
        const trxAmountTarget = Number(r.trxAmountTarget)
        const amount = Number(r.amount)
        return {
          id: Number(r.id),
          subjectId: Number(r.subjectId),
          code: String(r.code),
          name: String(r.name),
          clientName: String(r.clientName),
          trxCountTarget: Number(r.trxCountTarget),
          trxAmountTarget,
          trxCount: Number(r.trxCount),
          amount,
          ...pace(trxAmountTarget, amount, clock),
        }
      }),
    }
  }
