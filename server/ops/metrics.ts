import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { access } from '#contract/access/route-access.ts'
import { safeEqual } from '../crypto/tokens.ts'
import type { Database } from '../db/client.ts'
import { rowsOf } from '../engine/query.ts'
import { unauthorized } from '../http/errors.ts'

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
/** A request no route matched (a 404, a page of the web app): one label, not one per URL. */
const UNMATCHED = 'unmatched'

/**
 * GET /metrics in Prometheus' text format (issue 20 item 6), for a scraper holding METRICS_KEY
 * (`Authorization: Bearer …`); without a key configured the route does not exist and nothing is collected.
 * Requests are counted and timed per route pattern (`/merchant/list`, never the raw URL, so the series stay
 * few), 5xx answers counted apart, every statement timed (the database's own tap), and read at each
 * scrape: the job queue by state and, on PostgreSQL, the pool's connections. A registry per app, so several
 * apps in one process (the tests) keep their own figures. Answers what registers the route in the API plugin.
 */
export function metrics(
  app: FastifyInstance,
  database: Database,
  key: string,
): (api: FastifyInstance) => void {
  if (!key) return () => {}
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'mint_' })
  const requests = new Counter({
    name: 'mint_http_requests_total',
    help: 'Permintaan HTTP yang dijawab, per rute, metode dan status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const errors = new Counter({
    name: 'mint_http_errors_total',
    help: 'Jawaban 5xx, per rute, metode dan status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'mint_http_request_duration_seconds',
    help: 'Lama menjawab permintaan HTTP, per rute dan metode',
    labelNames: ['method', 'route'] as const,
    buckets: SECONDS,
    registers: [registry],
  })
  const queries = new Histogram({
    name: 'mint_db_query_duration_seconds',
    help: 'Lama tiap perintah SQL',
    buckets: SECONDS,
    registers: [registry],
  })
  new Gauge({
    name: 'mint_job_queue_depth',
    help: 'Pekerjaan latar di antrean (queued: menunggu, running: sedang dikerjakan)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = new Map([
        ['queued', 0],
        ['running', 0],
      ])
      for (const r of rowsOf(
        await database.db.execute(
          sql`select state, count(*)::int as n from job where state in ('queued', 'running') group by state`,
        ),
      ))
        counts.set(String(r.state), Number(r.n))
      for (const [state, n] of counts) this.set({ state }, n)
    },
  })
  const poolUse = database.poolUse
  if (poolUse)
    new Gauge({
      name: 'mint_db_pool_connections',
      help: 'Koneksi pool PostgreSQL proses ini (total, idle, waiting: permintaan menunggu koneksi)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse()
        this.set({ state: 'total' }, use.total)
        this.set({ state: 'idle' }, use.idle)
        this.set({ state: 'waiting' }, use.waiting)
      },
    })

  const unsubscribe = database.onQuery((ms) => queries.observe(ms / 1000))
  app.addHook('onClose', async () => unsubscribe())
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status: String(reply.statusCode),
    }
    requests.inc(labels)
    if (reply.statusCode >= 500) errors.inc(labels)
    latency.observe({ method: labels.method, route: labels.route }, reply.elapsedTime / 1000)
  })

  return (api) =>
    api.get(
      '/metrics',
      {
        schema: {
          tags: ['system'],
          summary: 'Metrik Prometheus (Authorization: Bearer METRICS_KEY)',
          hide: true,
        },
        config: { access: access.public },
      },
      async (request, reply) => {
        const header = request.headers.authorization ?? ''
        if (!safeEqual(header, `Bearer ${key}`)) throw unauthorized('Kunci metrik tidak valid.')
        const text = await registry.metrics()
        return reply.type(registry.contentType).send(text)
      },
    )
}
