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
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** The one database type the app codes against, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export interface Database {
  db: Db
  driver: 'pglite' | 'pg'
  migrate(): Promise<void>
  close(): Promise<void>
  /** Committed changes to sessions, users, segments and API grants (server/auth/access-cache.ts). */
  accessChanges: ChangeFeed
  /** PGlite only: the whole data directory as a gzipped tarball (test templates, `npm run backup`). */
  dumpDataDir?: () => Promise<Blob>
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
  dataDir?: string
  loadDataDir?: Blob
}): Promise<Database> {
  const tap = queryTap()
  if (opts.databaseUrl) {
    const changes = pgChangeFeed(opts.databaseUrl)
    const listen = listenOnConnect(changes.emit)
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      onConnect: async (client) => {
        tapPgClient(client, tap.emit)
        await listen(client)
      },
    })
    // An idle client can die (server restart, admin termination); the pool replaces it. Without a
    // listener the error would crash the process.
    pool.on('error', (err) => console.warn(`[db] koneksi idle terputus: ${err.message}`))
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return {
      db,
      driver: 'pg',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
      accessChanges: changes.feed,
      onQuery: tap.subscribe,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await changes.feed.close()
        await pool.end()
      },
    }
  }
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
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    accessChanges,
    onQuery: tap.subscribe,
    close: async () => {
      await accessChanges.close()
      await client.close()
    },
    dumpDataDir: async () => {
      const dump = await client.dumpDataDir('gzip')
      return dump
    },
  }
}
