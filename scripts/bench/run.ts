import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { Client } from 'undici'
import { WEB_DIST } from '../../server/app.ts'
import { prepareDatabase } from '../../server/bootstrap/prepare.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/client.ts'
import { createScratchDatabase } from '../../server/test/scratch.ts'
import { signIn, signInResult, startServer } from '../../server/test/server-process.ts'
import { routeBytesTable } from '../web-build/route-sizes.ts'
import { benchDashboards, type DashboardHarness } from './dashboards.ts'
import { growMerchants } from './data.ts'
import { benchDisburse, type DisburseResult, disburseSection } from './disburse.ts'
import { benchLedger, type LedgerResult, ledgerSection } from './ledger.ts'
import { lighthouseSection, runLighthouse } from './lighthouse.ts'
import { benchLoad, type LoadOptions, type LoadResult, loadSection } from './load.ts'
import { benchMaster } from './master.ts'
import { pct, rssMb } from './measure.ts'
import { benchPosSale } from './pos-sale.ts'
import { benchImport } from './retail-import.ts'
import { benchScaling } from './scaling.ts'
import { benchSegmentation } from './segmentation.ts'
import { benchTransactions, type Harness, prepareTransactionBench, type Requester } from './transactions.ts'

/**
 * `npm run bench`: builds the data at the chosen scale on PostgreSQL (DATABASE_URL) and on PGlite,
 * starts the real server in its own process, drives it over HTTP with autocannon and writes
 * docs/PERFORMANCE.md. Figures are measured, never asserted.
 */
const { values: args } = parseArgs({
  options: {
    merchants: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    passes: { type: 'string', default: '3' },
    connections: { type: 'string', default: '1,4' },
    drivers: { type: 'string', default: process.env.DATABASE_URL ? 'pg,pglite' : 'pglite' },
    out: { type: 'string', default: 'docs/PERFORMANCE.md' },
    suites: { type: 'string', default: process.env.DATABASE_URL ? 'merchants,transactions' : 'merchants' },
    transactions: { type: 'string', default: '10000000' },
    'trx-days': { type: 'string', default: '180' },
    'lh-runs': { type: 'string', default: '3' },
    users: { type: 'string', default: '200' },
    'load-seconds': { type: 'string', default: '60' },
    'think-ms': { type: 'string', default: '0' },
    'load-transactions': { type: 'string', default: '200000' },
    /** How many 10-item sales the pos suite posts. */
    'pos-sales': { type: 'string', default: '1000' },
    /** How many cashier devices sell at once in the pos suite, and for how long. */
    'pos-cashiers': { type: 'string', default: '50' },
    'pos-seconds': { type: 'string', default: '60' },
    /** The scaling suite: how many instances behind nginx, and the command that restarts PostgreSQL (empty: skip). */
    instances: { type: 'string', default: '3' },
    'pg-restart': { type: 'string', default: '' },
    /** The first port the bench's servers listen on (each suite takes the next). */
    port: { type: 'string', default: '3900' },
  },
})
const merchants = Number(args.merchants)
const duration = Number(args.duration)
const connectionLevels = args.connections.split(',').map(Number)
const root = path.resolve(import.meta.dirname, '..', '..')

interface CaseResult {
  name: string
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
}
interface ExportResult {
  rows: number
  seconds: number
  rowsPerSecond: number
  megabytes: number
  rssBeforeMb: number
  rssPeakMb: number
}

async function prepare(driver: string): Promise<{ env: NodeJS.ProcessEnv; cleanup: () => Promise<void> }> {
  // The merchant suite measures the corporate lists; the transaction suite has its own database.
  const config = { ...loadConfig({ LOG_LEVEL: 'warn' }), seedDemo: true, demoTransactions: 0 }
  if (driver === 'pg') {
    const url = process.env.DATABASE_URL
    if (!url) throw new Error('the pg driver needs DATABASE_URL')
    const scratch = await createScratchDatabase(url, 'mint_bench')
    const database = await openDatabase({ databaseUrl: scratch.url })
    await prepareDatabase(database, config, () => {})
    await growMerchants(database.db, merchants)
    await database.close()
    return { env: { DATABASE_URL: scratch.url }, cleanup: scratch.drop }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mint-bench-'))
  const database = await openDatabase({ dataDir: dir })
  await prepareDatabase(database, config, () => {})
  await growMerchants(database.db, merchants)
  await database.close()
  return {
    env: { DATABASE_URL: '', DATA_DIR: dir },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

async function measure(
  name: string,
  url: string,
  token: string,
  body: object,
  connections: number,
): Promise<CaseResult> {
  const latencies: number[] = []
  let errors = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        connections,
        duration,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    )
    instance.on('response', (_client, status, _bytes, time) => {
      if (status !== 200) errors++
      latencies.push(time)
    })
  })
  latencies.sort((a, b) => a - b)
  return {
    name,
    requests: latencies.length,
    rps: Math.round(result.requests.average),
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    errors: errors + result.errors + result.non2xx,
  }
}

/**
 * One request at a time over one kept-alive connection (undici), for the latencies compared with their
 * SQL: undici adds about 0.1 ms to a request, where autocannon, made for throughput, added 0.5–1 ms at
 * p95 in the client alone (docs/PERFORMANCE.md).
 */
async function requester(url: string, token: string, body: object): Promise<Requester> {
  const target = new URL(url)
  const client = new Client(target.origin, { pipelining: 1 })
  const payload = JSON.stringify(body)
  const headers = {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  }
  return {
    async send() {
      const t0 = performance.now()
      const res = await client.request({ path: target.pathname, method: 'POST', headers, body: payload })
      await res.body.arrayBuffer()
      return { ms: performance.now() - t0, ok: res.statusCode === 200 }
    },
    close: () => client.close(),
  }
}

async function measureExport(
  base: string,
  token: string,
  pid: number,
  exportPath = '/merchant/export',
  body: object = { format: 'csv' },
): Promise<ExportResult> {
  const rssBeforeMb = rssMb(pid)
  let rssPeakMb = rssBeforeMb
  const timer = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid))
  }, 25)
  const started = performance.now()
  const res = await fetch(`${base}${exportPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  let bytes = 0
  let newlines = 0
  const reader = res.body?.getReader()
  for (;;) {
    const chunk = await reader?.read()
    if (!chunk || chunk.done) break
    bytes += chunk.value.byteLength
    for (const b of chunk.value) if (b === 10) newlines++
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(timer)
  const rows = newlines - 1
  return {
    rows,
    seconds,
    rowsPerSecond: Math.round(rows / seconds),
    megabytes: bytes / 1e6,
    rssBeforeMb,
    rssPeakMb,
  }
}

async function benchDriver(driver: string, port: number) {
  console.log(`\n== ${driver}: preparing ${merchants.toLocaleString('id-ID')} merchants…`)
  const t0 = performance.now()
  const { env, cleanup } = await prepare(driver)
  const prepSeconds = (performance.now() - t0) / 1000
  const server = await startServer(env, port)
  const base = server.base
  try {
    const token = await signIn(base)
    const url = `${base}/merchant/list`
    const deepPage = Math.floor((merchants * 0.9) / 10)
    // The header search (issue 14 §7) at the same scale: a whole MID, part of one, name words many
    // merchants and outlets share, and one none has.
    const [first] = (
      (await (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ page: 1, pageSize: 1, sort: 'mid', dir: 'desc' }),
        })
      ).json()) as { result: { items: { mid: string }[] } }
    ).result.items
    const mid = first?.mid ?? '000001000000000'
    const search = `${base}/search`
    const cases: [string, object, string?][] = [
      ['list, page 1 (default sort by name)', { page: 1, pageSize: 10 }],
      ['list, filter status=ACTIVE', { page: 1, pageSize: 10, filters: { status: 'ACTIVE' } }],
      ['list, search "kopi"', { page: 1, pageSize: 10, search: 'kopi' }],
      [`list, deep page ${deepPage.toLocaleString('id-ID')}`, { page: deepPage, pageSize: 10 }],
      ['header search, a whole MID', { q: mid }, search],
      ['header search, the last 7 digits of a MID', { q: mid.slice(-7) }, search],
      ['header search, "kopi" (merchants, outlets, accounts)', { q: 'kopi' }, search],
      ['header search, "pusat" (every head office outlet)', { q: 'pusat' }, search],
      // Nothing matches: the worst case of a walk in name order, if the planner chose one over the trigrams.
      ['header search, "zqxw" (no name matches)', { q: 'zqxw' }, search],
    ]
    const results: CaseResult[] = []
    for (const connections of connectionLevels) {
      for (const [name, body, target] of cases) {
        const r = await measure(`${name}, ${connections} conn.`, target ?? url, token, body, connections)
        results.push(r)
        console.log(
          `${r.name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.rps} req/s, errors ${r.errors}`,
        )
      }
    }
    const exp = await measureExport(base, token, server.pid)
    console.log(
      `export: ${exp.rows} rows in ${exp.seconds.toFixed(1)} s (${exp.rowsPerSecond}/s), RSS ${exp.rssBeforeMb.toFixed(0)} → peak ${exp.rssPeakMb.toFixed(0)} MB`,
    )
    return { driver, prepSeconds, results, exp }
  } finally {
    await server.stop()
    await cleanup()
  }
}

const suites = args.suites.split(',').map((x) => x.trim())
const runs = []
let port = Number(args.port)
if (suites.includes('merchants'))
  for (const driver of args.drivers.split(',')) runs.push(await benchDriver(driver.trim(), port++))

let transactionSection: string | null = null
if (suites.includes('transactions')) {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('the transaction bench needs DATABASE_URL (PostgreSQL)')
  const count = Number(args.transactions)
  const days = Number(args['trx-days'])
  console.log(`\n== transactions: preparing ${count.toLocaleString('id-ID')} rows over ${days} days…`)
  const db = await prepareTransactionBench(url, count, days, (m) => console.log(`[bench] ${m}`))
  const server = await startServer({ DATABASE_URL: db.url, SEED_DEMO: 'false' }, port)
  const base = server.base
  try {
    const token = await signIn(base)
    const harness: Harness = {
      requester: async (target, body) =>
        target.startsWith('/') ? requester(`${base}${target}`, token, body) : requester(target, '', body),
      async post<T>(p: string, body: object) {
        const res = await fetch(`${base}${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        })
        const json = (await res.json()) as { success: boolean; message: string; result: T }
        if (!json.success) throw new Error(`${p}: ${json.message}`)
        return json.result
      },
      exportCsv: (p, body) => measureExport(base, token, server.pid, p, body),
    }
    transactionSection = await benchTransactions({
      url: db.url,
      count,
      days,
      duration,
      passes: Number(args.passes),
      harness,
      serverPid: server.pid,
      prepSeconds: db.seconds,
      reused: db.reused,
    })
  } finally {
    await server.stop()
  }
}

let importSection: string | null = null
if (suites.includes('import')) {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('the import bench needs DATABASE_URL (PostgreSQL)')
  console.log('\n== import: 100.000 products from one CSV…')
  importSection = await benchImport({
    url,
    port: port++,
    rows: 100_000,
    log: (m) => console.log(`[bench] ${m}`),
  })
}

let posSection: string | null = null
if (suites.includes('pos')) {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('the pos bench needs DATABASE_URL (PostgreSQL)')
  console.log('\n== pos: posting 10-item sales…')
  posSection = await benchPosSale({
    url,
    port: port++,
    sales: Number(args['pos-sales']),
    cashiers: Number(args['pos-cashiers']),
    seconds: Number(args['pos-seconds']),
    log: (m) => console.log(`[bench] ${m}`),
  })
}

let dashboardSection: string | null = null
let masterSection: string | null = null
if (suites.includes('dashboards') || suites.includes('master')) {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('the dashboards bench needs DATABASE_URL (PostgreSQL)')
  const count = Number(args.transactions)
  const days = Number(args['trx-days'])
  console.log(`\n== dashboards: the transaction database of ${count.toLocaleString('id-ID')} rows…`)
  const db = await prepareTransactionBench(url, count, days, (m) => console.log(`[bench] ${m}`))
  // The header search's target is at 100k merchants and 10M transactions: the merchants grown in the same database
  // (they have no transactions, so the dashboards' figures do not change; a later run finds them there).
  const grown = await openDatabase({ databaseUrl: db.url })
  await growMerchants(grown.db, merchants)
  await grown.close()
  const server = await startServer({ DATABASE_URL: db.url, SEED_DEMO: 'false' }, port)
  try {
    const tokens = {
      superadmin: await signIn(server.base),
      opsretail: await signIn(server.base, 'opsretail'),
    }
    const harness: DashboardHarness = {
      requester: (p, body, user) => requester(`${server.base}${p}`, tokens[user], body),
      async post<T>(p: string, body: object, user: 'superadmin' | 'opsretail') {
        const res = await fetch(`${server.base}${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[user]}` },
          body: JSON.stringify(body),
        })
        const json = (await res.json()) as { success: boolean; message: string; result: T }
        if (!json.success) throw new Error(`${p}: ${json.message}`)
        return json.result
      },
    }
    const log = (m: string) => console.log(`[bench] ${m}`)
    const seconds = Math.max(3, Math.round(duration / 2))
    if (suites.includes('dashboards'))
      dashboardSection = await benchDashboards({ url: db.url, seconds, log, harness })
    if (suites.includes('master'))
      masterSection =
        (await benchMaster({ seconds, log, harness })) +
        (await benchSegmentation({ url: db.url, seconds, log, harness }))
  } finally {
    await server.stop()
  }
}

let webSection: string | null = null
if (suites.includes('web')) {
  // The real server on a fresh PGlite folder with the demo data; it builds the web app when stale.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mint-bench-web-'))
  // Seeding the demo data (and building the app when stale) took over the default two minutes on the
  // shared 2-core machine; the folder goes whether or not the server starts.
  const server = await startServer({ DATABASE_URL: '', DATA_DIR: dir }, port + 1, {
    timeoutMs: 600_000,
  }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true })
    throw error
  })
  const base = server.base
  try {
    const runsPerRow = Number(args['lh-runs'])
    const login = () => signInResult(base)
    webSection = `${lighthouseSection(await runLighthouse(base, login, runsPerRow), runsPerRow)}\n${routeBytesTable(WEB_DIST)}`
  } finally {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The users, duration, pauses and demo size of the load and scaling suites, from the command line. */
const loadOptions = (serverUrl: string, firstPort: number): LoadOptions => ({
  serverUrl,
  users: Number(args.users),
  seconds: Number(args['load-seconds']),
  thinkMs: Number(args['think-ms']),
  transactions: Number(args['load-transactions']),
  port: firstPort,
  log: (m) => console.log(`[bench] ${m}`),
})

let load: LoadResult | null = null
if (suites.includes('load')) {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('the load suite needs DATABASE_URL (PostgreSQL)')
  console.log(`\n== load: ${args.users} users for ${args['load-seconds']} s…`)
  load = await benchLoad(loadOptions(url, port + 2))
  for (const g of [...load.groups, { group: 'all', ...load.total }])
    console.log(
      `${g.group}: ${g.requests} requests, ${g.rps.toFixed(0)} req/s, p50 ${g.p50.toFixed(1)} ms, p95 ${g.p95.toFixed(1)} ms, p99 ${g.p99.toFixed(1)} ms, errors ${g.errors}`,
    )
  for (const e of load.errorSamples.slice(0, 20)) console.log(`error: ${e}`)
}

let ledger: LedgerResult | null = null
if (suites.includes('ledger')) {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('the ledger suite needs DATABASE_URL (PostgreSQL)')
  console.log('\n== ledger: concurrent postings on one account…')
  ledger = await benchLedger({
    url,
    operations: 1_000,
    connections: 50,
    log: (m) => console.log(`[bench] ${m}`),
  })
}

let disburse: DisburseResult | null = null
if (suites.includes('disburse')) {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('the disburse suite needs DATABASE_URL (PostgreSQL)')
  console.log('\n== disburse: a 10,000-row document validated, inquired and executed…')
  disburse = await benchDisburse({
    url,
    rows: 10_000,
    port: port + 3,
    log: (m) => console.log(`[bench] ${m}`),
  })
}

let pgVersion = ''
if (process.env.DATABASE_URL) {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await c.connect()
  pgVersion = (await c.query('show server_version')).rows[0].server_version
  await c.end()
}

let scalingSection: string | null = null
if (suites.includes('scaling')) {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('the scaling suite needs DATABASE_URL (PostgreSQL)')
  console.log(`\n== scaling: ${args.users} users on 1 and ${args.instances} instances behind nginx…`)
  scalingSection = await benchScaling(
    { ...loadOptions(url, port + 10), instances: Number(args.instances), pgRestart: args['pg-restart'] },
    pgVersion,
  )
}
const fmt = (n: number) => n.toLocaleString('id-ID')
/** The list target (p95 ≤ 50 ms on PostgreSQL), judged on the single-connection (latency) rows. */
function targetLine(results: CaseResult[]): string {
  const single = results.filter((c) => c.name.endsWith(', 1 conn.'))
  const missed = single.filter((c) => c.p95 > 50)
  return missed.length === 0
    ? `Target p95 ≤ 50 ms: met by every case with one connection (worst p95 ${Math.max(...single.map((c) => c.p95)).toFixed(1)} ms). Under continuous load from more connections the 2 cores are saturated and p95 grows with queueing, as the rows above show.\n`
    : `Target p95 ≤ 50 ms: NOT met with one connection by: ${missed.map((c) => `${c.name} (${c.p95.toFixed(1)} ms)`).join('; ')}.\n`
}
const sections = runs.map(
  (r) => `### ${r.driver === 'pg' ? `PostgreSQL ${pgVersion}` : 'PGlite (embedded)'}

Data: ${fmt(merchants)} merchants (prepared in ${r.prepSeconds.toFixed(0)} s). Load: autocannon, ${duration} s per case, each connection sending its next request as soon as the previous answer arrives (1 connection = latency; more = load on 2 cores shared with PostgreSQL and the load generator).

| case | requests | req/s | p50 ms | p95 ms | p99 ms | errors |
|---|---:|---:|---:|---:|---:|---:|
${r.results.map((c) => `| ${c.name} | ${fmt(c.requests)} | ${fmt(c.rps)} | ${c.p50.toFixed(1)} | ${c.p95.toFixed(1)} | ${c.p99.toFixed(1)} | ${c.errors} |`).join('\n')}

${r.driver === 'pg' ? targetLine(r.results) : ''}
Export of every merchant as CSV: ${fmt(r.exp.rows)} rows, ${r.exp.megabytes.toFixed(1)} MB in ${r.exp.seconds.toFixed(1)} s (${fmt(r.exp.rowsPerSecond)} rows/s); server RSS ${r.exp.rssBeforeMb.toFixed(0)} MB before, ${r.exp.rssPeakMb.toFixed(0)} MB at peak.
`,
)

const previous = (() => {
  try {
    return readFileSync(path.resolve(root, args.out), 'utf8')
  } catch {
    return ''
  }
})()
/** The part of the previous document between a suite's markers, kept when that suite did not run. */
const kept = (name: string) => {
  const m = new RegExp(`<!-- ${name} -->\\n([\\s\\S]*?)<!-- /${name} -->`).exec(previous)
  return m?.[1] ?? ''
}
/** When and where a section was measured: at its top, so a section kept from an earlier run keeps its own. */
const machine = `_Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load generator and server on the same machine._\n\n`
const merchantBlock =
  runs.length === 0
    ? kept('merchants')
    : `${machine}## Targets (issue: resource engine)

- Merchant list with 100k merchants on PostgreSQL: p95 ≤ 50 ms for page 1, a filter, a search and a deep page.
- Export of 100k merchants streamed: server memory does not grow with the row count.

## Results

${sections.join('\n')}
## How a list stays fast (server/engine/query.ts)

1. **Total first**, with joins the filter does not use removed by PostgreSQL (the engine's joins are LEFT
   joins on NOT NULL foreign keys, and data-scope predicates compare the base table's own id columns), so
   counting 100k merchants is an index-only scan.
2. **The page's ids only**: \`select id … order by … limit … offset …\`, walking the \`(column, name, id)\`
   indexes. A page past the middle is read from the far end in reverse, so no walk is longer than half the
   rows.
3. **Full rows for those ids only**: joins, location names and counts are computed for the 10 rows shown,
   never for the rows an OFFSET skips (that mistake cost 5.8 s on the deep page before this design).
4. **Search** (\`ILIKE '%term%'\` on MID, name and owner) uses GIN trigram indexes; the hits are collected
   behind an \`OFFSET 0\` fence and then sorted, with the total from the same pass (left alone, the planner
   walked the name index hoping to meet the hits early: 88 ms for one query).
5. **Export** reads through a server-side cursor in batches of 2,000 and streams CSV (csv-stringify) or XLSX
   (exceljs streaming writer); memory stays flat whatever the row count.

History on this machine (PostgreSQL, 8 connections, p50, before and during the work): page 1 670 ms → ~60 ms, deep page 5,860 ms →
~90 ms, search 1,310 ms → ~135 ms after steps 1–4 (the machine was shared with other work during those
intermediate runs; the table above is the reference).
`
const transactionBlock = transactionSection ? machine + transactionSection : kept('transactions')
const webBlock = webSection ? machine + webSection : kept('web')
const dashboardBlock = dashboardSection ? machine + dashboardSection : kept('dashboards')
const masterBlock = masterSection ? machine + masterSection : kept('master')
const importBlock = importSection ? machine + importSection : kept('import')
const posBlock = posSection ? machine + posSection : kept('pos')
const loadBlock = load ? machine + loadSection(load, pgVersion) : kept('load')
const scalingBlock = scalingSection ? machine + scalingSection : kept('scaling')
const ledgerBlock = ledger ? machine + ledgerSection(ledger, pgVersion) : kept('ledger')
const disburseBlock = disburse ? machine + disburseSection(disburse, pgVersion) : kept('disburse')
const doc = `# Performance

Measured by \`npm run bench\` (scripts/bench/run.ts); nothing here is asserted by a test. The bench builds the
data at the chosen scale with one set-based INSERT, starts the real server (\`server/main.ts\`) in its own
process, signs in as superadmin (data scope: everything, so every row counts) and drives it over HTTP:
autocannon for the merchant lists (1 and 4 connections), undici one request at a time for the transaction
latencies compared with their SQL; the load suite signs in users of its own, each on its own undici
connection. Latencies are taken per response.

Reproduce: \`DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench\` (options:
\`-- --suites merchants,transactions --merchants 100000 --duration 10 --passes 3 --connections 1,4 --drivers pg,pglite
--transactions 10000000 --trx-days 180\`; the transaction database is built once, named by its size, and reused). The web suite (\`-- --suites web
--lh-runs 3\`) runs Lighthouse on a fresh demo server and writes the bytes each route loads first. The load suite (\`-- --suites load
--users 200 --load-seconds 60 --think-ms 0 --load-transactions 200000\`, PostgreSQL) runs many signed-in users at once over a mix of
pages. The dashboards suite (\`-- --suites dashboards\`, PostgreSQL) times every dashboard call on the transaction database
(built alone by \`tsx scripts/bench/prepare-trx.ts 10000000 180\`) against the raw tables and the rollup triggers' write cost;
the master suite (\`-- --suites master\`) measures the fee engine's throughput, the bank and biller product lists and segmentation's targets on it;
the ledger suite (\`-- --suites ledger\`, PostgreSQL) posts 1,000 top-ups and deductions on one account from 50 connections;
the disburse suite (\`-- --suites disburse\`, PostgreSQL) uploads, inquires and executes a 10,000-row disbursement document;
the import suite (\`-- --suites import\`, PostgreSQL) imports 100.000 products from one CSV through the background job;
the scaling suite (\`-- --suites scaling --instances 3 --users 200 --load-seconds 60 --pg-restart "pg_ctlcluster 15 main restart"\`, PostgreSQL, nginx)
runs the load suite's users through nginx in front of 1 and of 3 instances, then kills one instance, then restarts PostgreSQL, during a run;
the pos suite (\`-- --suites pos --pos-sales 1000 --pos-cashiers 50 --pos-seconds 60\`, PostgreSQL) posts 10-item cashier sales one after another, then from many devices at once, and times the cashier page in a browser;
\`--port\` sets the first port the bench's servers use (3900).

Each section says when and on what machine it was measured; a run of some suites keeps the others as they were.

<!-- merchants -->
${merchantBlock}<!-- /merchants -->

<!-- transactions -->
${transactionBlock}<!-- /transactions -->

<!-- dashboards -->
${dashboardBlock}<!-- /dashboards -->

<!-- master -->
${masterBlock}<!-- /master -->

## Segmentation: how the effective configuration of one merchant got within 10 ms (issue 16)

A small run measured p95 40,9 ms against the target of 10 ms. Reading \`POST /segmentation/effective\`
(server/areas/segmentation/effective.ts) the answer waited on five round trips one after the other: the scope
check with the merchant, the candidates (one set-based statement, \`segment_assignment_target_idx\` and
\`segment_version_current_idx\`: a handful of rows for one merchant), then the names (\`loadLookups\`: schemes,
features, products; \`namesByLevel\`: outlets, merchants, groups), each set read in turn. The lookups and names
now read at once (\`Promise.all\`): p95 20,7 ms on the 10M database (p50 9,9 ms), measured in process at p50 5,1 ms,
of which the names of the schemes, features and products took half: the default segments name every ADMIN and MDR
scheme of their kind, the same set for every merchant. Those names (reference data, changed only by an approved
edit) are now reused for 5 s per set and day in the process (\`loadLookupsReused\`, describe.ts): in process p50
3,0 ms, over HTTP the figures above. A description may lag an edit by those 5 s; a price never does (the fee
engine reads its own book).

The sharing-fee check first came out different (fee base Rp 2.366.500 more from the raw rows, 0,23 %): the bench's own
segment BENCH-BPR had been dated 2020, so repricing the raw rows applied it to transactions charged before it
existed. Computed without it the raw figures equal the shown ones to the rupiah; the bench now dates its segment
when it adds it, as a real change is dated.

<!-- import -->
${importBlock}<!-- /import -->

<!-- pos -->
${posBlock}<!-- /pos -->

<!-- web -->
${webBlock}<!-- /web -->

<!-- load -->
${loadBlock}<!-- /load -->

<!-- scaling -->
${scalingBlock}<!-- /scaling -->

### What the runs show

- **More instances on the same 2 cores do not add throughput** (440 against 434 requests/s, p95 within 10 %):
  the load generator, nginx, the instances and PostgreSQL already share two cores, and three Node processes
  cost memory (1,7 GB at peak against 0,7 GB) without adding a core. What the runs prove is the topology:
  sessions, rate limits, access changes and jobs work across instances, with zero errors either way.
- **An instance killed**: the reads in flight on it came back 502 and were sent again by the client a second
  later (all of them answered, on the other instances); requests sent after the kill never reached it (nginx
  marks it down on the first refused connection and passes the request on, which it may do even for a POST that
  was not sent). The writes in flight on it failed (502) and were not sent again, so none was doubled; whether
  each had been committed before the process died is not known to the client, which is why money calls
  (a sale, a deposit movement, a disbursement) carry an idempotency key that makes sending them again safe.
- **PostgreSQL restarted** (3,7 s until \`pg_ctlcluster\` returned): statements on the ended connections and the
  connections refused while it was down answered 503 "Database sedang tidak dapat dihubungi. Silakan coba lagi
  sebentar lagi." with Retry-After (server/http/error-handler.ts); most reads answered when sent again a second
  later, 7 that were sent again too early failed, and from 2,4 s after the restart began nothing failed. No
  instance stopped (before this, an ended connection that an instance held between two statements ended the
  instance: server/db/client.ts now listens on every pooled client).

### From here to 100× the load

Everything an instance knows that another must know already lives in PostgreSQL: sessions and their ends, access
changes (LISTEN/NOTIFY), rate-limit counters and sign-in failures, jobs (\`FOR UPDATE SKIP LOCKED\`, returned by a
dying instance's shutdown or picked up after its lease), so API instances are added behind any HTTP load balancer
without sticky sessions, as the runs above do on one machine. Going 100× further is then about the database and
about what is not on this machine: (1) instances on machines of their own, and PostgreSQL on its own with the
instances' pools behind PgBouncer in transaction mode (three instances already hold about thirty connections; a
hundred would pass \`max_connections\`); (2) reads where they are cheap: reports, dashboards and exports already go
to \`DATABASE_READ_URL\`, which can be a pool of replicas, and the dashboards read rollups whose size follows days
and merchants, not transactions; (3) background work on instances of its own (\`JOB_POLL_MS=0\` on the API
instances, the worker instances polling), so an export never competes with a cashier's sale; (4) the history
partitioned by month ("Partitioned history" below) so that indexes stay the size of a month and old months
are detached, not deleted; (5) the rows every write of one place touches (an outlet's stock rows, a deposit
account's balance) stay the limit of that place, not of the whole: the cashier bench above sells 121 sales/s from 50
devices on one outlet, and outlets do not contend with each other. What this machine cannot show is the network
between those machines; each step adds a round trip that the latency figures above do not include.


<!-- notes -->
${kept('notes')}<!-- /notes -->

<!-- ledger -->
${ledgerBlock}<!-- /ledger -->

<!-- disburse -->
${disburseBlock}<!-- /disburse -->
`
writeFileSync(path.resolve(root, args.out), doc)
console.log(`\nwritten: ${args.out}`)
