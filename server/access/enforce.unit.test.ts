import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { access } from '#contract/access/route-access.ts'
import { loadConfig } from '../config.ts'
import type { CallerResolver } from './caller.ts'
import { enforceAccess } from './enforce.ts'

const noSessions = { resolve: async () => null } satisfies CallerResolver

describe('enforceAccess', () => {
  it('makes start-up fail for a route that declares no access rule', async () => {
    const app = Fastify()
    app.decorate('apiRoutes', [])
    const start = async () => {
      await app.register(async (api) => {
        enforceAccess(api, noSessions, loadConfig({}))
        api.post('/declared', { config: { access: access.public } }, async () => 'ok')
        api.post('/forgotten', async () => 'ok')
      })
      await app.ready()
    }
    await expect(start()).rejects.toThrow('Route POST /forgotten declares no access rule')
  })

  it('starts when every route declares one, and records them', async () => {
    const app = Fastify()
    app.decorate('apiRoutes', [])
    await app.register(async (api) => {
      enforceAccess(api, noSessions, loadConfig({}))
      api.post('/a', { config: { access: access.features('CLIENT_DATA') } }, async () => 'ok')
      api.post('/b', { config: { access: access.session } }, async () => 'ok')
    })
    await app.ready()
    expect(app.apiRoutes.map((r) => `${r.method} ${r.url} ${r.access.kind}`)).toEqual([
      'POST /a features',
      'POST /b session',
    ])
    expect(() => access.features()).toThrow()
    await app.close()
  })
})
