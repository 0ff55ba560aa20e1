import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { ruleApplyResult, segmentRulesApply } from '#contract/partner/app-mapping.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { forbidden } from '../../http/errors.ts'

/**
 * "Terapkan aturan" (issue 16 §5): the RULE memberships of the internal partner-app segments, recomputed in ONE
 * statement from the daily rollup (`trx_daily_live`, never the transaction tables): per merchant the successful
 * transactions of the 30 WIB days before today (every kind but deposits, a merchant topping up its own balance
 * not being a sale), the active internal segments whose rule it meets (count and/or amount), the one of lowest
 * priority (then code). A merchant with a MANUAL internal mapping is left out: manual wins over rules. The dry run
 * is the same statement without its two writes, so the preview counts exactly what applying would do.
 */

type Result = z.infer<typeof ruleApplyResult>

export function ruleStatement(apply: boolean, by: string): SQL {
  const writes = apply
    ? sql`,
    dropped as (
      delete from partner_segment_member m
       where m.audience = 'INTERNAL' and m.source = 'RULE'
         and not exists (select 1 from target t where t.merchant_id = m.merchant_id)
      returning m.id),
    upserted as (
      insert into partner_segment_member (merchant_id, segment_id, audience, source, created_by, updated_by)
      select j.merchant_id, j.segment_id, 'INTERNAL', 'RULE', ${by}, ${by} from joined j
      on conflict (merchant_id, audience) do update
        set segment_id = excluded.segment_id, updated_at = now(), updated_by = excluded.updated_by
        where partner_segment_member.source = 'RULE'
      returning id)`
    : sql``
  return sql`with
    stats as (
      select d.merchant_id, sum(d.trx_count)::int8 as n, sum(d.amount)::int8 as amount
        from trx_daily_live d
       where d.status = 'SUCCESS' and d.kind <> 'DEPOSIT'
         and d.day between (now() at time zone 'Asia/Jakarta')::date - 30
                       and (now() at time zone 'Asia/Jakarta')::date - 1
       group by d.merchant_id),
    target as (
      select distinct on (st.merchant_id) st.merchant_id, s.id as segment_id
        from stats st
        join partner_app_segment s on s.audience = 'INTERNAL' and s.status = 'ACTIVE'
         and (s.min_trx_count is null or st.n >= s.min_trx_count)
         and (s.min_trx_amount is null or st.amount >= s.min_trx_amount)
       where not exists (select 1 from partner_segment_member m
                          where m.merchant_id = st.merchant_id and m.audience = 'INTERNAL' and m.source = 'MANUAL')
       order by st.merchant_id, s.priority, s.code),
    current as (
      select merchant_id, segment_id from partner_segment_member where audience = 'INTERNAL' and source = 'RULE'),
    joined as (
      select t.* from target t
       where not exists (select 1 from current c where c.merchant_id = t.merchant_id and c.segment_id = t.segment_id)),
    gone as (
      select c.* from current c
       where not exists (select 1 from target t where t.merchant_id = c.merchant_id and t.segment_id = c.segment_id))${writes}
    select (select count(*)::int from joined) as joined, (select count(*)::int from gone) as "left",
           (select count(*)::int from target) as members`
}

export async function applyRules(db: Db, apply: boolean, by: string): Promise<Result> {
  const [row] = rowsOf(await db.execute(ruleStatement(apply, by)))
  return {
    joined: Number(row?.joined ?? 0),
    left: Number(row?.left ?? 0),
    members: Number(row?.members ?? 0),
    applied: apply,
  }
}

export const applyRulesHandler =
  (db: Db): EndpointHandler<typeof segmentRulesApply> =>
  async (request) => {
    const auth = authOf(request)
    if (auth.userTypeLevel !== 'ALL')
      throw forbidden('Hanya pengguna dengan cakupan semua data yang dapat menerapkan aturan segmen.')
    if (request.body.dryRun) {
      const r = await applyRules(db, false, auth.username)
      return answer(r, `Bila diterapkan: ${r.joined} merchant masuk dan ${r.left} merchant keluar segmen.`)
    }
    const r = await db.transaction(async (tx) => {
      // Two applies at once would both compute from the same memberships: one at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partner_segment_rules'))`)
      const result = await applyRules(tx, true, auth.username)
      await audit(tx, request, { action: 'APPLY_RULES', entity: 'partner-segment-member', after: result })
      return result
    })
    return answer(r, `Aturan diterapkan: ${r.joined} merchant masuk dan ${r.left} merchant keluar segmen.`)
  }
