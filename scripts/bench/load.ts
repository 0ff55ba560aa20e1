import os from 'node:os'
import { asc, count, eq, sql } from 'drizzle-orm'
import { FEATURE_NAMES } from '../../contract/access/features.ts'
import { prepareDatabase } from '../../server/bootstrap/prepare.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/client.ts'
import { client, merchant } from '../../server/db/schema/index.ts'
import { rowsOf } from '../../server/engine/query.ts'
import { createSegment, createUser, DEMO_PASSWORD } from '../../server/seed/access.ts'
import { Rng, Weighted } from '../../server/seed/transactions/random.ts'
import { type HttpPool, httpPool } from '../../server/test/http-pool.ts'
import { createScratchDatabase } from '../../server/test/scratch.ts'
import { signIn, startServer } from '../../server/test/server-process.ts'
import { GROUPS, type Group, type Send, scopeOf, type User, VISITS, type World } from './load-visits.ts'
import { pct, rssMb } from './measure.ts'

/**
 * The load suite (issue 13, "Load"): many signed-in users at once on PostgreSQL, each opening pages as
 * the web app does (the calls a page makes, in its order) one after the other for a fixed time, over
 * a weighted mix of the home page, resource lists, transaction reports with their totals, small exports
 * and writes of their own rows. Every request is timed and judged (an error is any answer that is not
 * 2xx with success, or no answer); figures per route group go to docs/PERFORMANCE.md.
 */
export interface LoadOptions {
  /** The PostgreSQL server (DATABASE_URL); the suite works in a scratch database of its own. */
  serverUrl: string
  users: number
  seconds: number
  /** Pause of a user between two page visits, drawn from [0, 2 × thinkMs] (0: the next at once). */
  thinkMs: number
  /** Transactions of the demo data set (its default is 200,000 over 90 days). */
  transactions: number
  port: number
  log: (msg: string) => void
}

interface Sample {
  ms: number
  ok: boolean
  /** Seconds since the clock started, when it was sent. */
  at: number
  /** A read that failed for want of an instance or the database and was sent again (as the web app's queries are). */
  retried?: boolean
}
interface GroupResult {
  group: Group
  paths: string[]
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
  errors: number
}

export type { Sample }
export interface LoadResult {
  options: Omit<LoadOptions, 'serverUrl' | 'log'>
  scoped: number
  clients: number
  merchants: number
  prepSeconds: number
  signInSeconds: number
  visits: number
  groups: GroupResult[]
  total: Omit<GroupResult, 'group' | 'paths'>
  errorSamples: string[]
  rssBeforeMb: number
  rssPeakMb: number
  /** When and where it ran (the document's header dates the suites that ran last; this one may be older). */
  ranOn: string
}

export async function prepareLoad(
  opts: LoadOptions,
): Promise<{ url: string; drop: () => Promise<void>; world: World }> {
  const scratch = await createScratchDatabase(opts.serverUrl, 'mint_bench_load')
  const database = await openDatabase({ databaseUrl: scratch.url })
  try {
    const config = {
      ...loadConfig({ LOG_LEVEL: 'warn' }),
      seedDemo: true,
      demoTransactions: opts.transactions,
    }
    await prepareDatabase(database, config, () => {})
    const { db } = database
    const clients = await db
      .select({ id: client.id, code: client.code })
      .from(client)
      .orderBy(asc(client.code))
    const world: World = {
      clients: await Promise.all(
        clients.map(async (c) => ({
          ...c,
          merchantIds: (
            await db
              .select({ id: merchant.id })
              .from(merchant)
              .where(eq(merchant.clientId, c.id))
              .orderBy(asc(merchant.id))
              .limit(3)
          ).map((m) => m.id),
        })),
      ),
      merchants: (await db.select({ n: count() }).from(merchant))[0]?.n ?? 0,
      lastDay: '',
    }
    const [last] = rowsOf(await db.execute(sql`select max(day)::text as day from trx_daily`))
    world.lastDay = String(last?.day ?? new Date().toISOString().slice(0, 10))
    // Users of their own (not one account signed in many times): each has its own session, access cache
    // entry and throttle key, as real users do.
    const segmentId = await createSegment(db, {
      code: 'BENCH_LOAD',
      name: 'Bench beban',
      features: FEATURE_NAMES,
    })
    for (let i = 0; i < opts.users; i++) {
      const scope = scopeOf(i, world)
      await createUser(db, {
        username: userName(i),
        email: `${userName(i)}@bench.mint.local`,
        fullName: `Pengguna Beban ${i}`,
        password: DEMO_PASSWORD,
        roleSegmentId: segmentId,
        userTypeLevel: scope ? 'CLIENT' : 'ALL',
        userTypeValue: scope?.code ?? '',
      })
    }
    return { url: scratch.url, drop: scratch.drop, world }
  } finally {
    await database.close()
  }
}
const userName = (i: number) => `beban${String(i).padStart(4, '0')}`

export async function benchLoad(opts: LoadOptions): Promise<LoadResult> {
  const t0 = performance.now()
  opts.log(
    `preparing a demo database (${opts.transactions.toLocaleString('id-ID')} transactions) and ${opts.users} users…`,
  )
  const prepared = await prepareLoad(opts)
  const prepSeconds = (performance.now() - t0) / 1000
  const server = await startServer(
    { DATABASE_URL: prepared.url, SEED_DEMO: 'false', SKIP_WEB_BUILD: 'true' },
    opts.port,
  )
  try {
    return await driveUsers(
      opts,
      prepared.world,
      { base: server.base, pids: () => [server.pid] },
      prepSeconds,
    )
  } finally {
    await server.stop()
    await prepared.drop()
  }
}

/** Where the users send their requests: one server, or nginx in front of several (scaling.ts). */
export interface LoadTarget {
  base: string
  /** The server processes now running (their memory is summed). */
  pids: () => number[]
  /** Reads that fail for want of an instance or the database are sent once more, as TanStack Query does. */
  retryReads?: boolean
  /** Things done to the system while the users work (an instance killed, PostgreSQL restarted). */
  events?: { atSeconds: number; name: string; act: () => Promise<void> }[]
}

/** A failure a client may meet when an instance or the database goes away: no answer, a gateway or 503. */
const transient = (status: number | null) =>
  status === null || status === 502 || status === 503 || status === 504

/** The users sign in on the target, then work for opts.seconds; every request timed and judged. */
export async function driveUsers(
  opts: LoadOptions,
  world: World,
  target: LoadTarget,
  prepSeconds: number,
): Promise<LoadResult & { samples: Map<Group, Sample[]>; eventTimes: { name: string; at: number }[] }> {
  // One kept-alive connection per user, as each user's browser has its own.
  const http: HttpPool = httpPool(target.base, opts.users)
  try {
    const t1 = performance.now()
    const users: User[] = []
    // Sign-in hashes the password (argon2id) on the server: a few at a time, before the clock starts.
    for (let i = 0; i < opts.users; i += 4) {
      const batch = Array.from({ length: Math.min(4, opts.users - i) }, (_, k) => i + k)
      users.push(
        ...(await Promise.all(
          batch.map(async (index) => {
            const scope = scopeOf(index, world)
            const rng = new Rng(1000 + index)
            return {
              index,
              token: await signIn(target.base, userName(index), DEMO_PASSWORD),
              rng,
              clientOf: () => scope ?? rng.pick(world.clients),
              seq: 0,
            }
          }),
        )),
      )
    }
    const signInSeconds = (performance.now() - t1) / 1000
    opts.log(`${users.length} users signed in (${signInSeconds.toFixed(0)} s); running ${opts.seconds} s…`)

    const samples = new Map<Group, Sample[]>(GROUPS.map((g) => [g, []]))
    const paths = new Map<Group, Set<string>>(GROUPS.map((g) => [g, new Set()]))
    const errorSamples = new Map<string, number>()
    let started = performance.now()
    const attempt = async (path: string, body: object, token: string) => {
      try {
        const answer = await http.post(path, body, token)
        const ok = answer.status < 300 && answer.success
        return {
          ok,
          status: answer.status as number | null,
          result: answer.result,
          problem: ok ? '' : `${answer.status} ${answer.message}`,
        }
      } catch (err) {
        return {
          ok: false,
          status: null,
          result: undefined as unknown,
          problem: `no answer: ${(err as Error).message}`,
        }
      }
    }
    const send: Send = async (group, path, body, user) => {
      const sentAt = performance.now()
      let a = await attempt(path, body, user.token)
      let retried = false
      if (!a.ok && target.retryReads && group !== 'writes' && transient(a.status)) {
        // TanStack Query's first retry waits a second (web/src/app/providers.tsx: retry 1).
        await new Promise((r) => setTimeout(r, 1000))
        retried = true
        a = await attempt(path, body, user.token)
      }
      samples
        .get(group)
        ?.push({ ms: performance.now() - sentAt, ok: a.ok, at: (sentAt - started) / 1000, retried })
      paths
        .get(group)
        ?.add(
          group === 'lists'
            ? '/{resource}/list'
            : path.replace(/^\/transaction\/[^/]+\//, '/transaction/{report}/'),
        )
      if (!a.ok) {
        const key = `${group}: ${path} → ${a.problem}`
        errorSamples.set(key, (errorSamples.get(key) ?? 0) + 1)
      }
      return { ok: a.ok, result: a.result }
    }
    const visits = new Weighted(VISITS, (v) => v.weight)
    const rss = () => target.pids().reduce((sum, pid) => sum + rssMb(pid), 0)
    const rssBeforeMb = rss()
    let rssPeakMb = rssBeforeMb
    const rssTimer = setInterval(() => {
      try {
        rssPeakMb = Math.max(rssPeakMb, rss())
      } catch {
        // An instance killed on purpose between listing and reading.
      }
    }, 250)
    let visitCount = 0
    started = performance.now()
    const deadline = started + opts.seconds * 1000
    const eventTimes: { name: string; at: number }[] = []
    const timers = (target.events ?? []).map((e) =>
      setTimeout(() => {
        eventTimes.push({ name: e.name, at: (performance.now() - started) / 1000 })
        opts.log(`${e.name} at ${e.atSeconds} s`)
        void e
          .act()
          .then(() => eventTimes.push({ name: `${e.name}: done`, at: (performance.now() - started) / 1000 }))
      }, e.atSeconds * 1000),
    )
    await Promise.all(
      users.map(async (u) => {
        while (performance.now() < deadline) {
          await visits.draw(u.rng).run(u, send, world)
          visitCount++
          if (opts.thinkMs > 0) await new Promise((r) => setTimeout(r, u.rng.int(0, 2 * opts.thinkMs)))
        }
      }),
    )
    for (const t of timers) clearTimeout(t)
    const elapsed = (performance.now() - started) / 1000
    clearInterval(rssTimer)

    const summarise = (all: Sample[]) => {
      const ms = all.map((s) => s.ms).sort((a, b) => a - b)
      return {
        requests: all.length,
        rps: all.length / elapsed,
        p50: pct(ms, 50),
        p95: pct(ms, 95),
        p99: pct(ms, 99),
        max: ms[ms.length - 1] ?? 0,
        errors: all.filter((s) => !s.ok).length,
      }
    }
    return {
      options: {
        users: opts.users,
        seconds: opts.seconds,
        thinkMs: opts.thinkMs,
        transactions: opts.transactions,
        port: opts.port,
      },
      scoped: users.filter((u) => scopeOf(u.index, world)).length,
      clients: world.clients.length,
      merchants: world.merchants,
      prepSeconds,
      signInSeconds,
      visits: visitCount,
      groups: GROUPS.map((group) => ({
        group,
        paths: [...(paths.get(group) ?? [])].sort(),
        ...summarise(samples.get(group) ?? []),
      })),
      total: summarise([...samples.values()].flat()),
      errorSamples: [...errorSamples].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n} × ${k}`),
      rssBeforeMb,
      rssPeakMb,
      ranOn: `${new Date().toISOString().slice(0, 10)} (${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load generator, server and PostgreSQL on the same machine)`,
      samples,
      eventTimes,
    }
  } finally {
    await http.close()
  }
}

const ms = (n: number) => n.toFixed(1)
const fmt = (n: number) => Math.round(n).toLocaleString('id-ID')

/** The load block of docs/PERFORMANCE.md. */
export function loadSection(r: LoadResult, pgVersion: string): string {
  const o = r.options
  const rows = r.groups.map(
    (g) =>
      `| ${g.group} | ${g.paths.map((p) => `\`${p}\``).join(', ')} | ${fmt(g.requests)} | ${fmt(g.rps)} | ${ms(g.p50)} | ${ms(g.p95)} | ${ms(g.p99)} | ${ms(g.max)} | ${g.errors} |`,
  )
  const t = r.total
  return `## Load: ${o.users} signed-in users for ${o.seconds} s (issue 13)

Run on ${r.ranOn}.

PostgreSQL ${pgVersion}. Data: the demo data set (${r.clients} clients, ${fmt(r.merchants)} merchants, ${fmt(o.transactions)} transactions over 90 days) in a
scratch database, prepared with ${o.users} users in ${r.prepSeconds.toFixed(0)} s; ${r.scoped} of them see one client's data, the
others all data. The users signed in beforehand, four at a time (${r.signInSeconds.toFixed(0)} s: argon2id on the server), each then
opens pages over its own kept-alive connection, ${o.thinkMs > 0 ? `pausing 0–${2 * o.thinkMs} ms between pages` : 'the next page as soon as the last answered (no pause: the worst case)'},
sending the calls the web app sends for that page. ${fmt(r.visits)} page visits, drawn per user from a seeded stream:
${VISITS.map((v) => `- ${v.weight}%: ${v.name}`).join('\n')}

Rate limit and sign-in throttle raised as for the other suites (one address sends everything). Times are per
request, from sending it to the last byte of the answer; an error is any answer other than 2xx with success, or
none.

| group | calls | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |
|---|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}
| all | | ${fmt(t.requests)} | ${fmt(t.rps)} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.p99)} | ${ms(t.max)} | ${t.errors} |

Server RSS ${r.rssBeforeMb.toFixed(0)} MB before, ${r.rssPeakMb.toFixed(0)} MB at peak.
Target: zero errors: ${
    t.errors === 0
      ? '**met**'
      : `**not met** (${t.errors}):\n\n${r.errorSamples
          .slice(0, 10)
          .map((e) => `- ${e}`)
          .join('\n')}`
  }.
`
}
