import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { addDays, wibDay } from '../../contract/engine/dates.ts'
import type { TrxKind } from '../../contract/transactions/catalogue.ts'
import type { Db } from '../../server/db/client.ts'
import * as schema from '../../server/db/schema/index.ts'
import { rawFigures, rawWhere } from '../../server/test/kits/dashboard-raw.ts'
import { pct } from './measure.ts'
import { type Requester, sample } from './transactions.ts'

/**
 * The dashboards bench (issue 14): each dashboard call over HTTP for a month and for a year, as superadmin and
 * as a user scoped to one client; beside it the same summary figures computed from the raw tables in the same
 * run (equal in value, and how much slower); and what the rollup triggers add to writing one transaction.
 */

export interface DashboardHarness {
  requester(path: string, body: object, user: 'superadmin' | 'opsretail'): Promise<Requester>
  post<T>(path: string, body: object, user: 'superadmin' | 'opsretail'): Promise<T>
}

const ALL: TrxKind[] = ['RETAIL', 'BILLER', 'MYCROATM', 'TOPUP', 'DEPOSIT']

/** `sample` of the transaction bench, then the connection closed. */
async function p95(requester: Requester, seconds: number) {
  const r = await sample(requester, seconds)
  await requester.close()
  return { n: r.requests, p50: r.p50, p95: r.p95, errors: r.errors }
}

/** One transaction written N times (each in a transaction rolled back), with and without the rollup trigger. */
async function writeCost(url: string, rounds: number) {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  const insert = `insert into trx_retail (trx_no, created_at, updated_at, client_id, region_id, group_id, merchant_id,
      partner_id, status, amount, fee, total, outlet_id, device_id, cashier_name, items, subtotal, payment_method, paid)
    select 'BENCH-' || $1::text, now(), now(), client_id, region_id, group_id, merchant_id, partner_id, 'SUCCESS', amount,
      fee, total, outlet_id, device_id, cashier_name, items, subtotal, payment_method, paid
      from trx_retail where id = 1`
  const run = async (i: number) => {
    await c.query('begin')
    const t0 = performance.now()
    await c.query(insert, [String(i)])
    const ms = performance.now() - t0
    await c.query('rollback')
    return ms
  }
  // Committed: the same insert and its commit, the way a sale is written; the rows are taken out again
  // afterwards the way they went in (with or without the trigger), so the rollups stay exact.
  const committed = async (i: number, tag: string) => {
    const t0 = performance.now()
    await c.query(insert, [`${tag}-${i}`])
    return performance.now() - t0
  }
  const before = Number((await c.query('select max(id) as id from trx_retail')).rows[0]?.id ?? 0)
  const bareCommitted: number[] = []
  const rollupsCommitted: number[] = []
  const bare: number[] = []
  const withRollups: number[] = []
  let foldMs = 0
  try {
    // Alternating blocks, so that whatever else the machine does weighs on both alike.
    for (let block = 0; block < 10; block++) {
      await c.query('alter table trx_retail disable trigger trx_retail_rollup_ins')
      for (let i = 0; i < rounds / 10; i++) bare.push(await run(i))
      for (let i = 0; i < rounds / 20; i++) bareCommitted.push(await committed(block * rounds + i, 'B'))
      await c.query('alter table trx_retail disable trigger trx_retail_rollup_del')
      await c.query('delete from trx_retail where id > $1', [before])
      await c.query('alter table trx_retail enable trigger trx_retail_rollup_del')
      await c.query('alter table trx_retail enable trigger trx_retail_rollup_ins')
      for (let i = 0; i < rounds / 10; i++) withRollups.push(await run(i))
      for (let i = 0; i < rounds / 20; i++) rollupsCommitted.push(await committed(block * rounds + i, 'R'))
      await c.query('delete from trx_retail where id > $1', [before])
    }
    // The fold's own cost, paid once a second off the writers' path: 1,000 sales written, then folded (and
    // their removal folded too).
    await c.query('select trx_rollup_fold()')
    for (let i = 0; i < 1000; i++) await committed(i, 'F')
    const t0 = performance.now()
    await c.query('select trx_rollup_fold()')
    foldMs = performance.now() - t0
    await c.query('delete from trx_retail where id > $1', [before])
    await c.query('select trx_rollup_fold()')
  } finally {
    await c.query('alter table trx_retail enable trigger trx_retail_rollup_ins').catch(() => {})
    await c.query('alter table trx_retail enable trigger trx_retail_rollup_del').catch(() => {})
    await c.end()
  }
  const stats = (xs: number[]) => {
    xs.sort((a, b) => a - b)
    return { p50: pct(xs, 50), p95: pct(xs, 95) }
  }
  return {
    bare: stats(bare),
    rollups: stats(withRollups),
    bareCommitted: stats(bareCommitted),
    rollupsCommitted: stats(rollupsCommitted),
    foldMs,
  }
}

export async function benchDashboards(opts: {
  url: string
  harness: DashboardHarness
  seconds: number
  log: (m: string) => void
}): Promise<string> {
  const { url, harness, seconds, log } = opts
  const today = wibDay()
  const thisMonth = `${today.slice(0, 8)}01`
  const lastMonthEnd = addDays(thisMonth, -1)
  const month = { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd }
  const year = { from: addDays(today, -365), to: today }
  const periods = { 'a month (last calendar month)': month, 'a year (366 days to today)': year }
  const calls: { name: string; path: string; body: (p: { from: string; to: string }) => object }[] = [
    { name: 'summary (all kinds, period and the one before)', path: '/dashboard/summary', body: (p) => p },
    {
      name: 'chart by day (month) / by month (year)',
      path: '/dashboard/chart',
      body: (p) => ({ ...p, by: p === year ? 'month' : 'day' }),
    },
    { name: 'chart by status', path: '/dashboard/chart', body: (p) => ({ ...p, by: 'status' }) },
    {
      name: 'top 5 retail (products, merchants, outlets)',
      path: '/dashboard/top5/summary',
      body: (p) => ({ ...p, kind: 'RETAIL' }),
    },
    {
      name: 'product sales Mybills',
      path: '/dashboard/product-sales',
      body: (p) => ({ ...p, kind: 'BILLER' }),
    },
    { name: 'fee waterfall', path: '/dashboard/fee-waterfall', body: (p) => p },
  ]
  const rows: string[] = []
  for (const [label, p] of Object.entries(periods))
    for (const call of calls)
      for (const user of ['superadmin', 'opsretail'] as const) {
        if (
          user === 'opsretail' &&
          (call.path === '/dashboard/product-sales' || call.path === '/dashboard/top5/summary') &&
          call.name.includes('Mybills')
        )
          continue
        const body = call.body(p)
        const r = await p95(await harness.requester(call.path, body, user), seconds)
        log(
          `${call.name}, ${label}, ${user}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (${r.n}, ${r.errors} errors)`,
        )
        rows.push(
          `| ${call.name} | ${label} | ${user} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} |`,
        )
      }
  const once = async (path: string, body: object, user: 'superadmin' | 'opsretail') => {
    const t0 = performance.now()
    await harness.post(path, body, user)
    return performance.now() - t0
  }
  // The hours of the data's last whole day (the bench's database was generated up to when it was built, so
  // "today" may hold nothing yet).
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  const lastDay = String(
    (
      await c.query(
        `select to_char((max(created_at) at time zone 'Asia/Jakarta')::date - 1, 'YYYY-MM-DD') as d from trx_retail`,
      )
    ).rows[0]?.d,
  )
  await c.end()
  const rest = [
    [
      `chart by hour (${lastDay}, a whole day)`,
      '/dashboard/chart',
      { from: lastDay, to: lastDay, by: 'hour' },
    ],
    ['pending age', '/dashboard/pending-age', {}],
    ['merchant targets (this month)', '/dashboard/merchant', { period: today.slice(0, 7), pageSize: 25 }],
    ['by province (month)', '/dashboard/summary-location/list', month],
    ['per merchant (year)', '/dashboard/summary-merchant/list', { ...year, pageSize: 25 }],
  ] as const
  for (const [name, path, body] of rest)
    for (const user of ['superadmin', 'opsretail'] as const) {
      if (user === 'opsretail' && path !== '/dashboard/chart' && path !== '/dashboard/pending-age') continue
      const r = await p95(await harness.requester(path, body, user), seconds)
      log(`${name}, ${user}: p95 ${r.p95.toFixed(1)} ms`)
      rows.push(`| ${name} | | ${user} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} |`)
    }

  // The same figures from the raw tables, in the same run.
  const pool = new pg.Pool({ connectionString: url, max: 1 })
  const db = drizzle(pool, { schema }) as unknown as Db
  const raw: string[] = []
  try {
    for (const [label, p] of Object.entries(periods)) {
      type Summary = { current: object }
      const answered = await harness.post<Summary>('/dashboard/summary', p, 'superadmin')
      const times: number[] = []
      for (let i = 0; i < 5; i++) times.push(await once('/dashboard/summary', p, 'superadmin'))
      times.sort((a, b) => a - b)
      const t0 = performance.now()
      const want = await rawFigures(db, ALL, rawWhere({ kind: 'all' }, {}, p.from, p.to))
      const rawMs = performance.now() - t0
      const equal = JSON.stringify(want.all) === JSON.stringify(answered.current)
      log(`raw summary, ${label}: ${rawMs.toFixed(0)} ms vs ${pct(times, 50).toFixed(1)} ms; equal: ${equal}`)
      raw.push(
        `| ${label} | ${pct(times, 50).toFixed(1)} | ${rawMs.toFixed(0)} | ${(rawMs / pct(times, 50)).toFixed(0)}× | ${equal ? 'yes' : '**no**'} |`,
      )
    }
  } finally {
    await pool.end()
  }

  // The header search (issue 14 §7) on the same database, grown to 100k merchants by the runner: one exact
  // reference of each kind and a name word, as superadmin and as a user scoped to one client.
  const c2 = new pg.Client({ connectionString: url })
  await c2.connect()
  const newest = async (text: string) => String((await c2.query(text)).rows[0]?.v ?? '')
  const mid = await newest('select mid as v from merchant order by id desc limit 1')
  const searches: [string, string][] = [
    ['a whole MID', mid],
    ['the last 7 digits of a MID', mid.slice(-7)],
    ['"kopi" (merchants, outlets, accounts)', 'kopi'],
    ['a receipt number', await newest('select trx_no as v from trx_retail order by id desc limit 1')],
    ['an RRN', await newest('select rrn as v from trx_mycroatm order by id desc limit 1')],
    ['a customer number', await newest('select customer_no as v from trx_biller order by id desc limit 1')],
    [
      'the last 4 digits of a card',
      await newest('select right(card_no, 4) as v from trx_topup order by id desc limit 1'),
    ],
  ]
  const merchantCount = Number(await newest('select count(*) as v from merchant'))
  await c2.end()
  const searchRows: string[] = []
  for (const [name, q] of searches)
    for (const user of ['superadmin', 'opsretail'] as const) {
      const r = await p95(await harness.requester('/search', { q }, user), seconds)
      log(`header search, ${name}, ${user}: p95 ${r.p95.toFixed(1)} ms`)
      searchRows.push(
        `| ${name} | ${user} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} |`,
      )
    }

  const w = await writeCost(url, 2000)
  log(`write: bare p50 ${w.bare.p50.toFixed(3)} ms, with rollups ${w.rollups.p50.toFixed(3)} ms`)

  return `## Dashboards (issue 14)

Each call over HTTP, one request at a time for ${seconds} s after a warm-up, on the transaction bench's database;
superadmin reads every row, opsretail one client's (CLT001, retail only). Targets: p95 ≤ 30 ms for a month,
≤ 60 ms for a year.

| call | period | user | requests | p50 ms | p95 ms | errors |
|---|---|---|---|---|---|---|
${rows.join('\n')}

The summary's figures (count, amount, fee, successes, active merchants and devices, all kinds) from the
raw tables in the same run (one run; the rollup's p50 of five), as superadmin:

| period | rollup ms | raw tables ms | slower | equal |
|---|---|---|---|---|
${raw.join('\n')}

The header search (\`POST /search\`: merchants, outlets, devices, accounts and transactions in one call) on the
same database with ${merchantCount.toLocaleString('id-ID')} merchants (target p95 ≤ 50 ms):

| query | user | requests | p50 ms | p95 ms | errors |
|---|---|---|---|---|---|
${searchRows.join('\n')}

Writing one retail sale (an INSERT … SELECT of a stored row, 2,000 times in alternating blocks, each in a
transaction rolled back so that the commit, the same on both sides, is left out): without the rollup
trigger p50 ${w.bare.p50.toFixed(3)} ms (p95 ${w.bare.p95.toFixed(3)}), with it p50 ${w.rollups.p50.toFixed(3)} ms
(p95 ${w.rollups.p95.toFixed(3)}): **${(w.rollups.p50 / w.bare.p50).toFixed(2)}×** (target ≤ 1.3×). Written as a sale is
written, each insert committed on its own (1,000 times each side, in the same blocks): without the trigger p50
${w.bareCommitted.p50.toFixed(3)} ms (p95 ${w.bareCommitted.p95.toFixed(3)}), with it p50 ${w.rollupsCommitted.p50.toFixed(3)} ms
(p95 ${w.rollupsCommitted.p95.toFixed(3)}): **${(w.rollupsCommitted.p50 / w.bareCommitted.p50).toFixed(2)}×**.
The trigger appends the sale to the rollup delta; the fold that moves 1,000 such sales into the eleven rollups
(every server does it each second, off the writers' path) took ${w.foldMs.toFixed(1)} ms
(${((w.foldMs / 1000) * 1000).toFixed(0)} µs a sale).
`
}
