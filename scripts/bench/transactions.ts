import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { drizzle } from 'drizzle-orm/node-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { addDays } from '../../contract/transactions/period.ts'
import { retailReport as retail } from '../../contract/transactions/reports.ts'
import {
  exportQueries,
  planReport,
  reportPage,
  reportTotals,
} from '../../server/areas/transactions/report-query.ts'
import { REPORT_SPECS } from '../../server/areas/transactions/report-specs.ts'
import type { AuthContext } from '../../server/auth/sessions.ts'
import type { Db } from '../../server/db/client.ts'
import { inlineText } from '../../server/db/inline-sql.ts'
import * as schema from '../../server/db/schema/index.ts'
import { transactionBenchDatabase } from './transactions-data.ts'

/**
 * The transaction bench (issue 5): 10M generated transactions on PostgreSQL; report pages (one month, one
 * merchant or one status, page 1 and page 50) over HTTP and the same SQL run directly, the totals row of a
 * month, and a 1M-row CSV export against PostgreSQL's own COPY of the same rows. EXPLAIN plans go to the
 * report as evidence that the queries walk the indexes.
 */
export interface Harness {
  measure(
    name: string,
    path: string,
    body: object,
    connections: number,
    seconds?: number,
  ): Promise<Case & { samples: number[] }>
  /** The same against any URL (no token): the floor server. */
  measureUrl(name: string, url: string, body: object, seconds?: number): Promise<Case & { samples: number[] }>
  post<T>(path: string, body: object): Promise<T>
  exportCsv(
    path: string,
    body: object,
  ): Promise<{ rows: number; seconds: number; megabytes: number; rssBeforeMb: number; rssPeakMb: number }>
}
export interface Case {
  name: string
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
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

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

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

/** Runs `sql` repeatedly for `seconds` on one connection; the latency of each run, in ms. */
async function timeDirect(c: pg.Client, sqlText: string, seconds: number): Promise<number[]> {
  const times: number[] = []
  const end = performance.now() + seconds * 1000
  while (performance.now() < end) {
    const t0 = performance.now()
    await c.query(sqlText)
    times.push(performance.now() - t0)
  }
  return times
}

/**
 * A page over HTTP against its SQL run directly, in alternating one-second slices, so that whatever
 * else the machine does at the time weighs on both sides of the ratio alike.
 */
async function interleaved(
  url: string,
  httpSlice: () => Promise<{ samples: number[]; errors: number }>,
  directSql: string,
  seconds: number,
) {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  const http: number[] = []
  const direct: number[] = []
  let errors = 0
  try {
    for (let i = 0; i < Math.max(1, Math.round(seconds)); i++) {
      const slice = await httpSlice()
      http.push(...slice.samples)
      errors += slice.errors
      direct.push(...(await timeDirect(c, directSql, 1)))
    }
  } finally {
    await c.end()
  }
  http.sort((a, b) => a - b)
  direct.sort((a, b) => a - b)
  return {
    http: { requests: http.length, p50: pct(http, 50), p95: pct(http, 95), errors },
    direct: { runs: direct.length, p50: pct(direct, 50), p95: pct(direct, 95) },
  }
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
  harness: Harness
  serverPid: number
  prepSeconds: number
  reused: boolean
}): Promise<string> {
  const { url, harness, duration } = opts
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
  const cases: { name: string; body: object; path: string; direct?: string; rollup?: boolean }[] = []
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

  const cpuBefore = cpuTimes()
  const rows: string[] = []
  const plans: string[] = []
  const pageStats: { p95: number; ratio: number }[] = []
  const rollupTotalsP95: number[] = []
  let floorRatio: number | null = null
  // A signed-in call beside the pages: HTTP, the access check and the envelope, plus the profile's two small
  // queries (user and segment, the segment's features).
  const fixed = await harness.measure('signed-in call reading the profile (/profile)', '/profile', {}, 1)
  rows.push(
    `| ${fixed.name} | ${fixed.requests} | ${fixed.p50.toFixed(1)} | ${fixed.p95.toFixed(1)} | – | – | – | – | ${fixed.errors} |`,
  )
  for (const k of cases) {
    if (k.direct) {
      const { http, direct } = await interleaved(
        url,
        () => harness.measure(k.name, k.path, k.body, 1, 1),
        k.direct,
        duration,
      )
      const ratio = `${direct.p50.toFixed(1)} | ${direct.p95.toFixed(1)} | ${(http.p50 / direct.p50).toFixed(2)}× | ${(http.p95 / direct.p95).toFixed(2)}×`
      plans.push(
        `#### ${k.name}\n\n\`\`\`sql\n${k.direct}\n\`\`\`\n\n\`\`\`\n${await explain(url, k.direct)}\n\`\`\``,
      )
      rows.push(
        `| ${k.name} | ${http.requests} | ${http.p50.toFixed(1)} | ${http.p95.toFixed(1)} | ${ratio} | ${http.errors} |`,
      )
      pageStats.push({ p95: http.p95, ratio: http.p95 / direct.p95 })
      console.log(`${k.name}: p95 ${http.p95.toFixed(1)} ms ${ratio}`)
      continue
    }
    const http = await harness.measure(k.name, k.path, k.body, 1)
    rows.push(
      `| ${k.name} | ${http.requests} | ${http.p50.toFixed(1)} | ${http.p95.toFixed(1)} | – | – | – | – | ${http.errors} |`,
    )
    if (k.rollup) rollupTotalsP95.push(http.p95)
    console.log(`${k.name}: p95 ${http.p95.toFixed(1)} ms`)
  }
  // The floor: the same statement behind a bare Fastify route with a pg pool, in its own process.
  const floorCase = cases.find((k) => k.name.includes('status Gagal, page 1'))
  if (floorCase?.direct) {
    const floor = await startFloorServer(url, [floorCase.direct])
    try {
      const { http, direct } = await interleaved(
        url,
        () => harness.measureUrl('floor', `${floor.base}/floor/0`, {}, 1),
        floorCase.direct,
        duration,
      )
      const name = `floor: bare Fastify + pg pool answering the statement of "${floorCase.name}"`
      rows.push(
        `| ${name} | ${http.requests} | ${http.p50.toFixed(1)} | ${http.p95.toFixed(1)} | ${direct.p50.toFixed(1)} | ${direct.p95.toFixed(1)} | ${(http.p50 / direct.p50).toFixed(2)}× | ${(http.p95 / direct.p95).toFixed(2)}× | ${http.errors} |`,
      )
      floorRatio = http.p95 / direct.p95
      console.log(`${name}: p95 ${http.p95.toFixed(1)} ms, ratio p95 ${floorRatio.toFixed(2)}×`)
    } finally {
      floor.stop()
    }
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
server issued for that page (captured, parameters inlined) on one pg connection. HTTP and direct alternate in
one-second slices for ${duration} s each, so the machine's other load weighs on both alike; the ratios are HTTP / direct
at p50 and at p95.${stealShare === null ? '' : ` CPU time stolen by the hypervisor while the cases ran: ${stealShare.toFixed(1)}% (a shared machine; p95 moves with it).`}

| case | requests | p50 ms | p95 ms | direct p50 ms | direct p95 ms | ratio p50 | ratio p95 | errors |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
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
