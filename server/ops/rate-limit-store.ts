import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rowsOf } from '../engine/query.ts'

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Counted) => void

/**
 * Adds `hits` to each key's counter in `rate_limit_hit` (a new window when the last one is over) and answers
 * the cluster's count and the window's time left per key: one statement for any number of keys.
 */
async function addHits(db: Db, hits: { key: string; hits: number }[], windowMs: number) {
  const rows = rowsOf(
    await db.execute(sql`
      insert into rate_limit_hit as r (key, hits, reset_at)
      select h.key, h.hits, now() + ${windowMs} * interval '1 millisecond'
      from jsonb_to_recordset(${JSON.stringify(hits)}::jsonb) as h(key text, hits int)
      on conflict (key) do update set
        hits = case when r.reset_at <= now() then excluded.hits else r.hits + excluded.hits end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning key, hits, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int8 as ttl`),
  )
  return new Map(rows.map((r) => [String(r.key), { current: Number(r.hits), ttl: Number(r.ttl) }]))
}

/**
 * The per-address rate limit's counters in PostgreSQL (`rate_limit_hit`), so that every instance behind a
 * load balancer counts against one limit (issue 20 item 1). Two ways, by RATE_LIMIT_SYNC_MS:
 * - `0`: each API call counts its hit with one upsert and is decided on the cluster's exact count;
 * - `> 0` (default 1000): each instance decides at once on the cluster's count as of its last sync plus its
 *   own calls since, and every that many milliseconds adds its calls to the table and reads the count of each
 *   address it has seen this window, in one statement. An address can exceed the limit by what the other
 *   instances let through within one sync; in exchange an API call costs no statement, and calls from one
 *   address (an office behind NAT, a load test) do not queue on one row.
 * Expired rows are deleted by housekeeping. On PGlite (one process by design) the plugin's in-memory store is
 * used instead. Answers the store's class for the plugin and the stop of its sync (the app's onClose).
 */
export function databaseRateLimitStore(db: Db, syncMs: number) {
  /** Per key: the cluster's count at the last sync, this instance's calls since, and when the window ends. */
  type Entry = { known: number; pending: number; resetAt: number }
  const local = new Map<string, Entry>()
  let windowMs = 60_000
  let syncing: Promise<void> | null = null

  async function sync(): Promise<void> {
    const now = Date.now()
    const batch: { key: string; hits: number; entry: Entry }[] = []
    // Every key of a live window, its own calls or none: a key this instance saw learns the others' calls too.
    for (const [key, entry] of local) {
      if (entry.pending > 0 || entry.resetAt > now) batch.push({ key, hits: entry.pending, entry })
      else local.delete(key)
    }
    if (batch.length === 0) return
    const counted = await addHits(
      db,
      batch.map(({ key, hits }) => ({ key, hits })),
      windowMs,
    )
    const after = Date.now()
    for (const { key, hits, entry } of batch) {
      const cluster = counted.get(key)
      // A window that ended meanwhile started a new entry, which these hits are not part of.
      if (local.get(key) !== entry || !cluster) continue
      entry.pending -= hits
      entry.known = cluster.current
      entry.resetAt = after + cluster.ttl
    }
  }
  const timer =
    syncMs > 0
      ? setInterval(() => {
          // A failed sync (the database restarting) keeps its hits pending for the next one.
          syncing ??= sync()
            .catch(() => {})
            .finally(() => {
              syncing = null
            })
        }, syncMs)
      : null
  timer?.unref()

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      windowMs = timeWindow
      if (syncMs <= 0) {
        addHits(db, [{ key, hits: 1 }], timeWindow).then(
          (counted) => callback(null, counted.get(key) ?? { current: 1, ttl: timeWindow }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        )
        return
      }
      const now = Date.now()
      let entry = local.get(key)
      if (!entry || entry.resetAt <= now) {
        entry = { known: 0, pending: 0, resetAt: now + timeWindow }
        local.set(key, entry)
      }
      entry.pending++
      callback(null, { current: entry.known + entry.pending, ttl: entry.resetAt - now })
    }

    child(): FastifyRateLimitStore {
      return this
    }
  }

  return {
    Store: DatabaseRateLimitStore,
    /** Stops the sync after sending what is pending. */
    async stop() {
      if (timer) clearInterval(timer)
      await syncing
      await sync().catch(() => {})
    },
  }
}
