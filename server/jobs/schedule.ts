import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { JobHandler } from './runner.ts'

/**
 * Scheduled work (issue 20 item 2: the hold sweep, complaint escalation, housekeeping) runs as jobs, once
 * across every instance. Each piece has a row in `job_schedule` with the time it is next due; every worker
 * tick each instance moves the due ones on with one conditional UPDATE, and the instance whose UPDATE moved a
 * row (PostgreSQL lets exactly one of two racing UPDATEs see the old time) queues that run as a job in the same
 * statement; from there the queue's claim gives it to one worker, with the queue's retries, lease and status.
 * A run is not queued while the previous one is still queued or running.
 */
export interface ScheduledWork {
  /** The job kind (≤ 48 characters). */
  kind: string
  /** How often it runs; 0 turns it off (its env var documents it). */
  everyMs: number
  run(db: Db): Promise<unknown>
}

/** Who queues scheduled runs: no user, so /worker/request shows them to nobody but an operator in SQL. */
export const SYSTEM_OWNER = 'system'

/** The job handlers of the scheduled work. */
export function scheduledHandlers(work: readonly ScheduledWork[]): Map<string, JobHandler> {
  return new Map(
    work
      .filter((w) => w.everyMs > 0)
      .map((w) => [w.kind, { features: [], inScope: async () => false, run: (ctx) => w.run(ctx.db) }]),
  )
}

/** Each piece of work once, due `everyMs` after the first instance to start (as the loops it replaces). */
export async function ensureSchedules(db: Db, work: readonly ScheduledWork[]): Promise<void> {
  const on = work.filter((w) => w.everyMs > 0)
  if (on.length === 0) return
  await db.execute(sql`
    insert into job_schedule (kind, next_run_at)
    select w.kind, now() + w.every_ms * interval '1 millisecond'
    from jsonb_to_recordset(${JSON.stringify(on.map((w) => ({ kind: w.kind, every_ms: w.everyMs })))}::jsonb)
      as w(kind text, every_ms int8)
    on conflict (kind) do nothing`)
}

/** Queues the runs that are due (this instance's share: those its UPDATE moved on); how many. */
export async function queueDueWork(db: Db, work: readonly ScheduledWork[]): Promise<number> {
  const on = work.filter((w) => w.everyMs > 0)
  if (on.length === 0) return 0
  const result = await db.execute(sql`
    with due as (
      update job_schedule s set next_run_at = now() + w.every_ms * interval '1 millisecond'
      from jsonb_to_recordset(${JSON.stringify(on.map((w) => ({ kind: w.kind, every_ms: w.everyMs })))}::jsonb)
        as w(kind text, every_ms int8)
      where s.kind = w.kind and s.next_run_at <= now()
      returning s.kind)
    insert into job (kind, payload, owner_user)
    select due.kind, '{}'::jsonb, ${SYSTEM_OWNER} from due
    where not exists (select 1 from job j where j.kind = due.kind and j.state in ('queued', 'running'))
    returning id`)
  return (result as unknown as { rows: unknown[] }).rows.length
}
