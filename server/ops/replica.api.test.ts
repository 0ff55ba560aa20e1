import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { reportScreen } from '#contract/engine/saved-view-screens.ts'
import { retailReport } from '#contract/transactions/reports.ts'
import {
  allowLocalReplication,
  type Replica,
  replicaProblem,
  startReplica,
} from '../../scripts/db/replica-cluster.ts'
import { buildApp } from '../app.ts'
import { REPORT_SPECS } from '../areas/transactions/report-specs.ts'
import { loadConfig } from '../config.ts'
import { type Database, openDatabase, REPLICA_APPLICATION_NAME } from '../db/client.ts'
import { rowsOf } from '../engine/query.ts'
import { DEMO_PASSWORD } from '../seed/access.ts'
import { testDriver } from '../test/driver.ts'
import { freshData } from '../test/kits/fresh-data.ts'
import { freePort } from '../test/server-process.ts'

/**
 * The read replica (issue 20 item 3) with real components: a second PostgreSQL cluster made by pg_basebackup
 * from the test's primary (scripts/db/replica-cluster.ts, what `npm run replica:setup` runs), streaming, and an
 * app whose DATABASE_READ_URL is that replica. Reports and dashboards answer from it (the replica's pg_stat_activity
 * shows the report's statement on the app's read connections), writes go to the primary, /health states the lag. Torn down
 * after. PostgreSQL only; skipped with the reason when this machine cannot make a replica.
 */
const why =
  testDriver() !== 'pg' ? 'PGlite has no replica' : await replicaProblem(process.env.DATABASE_URL as string)
if (why) console.warn(`[replica test] skipped: ${why}`)

let replica: Replica | null = null
let database: Database
let app: FastifyInstance
let drop = async () => {}
let token = ''
let primaryUrl = ''

const wibDay = (daysAgo: number) =>
  new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10)

async function onReplica<T extends Record<string, unknown>>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: replica?.readUrl })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

const post = (url: string, body: object) =>
  app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${token}` } })

describe.skipIf(why)('read replica (DATABASE_READ_URL)', () => {
  beforeAll(async () => {
    const started = performance.now()
    const data = await freshData('mint_replica')
    drop = data.drop
    primaryUrl = data.env.DATABASE_URL as string
    await allowLocalReplication(primaryUrl)
    const port = await freePort(5433, 5499)
    replica = await startReplica({
      primaryUrl,
      port,
      // Not under a mkdtemp directory: that is ours alone (0700), and the replica runs as `postgres`.
      dir: path.join(tmpdir(), `mint-replica-${randomBytes(5).toString('hex')}`),
    })
    console.log(`[replica test] replica made and started in ${Math.round(performance.now() - started)} ms`)
    database = await openDatabase({ databaseUrl: primaryUrl, readUrl: replica.readUrl })
    const config = loadConfig({ NODE_ENV: 'test', ROLLUP_FOLD_MS: '0', JOB_POLL_MS: '0' })
    app = await buildApp({ config, database, webDist: null, checkResults: true })
    await app.ready()
    const res = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'superadmin', password: await hashLoginPassword(DEMO_PASSWORD) },
    })
    token = res.json().result.accessToken
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
    replica?.stop(true)
    await drop()
  })

  it('reads through the replica pool and writes through the primary', async () => {
    const standby = (db: Database['db']) =>
      db.execute(sql`select pg_is_in_recovery() as standby`).then((r) => rowsOf(r)[0]?.standby)
    expect(await standby(database.readDb)).toBe(true)
    expect(await standby(database.db)).toBe(false)
  })

  it('a row written on the primary is on the replica within seconds', async () => {
    const seenOnReplica = (query: ReturnType<typeof sql>) =>
      database.readDb.execute(query).then(
        (r) => rowsOf(r).length > 0,
        () => false, // the table itself not replayed yet
      )
    await database.db.execute(sql`create table replica_probe (id int primary key)`)
    const written = performance.now()
    await database.db.execute(sql`insert into replica_probe (id) values (1)`)
    let seen = false
    while (!seen && performance.now() - written < 5_000) {
      seen = await seenOnReplica(sql`select 1 from replica_probe where id = 1`)
      if (!seen) await sleep(10)
    }
    console.log(
      `[replica test] a write seen on the replica after ${Math.round(performance.now() - written)} ms`,
    )
    expect(seen).toBe(true)
  })

  it('serves a report and the dashboard from the replica; a saved view (a write) from the primary', async () => {
    // The replica's pool names itself (application_name); pg_stat_activity keeps each backend's last statement.
    const reportStatements = async () =>
      Number(
        (
          await onReplica<{ n: string }>(
            `select count(*) as n from pg_stat_activity
              where application_name = '${REPLICA_APPLICATION_NAME}' and query ilike '%${REPORT_SPECS.retail.table}%'`,
          )
        )[0]?.n ?? 0,
      )
    expect(await reportStatements()).toBe(0)
    const list = await post(`/${retailReport.apiPath}/list`, { from: wibDay(30), to: wibDay(0) })
    expect(list.statusCode).toBe(200)
    expect(list.json().result.items.length).toBeGreaterThan(0)
    expect(await reportStatements()).toBeGreaterThan(0)
    const summary = await post('/dashboard/summary', { from: wibDay(7), to: wibDay(0) })
    expect(summary.statusCode, summary.body).toBe(200)
    const added = await post('/saved-view/add', {
      screen: reportScreen(retailReport),
      name: 'Uji replika',
      state: {},
    })
    expect(added.statusCode, added.body).toBe(200)
  })

  it('/health and /ready state the replica and its lag', async () => {
    const health = (await app.inject({ method: 'GET', url: '/health' })).json().result
    expect(health).toMatchObject({ status: 'up', database: 'pg', replica: 'up' })
    expect(health.replicaLagSeconds).toBeGreaterThanOrEqual(0)
    expect(health.replicaLagSeconds).toBeLessThan(5)
    const ready = await app.inject({ method: 'GET', url: '/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json().result).toMatchObject({ replica: 'up' })
  })

  // Last: it stops the replica.
  it('the replica stopped: reports and the dashboard are read from the primary, /ready says so', async () => {
    replica?.stop()
    const list = await post(`/${retailReport.apiPath}/list`, { from: wibDay(30), to: wibDay(0) })
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().result.items.length).toBeGreaterThan(0)
    const totals = await post(`/${retailReport.apiPath}/totals`, { from: wibDay(30), to: wibDay(0) })
    expect(totals.statusCode, totals.body).toBe(200)
    expect((await post('/dashboard/summary', { from: wibDay(7), to: wibDay(0) })).statusCode).toBe(200)
    const standby = rowsOf(await database.readDb.execute(sql`select pg_is_in_recovery() as standby`))[0]
    expect(standby?.standby).toBe(false)
    const ready = await app.inject({ method: 'GET', url: '/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json().result).toMatchObject({ replica: 'down', replicaLagSeconds: null })
    expect(ready.json().message).toContain('dibaca dari database utama')
  })
})
