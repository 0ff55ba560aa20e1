import { sql } from 'drizzle-orm'
import { ApiError } from '../http/errors.ts'
import type { Db } from './client.ts'
import { pgErrorOf, QUERY_CANCELED } from './errors.ts'

/** A statement cancelled by its timeout: 422 with a message saying how to ask for less. */
export class StatementTimedOut extends ApiError {
  constructor(message: string) {
    super(422, message)
    this.name = 'StatementTimedOut'
  }
}

/**
 * Runs `work` in a transaction whose statements PostgreSQL cancels after `ms`: a query whose cost
 * depends on the filter (an aggregate over raw rows) cannot hold a connection for minutes. A
 * cancellation throws StatementTimedOut with `message`.
 */
export async function withStatementTimeout<T>(
  db: Db,
  ms: number,
  work: (tx: Db) => Promise<T>,
  message: string,
): Promise<T> {
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`statement timeout must be a positive integer: ${ms}`)
  try {
    return await db.transaction(async (tx) => {
      // SET takes no parameters; ms is a checked integer.
      await tx.execute(sql.raw(`set local statement_timeout = ${ms}`))
      return work(tx as unknown as Db)
    })
  } catch (err) {
    if (pgErrorOf(err)?.code === QUERY_CANCELED) throw new StatementTimedOut(message)
    throw err
  }
}
