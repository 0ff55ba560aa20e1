import path from 'node:path'
import { fileURLToPath } from 'node:url'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { BillerHost } from '#contract/developer/biller-host.ts'
import { fail } from '#contract/envelope.ts'
import type { TransactionHost } from '#contract/transactions/host.ts'
import { syncApiCatalogue } from './access/api-catalogue.ts'
import { enforceAccess } from './access/enforce.ts'
import { SimulatedBillerHost } from './areas/developer/biller-host.ts'
import { escalateOverdue } from './areas/help/tickets.ts'
import { SERVER_AREAS } from './areas/index.ts'
import { sweepExpiredHolds } from './areas/ledger/holds.ts'
import { startRollupFolder } from './areas/transactions/rollups/fold.ts'
import { SimulatedHost } from './areas/transactions/sync/host.ts'
import type { BankAdapter } from './areas/wallet/bank-adapter.ts'
import { SimulatedBank } from './areas/wallet/simulated-bank.ts'
import { sessionStore } from './auth/sessions.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { isDataException, unreachable } from './db/errors.ts'
import { type AreaDeps, registerAreas, type ServerArea } from './engine/area.ts'
import type { ResourceRegistry } from './engine/routes.ts'
import { compression } from './http/compression.ts'
import { installErrorHandler } from './http/error-handler.ts'
import { requestIdOf, requestIds } from './http/request-id.ts'
import { noStoreApiAnswers, securityHeaders } from './http/security-headers.ts'
import { inlineScriptHashes, serveSpa } from './http/spa.ts'
import { refuseBadText } from './http/text-input.ts'
import { housekeeping } from './jobs/housekeeping.ts'
import { type JobHandler, startJobWorker } from './jobs/runner.ts'
import { type ScheduledWork, scheduledHandlers } from './jobs/schedule.ts'
import { mailer } from './mail/send.ts'
import { healthRoutes } from './ops/health.ts'
import { maintainHistory } from './ops/history-partitions.ts'
import { metrics } from './ops/metrics.ts'
import { databaseRateLimitStore } from './ops/rate-limit-store.ts'
import { closingGate } from './ops/shutdown.ts'
import { slowQueryLog } from './ops/slow-queries.ts'

z.config(z.locales.id())
z.config({
  customError: (issue) =>
    issue.code === 'unrecognized_keys' ? `Kolom tidak dikenal: ${issue.keys.join(', ')}.` : undefined,
})

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'web')
const BODY_LIMIT = 1024 * 1024

export interface AppOptions {
  config: Config
  database: Database
  /** Serve the built web app from this folder (default dist/web); null serves the API only. */
  webDist?: string | null
  /** Where sync transaction asks for final statuses (default: the demo's simulated host). */
  transactionHost?: TransactionHost
  /** Where the Biller Helper sends inquiries (default: the demo's simulated biller host). */
  billerHost?: BillerHost
  /** The corporate wallet's bank (default: the demo's simulated bank, SIM_BANK_DELAY_MS). */
  bank?: BankAdapter
  /**
   * Check every endpoint's answer against its result schema (default: when NODE_ENV is test). The
   * test harness and the end-to-end server turn it on, so a shape the web relies on is checked where
   * it is produced; production does not pay for it.
   */
  checkResults?: boolean
  /** The areas to serve (default: every area of the product; a test may add one). */
  areas?: readonly ServerArea[]
  /** Where the log's JSON lines go (default: standard output; a test reads them). */
  logStream?: { write(line: string): void }
}

export async function buildApp({
  config,
  database,
  webDist = WEB_DIST,
  transactionHost = new SimulatedHost({ latencyMs: config.syncHostLatencyMs }),
  billerHost = new SimulatedBillerHost({ latencyMs: config.billerHostLatencyMs }),
  bank = new SimulatedBank(database.db, config.simBankDelayMs),
  checkResults = process.env.NODE_ENV === 'test',
  areas = SERVER_AREAS,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-issuer-key"]'],
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false } },
    // The proxy's X-Request-Id when sane, else a UUID; logged as reqId on every line (server/http/request-id.ts).
    genReqId: requestIdOf,
    // While closing, closingGate answers with the envelope instead of Fastify's own 503 body.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  requestIds(app)
  const closing = closingGate(app)
  installErrorHandler(app, { refusedValue: isDataException, unavailable: unreachable })
  slowQueryLog(app, database, config.slowQueryMs)
  const metricsRoute = metrics(app, database, config.metricsKey)

  // An empty JSON body is an empty object (POST /logout, /profile); the rest goes through Fastify's
  // own parser, which guards against prototype poisoning.
  const defaultJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, {})
    defaultJson(request, text, done)
  })
  // No string of any body may carry NUL or a lone surrogate: refused once here, for every route.
  refuseBadText(app)

  await compression(app)
  securityHeaders(app, webDist ? inlineScriptHashes(webDist) : [])
  noStoreApiAnswers(app)
  const sharedLimits =
    database.driver === 'pg' ? databaseRateLimitStore(database.db, config.rateLimitSyncMs) : null
  if (sharedLimits) app.addHook('onClose', () => sharedLimits.stop())
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // API calls are POSTs; pages and their static files (about 40 per first load) are GETs, and must
    // not count, or an office behind one address would be refused on first load.
    allowList: (request) => request.method === 'GET' || request.method === 'HEAD',
    // On PostgreSQL the counters are shared by every instance; a database hiccup does not refuse the call.
    ...(sharedLimits ? { store: sharedLimits.Store, skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...fail(`Terlalu banyak permintaan. Coba lagi dalam ${Math.ceil(ctx.ttl / 1000)} detik.`),
    }),
  })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MINT Dashboard API',
        version: '25.01.01',
        description: 'Semua respons: { success, message, result }',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })

  let jobs: ReadonlyMap<string, JobHandler> = new Map()
  const sessions = sessionStore(database.db, config, database.accessChanges)
  const sendMail = mailer(database.db, config)
  /** The one dependencies object every area is given. */
  const deps: AreaDeps = {
    db: database.db,
    readDb: database.readDb,
    database,
    config,
    sessions,
    sendMail,
    services: { transactionHost, billerHost, bank },
    checkResults,
    jobHandlers: () => jobs,
  }
  app.decorate('apiRoutes', [])
  let resources: ResourceRegistry = new Map()
  await app.register(async (api) => {
    enforceAccess(api, sessions, config)
    healthRoutes(api, database, closing)
    metricsRoute(api)
    ;({ resources, jobs } = registerAreas(api, areas, deps))
  })
  app.decorate('serverResources', resources)
  // The API catalogue follows the routes just registered (issue 4: API master/details).
  app.addHook('onReady', () => syncApiCatalogue(database.db, app.apiRoutes))
  // The rollups' delta is folded in the background while the server runs (issue 14 §8).
  let stopFolder = async () => {}
  app.addHook('onReady', async () => {
    stopFolder = startRollupFolder(database.db, config.rollupFoldMs, (m) => app.log.warn(m))
  })
  app.addHook('onClose', () => stopFolder())
  // Scheduled work, once across the instances (server/jobs/schedule.ts): two-phase holds past their expiry
  // voided (issue 17), complaints past their SLA escalated to the supervisor (server/areas/help), housekeeping,
  // the history's monthly partitions (issue 20 item 4).
  const schedules: ScheduledWork[] = [
    { kind: 'ledger-hold-sweep', everyMs: config.holdSweepMs, run: (db) => sweepExpiredHolds(db) },
    { kind: 'help-escalation', everyMs: config.helpEscalationMs, run: (db) => escalateOverdue(db, sendMail) },
    { kind: 'housekeeping', everyMs: config.housekeepingMs, run: (db) => housekeeping(db, config) },
    {
      kind: 'history-partitions',
      everyMs: config.historyPartitionsMs,
      run: (db) =>
        maintainHistory(db, {
          monthsAhead: config.historyMonthsAhead,
          retentionMonths: config.historyRetentionMonths,
        }),
    },
  ]
  jobs = new Map([...jobs, ...scheduledHandlers(schedules)])
  // Background jobs (docs/ARCHITECTURE.md "Background jobs"): every process runs a worker.
  let stopWorker = async () => {}
  app.addHook('onReady', async () => {
    stopWorker = startJobWorker(database, jobs, schedules, config, (m) => app.log.warn(m))
  })
  app.addHook('onClose', () => stopWorker())
  app.decorate('jobHandlers', jobs)

  if (webDist) await serveSpa(app, webDist)
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml =
      (request.method === 'GET' || request.method === 'HEAD') && request.headers.accept?.includes('text/html')
    if (wantsHtml && app.sendPage) {
      const page = app.sendPage(request.url.split('?')[0] ?? '/', request.headers['accept-encoding'])
      if (page.encoding) reply.header('content-encoding', page.encoding).header('vary', 'Accept-Encoding')
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.body)
    }
    return reply
      .code(404)
      .send(fail(`Alamat ${request.method} ${request.url.split('?')[0]} tidak ditemukan.`))
  })
  return app
}
