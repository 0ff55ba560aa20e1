/** The PostgreSQL error behind a driver or Drizzle error, if any (same codes on pg and PGlite). */
export function pgErrorOf(err: unknown): { code: string; constraint?: string } | null {
  let e: unknown = err
  for (let depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      }
    }
    e = candidate.cause
  }
  return null
}

export const UNIQUE_VIOLATION = '23505'
export const FOREIGN_KEY_VIOLATION = '23503'
/** A statement cancelled by statement_timeout. */
export const QUERY_CANCELED = '57014'

/**
 * A data exception (SQLSTATE class 22): a value the statement cannot take, such as an id beyond the
 * integer column it is compared with (22003) or text that is no uuid (22P02). Such values come from the
 * request, which validation let through as well typed: the error handler answers 400, not 500.
 */
export const isDataException = (err: unknown): boolean => pgErrorOf(err)?.code.startsWith('22') ?? false

/** SQLSTATE classes and socket errors that say the server is not there, not that the statement is wrong. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, or a standby not yet accepting)
  '08000',
  '08001',
  '08003',
  '08006',
])

/**
 * Whether an error says the database cannot be reached (stopped, restarting, the network), through the causes
 * Drizzle wraps a driver's error in: the read replica's fallback (read-pool.ts) and the error handler's 503
 * (server/app.ts) ask this.
 */
export function unreachable(err: unknown): boolean {
  let e: unknown = err
  for (let depth = 0; e && depth < 4; depth++) {
    if (!(e instanceof Error)) return false
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true
    // node-postgres's own words for a connection that is gone; "not queryable": a pooled client whose connection
    // PostgreSQL ended while it sat idle, handed out before the pool noticed (the scaling bench's 500s on a restart).
    if (
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|is not queryable/i.test(
        e.message,
      )
    )
      return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
