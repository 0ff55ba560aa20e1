import { sql } from 'drizzle-orm'
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
})
