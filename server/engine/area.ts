import type { FastifyInstance } from 'fastify'
import type { BillerHost } from '#contract/developer/biller-host.ts'
import type { AreaDef } from '#contract/engine/area.ts'
import type { ResourceDef } from '#contract/engine/resource.ts'
import type { TransactionHost } from '#contract/transactions/host.ts'
import type { BankAdapter } from '../areas/wallet/bank-adapter.ts'
import type { SessionStore } from '../auth/sessions.ts'
import type { Config } from '../config.ts'
import type { Database, Db } from '../db/client.ts'
import type { JobHandler } from '../jobs/runner.ts'
import type { SendMail } from '../mail/send.ts'
import { type HandlerOf, handle } from './endpoint.ts'
import type { ServerResource } from './resource.ts'
import { type ResourceRegistry, registerResource } from './routes.ts'

/** What every area's server half is given: the same object for all (server/app.ts builds it once). */
export interface AreaDeps {
  db: Db
  /**
   * The read replica (DATABASE_READ_URL) or, without one, `db` itself: for reports, dashboards and exports only,
   * never for a write or a read that must see the caller's own write (server/db/client.ts).
   */
  readDb: Db
  database: Database
  config: Config
  sessions: SessionStore
  sendMail: SendMail
  /** Set by the app options; areas that need outside systems read them from here. */
  services: AreaServices
  /** Check every endpoint's answer against its result schema (tests, the end-to-end server). */
  checkResults: boolean
  /** Every area's background job kinds, once registered (the one status call reads them all). */
  jobHandlers: () => ReadonlyMap<string, JobHandler>
}

/** Outside systems an area talks to, replaceable in tests. */
export interface AreaServices {
  transactionHost: TransactionHost
  billerHost: BillerHost
  /** The corporate wallet's bank: account inquiry, transfer, advice (server/areas/wallet/bank-adapter.ts). */
  bank: BankAdapter
}

/**
 * The server half of an area, typed against its contract: a server resource for every declared
 * resource and a handler for every declared endpoint, or the type check fails. `routes` registers
 * what an engine generates from other declarations (the report calls); it is not for hand routes.
 */
export interface ServerAreaHalf<A extends AreaDef> {
  resources: { [K in keyof A['resources']]: ServerResource | CustomResource }
  endpoints: { [K in keyof A['endpoints']]: HandlerOf<A['endpoints'][K]> }
  routes?: (api: FastifyInstance) => void
  /** Background jobs of the area, by kind (docs/ARCHITECTURE.md "Background jobs"). */
  jobs?: Record<string, JobHandler>
}

/**
 * A resource whose rows the engine cannot read with one fixed statement: the device activity summary,
 * computed per request over the days the request names. It is declared (so the consistency tests and the
 * menu know it) but its list is an endpoint of its area, not the engine's /list.
 */
export interface CustomResource {
  readonly def: ResourceDef
  readonly custom: true
}
export const customResource = (def: ResourceDef): CustomResource => ({ def, custom: true })

export interface ServerArea {
  readonly area: AreaDef
  readonly build: (deps: AreaDeps) => ServerAreaHalf<AreaDef>
}

export const serverArea = <A extends AreaDef>(
  area: A,
  build: (deps: AreaDeps) => ServerAreaHalf<A>,
): ServerArea => ({ area, build: build as unknown as ServerArea['build'] })

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every resource the engine registered, by name (the custom ones aside): their data scope and refs, for
     * the generated scope probe (server/access/scope-probe.api.test.ts), as `apiRoutes` is for the routes.
     */
    serverResources: ResourceRegistry
    /** Every background job kind the areas declared (docs/ARCHITECTURE.md "Background jobs"). */
    jobHandlers: ReadonlyMap<string, JobHandler>
  }
}

/**
 * Registers every area: their resources through the engine, their endpoints through `handle`. Answers
 * the registry of the engine's resources.
 */
export function registerAreas(
  api: FastifyInstance,
  areas: readonly ServerArea[],
  deps: AreaDeps,
): { resources: ResourceRegistry; jobs: Map<string, JobHandler> } {
  const halves = areas.map((a) => ({ area: a.area, half: a.build(deps) }))
  const resources = halves
    .flatMap(({ half }) => Object.values(half.resources))
    .filter((r): r is ServerResource => !('custom' in r))
  const registry: ResourceRegistry = new Map(resources.map((r) => [r.def.name, r]))
  for (const { area, half } of halves) {
    for (const [key, def] of Object.entries(area.resources)) {
      const r = half.resources[key]
      if (!r || r.def !== def)
        throw new Error(`${area.name}.${key}: the server resource is not for this declaration`)
      if ('custom' in r) continue
      registerResource(api, deps.db, r, registry, deps.sendMail, deps.database.driver, {
        checkResults: deps.checkResults,
        readDb: deps.readDb,
      })
    }
    for (const [key, endpoint] of Object.entries(area.endpoints)) {
      const handler = half.endpoints[key]
      if (!handler) throw new Error(`${area.name}.${key}: no handler`)
      handle(api, endpoint, handler as never, { tags: [area.name], checkResults: deps.checkResults })
    }
    half.routes?.(api)
  }
  const jobs = new Map<string, JobHandler>()
  for (const { half } of halves)
    for (const [kind, job] of Object.entries(half.jobs ?? {})) {
      if (jobs.has(kind)) throw new Error(`job kind ${kind} declared twice`)
      jobs.set(kind, job)
    }
  return { resources: registry, jobs }
}
