import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { SYSTEM_OWNER } from './schedule.ts'

/**
 * How long a row outlives its use before housekeeping deletes it. A day is longer than every window that
 * still reads such rows (the one-time codes' request limits: 15 minutes and an hour; the login throttle
 * reads its own window, below), and a week of ended sessions and finished system jobs stays for an operator.
 */
const ENDED_KEEP = sql`interval '1 day'`
const HISTORY_KEEP = sql`interval '7 days'`

/**
 * Housekeeping (HOUSEKEEPING_MS, a scheduled job: once across the instances): deletes what no check reads
 * any more, so the tables that every sign-in and public form write to do not grow without end. Each delete
 * is its own statement (short locks; a failure leaves the others done). Answers the rows deleted per table.
 */
export async function housekeeping(
  db: Db,
  config: { loginThrottleWindowMinutes: number },
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {}
  const run = async (table: string, statement: ReturnType<typeof sql>) => {
    const result = (await db.execute(statement)) as unknown as { rowCount?: number; affectedRows?: number }
    deleted[table] = Number(result.rowCount ?? result.affectedRows ?? 0)
  }
  // Sessions that ended (expired or revoked) a week ago: the access cache and sign-in never read them.
  await run(
    'session',
    sql`delete from session where coalesce(revoked_at, expires_at) < now() - ${HISTORY_KEEP} and expires_at < now()`,
  )
  // One-time codes (OTP) past their code's and proof's expiry, older than every request-limit window.
  await run(
    'one_time_code',
    sql`delete from one_time_code where created_at < now() - ${ENDED_KEEP} and expires_at < now()
          and (proof_expires_at is null or proof_expires_at < now())`,
  )
  await run(
    'one_time_code_guard',
    sql`delete from one_time_code_guard where updated_at < now() - ${ENDED_KEEP}
          and (locked_until is null or locked_until < now())`,
  )
  await run(
    'two_factor_challenge',
    sql`delete from two_factor_challenge where expires_at < now() - ${ENDED_KEEP}`,
  )
  await run('auto_login_token', sql`delete from auto_login_token where expires_at < now() - ${ENDED_KEEP}`)
  await run('password_token', sql`delete from password_token where expires_at < now() - ${HISTORY_KEEP}`)
  // The sign-in throttle forgets failures older than its window anyway (server/areas/auth/login-throttle.ts).
  await run(
    'login_failure',
    sql`delete from login_failure where at < now() - make_interval(mins => ${config.loginThrottleWindowMinutes})`,
  )
  await run('rate_limit_hit', sql`delete from rate_limit_hit where reset_at < now()`)
  // Finished runs of scheduled work (several an hour); a user's jobs (imports) stay as their history.
  await run(
    'job',
    sql`delete from job where owner_user = ${SYSTEM_OWNER} and state in ('done', 'failed')
          and finished_at < now() - ${HISTORY_KEEP}`,
  )
  return deleted
}
