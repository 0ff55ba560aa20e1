import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { access } from '#contract/access/route-access.ts'
import { fail, ok } from '#contract/envelope.ts'
import { type Database, MIGRATIONS_DIR } from '../db/client.ts'
import { rowsOf } from '../engine/query.ts'
import { CLOSING_MESSAGE } from './shutdown.ts'

/** The migrations this build ships (drizzle-kit's journal): each one's `when` is what the migrator records. */
function shippedMigrations(): { count: number; last: number } {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return { count: journal.entries.length, last: Math.max(0, ...journal.entries.map((e) => e.when)) }
}

export interface Readiness {
  ready: boolean
  message: string
  checks: {
    database: 'up' | 'down'
    migrations: { applied: number; expected: number } | null
    /** The read replica (DATABASE_READ_URL): none configured, answering, or not reachable. */
    replica: ReplicaState['replica']
    /** Seconds the read replica is behind; null while no replica is configured or it does not answer. */
    replicaLagSeconds: number | null
  }
}

export interface ReplicaState {
  replica: 'none' | 'up' | 'down'
  replicaLagSeconds: number | null
}

/** The replica's state and lag, asked of the replica itself (server/db/client.ts `replicaLagSeconds`). */
export async function replicaState(database: Database): Promise<ReplicaState> {
  if (database.readDb === database.db) return { replica: 'none', replicaLagSeconds: null }
  try {
    return { replica: 'up', replicaLagSeconds: await database.replicaLagSeconds() }
  } catch {
    return { replica: 'down', replicaLagSeconds: null }
  }
}

/**
 * Whether this instance should be sent traffic (issue 20 item 6): the database answers and every migration
 * this build ships is applied (drizzle's migrator records each by its journal time, so the newest recorded
 * must be the newest shipped). An instance that is shutting down is not ready either, so a load balancer
 * stops sending it requests while it finishes those in flight.
 */
export async function readiness(database: Database, closing: () => boolean): Promise<Readiness> {
  const shipped = shippedMigrations()
  const checks: Readiness['checks'] = {
    database: 'down',
    migrations: null,
    replica: 'none',
    replicaLagSeconds: null,
  }
  try {
    await database.db.execute(sql`select 1`)
    checks.database = 'up'
  } catch {
    return { ready: false, message: 'Server belum siap: database tidak dapat dihubungi.', checks }
  }
  try {
    const [row] = rowsOf(
      await database.db.execute(
        sql`select count(*)::int as applied, coalesce(max(created_at), 0)::float8 as last from drizzle.__drizzle_migrations`,
      ),
    )
    checks.migrations = { applied: Number(row?.applied ?? 0), expected: shipped.count }
    if (Number(row?.last ?? 0) < shipped.last)
      return {
        ready: false,
        message: `Server belum siap: migrasi database belum lengkap (${checks.migrations.applied} dari ${shipped.count} diterapkan).`,
        checks,
      }
  } catch {
    checks.migrations = { applied: 0, expected: shipped.count }
    return { ready: false, message: 'Server belum siap: migrasi database belum dijalankan.', checks }
  }
  if (closing()) return { ready: false, message: CLOSING_MESSAGE, checks }
  // A replica that does not answer is stated, not a reason to take the instance out: writes and sign-ins
  // need only the primary.
  Object.assign(checks, await replicaState(database))
  if (checks.replica === 'down')
    return {
      ready: true,
      message: 'Siap; replika baca tidak dapat dihubungi, laporan dan dasbor dibaca dari database utama.',
      checks,
    }
  return { ready: true, message: 'Siap', checks }
}

/** GET /health (liveness: the process answers and reaches its database) and GET /ready (readiness, above). */
export function healthRoutes(api: FastifyInstance, database: Database, closing: () => boolean): void {
  api.get(
    '/health',
    {
      schema: { tags: ['system'], summary: 'Status server dan database' },
      config: { access: access.public },
    },
    async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`)
        return ok({ status: 'up', database: database.driver, ...(await replicaState(database)) })
      } catch {
        return reply.code(503).send(fail('Database tidak dapat dihubungi.'))
      }
    },
  )
  api.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Kesiapan menerima permintaan: database terhubung, migrasi lengkap, jeda replika',
      },
      config: { access: access.public },
    },
    async (_request, reply) => {
      const state = await readiness(database, closing)
      if (!state.ready) return reply.code(503).send({ ...fail(state.message), result: state.checks })
      return ok({ status: 'ready', driver: database.driver, ...state.checks }, state.message)
    },
  )
}
