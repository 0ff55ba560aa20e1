import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

/**
 * The demo's controlled items (top-up requests, corrections and refunds, disbursement documents, segment versions) are inserted with the
 * names of their makers and checkers, some before the accounts exist; once the accounts do, their actors are
 * recorded by id, as the workflow engine would have (server/engine/workflow.ts). Migration 0045 did the same,
 * once, for the rows of a database that existed before actors were kept.
 */
export async function seedActors(db: Db): Promise<void> {
  await db.execute(sql`
    insert into control_actor (workflow, item_id, role, transition, user_id, at)
    select x.workflow, x.item_id, x.role, x.transition, u.id, x.at
      from (
        select 'deposit-topup' as workflow, r.id::text as item_id, 'CREATE' as role, 'request' as transition,
               r.created_by as username, r.created_at as at, 1 as step
          from deposit_topup_request r
        union all
        select 'deposit-topup', r.id::text, case when r.status = 'APPROVED' then 'APPROVE' else 'REJECT' end,
               case when r.status = 'APPROVED' then 'approve' else 'reject' end, r.verified_by,
               coalesce(r.verified_at, r.updated_at), 2
          from deposit_topup_request r where r.verified_by is not null
        union all
        select 'deposit-adjustment', r.id::text, 'CREATE', 'request', r.created_by, r.created_at, 1
          from deposit_adjustment_request r
        union all
        select 'deposit-adjustment', r.id::text, case when r.status = 'APPROVED' then 'APPROVE' else 'REJECT' end,
               case when r.status = 'APPROVED' then 'approve' else 'reject' end, r.decided_by,
               coalesce(r.decided_at, r.updated_at), 2
          from deposit_adjustment_request r where r.decided_by is not null
        union all
        select 'disburse-doc', d.id::text, 'CREATE', 'upload', d.created_by, d.created_at, 1 from disburse_doc d
        union all
        select 'disburse-doc', d.id::text, 'SUBMIT', 'submit', d.submitted_by, coalesce(d.submitted_at, d.updated_at), 2
          from disburse_doc d where d.submitted_by is not null
        union all
        select 'segment-version', v.id::text, 'PROPOSE', 'propose', v.proposed_by, v.proposed_at, 1
          from segment_version v where v.state = 'PROPOSED' or v.decided_by is distinct from v.proposed_by
        union all
        select 'segment-version', v.id::text, case when v.state = 'REJECTED' then 'REJECT' else 'APPROVE' end,
               case when v.state = 'REJECTED' then 'reject' else 'approve' end, v.decided_by,
               coalesce(v.decided_at, v.proposed_at), 2
          from segment_version v where v.decided_by is not null and v.decided_by is distinct from v.proposed_by
      ) x
      join dashboard_user u on lower(u.username) = lower(x.username)
     where not exists (select 1 from control_actor a where a.workflow = x.workflow and a.item_id = x.item_id)
     order by x.at, x.step`)
}
