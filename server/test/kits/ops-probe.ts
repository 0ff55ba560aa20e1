import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { access } from '#contract/access/route-access.ts'
import { defineArea } from '#contract/engine/area.ts'
import { defineEndpoint } from '#contract/engine/endpoint.ts'
import type { Db } from '../../db/client.ts'
import { serverArea } from '../../engine/area.ts'
import { rowsOf } from '../../engine/query.ts'
import type { JobHandler } from '../../jobs/runner.ts'

/**
 * A probe area for the operability tests (issue 20): a call that takes as long as asked (a request in
 * flight during shutdown) and job kinds that record each run, fail, or hang until the test lets them go
 * (a worker that dies holding its lease, a job running during shutdown). It lives only in the tests.
 */
const slow = defineEndpoint({
  path: '/ops-probe/slow',
  access: access.public,
  summary: 'Uji: menjawab setelah ms milidetik',
  body: z.strictObject({
    ms: z.number().int().min(0).max(10_000),
    /** Where the time is spent: a timer, the database (pg_sleep: a slow query), or a crash (500) at once. */
    where: z.enum(['timer', 'database', 'crash']).default('timer'),
  }),
  result: z.object({ waitedMs: z.number() }),
})
const contractProbe = defineArea({ name: 'developer', resources: {}, endpoints: { slow }, pages: [] })

export const PROBE_RECORD = 'ops-probe-record'
export const PROBE_FAIL = 'ops-probe-fail'
export const PROBE_HANG = 'ops-probe-hang'
export const PROBE_FAILURE = 'Bank tujuan tidak menjawab (uji).'

/** The table each run of PROBE_RECORD writes to; a test creates it on its database. */
export const createProbeTable = (db: Db) =>
  db.execute(
    sql`create table if not exists ops_probe_run (job_id bigint not null, instance text not null, at timestamptz not null default now())`,
  )

const quiet = { features: [], inScope: async () => false } as const

/**
 * One instance's probe: `instance` names it in the runs it records; `hangLeaseMs` is PROBE_HANG's lease. A
 * hanging run renews its lease every 50 ms (progress) until `releaseHanging`, then commits its run, fenced;
 * after `die` it neither renews nor finishes, as a process killed mid-job.
 */
export function opsProbe(instance: string, hangLeaseMs = 60_000) {
  const hanging = new Set<{ go: boolean }>()
  let hangStarted = 0
  let dead = false
  let slowStarted = 0
  const jobs: Record<string, JobHandler> = {
    [PROBE_RECORD]: {
      ...quiet,
      async run(ctx) {
        await ctx.db.execute(
          sql`insert into ops_probe_run (job_id, instance) values (${ctx.id}, ${instance})`,
        )
        return { instance }
      },
    },
    [PROBE_FAIL]: {
      ...quiet,
      async run() {
        throw new Error(PROBE_FAILURE)
      },
    },
    [PROBE_HANG]: {
      ...quiet,
      leaseMs: hangLeaseMs,
      async run(ctx) {
        hangStarted++
        const run = { go: false }
        hanging.add(run)
        while (!run.go) {
          await sleep(50)
          if (dead) await new Promise(() => {})
          await ctx.progress(50, `Menunggu uji (${instance})`)
        }
        // Fenced as a real handler commits (server/areas/retail/import/job.ts): only while the attempt is its own.
        await ctx.db.transaction(async (tx) => {
          const [job] = rowsOf(
            await tx.execute(sql`select attempts, state from job where id = ${ctx.id} for update`),
          )
          if (Number(job?.attempts) !== ctx.attempt || job?.state !== 'running')
            throw new Error('Pekerjaan ini sudah diambil alih proses lain.')
          await tx.execute(sql`insert into ops_probe_run (job_id, instance) values (${ctx.id}, ${instance})`)
        })
        return { instance }
      },
    },
  }
  const area = serverArea(contractProbe, ({ db }) => ({
    resources: {},
    endpoints: {
      slow: async (request) => {
        slowStarted++
        const { ms, where } = request.body
        if (where === 'database') await db.execute(sql`select pg_sleep(${ms / 1000})`)
        else if (where === 'crash') throw new Error('Kegagalan uji yang tidak tertangani.')
        else await sleep(ms)
        return { waitedMs: ms }
      },
    },
    jobs,
  }))
  return {
    area,
    /** How many calls of /ops-probe/slow have reached their handler. */
    slowStarted: () => slowStarted,
    /** How many PROBE_HANG runs have started here. */
    hangStarted: () => hangStarted,
    /** Lets every hanging run of this instance go on (it then tries to commit its run). */
    releaseHanging() {
      for (const run of hanging) run.go = true
      hanging.clear()
    },
    /** This instance's hanging runs stop as a killed process would: no renewal, no commit. */
    die() {
      dead = true
    },
  }
}
