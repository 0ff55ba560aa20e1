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
