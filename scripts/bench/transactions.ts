import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { drizzle } from 'drizzle-orm/node-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { addDays } from '../../contract/engine/dates.ts'
import { retailReport as retail } from '../../contract/transactions/reports.ts'
import type { AuthContext } from '../../server/access/caller.ts'
import {
  exportQueries,
  planReport,
  reportPage,
  reportTotals,
} from '../../server/areas/transactions/report-query.ts'
import { REPORT_SPECS } from '../../server/areas/transactions/report-specs.ts'
import type { Db } from '../../server/db/client.ts'
import { inlineText } from '../../server/db/inline-sql.ts'
import * as schema from '../../server/db/schema/index.ts'
import { pct } from './measure.ts'
import { transactionBenchDatabase } from './transactions-data.ts'

/**
 * The transaction bench (issue 5): 10M generated transactions on PostgreSQL; report pages (one month, one
 * merchant or one status, page 1 and page 50) over HTTP and the same SQL run directly, the totals row of a
 * month, and a 1M-row CSV export against PostgreSQL's own COPY of the same rows. EXPLAIN plans go to the
 * report as evidence that the queries walk the indexes.
 */
export interface Harness {
  /**
   * Sends `body` to `target` (a path of the server, signed in, or any URL, not signed in) one request at
   * a time over one kept-alive connection; each call resolves to that request's latency.
   */
  requester(target: string, body: object): Promise<Requester>
  post<T>(path: string, body: object): Promise<T>
  exportCsv(
    path: string,
    body: object,
  ): Promise<{ rows: number; seconds: number; megabytes: number; rssBeforeMb: number; rssPeakMb: number }>
}
export interface Requester {
  send(): Promise<{ ms: number; ok: boolean }>
  close(): Promise<void>
}

const SUPER: AuthContext = {
  sessionId: 'bench',
  userId: 'bench',
  username: 'bench',
  roleSegmentId: 0,
  roles: [],
  userTypeLevel: 'ALL',
  userTypeValue: '',
  partnerCode: '',
}

/** Captures the SQL (with parameters inlined) that a server function runs. */
async function captureSql(url: string, run: (db: Db) => Promise<unknown>): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 })
  const captured: string[] = []
  const db = drizzle(pool, {
    schema,
    logger: {
      logQuery(query: string, params: unknown[]) {
        captured.push(inlineText(query, params))
      },
    },
  }) as unknown as Db
  try {
    await run(db)
  } finally {
    await pool.end()
  }
  return captured
}

/** Before measuring: 100 requests, or one second's worth when they are slow. */
async function warmUp(run: () => Promise<unknown>) {
  const end = performance.now() + 1000
  for (let i = 0; i < 100 && performance.now() < end; i++) await run()
}

/** Latencies of `send` over `seconds`, one request at a time, after a warm-up. */
export async function sample(requester: Requester, seconds: number) {
  await warmUp(() => requester.send())
  const times: number[] = []
  let errors = 0
  const end = performance.now() + seconds * 1000
  while (performance.now() < end) {
    const r = await requester.send()
    times.push(r.ms)
    if (!r.ok) errors++
  }
  times.sort((a, b) => a - b)
  return { requests: times.length, p50: pct(times, 50), p95: pct(times, 95), errors }
}

interface Compared {
  name: string
  requester: Requester
  sql: string
  /** The floor server rather than a page of the real one. */
  floor: boolean
}

/**
 * A page over HTTP against its SQL run directly: each request is followed by one direct run of the same
 * statement, for `seconds`, so that whatever else the machine does at any moment weighs on both sides of
 * the ratio alike. (Letting several cases take turns was tried: a server that has just answered another
 * kind of request answers slower, while its direct run follows its own request, which weighs on HTTP only.)
 */
async function compared(url: string, k: Compared, seconds: number) {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  const http: number[] = []
  const direct: number[] = []
  let errors = 0
  const pair = async () => {
    const r = await k.requester.send()
    const t0 = performance.now()
    await c.query(k.sql)
    return { r, ms: performance.now() - t0 }
  }
  try {
    await warmUp(pair)
    const end = performance.now() + seconds * 1000
    while (performance.now() < end) {
      const { r, ms } = await pair()
      http.push(r.ms)
      direct.push(ms)
      if (!r.ok) errors++
    }
  } finally {
    await c.end()
  }
  return { http, direct, errors }
}

/** p50 and p95 of HTTP and direct latencies, and their ratios. */
function pairedStats(http: number[], direct: number[], errors: number) {
  const h = [...http].sort((a, b) => a - b)
  const d = [...direct].sort((a, b) => a - b)
  const stats = {
    http: { requests: h.length, p50: pct(h, 50), p95: pct(h, 95), errors },
    direct: { runs: d.length, p50: pct(d, 50), p95: pct(d, 95) },
  }
  return { ...stats, ratio50: stats.http.p50 / stats.direct.p50, ratio95: stats.http.p95 / stats.direct.p95 }
}

/** Starts scripts/bench/floor-server.ts in its own process, as the real server runs in its own. */
async function startFloorServer(url: string, statements: string[]) {
  const port = 3990
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/floor-server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      FLOOR_STATEMENTS: JSON.stringify(statements),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/ready`)).ok) return { base, stop: () => child.kill('SIGTERM') }
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill('SIGTERM')
  throw new Error('the floor server did not start')
}

async function explain(url: string, sqlText: string): Promise<string> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  const plan = await c.query(`explain (analyze, buffers, costs off, timing off, summary on) ${sqlText}`)
  await c.end()
  return plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')
}

export async function prepareTransactionBench(
  serverUrl: string,
  count: number,
  days: number,
  log: (m: string) => void,
) {
  return transactionBenchDatabase(serverUrl, count, days, log)
}

/** CPU time counters of the whole machine (/proc/stat): all, and stolen by the hypervisor. */
function cpuTimes(): { total: number; steal: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number)
    if (!fields || fields.length < 8) return null
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 }
  } catch {
    return null
  }
}

export async function benchTransactions(opts: {
  url: string
  count: number
  days: number
  duration: number
  /** How many times each page case (and the floor) is measured, in turns. */
  passes: number
  harness: Harness
  serverPid: number
  prepSeconds: number
  reused: boolean
}): Promise<string> {
  const { url, harness, duration, passes } = opts
  const spec = REPORT_SPECS[retail.slug]
  const base = `/${retail.apiPath}`
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  const [{ to }] = (await c.query(`select max(day)::text as to from trx_daily`)).rows
  const from = addDays(to, -29)
  const [{ merchant }] = (
    await c.query(
      `select merchant_id as merchant from trx_daily where kind = 'RETAIL' and day between $1 and $2
        group by 1 order by sum(trx_count) desc limit 1`,
      [from, to],
    )
  ).rows
  const monthRows = (
    await c.query(
      `select coalesce(sum(trx_count), 0)::int8 as n from trx_daily where kind = 'RETAIL' and day between $1 and $2`,
      [from, to],
    )
  ).rows[0].n
  // A window of whole days, back from the last, holding at least 1M retail rows for the export case.
  const daily = (
    await c.query(
      `select day::text, sum(trx_count)::int8 as n from trx_daily where kind = 'RETAIL' group by 1 order by 1 desc`,
    )
  ).rows as { day: string; n: number }[]
  let exportFrom = to
  let exportRows = 0
  for (const d of daily) {
    exportFrom = d.day
    exportRows += Number(d.n)
    if (exportRows >= 1_000_000) break
  }
  const kinds = (
    await c.query(
      `select 'trx_retail' t, count(*)::int8 n from trx_retail union all select 'trx_biller', count(*) from trx_biller
       union all select 'trx_mycroatm', count(*) from trx_mycroatm union all select 'trx_topup', count(*) from trx_topup
       union all select 'trx_deposit', count(*) from trx_deposit`,
    )
  ).rows as { t: string; n: number }[]
  const total = kinds.reduce((s, k) => s + Number(k.n), 0)
  // The header search's references (one of each kind, the newest), read while the client is open.
  const newest = async (text: string) => String((await c.query(text)).rows[0]?.v ?? '')
  const searches = [
    ['a receipt number', await newest('select trx_no as v from trx_retail order by id desc limit 1')],
    ['an RRN', await newest('select rrn as v from trx_mycroatm order by id desc limit 1')],
    ['a customer number', await newest('select customer_no as v from trx_biller order by id desc limit 1')],
    [
      'the last 4 digits of a card',
      await newest('select right(card_no, 4) as v from trx_topup order by id desc limit 1'),
    ],
    [
      'a whole top-up card number',
      await newest('select card_no as v from trx_topup order by id desc limit 1'),
    ],
  ] as const
  await c.end()

  const month = { from, to }
  const filters = {
    merchant: { ...month, filters: { merchantId: merchant } },
    failed: { ...month, filters: { status: 'FAILED' } },
  }
  /** The cursor of page `n` (walking n-1 pages from the first). */
  const cursorOf = async (body: object, n: number) => {
    let cursor: string | undefined
    for (let i = 1; i < n; i++) {
      const page = await harness.post<{ nextCursor: string | null }>(`${base}/list`, {
        ...body,
        pageSize: 50,
        ...(cursor ? { cursor } : {}),
      })
      if (!page.nextCursor) throw new Error(`fewer than ${n} pages`)
      cursor = page.nextCursor
    }
    return cursor
  }
  const cases: {
    name: string
    body: object
    path: string
    direct?: string
    rollup?: boolean
    /** The floor server answers this case's statement. */
    floorTwin?: boolean
  }[] = []
  for (const [label, body] of [
    ['one merchant', filters.merchant],
    ['status Gagal', filters.failed],
  ] as const) {
    for (const n of [1, 50]) {
      const cursor = await cursorOf(body, n)
      const request = { ...body, pageSize: 50, ...(cursor ? { cursor } : {}) }
      const statements = await captureSql(url, async (db) => {
        const plan = await planReport(db, spec, SUPER, body)
        await reportPage(db, spec, plan, { pageSize: 50, cursor, direction: 'next', dir: 'desc' })
      })
      const page = statements[statements.length - 1] ?? ''
      cases.push({
        name: `retail, 1 month, ${label}, page ${n}`,
        path: `${base}/list`,
        body: request,
        direct: page,
        floorTwin: label === 'status Gagal' && n === 1,
      })
    }
  }
  cases.push({
    name: 'retail totals, 1 month (all merchants)',
    path: `${base}/totals`,
    body: month,
    rollup: true,
  })
  cases.push({
    name: 'retail totals, 1 month, one merchant',
    path: `${base}/totals`,
    body: filters.merchant,
    rollup: true,
  })
  cases.push({
    name: 'retail totals, 1 month, amount ≥ Rp100.000 (raw rows)',
    path: `${base}/totals`,
    body: { ...month, filters: { amountMin: 100_000 } },
  })

  // The header search (issue 14 §7): one exact reference of each kind, each through its index.
  for (const [label, q] of searches)
    cases.push({ name: `header search, ${label}`, path: '/search', body: { q } })

  const cpuBefore = cpuTimes()
  const rows: string[] = []
  const plans: string[] = []
  const pageStats: { p95: number; ratio: number }[] = []
  const rollupTotalsP95: number[] = []
  let floorRatio: number | null = null
  // A signed-in call beside the pages: HTTP, the access check and the envelope, plus the profile's two small
  // queries (user and segment, the segment's features).
  const measured = async (target: string, body: object, run: (r: Requester) => Promise<void>) => {
    const requester = await harness.requester(target, body)
    try {
      await run(requester)
    } finally {
      await requester.close()
    }
  }
  const plainRow = (name: string, http: { requests: number; p50: number; p95: number; errors: number }) =>
    `| ${name} | ${http.requests} | ${http.p50.toFixed(1)} | ${http.p95.toFixed(1)} | – | – | – | – | – | ${http.errors} |`
  const pairedRow = (
    name: string,
    { http, direct, ratio50, ratio95 }: ReturnType<typeof pairedStats>,
    byPass: string,
  ) =>
    `| ${name} | ${http.requests} | ${http.p50.toFixed(1)} | ${http.p95.toFixed(1)} | ${direct.p50.toFixed(1)} | ${direct.p95.toFixed(1)} | ${ratio50.toFixed(2)}× | ${ratio95.toFixed(2)}× | ${byPass} | ${http.errors} |`
  const fixedName = 'signed-in call reading the profile (/profile)'
  await measured('/profile', {}, async (r) => {
    const http = await sample(r, duration)
    rows.push(plainRow(fixedName, http))
    console.log(`${fixedName}: p95 ${http.p95.toFixed(1)} ms`)
  })
  // The pages, then the floor: the same statement behind a bare Fastify route with a pg pool, in its own process.
  const pageCases = cases.filter((k): k is typeof k & { direct: string } => typeof k.direct === 'string')
  const floorCase = pageCases.find((k) => k.floorTwin)
  const floor = floorCase ? await startFloorServer(url, [floorCase.direct]) : null
  const contenders: Compared[] = []
  try {
    for (const k of pageCases)
      contenders.push({
        name: k.name,
        requester: await harness.requester(k.path, k.body),
        sql: k.direct,
        floor: false,
      })
    if (floor && floorCase)
      contenders.push({
        name: `floor: bare Fastify + pg pool answering the statement of "${floorCase.name}"`,
        requester: await harness.requester(`${floor.base}/floor/0`, {}),
        sql: floorCase.direct,
        floor: true,
      })
    // Each case runs `passes` times, the passes of all cases in turn, so that a noisy stretch of the
    // machine lands on several cases rather than all on one; the table pools every pass's samples.
    const tallies = contenders.map((k) => ({
      k,
      http: [] as number[],
      direct: [] as number[],
      errors: 0,
      byPass: [] as number[],
    }))
    for (let pass = 1; pass <= passes; pass++) {
      for (const t of tallies) {
        const run = await compared(url, t.k, duration)
        t.http.push(...run.http)
        t.direct.push(...run.direct)
        t.errors += run.errors
        const p = pairedStats(run.http, run.direct, run.errors)
        t.byPass.push(p.ratio95)
        console.log(
          `pass ${pass}, ${t.k.name}: p95 ${p.http.p95.toFixed(1)} ms, ratio p50 ${p.ratio50.toFixed(2)}×, p95 ${p.ratio95.toFixed(2)}×`,
        )
      }
    }
    for (const { k, http, direct, errors, byPass } of tallies) {
      const stats = pairedStats(http, direct, errors)
      rows.push(pairedRow(k.name, stats, byPass.map((r) => `${r.toFixed(2)}×`).join(', ')))
      if (k.floor) floorRatio = stats.ratio95
      else {
        pageStats.push({ p95: stats.http.p95, ratio: stats.ratio95 })
        plans.push(
          `#### ${k.name}\n\n\`\`\`sql\n${k.sql}\n\`\`\`\n\n\`\`\`\n${await explain(url, k.sql)}\n\`\`\``,
        )
      }
    }
  } finally {
    for (const k of contenders) await k.requester.close()
    floor?.stop()
  }
  for (const k of cases) {
    if (k.direct) continue
    await measured(k.path, k.body, async (r) => {
      const http = await sample(r, duration)
      rows.push(plainRow(k.name, http))
      if (k.rollup) rollupTotalsP95.push(http.p95)
      console.log(`${k.name}: p95 ${http.p95.toFixed(1)} ms`)
    })
  }
  // The totals SQL, for the plan evidence.
  const totalsSql = await captureSql(url, async (db) => {
    const plan = await planReport(db, spec, SUPER, { ...month, filters: {} })
    await reportTotals(db, spec, plan)
  })
  const rollupSql = totalsSql[totalsSql.length - 1] ?? ''
  plans.push(
    `#### retail totals, 1 month (rollup)\n\n\`\`\`sql\n${rollupSql}\n\`\`\`\n\n\`\`\`\n${await explain(url, rollupSql)}\n\`\`\``,
  )

  // Export of ≥ 1M rows, and PostgreSQL's own COPY of the same rows.
  const exportBody = { from: exportFrom, to, format: 'csv' }
  const exp = await harness.exportCsv(`${base}/export`, exportBody)
  // The export query as the server builds it, rendered (not run) and with its parameters inlined.
  const exportSql: string[] = []
  await captureSql(url, async (db) => {
    const plan = await planReport(db, spec, SUPER, { from: exportFrom, to, filters: {} })
    const rendered = new PgDialect().sqlToQuery(
      exportQueries(spec, plan, retail.columns, 'desc', 'csv').query,
    )
    exportSql.push(inlineText(rendered.sql, rendered.params))
  })
  let copyLine = 'COPY comparison not available.'
  const last = exportSql[exportSql.length - 1]
  if (last) {
    const started = performance.now()
    const out = spawnSync('psql', [url, '-qAt', '-c', `copy (${last}) to stdout`], {
      maxBuffer: 4 * 1024 ** 3,
    })
    const seconds = (performance.now() - started) / 1000
    const copied = out.stdout ? out.stdout.toString('latin1').split('\n').length - 1 : 0
    copyLine = `PostgreSQL \`COPY (…) TO STDOUT\` of the same query through psql: ${copied.toLocaleString('id-ID')} rows in ${seconds.toFixed(1)} s (${Math.round(copied / seconds).toLocaleString('id-ID')} rows/s).`
  }
  const cpuAfter = cpuTimes()
  const stealShare =
    cpuBefore && cpuAfter && cpuAfter.total > cpuBefore.total
      ? (100 * (cpuAfter.steal - cpuBefore.steal)) / (cpuAfter.total - cpuBefore.total)
      : null
  const fmt = (n: number) => n.toLocaleString('id-ID')
  const met = (ok: boolean) => (ok ? 'met' : '**not met**')
  const worstPage = Math.max(...pageStats.map((p) => p.p95))
  const ratios = pageStats.map((p) => p.ratio)
  const worstTotals = Math.max(...rollupTotalsP95)
  const rate = exp.rows / exp.seconds
  const growth = exp.rssPeakMb - exp.rssBeforeMb
  const verdicts = [
    `- Page p95 at most ${worstPage.toFixed(1)} ms (≤ 50 ms): ${met(worstPage <= 50)}.`,
    `- Page p95 against its SQL: ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}× (≤ 1.3×): ${met(Math.max(...ratios) <= 1.3)}.${floorRatio === null ? '' : ` The floor (HTTP and a pg pool alone, same statement, same machine) is ${floorRatio.toFixed(2)}× at p95.`}`,
    `- Month totals p95 at most ${worstTotals.toFixed(1)} ms (≤ 100 ms): ${met(worstTotals <= 100)}. A filter outside the rollup's dimensions (the amount row) totals raw rows, under RAW_TOTALS_TIMEOUT_MS.`,
    `- CSV export ${fmt(Math.round(rate))} rows/s (≥ 100,000) with RSS growth ${growth.toFixed(0)} MB (< 200 MB): ${met(rate >= 100_000 && growth < 200)}.`,
  ]
  return `## Transactions (issue 5)

Data: ${fmt(total)} transactions over ${opts.days} days (${kinds.map((k) => `${k.t} ${fmt(Number(k.n))}`).join(', ')}), generated by
\`seedTransactions\` with foreign-key checks off and indexes built after the load (${opts.reused ? 'database reused from an earlier run' : `built in ${opts.prepSeconds.toFixed(0)} s`}).
The month is ${from} – ${to} (WIB); retail rows in it: ${fmt(Number(monthRows))}; the busiest merchant (id ${merchant}) is the "one merchant" filter.
Pages hold 50 rows; page 50 is requested with the cursor reached by walking 49 pages. "Direct" runs the exact SQL the
server issued for that page (captured, parameters inlined) on one pg connection. HTTP requests go one at a time over
one kept-alive connection (undici), each followed by one direct run of the same statement, for ${duration} s a case, so the
machine's other load weighs on both sides of a ratio alike; the ratios are HTTP / direct at p50 and at p95. Each compared
case runs in ${passes} passes, the cases taking turns between passes; the table pools the passes' samples and also gives
each pass's p95 ratio, which shows how far the machine's noise moves it.${stealShare === null ? '' : ` CPU time stolen by the hypervisor while the cases ran: ${stealShare.toFixed(1)}% (a shared machine; p95 moves with it).`}

| case | requests | p50 ms | p95 ms | direct p50 ms | direct p95 ms | ratio p50 | ratio p95 | ratio p95 by pass | errors |
|---|---:|---:|---:|---:|---:|---:|---:|---|---:|
${rows.join('\n')}

Targets: a report page p95 ≤ 50 ms and within 1.3× of its SQL; the totals row of a month p95 ≤ 100 ms.
${verdicts.join('\n')}

Export of ${fmt(exp.rows)} retail rows (${exportFrom} – ${to}) as CSV over HTTP: ${exp.seconds.toFixed(1)} s, ${fmt(Math.round(exp.rows / exp.seconds))} rows/s, ${exp.megabytes.toFixed(0)} MB;
server RSS ${exp.rssBeforeMb.toFixed(0)} MB before, ${exp.rssPeakMb.toFixed(0)} MB at peak (growth ${(exp.rssPeakMb - exp.rssBeforeMb).toFixed(0)} MB). ${copyLine}
Target: ≥ 100,000 rows/s with memory growth < 200 MB.

### Query plans (EXPLAIN ANALYZE at ${fmt(total)} rows)

${plans.join('\n\n')}
`
}
