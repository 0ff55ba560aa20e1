import pg from 'pg'

/**
 * A pool whose checked-out clients are given back when their connection ends. drizzle-orm 0.45's node-postgres
 * `transaction()` runs BEGIN before the try/finally that releases its client (drizzle-team/drizzle-orm#6241, open):
 * when PostgreSQL ends the connection between check-out and BEGIN (a restart, an administrator, a failover), the
 * client was never released. Each such moment cost the pool a connection for good; ten of them and every statement
 * of the instance waited forever, and a shutdown never finished (pool.end() waits for them: the CI run whose
 * server/db/terminated.api.test.ts hung in its afterAll). A connection that ended can run nothing more, so giving it
 * back at once is safe for any holder: the holder's own release afterwards does nothing, and its next statement
 * fails as it would have anyway ("not queryable", answered 503 by server/http/error-handler.ts).
 */
export class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>
  override connect(callback: ConnectCallback): void
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // The callback form is pg-pool's own `query`, which releases with the statement's error itself.
    if (callback) {
      super.connect(callback)
      return undefined
    }
    return super.connect().then(releasedWhenEnded)
  }
}

type ConnectCallback = Parameters<pg.Pool['connect']>[0] & {}

/** Makes one check-out's release idempotent, and calls it with an error when the connection ends first. */
export function releasedWhenEnded(client: pg.PoolClient): pg.PoolClient {
  const poolRelease = client.release
  let released = false
  const ended = () => {
    if (released) return
    released = true
    // With an error, pg-pool removes the client instead of keeping it idle.
    poolRelease(new Error('koneksi database berakhir saat dipinjam'))
  }
  client.once('end', ended)
  client.release = (err?: Error | boolean) => {
    if (released) return
    released = true
    client.removeListener('end', ended)
    poolRelease(err)
  }
  return client
}
