import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../engine/query.ts'
import { testDriver } from '../test/driver.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

/**
 * PostgreSQL ending a connection the app holds between two statements (a restart, an administrator, a
 * failover) must not end the process (issue 20: PostgreSQL restarted under load → 503 and recovery): the
 * pool's clients carry their own error listener (server/db/client.ts). PGlite has no connections to end.
 */
let t: TestApp
/** Ends every connection of the test's database but the asking one (a restart, as the pool sees it). */
const END_EVERY_OTHER_CONNECTION =
  'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

describe.skipIf(testDriver() !== 'pg')('a connection ended by PostgreSQL', () => {
  it('while checked out between two statements: that work fails, the process lives, the next statement runs', async () => {
    const { db } = t.database
    const work = db.transaction(async (tx) => {
      const [me] = rowsOf(await tx.execute(sql`select pg_backend_pid() as pid`))
      // Ended from another connection while this one waits between statements (no query running on it).
      await db.execute(sql`select pg_terminate_backend(${Number(me?.pid)})`)
      await new Promise((r) => setTimeout(r, 300))
      await tx.execute(sql`select 1`)
    })
    await expect(work).rejects.toThrow()
    const [row] = rowsOf(await db.execute(sql`select 1 as one`))
    expect(Number(row?.one)).toBe(1)
    // And over HTTP, the app still answers.
    const res = await t.post('/health', {})
    expect(res.statusCode).toBeLessThan(500)
  })

  it('a transaction whose BEGIN meets an ended connection gives its client back (drizzle leaks it: server/db/releasing-pool.ts)', async () => {
    const { db } = t.database
    const killer = new pg.Client({ connectionString: t.databaseUrl ?? '' })
    await killer.connect()
    let failed = 0
    try {
      for (let round = 0; round < 40; round++) {
        // Warm idle clients, then end them all; the next transaction may be handed one whose end is still on its
        // way, and its BEGIN then fails: the moment drizzle's transaction() never releases the client.
        // (a warm-up may itself meet the end of the last round's connections)
        await Promise.all([1, 2, 3].map(() => db.execute(sql`select 1`).catch(() => {})))
        await killer.query(END_EVERY_OTHER_CONNECTION)
        await Promise.all(
          [1, 2, 3].map(() =>
            db
              .transaction((tx) => tx.execute(sql`select 1`))
              .catch(() => {
                failed++
              }),
          ),
        )
      }
    } finally {
      await killer.end()
    }
    expect(failed).toBeGreaterThan(0)
    // Nothing runs now: every client is back in the pool or gone, none is held.
    await new Promise((r) => setTimeout(r, 100))
    const use = t.database.poolUse?.()
    expect(use && use.total - use.idle).toBe(0)
    const [row] = rowsOf(await db.execute(sql`select 1 as one`))
    expect(Number(row?.one)).toBe(1)
  })

  it('writes in flight while PostgreSQL ends every connection answer 503 or succeed, never 500', async () => {
    const admin = await t.login('superadmin')
    const [c] = rowsOf(
      await t.database.db.execute(sql`select c.id, array_agg(m.id order by m.id) as merchants from client c
        join merchant m on m.client_id = c.id group by c.id order by c.id limit 1`),
    )
    const merchantIds = ((c?.merchants ?? []) as number[]).slice(0, 2)
    const killer = new pg.Client({ connectionString: t.databaseUrl ?? '' })
    await killer.connect()
    const statuses: number[] = []
    const failures: string[] = []
    try {
      for (let round = 0; round < 4; round++) {
        const bodies = []
        for (let i = 0; i < 12; i++) {
          const body = {
            clientId: Number(c?.id),
            code: `PUTUS-${round}-${i}`,
            name: `Grup Putus ${round}-${i}`,
            description: '',
            merchantIds,
            status: 'ACTIVE',
          }
          const added = await t.post('/merchant-group/add', body, admin)
          expect(added.statusCode, added.body).toBe(200)
          bodies.push({ ...body, id: Number(added.json().result.id) })
        }
        // Every connection of this database ended again and again while the updates run (a restart, as seen
        // by the pool: its clients die between and during statements, new ones connect).
        let killing = true
        const kill = (async () => {
          while (killing) {
            await killer.query(END_EVERY_OTHER_CONNECTION)
            await new Promise((r) => setTimeout(r, 3 + round * 4))
          }
        })()
        const answers = await Promise.all(
          bodies.map((b) => t.post('/merchant-group/update', { ...b, name: `${b.name} (ubah)` }, admin)),
        )
        killing = false
        await kill
        for (const a of answers) {
          statuses.push(a.statusCode)
          if (a.statusCode !== 200 && a.statusCode !== 503) failures.push(`${a.statusCode} ${a.body}`)
        }
      }
    } finally {
      await killer.end()
    }
    expect(failures).toEqual([])
    // The ends were felt (some 503), and the pool recovered: the app answers afterwards.
    expect(statuses.some((s) => s === 503)).toBe(true)
    const after = await t.post('/merchant-group/list', { page: 1, pageSize: 5 }, admin)
    expect(after.statusCode).toBe(200)
  })
})
