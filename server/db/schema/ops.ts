import { integer, pgTable, varchar } from 'drizzle-orm/pg-core'
import { ts } from './columns.ts'

/**
 * When each piece of scheduled work is next due (server/jobs/schedule.ts): the instance whose conditional
 * upsert moves `next_run_at` on queues the run as a job, so it runs once across every instance.
 */
export const jobSchedule = pgTable('job_schedule', {
  kind: varchar('kind', { length: 48 }).primaryKey(),
  nextRunAt: ts('next_run_at').notNull(),
})

/**
 * The per-address rate limit's counters on PostgreSQL (server/ops/rate-limit-store.ts), shared by every
 * instance: one row per key and window, counted up by one upsert per API call.
 */
export const rateLimitHit = pgTable('rate_limit_hit', {
  key: varchar('key', { length: 200 }).primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: ts('reset_at').notNull(),
})
