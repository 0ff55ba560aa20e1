import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { type Database, openDatabase } from '../db/client.ts'
import { dashboardUser, roleTask, session } from '../db/schema/index.ts'
import { testDriver } from '../test/driver.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const settle = () => new Promise((r) => setTimeout(r, 150))

/** Counts the changes the database announces while `run` runs (and shortly after, for other connections). */
async function announced(database: Database, run: () => Promise<unknown>): Promise<number> {
  let count = 0
  const stop = database.accessChanges.subscribe(() => count++)
  try {
    await run()
    const seenBeforeReturn = count
    await settle()
    // The committing process hears its own change before the statement returns.
    if (count > 0) expect(seenBeforeReturn).toBeGreaterThan(0)
    return count
  } finally {
    stop()
  }
}

describe('access changes', () => {
  it('announces every change to sessions, accounts, segments and API grants, and nothing else', async () => {
    const db = t.database.db
    const token = await t.login('mitra')
    expect(await t.post('/profile', {}, token)).toHaveProperty('statusCode', 200)
    const mitra = eq(dashboardUser.username, 'mitra')
    const [row] = await db.select({ segmentId: dashboardUser.roleSegmentId }).from(dashboardUser).where(mitra)
    const segmentId = row?.segmentId

    // Activity a session generates on its own is not a change of access.
    expect(await announced(t.database, () => t.post('/profile', {}, token))).toBe(0)
    expect(
      await announced(t.database, () => db.update(session).set({ lastSeenAt: sql`now()` }).where(sql`true`)),
    ).toBe(0)
    expect(
      await announced(t.database, () =>
        db.update(dashboardUser).set({ lastLoginAt: sql`now()`, failedLoginCount: 0 }).where(mitra),
      ),
    ).toBe(0)

    const changes: [string, () => Promise<unknown>][] = [
      ['user status', () => db.update(dashboardUser).set({ status: 'ACTIVE' }).where(mitra)],
      [
        'user scope',
        () => db.update(dashboardUser).set({ userTypeValue: sql`user_type_value` }).where(mitra),
      ],
      ['session revoked', () => db.update(session).set({ revokedAt: null }).where(sql`false`)],
      ['segment features', () => db.delete(roleTask).where(sql`false`)],
      ['segment', () => db.execute(sql`update role_segment set name = name where id = ${segmentId}`)],
      ['API grant', () => db.execute(sql`delete from api_segment where false`)],
      ['API route', () => db.execute(sql`update api_detail set path = path where false`)],
      ['API master', () => db.execute(sql`update api_master set name = name where false`)],
      ['feature', () => db.execute(sql`update role_master set role_name = role_name where false`)],
    ]
    for (const [what, change] of changes) {
      expect(await announced(t.database, change), what).toBeGreaterThan(0)
    }
  })

  it('a change made by hand in the database applies to a cached session on its next request', async () => {
    const token = await t.login('opsretail')
    expect((await t.post('/merchant/list', {}, token)).statusCode).toBe(200)
    expect((await t.post('/merchant/list', {}, token)).statusCode).toBe(200)
    await t.database.db.execute(
      sql`delete from role_task where segment_id = (select role_segment_id from dashboard_user where username = 'opsretail')`,
    )
    expect((await t.post('/merchant/list', {}, token)).statusCode).toBe(403)
    await t.database.db
      .update(dashboardUser)
      .set({ status: 'INACTIVE' })
      .where(eq(dashboardUser.username, 'opsretail'))
    expect((await t.post('/profile', {}, token)).statusCode).toBe(401)
  })

  describe.runIf(testDriver() === 'pg')('several server processes on one PostgreSQL', () => {
    let other: { app: FastifyInstance; database: Database }
    let url: string
    beforeAll(async () => {
      if (!t.databaseUrl) throw new Error('a PostgreSQL test app has its database URL')
      url = t.databaseUrl
      const database = await openDatabase({ databaseUrl: url })
      other = { database, app: await buildApp({ config: t.config, database, webDist: null }) }
      await other.app.ready()
    })
    afterAll(async () => {
      await other.app.close()
      await other.database.close()
    })

    const on = (app: FastifyInstance, path: string, token: string) =>
      app.inject({ method: 'POST', url: path, payload: {}, headers: { authorization: `Bearer ${token}` } })
    /** Polls until `check` passes: another process hears a change asynchronously, within milliseconds. */
    async function eventually(check: () => Promise<boolean>) {
      for (let i = 0; i < 100; i++) {
        if (await check()) return true
        await new Promise((r) => setTimeout(r, 20))
      }
      return false
    }

    it('a logout through one process ends the session in the other, which had it cached', async () => {
      const token = await t.login('superadmin')
      // The other process caches (its feed is live), so only an announced change can end the session there.
      expect(await eventually(async () => other.database.accessChanges.live())).toBe(true)
      expect((await on(other.app, '/profile', token)).statusCode).toBe(200)
      expect((await on(other.app, '/profile', token)).statusCode).toBe(200)
      expect((await on(t.app, '/logout', token)).statusCode).toBe(200)
      expect(await eventually(async () => (await on(other.app, '/profile', token)).statusCode === 401)).toBe(
        true,
      )
    })

    it('stops caching while its listening connection is down, and hears changes again once it is back', async () => {
      const token = await t.login('superadmin')
      await on(other.app, '/profile', token)
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      const listeners = async () =>
        (
          await admin.query(
            `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN mint_access' and state = 'idle' and pid <> pg_backend_pid()`,
          )
        ).rows.map((r: { pid: number }) => r.pid)
      // Cut every idle listening connection, the dedicated ones included.
      for (const pid of await listeners()) await admin.query('select pg_terminate_backend($1)', [pid])
      expect(await eventually(async () => !other.database.accessChanges.live())).toBe(true)
      expect(await eventually(async () => other.database.accessChanges.live())).toBe(true)
      await admin.query(`update session set revoked_at = now() where revoked_at is null`)
      await admin.end()
      expect(await eventually(async () => (await on(other.app, '/profile', token)).statusCode === 401)).toBe(
        true,
      )
    })
  })
})
