import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ServerProcess, startServer } from '../../server/test/server-process.ts'
import { startNginx } from '../cluster/nginx.ts'
import { driveUsers, type LoadOptions, type LoadResult, type LoadTarget, prepareLoad } from './load.ts'
import type { Group } from './load-visits.ts'

/**
 * The scaling suite (issue 20 targets; docs/PERFORMANCE.md "Scaling"): the load suite's users and mix of pages
 * (load.ts, load-visits.ts) on one demo database, through nginx in front of 1 instance, then of `instances`
 * (scripts/cluster: least_conn, reads of a dead instance passed on); then on `instances` again while one of them
 * is killed (SIGKILL, no shutdown) a third of the way in, and, when `pgRestart` names a command, while
 * PostgreSQL is restarted. In the last two the users' client sends a failed read once more after a second, as the
 * web app's queries do (TanStack Query, retry 1); a write is never sent twice (the app's mutations are not
 * retried), so none can be duplicated.
 */
export interface ScalingOptions extends LoadOptions {
  instances: number
  /** A shell command that restarts PostgreSQL (e.g. `pg_ctlcluster 15 main restart`); empty: that run is skipped. */
  pgRestart: string
}

type Run = LoadResult & Awaited<ReturnType<typeof driveUsers>>

interface Cluster {
  servers: ServerProcess[]
  target: LoadTarget
  stop: () => Promise<void>
}

async function startCluster(url: string, port: number, instances: number): Promise<Cluster> {
  const ports = Array.from({ length: instances }, (_, i) => port + 1 + i)
  const servers = await Promise.all(
    ports.map((p) =>
      startServer({ DATABASE_URL: url, SEED_DEMO: 'false', SKIP_WEB_BUILD: 'true', TRUST_PROXY: 'true' }, p),
    ),
  )
  const dir = mkdtempSync(path.join(tmpdir(), 'mint-bench-nginx-'))
  const nginx = await startNginx({ port, upstreamPorts: ports, dir, output: 'ignore' })
  const alive = new Set(servers)
  return {
    servers,
    target: {
      base: nginx.base,
      pids: () =>
        [...alive].filter((s) => s.child.exitCode === null && s.child.signalCode === null).map((s) => s.pid),
    },
    stop: async () => {
      await nginx.stop()
      await Promise.all([...alive].map((s) => s.stop()))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const sh = (command: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { stdio: 'ignore' })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command}: exit ${code}`))))
  })

export async function benchScaling(opts: ScalingOptions, pgVersion: string): Promise<string> {
  const t0 = performance.now()
  opts.log(`scaling: preparing a demo database and ${opts.users} users…`)
  const prepared = await prepareLoad(opts)
  const prepSeconds = (performance.now() - t0) / 1000
  const runs: { name: string; instances: number; run: Run; event?: string }[] = []
  const once = async (
    name: string,
    instances: number,
    event?: (c: Cluster) => { name: string; act: () => Promise<void> },
  ) => {
    opts.log(`scaling: ${name}…`)
    const cluster = await startCluster(prepared.url, opts.port, instances)
    try {
      const e = event?.(cluster)
      const target: LoadTarget = e
        ? {
            ...cluster.target,
            retryReads: true,
            events: [{ atSeconds: Math.round(opts.seconds / 3), ...e }],
          }
        : cluster.target
      const run = (await driveUsers(opts, prepared.world, target, prepSeconds)) as Run
      runs.push({ name, instances, run, ...(e ? { event: e.name } : {}) })
      opts.log(
        `scaling: ${name}: ${run.total.requests} requests, p95 ${run.total.p95.toFixed(1)} ms, ${run.total.errors} errors`,
      )
    } finally {
      await cluster.stop()
    }
  }
  try {
    await once('1 instance', 1)
    await once(`${opts.instances} instances`, opts.instances)
    await once(`${opts.instances} instances, one killed`, opts.instances, (c) => ({
      name: 'an instance killed (SIGKILL)',
      act: async () => {
        const victim = c.servers[0]
        if (victim) await victim.kill()
      },
    }))
    if (opts.pgRestart)
      await once(`${opts.instances} instances, PostgreSQL restarted`, opts.instances, () => ({
        name: 'PostgreSQL restarted',
        act: () => sh(opts.pgRestart),
      }))
  } finally {
    await prepared.drop()
  }
  return scalingSection(opts, runs, pgVersion, prepSeconds)
}

const ms = (n: number) => n.toFixed(1)
/** Seconds relative to the incident: −0,4 s (sent before it), +2,4 s (after). */
const signed = (seconds: number) => `${seconds < 0 ? '−' : '+'}${Math.abs(seconds).toFixed(1)} s`
const fmt = (n: number) => Math.round(n).toLocaleString('id-ID')

function scalingSection(
  opts: ScalingOptions,
  runs: { name: string; instances: number; run: Run; event?: string }[],
  pgVersion: string,
  prepSeconds: number,
): string {
  const plain = runs.filter((r) => !r.event)
  const groups = plain[0]?.run.groups.map((g) => g.group) ?? []
  const cell = (r: Run, group: Group | 'all') => {
    const g = group === 'all' ? r.total : r.groups.find((x) => x.group === group)
    return g ? `${fmt(g.rps)} req/s · p95 ${ms(g.p95)} ms${g.errors ? ` · **${g.errors} errors**` : ''}` : ''
  }
  const comparison = [...groups, 'all' as const].map(
    (g) => `| ${g} | ${plain.map((p) => cell(p.run, g)).join(' | ')} |`,
  )
  const incidents = runs
    .filter((r) => r.event)
    .map((r) => {
      const all = [...r.run.samples.values()].flat()
      const writes = r.run.samples.get('writes') ?? []
      const retried = all.filter((s) => s.retried)
      const readsFailed = all.filter((s) => !s.ok && !writes.includes(s))
      const writesFailed = writes.filter((s) => !s.ok)
      const at = r.run.eventTimes.find((e) => e.name === r.event)?.at ?? 0
      const done = r.run.eventTimes.find((e) => e.name === `${r.event}: done`)?.at
      const failures = all.filter((s) => !s.ok || s.retried)
      const last = failures.length > 0 ? Math.max(...failures.map((s) => s.at)) : null
      return `| ${r.name} | ${at.toFixed(1)} s${done !== undefined ? ` (done at ${done.toFixed(1)} s)` : ''} | ${fmt(all.length)} | ${retried.length} (${retried.filter((s) => s.ok).length} then answered) | ${readsFailed.length} | ${writesFailed.length} | ${last === null ? 'none' : signed(last - at)} | p95 ${ms(r.run.total.p95)} ms |`
    })
  const errorLines = runs
    .filter((r) => r.run.errorSamples.length > 0)
    .map((r) => `- ${r.name}: ${r.run.errorSamples.slice(0, 4).join('; ')}`)
  return `## Scaling (issue 20)

PostgreSQL ${pgVersion}. The load suite's ${opts.users} signed-in users and mix of pages (above: lists, reports with
their totals, exports, writes, ${opts.thinkMs > 0 ? `pausing 0–${2 * opts.thinkMs} ms` : 'no pause between pages'}) for ${opts.seconds} s a run, on one demo database
(${fmt(opts.transactions)} transactions, prepared in ${prepSeconds.toFixed(0)} s), through nginx (scripts/cluster/nginx.ts: least_conn)
in front of the instances (server/main.ts, TRUST_PROXY); load generator, nginx, every instance and PostgreSQL share
the machine's 2 cores.

| group | ${plain.map((p) => p.name).join(' | ')} |
|---|${plain.map(() => '---').join('|')}|
${comparison.join('\n')}

Server memory at peak (all instances): ${plain.map((p) => `${p.name} ${p.run.rssPeakMb.toFixed(0)} MB`).join(', ')}.

Incidents, ${opts.instances} instances, a third of the way into the run; the client sends a failed read (no answer,
502, 503, 504) once more after a second, as the web app's queries do, and never sends a write twice:

| run | at | requests | reads sent again | reads failed after that | writes failed (not resent) | last failed request sent, from the incident | all requests |
|---|---|---:|---|---:|---:|---|---|
${incidents.join('\n')}
${errorLines.length > 0 ? `\nWhat failed:\n${errorLines.join('\n')}\n` : ''}`
}
