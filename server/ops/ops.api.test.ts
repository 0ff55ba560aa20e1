import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_AREAS } from '../areas/index.ts'
import { openDatabase } from '../db/client.ts'
import { rowsOf } from '../engine/query.ts'
import { housekeeping } from '../jobs/housekeeping.ts'
import { enqueueJob, readJob, runOneJob, wakeWorkers } from '../jobs/runner.ts'
import { testDriver } from '../test/driver.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import {
  createProbeTable,
  opsProbe,
  PROBE_FAIL,
  PROBE_FAILURE,
  PROBE_HANG,
  PROBE_RECORD,
} from '../test/kits/ops-probe.ts'
import { freePort } from '../test/server-process.ts'
import { readiness } from './health.ts'
import { CLOSING_MESSAGE } from './shutdown.ts'

/**
 * Operability (issue 20 item 6) and the job queue's failures (item 2) on one instance, on either driver:
 * /health and /ready, request ids in answers and log lines, the slow-query log, /metrics, a failing job's
 * backoff and its reason for its owner, and graceful shutdown. Two instances on one PostgreSQL database:
 * server/jobs/instances.api.test.ts.
 */
const KEY = 'kunci-metrik-uji-0123456789'
const log: Record<string, unknown>[] = []
const probe = opsProbe('a')
let t: TestApp
let admin: string

beforeAll(async () => {
  t = await createTestApp(
    {
      METRICS_KEY: KEY,
      LOG_LEVEL: 'info',
      SLOW_QUERY_MS: '150',
      // Nothing in the background: the tests run the queue themselves and read only their own log lines.
      JOB_POLL_MS: '0',
      ROLLUP_FOLD_MS: '0',
      JOB_RETRY_BASE_MS: '300',
    },
    { areas: [...SERVER_AREAS, probe.area], logStream: { write: (line) => void log.push(JSON.parse(line)) } },
  )
  await createProbeTable(t.database.db)
  admin = await t.login('superadmin')
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('health and readiness', () => {
  it('/health stays liveness; /ready states the database, the migrations and the replica lag', async () => {
    const health = await get('/health')
    expect(health.statusCode).toBe(200)
    expect(health.json().result).toEqual({
      status: 'up',
      database: testDriver(),
      replica: 'none',
      replicaLagSeconds: null,
    })
    const ready = await get('/ready')
    expect(ready.statusCode).toBe(200)
    const { result } = ready.json()
    expect(result).toMatchObject({
      status: 'ready',
      driver: testDriver(),
      database: 'up',
      replica: 'none',
      replicaLagSeconds: null,
    })
    expect(result.migrations.applied).toBe(result.migrations.expected)
    expect(result.migrations.expected).toBeGreaterThan(30)
  })

  it('/ready answers 503 with a clear message while a migration this build ships is not applied', async () => {
    const newest = sql`created_at = (select max(created_at) from drizzle.__drizzle_migrations)`
    await t.database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where ${newest}`,
    )
    try {
      const res = await get('/ready')
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({ success: false, result: { database: 'up' } })
      expect(res.json().message).toMatch(
        /^Server belum siap: migrasi database belum lengkap \(\d+ dari \d+ diterapkan\)\.$/,
      )
    } finally {
      await t.database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where ${newest}`,
      )
    }
    expect((await get('/ready')).statusCode).toBe(200)
  })

  it('is not ready while the server is closing, nor when the database cannot be reached', async () => {
    expect(await readiness(t.database, () => true)).toMatchObject({
      ready: false,
      message: CLOSING_MESSAGE,
      checks: { database: 'up' },
    })
    // A closed database here; a server nobody listens on (PostgreSQL) below.
    if (testDriver() !== 'pg') return
    const down = await openDatabase({ databaseUrl: 'postgresql://postgres@127.0.0.1:1/mint_ops_none' })
    try {
      expect(await readiness(down, () => false)).toMatchObject({
        ready: false,
        message: 'Server belum siap: database tidak dapat dihubungi.',
        checks: { database: 'down' },
      })
    } finally {
      await down.close()
    }
  })
})

describe('request ids', () => {
  it('every failure carries its id in the envelope and the header; a success body is unchanged', async () => {
    const refused = await t.post('/profile')
    expect(refused.statusCode).toBe(401)
    const id = refused.headers['x-request-id']
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(refused.json()).toEqual({
      success: false,
      message: 'Silakan login terlebih dahulu.',
      result: null,
      requestId: id,
    })
    const invalid = await t.post('/ops-probe/slow', { ms: -1 })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().requestId).toBe(invalid.headers['x-request-id'])
    const missing = await get('/tidak/ada', { accept: 'application/json' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().requestId).toBe(missing.headers['x-request-id'])
    const crashed = await t.post('/ops-probe/slow', { ms: 0, where: 'crash' })
    expect(crashed.statusCode).toBe(500)
    expect(crashed.json()).toEqual({
      success: false,
      message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
      result: null,
      requestId: crashed.headers['x-request-id'],
    })
    const done = await t.post('/profile', {}, admin)
    expect(done.statusCode).toBe(200)
    expect(Object.keys(done.json()).sort()).toEqual(['message', 'result', 'success'])
    expect(done.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("takes a proxy's X-Request-Id when it is a plain token, and puts the id in every log line of the request", async () => {
    const forwarded = await t.post('/profile', {}, undefined, { 'x-request-id': 'nginx-4f2a9c' })
    expect(forwarded.headers['x-request-id']).toBe('nginx-4f2a9c')
    expect(forwarded.json().requestId).toBe('nginx-4f2a9c')
    const lines = log.filter((l) => JSON.stringify(l).includes('nginx-4f2a9c'))
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']))
    for (const line of lines) expect(line.reqId).toBe('nginx-4f2a9c')
    const requestLines = log.filter((l) => l.req !== undefined || l.res !== undefined)
    for (const line of requestLines) expect(typeof line.reqId).toBe('string')

    const odd = await t.post('/profile', {}, undefined, { 'x-request-id': 'spasi dan\u00e9 lain' })
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const long = await t.post('/profile', {}, undefined, { 'x-request-id': 'a'.repeat(200) })
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('slow-query log', () => {
  it('logs a statement above SLOW_QUERY_MS with its time, its text and the id of its request', async () => {
    const before = log.length
    const fast = await t.post('/ops-probe/slow', { ms: 0, where: 'database' })
    expect(fast.statusCode).toBe(200)
    const slow = await t.post('/ops-probe/slow', { ms: 250, where: 'database' })
    expect(slow.statusCode, slow.body).toBe(200)
    const logged = log.slice(before).filter((l) => l.msg === 'slow query')
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ level: 40, reqId: slow.headers['x-request-id'] })
    expect(logged[0]?.sql).toMatch(/pg_sleep\(\$1\)/)
    expect(Number(logged[0]?.ms)).toBeGreaterThanOrEqual(240)
  })
})

describe('metrics', () => {
  it('is refused without the key and without the right key', async () => {
    for (const headers of [{}, { authorization: 'Bearer salah' }, { authorization: KEY }] as Record<
      string,
      string
    >[]) {
      const res = await get('/metrics', headers)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ success: false, message: 'Kunci metrik tidak valid.' })
    }
  })

  it('counts and times requests per route pattern, counts errors, and reads the job queue and the pool', async () => {
    await t.post('/ops-probe/slow', { ms: 5 })
    await t.post('/ops-probe/slow', { ms: 0, where: 'crash' })
    await get('/tidak/ada/123?x=1', { accept: 'application/json' })
    const [queued] = rowsOf(
      await t.database.db.execute(sql`select count(*)::int as n from job where state = 'queued'`),
    )
    await enqueueJob(t.database.db, { kind: PROBE_RECORD, payload: {}, owner: 'superadmin' })
    const res = await get('/metrics', { authorization: `Bearer ${KEY}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = res.body
    expect(text).toMatch(
      /mint_http_requests_total\{method="POST",route="\/ops-probe\/slow",status="200"\} \d+/,
    )
    expect(text).toMatch(/mint_http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/)
    expect(text).not.toContain('/tidak/ada')
    expect(text).toMatch(
      /mint_http_errors_total\{method="POST",route="\/ops-probe\/slow",status="500"\} [1-9]/,
    )
    expect(text).toMatch(
      /mint_http_request_duration_seconds_bucket\{[^}]*route="\/ops-probe\/slow"[^}]*\} [1-9]/,
    )
    expect(text).toMatch(/mint_db_query_duration_seconds_count [1-9]\d*/)
    expect(text).toContain(`mint_job_queue_depth{state="queued"} ${Number(queued?.n) + 1}`)
    expect(text).toContain('mint_process_resident_memory_bytes')
    if (testDriver() === 'pg') expect(text).toMatch(/mint_db_pool_connections\{state="total"\} [1-9]/)
    else expect(text).not.toContain('mint_db_pool_connections')
  })
})

describe('a job whose handler throws', () => {
  it('is retried with backoff, then failed with the reason, which its owner reads through /worker/request', async () => {
    const failing = new Map([[PROBE_FAIL, t.app.jobHandlers.get(PROBE_FAIL) as never]])
    const id = await enqueueJob(t.database.db, { kind: PROBE_FAIL, payload: {}, owner: 'superadmin' })
    const status = async () => {
      const res = await t.post('/worker/request', { id }, admin)
      expect(res.statusCode, res.body).toBe(200)
      return res.json().result
    }
    const nextRunAt = [] as number[]
    for (const attempt of [1, 2]) {
      const before = Date.now()
      expect(await runOneJob(t.database, failing, t.config)).toBe(true)
      const s = await status()
      expect(s).toMatchObject({ state: 'queued', attempts: attempt, error: PROBE_FAILURE, finishedAt: null })
      const wait = new Date(s.nextRunAt).getTime() - before
      // JOB_RETRY_BASE_MS doubled per attempt: 300 ms, then 600 ms (the clocks of node and the database agree here).
      expect(wait).toBeGreaterThanOrEqual(300 * 2 ** (attempt - 1) - 50)
      expect(wait).toBeLessThan(300 * 2 ** (attempt - 1) + 1000)
      nextRunAt.push(new Date(s.nextRunAt).getTime())
      // Not before its time.
      expect(await runOneJob(t.database, failing, t.config)).toBe(false)
      await sleep(Math.max(0, (nextRunAt.at(-1) ?? 0) - Date.now() + 50))
    }
    expect(await runOneJob(t.database, failing, t.config)).toBe(true)
    const last = await status()
    expect(last).toMatchObject({ state: 'failed', attempts: 3, error: PROBE_FAILURE, nextRunAt: null })
    expect(last.finishedAt).not.toBeNull()
    // Anyone else: as for a job that does not exist.
    expect((await t.post('/worker/request', { id }, await t.login('mitra'))).statusCode).toBe(404)
  })
})

describe('housekeeping (scheduled work)', () => {
  it('deletes what no check reads any more and keeps the rest', async () => {
    const db = t.database.db
    const count = async (from: ReturnType<typeof sql>) =>
      Number(rowsOf(await db.execute(sql`select count(*)::int as n from ${from}`))[0]?.n)
    // An ended session (expired eight days ago) beside a live one.
    const live = await t.login('mitra')
    expect((await t.post('/profile', {}, live)).statusCode).toBe(200)
    await db.execute(sql`
      insert into session (user_id, token_hash, api_token_hash, created_at, expires_at)
      select id, 'uji-lama-a', 'uji-lama-b', now() - interval '9 days', now() - interval '8 days'
      from dashboard_user where username = 'mitra'`)
    await db.execute(sql`
      insert into one_time_code (purpose, target, ip, created_at, expires_at) values
        ('merchant-register', 'lama@contoh.id', '10.7.0.1', now() - interval '2 days', now() - interval '2 days'),
        ('merchant-register', 'baru@contoh.id', '10.7.0.1', now(), now() + interval '5 minutes')`)
    await db.execute(sql`
      insert into login_failure (ip, username, at) values
        ('10.7.0.1', 'lama', now() - interval '2 days'), ('10.7.0.1', 'baru', now())`)
    await db.execute(sql`
      insert into rate_limit_hit (key, hits, reset_at) values
        ('10.7.0.1', 3, now() - interval '1 second'), ('10.7.0.2', 3, now() + interval '1 minute')`)
    await db.execute(sql`
      insert into job (kind, payload, owner_user, state, finished_at) values
        ('housekeeping', '{}', 'system', 'done', now() - interval '8 days'),
        ('housekeeping', '{}', 'system', 'done', now()),
        ('product-import', '{}', 'superadmin', 'done', now() - interval '30 days')`)

    const deleted = await housekeeping(db, t.config)
    expect(deleted).toMatchObject({
      session: 1,
      one_time_code: 1,
      login_failure: 1,
      rate_limit_hit: 1,
      job: 1,
    })
    expect(await count(sql`session where token_hash = 'uji-lama-a'`)).toBe(0)
    expect((await t.post('/profile', {}, live)).statusCode).toBe(200)
    expect(await count(sql`one_time_code where target like '%@contoh.id'`)).toBe(1)
    expect(await count(sql`login_failure where ip = '10.7.0.1'`)).toBe(1)
    expect(await count(sql`rate_limit_hit where key like '10.7.0.%'`)).toBe(1)
    // A user's job stays as their history; only finished scheduled runs a week old go.
    expect(
      await count(
        sql`job where kind = 'product-import' and owner_user = 'superadmin' and finished_at < now() - interval '29 days'`,
      ),
    ).toBe(1)
    expect(await count(sql`job where kind = 'housekeeping'`)).toBe(1)
  })
})

describe('graceful shutdown', () => {
  it('finishes the request in flight, accepts no new one, and hands the running job back to the queue', async () => {
    const probeU = opsProbe('u')
    const u = await createTestApp(
      { JOB_POLL_MS: '20', JOB_SHUTDOWN_GRACE_MS: '300', ROLLUP_FOLD_MS: '0' },
      { areas: [...SERVER_AREAS, probeU.area] },
    )
    try {
      await createProbeTable(u.database.db)
      // No METRICS_KEY: no /metrics route at all.
      expect(
        (await u.app.inject({ method: 'GET', url: '/metrics', headers: { accept: 'application/json' } }))
          .statusCode,
      ).toBe(404)
      const port = await freePort(3450, 3499)
      await u.app.listen({ port, host: '127.0.0.1' })
      const base = `http://127.0.0.1:${port}`
      const jobId = await enqueueJob(u.database.db, { kind: PROBE_HANG, payload: {}, owner: 'superadmin' })
      wakeWorkers()
      for (let i = 0; i < 100 && (await readJob(u.database.db, jobId))?.progressText === ''; i++)
        await sleep(20)
      expect(await readJob(u.database.db, jobId)).toMatchObject({ state: 'running', attempts: 1 })

      const inFlight = fetch(`${base}/ops-probe/slow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms: 700 }),
      })
      for (let i = 0; i < 200 && probeU.slowStarted() === 0; i++) await sleep(10)
      expect(probeU.slowStarted()).toBe(1)
      const closeStarted = Date.now()
      const closing = u.app.close()
      await sleep(100)
      await expect(fetch(`${base}/health`)).rejects.toThrow()
      const answered = await inFlight
      expect(answered.status).toBe(200)
      expect(((await answered.json()) as { result: unknown }).result).toEqual({ waitedMs: 700 })
      await closing
      // fetch keeps its connection alive; the close does not wait for that connection's keep-alive timeout (72 s).
      expect(Date.now() - closeStarted).toBeLessThan(5_000)

      // The job did not finish within JOB_SHUTDOWN_GRACE_MS: queued again for any instance, its attempt counted.
      expect(await readJob(u.database.db, jobId)).toMatchObject({
        state: 'queued',
        attempts: 1,
        progressText: 'Dikembalikan ke antrean: server berhenti',
      })
      // The attempt that still runs here cannot commit (its fence is gone) …
      probeU.releaseHanging()
      await sleep(200)
      expect(
        rowsOf(await u.database.db.execute(sql`select * from ops_probe_run where job_id = ${jobId}`)),
      ).toEqual([])
      expect((await readJob(u.database.db, jobId))?.state).toBe('queued')
      // … and the next instance's worker runs it once.
      const next = new Map([[PROBE_HANG, t.app.jobHandlers.get(PROBE_RECORD) as never]])
      expect(await runOneJob(u.database, next, u.config)).toBe(true)
      expect(await readJob(u.database.db, jobId)).toMatchObject({ state: 'done', attempts: 2 })
      expect(
        rowsOf(await u.database.db.execute(sql`select instance from ops_probe_run where job_id = ${jobId}`)),
      ).toEqual([{ instance: 'a' }])
    } finally {
      await u.close()
    }
  }, 90_000)

  it('answers a request pipelined behind one in flight with 503 and the envelope', async () => {
    const probeV = opsProbe('v')
    const v = await createTestApp(
      { JOB_POLL_MS: '0', ROLLUP_FOLD_MS: '0' },
      { areas: [...SERVER_AREAS, probeV.area] },
    )
    const socket = new net.Socket()
    try {
      const port = await freePort(3450, 3499)
      await v.app.listen({ port, host: '127.0.0.1' })
      await new Promise<void>((resolve) => socket.connect(port, '127.0.0.1', resolve))
      let received = ''
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString()
      })
      const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()))
      const body = JSON.stringify({ ms: 400 })
      socket.write(
        `POST /ops-probe/slow HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      )
      for (let i = 0; i < 200 && probeV.slowStarted() === 0; i++) await sleep(10)
      const closing = v.app.close()
      await sleep(50)
      // On the connection the server keeps open for the call in flight, after the close began.
      socket.write('GET /ready HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\n\r\n')
      await closing
      await ended
      const [first, second] = received.split(/(?=HTTP\/1\.1 )/)
      expect(first).toMatch(/^HTTP\/1\.1 200 /)
      expect(first).toContain('{"success":true,"message":"Berhasil","result":{"waitedMs":400}}')
      expect(second).toMatch(/^HTTP\/1\.1 503 /)
      expect(second).toMatch(/\r\nconnection: close\r\n/i)
      const envelope = JSON.parse(second?.slice(second.indexOf('\r\n\r\n') + 4) ?? '')
      expect(envelope).toMatchObject({ success: false, message: CLOSING_MESSAGE, result: null })
      expect(second).toContain(`x-request-id: ${envelope.requestId}`)
    } finally {
      socket.destroy()
      await v.close()
    }
    // Its database closed: not ready, and why.
    expect(await readiness(v.database, () => false)).toMatchObject({
      ready: false,
      message: 'Server belum siap: database tidak dapat dihubungi.',
      checks: { database: 'down', migrations: null },
    })
  }, 90_000)
})
