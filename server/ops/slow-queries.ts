import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.ts'
import { currentRequestId } from '../http/request-id.ts'

/** A statement is logged whole up to this length (the text has placeholders, never the values). */
const LOGGED_SQL = 2000

/**
 * The slow-query log (SLOW_QUERY_MS, issue 20 item 6): a statement that took longer is logged as a warning
 * with its time, its text (placeholders, not the values: no personal data in the log) and the id of the
 * request it served (none for background work), so it can be found beside that request's other lines.
 */
export function slowQueryLog(app: FastifyInstance, database: Database, thresholdMs: number): void {
  if (thresholdMs <= 0) return
  const unsubscribe = database.onQuery((ms, text) => {
    if (ms < thresholdMs) return
    const reqId = currentRequestId()
    app.log.warn(
      { ...(reqId ? { reqId } : {}), ms: Math.round(ms), sql: text.slice(0, LOGGED_SQL) },
      'slow query',
    )
  })
  app.addHook('onClose', async () => unsubscribe())
}
