import { sql } from 'drizzle-orm'
import type { AnyOf } from '#contract/access/can.ts'
import type { AuthContext } from '../access/caller.ts'
import type { Database, Db } from '../db/client.ts'
import { repeatEvery } from './repeat.ts'
import { ensureSchedules, queueDueWork, type ScheduledWork } from './schedule.ts'

/**
 * Background jobs (docs/ARCHITECTURE.md "Background jobs"): rows of `job`, claimed by the worker loop every
 * server process runs with FOR UPDATE SKIP LOCKED, so any number of processes share one queue (issue 20
 * scales them out) and PGlite's single connection works the same. A claim holds a lease (`locked_until`),
 * renewed by each progress report; a process killed mid-job leaves a lease that runs out, and the job is
 * claimed again (its attempt count is the fencing token a handler checks before it commits).
 */
export interface JobHandler {
  /** Besides the requester, holders of one of these features read a job of this kind (within `inScope`). */
  readonly features: AnyOf
  /** Whether the job's subject lies inside the caller's data scope. */
  inScope(db: Db, auth: AuthContext, payload: unknown): Promise<boolean>
  run(ctx: JobContext): Promise<unknown>
  /** Called once when the job fails for good (its attempts used up): record it where the area keeps it. */
  failed?(db: Db, payload: unknown, message: string): Promise<void>
  /** How long a claim lasts without a progress report (default JOB_LEASE_MS). */
  readonly leaseMs?: number
}

export interface JobContext {
  db: Db
  driver: Database['driver']
  id: number
  attempt: number
  payload: unknown
  /**
   * Writes progress (0–100) and renews the lease. Outside a transaction only: on PGlite the one connection
   * is the transaction's until it ends (and on PostgreSQL nobody sees progress written inside it).
   */
  progress(percent: number, text: string): Promise<void>
}

export const JOB_LEASE_MS = 5 * 60_000

export interface JobRow {
  id: number
  kind: string
  payload: unknown
  state: 'queued' | 'running' | 'done' | 'failed'
  progress: number
  progressText: string
  result: unknown
  error: string | null
  ownerUser: string
  attempts: number
  createdAt: string
  startedAt: string | null
  finishedAt: string | null
  /** A queued job after a failed attempt: when it is tried again; null otherwise. */
  nextRunAt: string | null
}

/** How long a failed attempt waits before the next (config: JOB_RETRY_BASE_MS, JOB_RETRY_MAX_MS). */
export interface RetryPolicy {
  jobRetryBaseMs: number
  jobRetryMaxMs: number
}

/** The wait after failed attempt `attempt` (1, 2, …): the base doubled per attempt, at most the maximum. */
export const retryDelayMs = (attempt: number, policy: RetryPolicy): number =>
  Math.min(policy.jobRetryMaxMs, policy.jobRetryBaseMs * 2 ** Math.max(0, attempt - 1))

type Row = Record<string, unknown>
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString())
const jsonOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v)

/** Queues a job (inside the caller's transaction, if any); call `wakeWorkers` once it is committed. */
export async function enqueueJob(
  db: Db,
  job: { kind: string; payload: unknown; owner: string; maxAttempts?: number },
): Promise<number> {
  const [row] = rowsOf(
    await db.execute(
      sql`insert into job (kind, payload, owner_user, max_attempts) values (${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.owner}, ${job.maxAttempts ?? 3}) returning id`,
    ),
  )
  return Number(row?.id)
}

export async function readJob(db: Db, id: number): Promise<JobRow | null> {
  const [r] = rowsOf(await db.execute(sql`select * from job where id = ${id}`))
  if (!r) return null
  return {
    id: Number(r.id),
    kind: String(r.kind),
    payload: jsonOf(r.payload),
    state: r.state as JobRow['state'],
    progress: Number(r.progress),
    progressText: String(r.progress_text),
    result: r.result === null ? null : jsonOf(r.result),
    error: (r.error as string | null) ?? null,
    ownerUser: String(r.owner_user),
    attempts: Number(r.attempts),
    createdAt: iso(r.created_at) ?? '',
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
    nextRunAt: r.state === 'queued' && Number(r.attempts) > 0 ? iso(r.run_after) : null,
  }
}

/** Claims the oldest job of these kinds that is queued, or running with its lease run out. */
async function claim(db: Db, kinds: string[], leaseMs: number) {
  const [r] = rowsOf(
    await db.execute(sql`
      update job set state = 'running', attempts = attempts + 1,
        locked_until = now() + ${leaseMs} * interval '1 millisecond',
        started_at = coalesce(started_at, now()), updated_at = now()
      where id = (
        select id from job
        where state in ('queued', 'running') and kind in ${kinds}
          and (case when state = 'queued' then run_after <= now() else locked_until < now() end)
        order by id limit 1 for update skip locked)
      returning id, kind, payload, attempts, max_attempts`),
  )
  return r
    ? {
        id: Number(r.id),
        kind: String(r.kind),
        payload: jsonOf(r.payload),
        attempt: Number(r.attempts),
        maxAttempts: Number(r.max_attempts),
      }
    : null
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

/** One attempt of a job: its id and attempt number (the fencing token). */
export interface Claimed {
  id: number
  attempt: number
}
const fencedBy = (job: Claimed) => sql`id = ${job.id} and attempts = ${job.attempt} and state = 'running'`

/**
 * Claims and runs one job; whether there was one. The worker loop calls it; a test may call it to run the
 * queue to its end without waiting for the loop. `onClaim` hears which attempt runs (the worker hands it
 * back on shutdown).
 */
export async function runOneJob(
  database: Pick<Database, 'db' | 'driver'>,
  handlers: ReadonlyMap<string, JobHandler>,
  policy: RetryPolicy,
  onClaim?: (job: Claimed | null) => void,
): Promise<boolean> {
  const { db } = database
  if (handlers.size === 0) return false
  const leaseOf = (kind: string) => handlers.get(kind)?.leaseMs ?? JOB_LEASE_MS
  const job = await claim(db, [...handlers.keys()], Math.max(...[...handlers.keys()].map(leaseOf)))
  if (!job) return false
  onClaim?.(job)
  try {
    await runClaimed(database, handlers.get(job.kind) as JobHandler, job, leaseOf(job.kind), policy)
  } finally {
    onClaim?.(null)
  }
  return true
}

async function runClaimed(
  database: Pick<Database, 'db' | 'driver'>,
  handler: JobHandler,
  job: NonNullable<Awaited<ReturnType<typeof claim>>>,
  leaseMs: number,
  policy: RetryPolicy,
): Promise<void> {
  const { db } = database
  const fenced = fencedBy(job)
  if (job.attempt > job.maxAttempts) {
    const message = `Pekerjaan dihentikan setelah ${job.maxAttempts} kali percobaan yang terputus.`
    await db.execute(
      sql`update job set state = 'failed', error = ${message}, locked_until = null, finished_at = now(), updated_at = now() where ${fenced}`,
    )
    await handler.failed?.(db, job.payload, message)
    return
  }
  const ctx: JobContext = {
    db,
    driver: database.driver,
    id: job.id,
    attempt: job.attempt,
    payload: job.payload,
    async progress(percent, text) {
      await db.execute(sql`
        update job set progress = ${Math.max(0, Math.min(100, Math.round(percent)))}, progress_text = ${text.slice(0, 200)},
          locked_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
        where ${fenced}`)
    },
  }
  try {
    const result = await handler.run(ctx)
    await db.execute(sql`
      update job set state = 'done', progress = 100, result = ${JSON.stringify(result ?? null)}::jsonb,
        error = null, locked_until = null, finished_at = now(), updated_at = now()
      where ${fenced}`)
  } catch (e) {
    const message = messageOf(e).slice(0, 1000)
    const last = job.attempt >= job.maxAttempts
    // Not the last attempt: queued again after a backoff, the reason kept for /worker/request meanwhile.
    await db.execute(sql`
      update job set state = ${last ? 'failed' : 'queued'}, error = ${message}, locked_until = null,
        run_after = now() + ${last ? 0 : retryDelayMs(job.attempt, policy)} * interval '1 millisecond',
        finished_at = ${last ? sql`now()` : sql`null`}, updated_at = now()
      where ${fenced}`)
    if (last) await handler.failed?.(db, job.payload, message)
  }
}

/**
 * Hands a running attempt back to the queue (the worker stopping before it finished): queued again at once,
 * for any instance. The attempt stays counted, so the next claim has a new fencing token and this attempt,
 * if it still goes on here, commits nothing.
 */
export async function releaseJob(db: Db, job: Claimed): Promise<void> {
  await db.execute(sql`
    update job set state = 'queued', locked_until = null, run_after = now(),
      progress_text = 'Dikembalikan ke antrean: server berhenti', updated_at = now()
    where ${fencedBy(job)}`)
}

/** Wakes this process's worker at once (a job was just queued here) instead of at its next tick. */
const sleepers = new Set<() => void>()
export const wakeWorkers = () => {
  for (const w of sleepers) w()
}

export interface WorkerOptions extends RetryPolicy {
  /** How often the worker looks for a job (JOB_POLL_MS); 0: this process runs none. */
  jobPollMs: number
  /** On stop, how long the running job may take to finish before it is handed back (JOB_SHUTDOWN_GRACE_MS). */
  jobShutdownGraceMs: number
}

/**
 * The worker loop of one process: queues the scheduled work that is due (server/jobs/schedule.ts), then runs
 * jobs one at a time, looking for the next every `jobPollMs` (and at once when this process queued one). A
 * failing claim (the database restarting) is logged once and tried again. Stopping (the server shutting down)
 * lets the running job finish within the grace, then hands it back to the queue for another instance.
 */
export function startJobWorker(
  database: Database,
  handlers: ReadonlyMap<string, JobHandler>,
  schedules: readonly ScheduledWork[],
  options: WorkerOptions,
  log: (m: string) => void,
): () => Promise<void> {
  if (options.jobPollMs <= 0 || handlers.size === 0) return async () => {}
  let running: Claimed | null = null
  let scheduled = false
  const worker = repeatEvery(
    options.jobPollMs,
    async (stopping) => {
      if (!scheduled) {
        await ensureSchedules(database.db, schedules)
        scheduled = true
      }
      await queueDueWork(database.db, schedules)
      while (
        !stopping() &&
        (await runOneJob(database, handlers, options, (job) => {
          running = job
        }))
      ) {}
    },
    log,
    {
      failed: (error) => `job: pekerja latar gagal (${error}); dicoba lagi`,
      recovered: 'job: pekerja latar berjalan lagi',
    },
  )
  sleepers.add(worker.now)
  return async () => {
    sleepers.delete(worker.now)
    let timer: NodeJS.Timeout | undefined
    const graceOver = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, options.jobShutdownGraceMs)
    })
    await Promise.race([worker(), graceOver])
    clearTimeout(timer)
    const unfinished: Claimed | null = running
    if (unfinished) {
      log(`job: pekerjaan ${unfinished.id} belum selesai saat berhenti; dikembalikan ke antrean`)
      await releaseJob(database.db, unfinished)
    }
  }
}
