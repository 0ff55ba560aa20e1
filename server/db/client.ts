import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { type ChangeFeed, listenOnConnect, pgChangeFeed, pgliteChangeFeed } from './change-feed.ts'
import { type QueryListener, queryTap, tapPgClient, tapPglite } from './query-tap.ts'
import { ReadPool } from './read-pool.ts'
import { ReleasingPool } from './releasing-pool.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** The one database type the app codes against, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export interface Database {
  db: Db
  /**
   * Where reports, dashboards and exports read (issue 20 item 3): a pool on the streaming replica of
   * DATABASE_READ_URL, otherwise the very same object as `db`. Never for writes, nor for a read that must see
   * the caller's own write of a moment ago (the replica may be behind by the lag /health states).
   */
  readDb: Db
  /** Seconds the replica's last replayed transaction is behind now; null without a replica. */
  replicaLagSeconds(): Promise<number | null>
  driver: 'pglite' | 'pg'
  migrate(): Promise<void>
  close(): Promise<void>
  /** Committed changes to sessions, users, segments and API grants (server/auth/access-cache.ts). */
  accessChanges: ChangeFeed
  /**
   * PGlite only: the whole data directory as a tarball, gzipped (`npm run backup`) or not (the test template:
   * every test file loads it, and an uncompressed one loads in half the time).
   */
  dumpDataDir?: (compression?: 'gzip' | 'none') => Promise<Blob>
  /** Every statement's duration (the slow-query log, the metrics); answers the unsubscribe. */
  onQuery(listener: QueryListener): () => void
  /** node-postgres only: the pool's connections now (the metrics). */
  poolUse?: () => { total: number; idle: number; waiting: number }
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

// pg returns int8 and numeric as strings; our counts and money are safe integers (< 2^53), so parse them.
pg.types.setTypeParser(20, (v) => Number(v))

export async function openDatabase(opts: {
  databaseUrl?: string
  /** A streaming replica of `databaseUrl` (DATABASE_READ_URL); PostgreSQL only. */
  readUrl?: string
  dataDir?: string
  loadDataDir?: Blob
}): Promise<Database> {
  const tap = queryTap()
  if (opts.databaseUrl) {
    const changes = pgChangeFeed(opts.databaseUrl)
    const listen = listenOnConnect(changes.emit)
    const pool = new ReleasingPool({
      connectionString: opts.databaseUrl,
      max: 10,
      onConnect: async (client) => {
        survive(client)
        tapPgClient(client, tap.emit)
        await listen(client)
      },
    })
    // An idle client can die (server restart, admin termination); the pool replaces it. Without a
    // listener the error would crash the process.
    pool.on('error', (err) => console.warn(`[db] koneksi idle terputus: ${err.message}`))
    const db = drizzlePg(pool, { schema }) as unknown as Db
    const replica = opts.readUrl ? replicaPool(opts.readUrl, pool, tap.emit) : null
    return {
      db,
      readDb: replica ? (drizzlePg(replica, { schema }) as unknown as Db) : db,
      replicaLagSeconds: () => (replica ? replicationLag(replica) : Promise.resolve(null)),
      driver: 'pg',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
      accessChanges: changes.feed,
      onQuery: tap.subscribe,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await changes.feed.close()
        await pool.end()
        await replica?.end()
      },
    }
  }
  if (opts.readUrl) throw new Error('DATABASE_READ_URL hanya berlaku bersama DATABASE_URL (PostgreSQL)')
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true })
  const client = await PGlite.create({
    extensions: { pg_trgm },
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  })
  tapPglite(client, tap.emit)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  const accessChanges = pgliteChangeFeed(client)
  return {
    db,
    readDb: db,
    replicaLagSeconds: () => Promise.resolve(null),
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    accessChanges,
    onQuery: tap.subscribe,
    close: async () => {
      await accessChanges.close()
      await client.close()
    },
    dumpDataDir: (compression = 'gzip') => client.dumpDataDir(compression),
  }
}

/** How the replica pool's connections name themselves (pg_stat_activity on the replica: which are the app's reads). */
export const REPLICA_APPLICATION_NAME = 'mint-read'

/**
 * A client checked out of the pool (a transaction between two statements, an export's cursor between two
 * batches) has no listener of the pool's: PostgreSQL restarting then ended every instance with an unhandled
 * 'error' (docs/PERFORMANCE.md "Scaling"). With this one the error reaches the statement that was waiting, or
 * the next one (503, server/http/error-handler.ts), and the pool drops the client on its release (it is no
 * longer queryable).
 */
function survive(client: pg.ClientBase): void {
  client.on('error', (err) => console.warn(`[db] koneksi terputus: ${err.message}`))
}

/**
 * The read replica's pool: its statements are timed like the primary's; no change feed (the primary announces).
 * While the replica cannot be reached its reads run on the primary (server/db/read-pool.ts); a connection attempt
 * gives up after 2 s so a replica that does not answer at all costs a read no more than that.
 */
function replicaPool(url: string, primary: pg.Pool, emit: Parameters<typeof tapPgClient>[1]): ReadPool {
  const pool = new ReadPool(
    {
      connectionString: url,
      max: 10,
      application_name: REPLICA_APPLICATION_NAME,
      connectionTimeoutMillis: 2_000,
      onConnect: async (client) => {
        survive(client)
        tapPgClient(client, emit)
      },
    },
    primary,
  )
  pool.on('error', (err) => console.warn(`[db] koneksi idle replika terputus: ${err.message}`))
  return pool
}

/**
 * The replica's lag in seconds: now less the commit time of the last transaction it replayed. An idle primary
 * commits nothing, so the figure grows though nothing is missing; it is 0 when the replica has replayed all
 * it received (receive and replay positions equal), which is what "caught up" means on a quiet system.
 */
async function replicationLag(replica: ReadPool): Promise<number> {
  const { rows } = await replica.onReplica<{ lag: number | null }>(
    `select case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
       else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 end as lag`,
  )
  return Number(rows[0]?.lag ?? 0)
}
