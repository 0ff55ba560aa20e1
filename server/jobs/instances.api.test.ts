import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { buildApp } from '../app.ts'
import { SERVER_AREAS } from '../areas/index.ts'
import { type Database, openDatabase } from '../db/client.ts'
import { rowsOf } from '../engine/query.ts'
import { DEMO_PASSWORD } from '../seed/access.ts'
import { testDriver } from '../test/driver.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { createProbeTable, opsProbe, PROBE_HANG, PROBE_RECORD } from '../test/kits/ops-probe.ts'
import { enqueueJob, readJob, wakeWorkers } from './runner.ts'

/**
 * Two instances on one PostgreSQL database (issue 20 items 1 and 2): two Fastify apps, each with its own pool,
 * access feed and job worker, as two processes behind a load balancer would be. Every job runs exactly once,
 * scheduled work is queued once per period, a job whose worker died is taken over when its lease runs out,
 * an account locks after failures spread over both, and the per-address rate limit counts the calls of both. PGlite is one process by design: skipped there.
 */
const HOUSEKEEPING_MS = 250
const env = {
  JOB_POLL_MS: '20',
  JOB_SHUTDOWN_GRACE_MS: '200',
  HOUSEKEEPING_MS: String(HOUSEKEEPING_MS),
  RATE_LIMIT_PER_MINUTE: '6',
  RATE_LIMIT_SYNC_MS: '200',
  ROLLUP_FOLD_MS: '0',
}
const probeA = opsProbe('a', 300)
const probeB = opsProbe('b', 300)
let a: TestApp
let b: FastifyInstance
let bDatabase: Database

describe.skipIf(testDriver() !== 'pg')('two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    a = await createTestApp(env, { areas: [...SERVER_AREAS, probeA.area] })
    await createProbeTable(a.database.db)
    bDatabase = await openDatabase({ databaseUrl: a.databaseUrl as string })
    b = await buildApp({
      config: a.config,
      database: bDatabase,
      webDist: null,
      checkResults: true,
      areas: [...SERVER_AREAS, probeB.area],
    })
    await b.ready()
  })
  afterAll(async () => {
    await b?.close()
    await bDatabase?.close()
    await a?.close()
  })

  const db = () => a.database.db
  const until = async (what: string, check: () => Promise<boolean>, ms = 20_000) => {
    const deadline = Date.now() + ms
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`)
      await sleep(25)
    }
  }

  it('runs every job exactly once, the two workers sharing the queue', async () => {
    const ids: number[] = []
    for (let i = 0; i < 80; i++)
      ids.push(await enqueueJob(db(), { kind: PROBE_RECORD, payload: { i }, owner: 'superadmin' }))
    wakeWorkers()
    await until('all 80 done', async () => {
      const [r] = rowsOf(
        await db().execute(sql`select count(*)::int as n from job where id in ${ids} and state = 'done'`),
      )
      return Number(r?.n) === ids.length
    })
    const runs = rowsOf(
      await db().execute(
        sql`select job_id, count(*)::int as n, min(instance) as instance from ops_probe_run where job_id in ${ids} group by job_id`,
      ),
    )
    expect(runs).toHaveLength(ids.length)
    expect(runs.filter((r) => Number(r.n) !== 1)).toEqual([])
    const [attempts] = rowsOf(
      await db().execute(sql`select max(attempts)::int as n from job where id in ${ids}`),
    )
    expect(Number(attempts?.n)).toBe(1)
    // Both instances took jobs (each result names the worker's instance).
    expect(new Set(runs.map((r) => r.instance))).toEqual(new Set(['a', 'b']))
  })

  it('queues scheduled work once per period across the instances', async () => {
    await until('five housekeeping runs', async () => {
      const [r] = rowsOf(
        await db().execute(
          sql`select count(*)::int as n from job where kind = 'housekeeping' and state = 'done'`,
        ),
      )
      return Number(r?.n) >= 5
    })
    const gaps = rowsOf(
      await db().execute(sql`
        select extract(epoch from created_at - lag(created_at) over (order by id)) * 1000 as gap_ms, attempts
        from job where kind = 'housekeeping' order by id`),
    )
    // Each run is queued by the instance that moved the schedule on, `HOUSEKEEPING_MS` after the one before.
    for (const g of gaps.slice(1)) expect(Number(g.gap_ms)).toBeGreaterThanOrEqual(HOUSEKEEPING_MS - 1)
    expect(gaps.every((g) => Number(g.attempts) === 1)).toBe(true)
    const [schedule] = rowsOf(
      await db().execute(sql`select count(*)::int as n from job_schedule where kind = 'housekeeping'`),
    )
    expect(Number(schedule?.n)).toBe(1)
  })

  it('takes over a job whose worker died once its lease ran out, and commits it once', async () => {
    const id = await enqueueJob(db(), { kind: PROBE_HANG, payload: {}, owner: 'superadmin' })
    wakeWorkers()
    await until(
      'claimed and renewing',
      async () => (await readJob(db(), id))?.progressText.startsWith('Menunggu') ?? false,
    )
    const first = (await readJob(db(), id))?.progressText.includes('(a)') ? probeA : probeB
    const second = first === probeA ? probeB : probeA
    first.die()
    // Its lease (300 ms) runs out without renewal; the other instance claims attempt 2.
    await until('taken over', async () => (await readJob(db(), id))?.attempts === 2)
    await until('renewed by the new owner', async () => second.hangStarted() === 1)
    second.releaseHanging()
    await until('done', async () => (await readJob(db(), id))?.state === 'done')
    expect(await readJob(db(), id)).toMatchObject({ state: 'done', attempts: 2 })
    const runs = rowsOf(await db().execute(sql`select instance from ops_probe_run where job_id = ${id}`))
    expect(runs).toEqual([{ instance: first === probeA ? 'b' : 'a' }])
  })

  it('locks an account after failures spread over both instances', async () => {
    const signIn = async (app: FastifyInstance, password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/login',
        payload: { username: 'opsretail', password: await hashLoginPassword(password) },
        remoteAddress,
      })
    // Five wrong passwords, alternating instances, each from its own address (no throttle, no rate limit).
    for (let i = 0; i < 5; i++)
      expect((await signIn(i % 2 ? b : a.app, `salah-${i}`, `10.9.0.${i + 1}`)).statusCode).toBe(401)
    const [user] = rowsOf(
      await db().execute(
        sql`select failed_login_count, locked_until > now() as locked from dashboard_user where username = 'opsretail'`,
      ),
    )
    // Locked by the fifth failure (the count starts again), and that lock audited once.
    expect(user).toMatchObject({ failed_login_count: 0, locked: true })
    const [locks] = rowsOf(
      await db().execute(sql`select count(*)::int as n from audit_log where action = 'LOCK' and entity_id in
        (select id::text from dashboard_user where username = 'opsretail')`),
    )
    expect(Number(locks?.n)).toBe(1)
    // The right password, on either instance: refused while locked.
    expect((await signIn(a.app, DEMO_PASSWORD, '10.9.0.6')).statusCode).toBe(401)
    expect((await signIn(b, DEMO_PASSWORD, '10.9.0.7')).statusCode).toBe(401)
  })

  it('counts the rate limit of one address across both instances (synced every RATE_LIMIT_SYNC_MS)', async () => {
    const call = (app: FastifyInstance, remoteAddress = '203.0.113.7') =>
      app.inject({ method: 'POST', url: '/profile', payload: {}, remoteAddress })
    const codes: number[] = []
    for (let i = 0; i < 3; i++) codes.push((await call(a.app)).statusCode, (await call(b)).statusCode)
    expect(codes).toEqual([401, 401, 401, 401, 401, 401])
    // Each instance has let 3 through; once both have synced, each knows the address used up its 6.
    await sleep(Number(env.RATE_LIMIT_SYNC_MS) * 2 + 100)
    const limited = await call(a.app)
    expect(limited.statusCode).toBe(429)
    expect((await call(b)).statusCode).toBe(429)
    expect(limited.json().message).toMatch(/^Terlalu banyak permintaan\. Coba lagi dalam \d+ detik\.$/)
    // Another address is counted on its own.
    expect((await call(b, '198.51.100.9')).statusCode).toBe(401)
  })

  it('counts every call exactly with RATE_LIMIT_SYNC_MS=0', async () => {
    const exact = await buildApp({
      config: { ...a.config, rateLimitSyncMs: 0 },
      database: bDatabase,
      webDist: null,
      areas: SERVER_AREAS,
    })
    try {
      const call = (app: FastifyInstance) =>
        app.inject({ method: 'POST', url: '/profile', payload: {}, remoteAddress: '203.0.113.8' })
      const codes: number[] = []
      // One on instance a (synced within RATE_LIMIT_SYNC_MS), then five here: the sixth is this address's last.
      codes.push((await call(a.app)).statusCode)
      await sleep(Number(env.RATE_LIMIT_SYNC_MS) * 2 + 100)
      for (let i = 0; i < 5; i++) codes.push((await call(exact)).statusCode)
      expect(codes).toEqual([401, 401, 401, 401, 401, 401])
      // No sync to wait for: the next call is refused at once.
      expect((await call(exact)).statusCode).toBe(429)
    } finally {
      await exact.close()
    }
  })
})
