import type pg from 'pg'
import { unreachable } from './errors.ts'
import { ReleasingPool } from './releasing-pool.ts'

/**
 * The read pool (issue 20 item 3 and its faults: "the replica down → reads fall back to the primary, stated in
 * /ready"). Reads go to the streaming replica; when it cannot be reached (refused, reset, a timeout connecting, a
 * server shutting down or still starting) the read is run on the primary instead, and the replica is left alone for
 * `retryMs` before the next read tries it again. An error of the statement itself (a syntax error, a timeout the
 * caller set) is the caller's, never retried. drizzle reads through `query` and opens a transaction with
 * `connect`; pg-pool's own `query` also goes through `connect`, with a callback: both forms are served.
 */
export class ReadPool extends ReleasingPool {
  private downUntil = 0

  constructor(
    config: pg.PoolConfig,
    private readonly primary: pg.Pool,
    private readonly retryMs = 5_000,
  ) {
    super(config)
  }

  /** A statement on the replica itself, never the primary (its lag is a question only the replica can answer). */
  async onReplica<R extends pg.QueryResultRow>(text: string): Promise<pg.QueryResult<R>> {
    const client = await super.connect()
    try {
      return await client.query<R>(text)
    } finally {
      client.release()
    }
  }

  private markDown(e: unknown) {
    this.downUntil = Date.now() + this.retryMs
    const reason = e instanceof Error ? e.message : String(e)
    console.warn(`[db] replika baca tidak dapat dihubungi, baca dari primary: ${reason}`)
  }

  private async connectEither(): Promise<pg.PoolClient> {
    if (Date.now() >= this.downUntil) {
      try {
        return await super.connect()
      } catch (e) {
        if (!unreachable(e)) throw e
        this.markDown(e)
      }
    }
    return this.primary.connect()
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg-pool's overloads (a promise, or a callback with a release).
  override connect(callback?: any): any {
    const p = this.connectEither()
    if (!callback) return p
    p.then(
      (client) => callback(undefined, client, (err?: Error | boolean) => client.release(err)),
      (err) => callback(err),
    )
    return undefined
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg-pool's overloads of query.
  override query(...args: any[]): any {
    const last = args[args.length - 1]
    // The callback form (not drizzle's) goes through connect, which already falls back.
    if (typeof last === 'function') return (super.query as (...a: unknown[]) => unknown)(...args)
    return (super.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args).catch((e: unknown) => {
      // A connection that died under the read (the replica stopped): once more, on the primary.
      if (!unreachable(e)) throw e
      this.markDown(e)
      return (this.primary.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args)
    })
  }
}
