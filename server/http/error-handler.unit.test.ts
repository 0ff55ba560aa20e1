import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { unreachable } from '../db/errors.ts'
import { installErrorHandler, UNAVAILABLE_MESSAGE } from './error-handler.ts'

/** A database that cannot be reached is a 503 a client may retry, never a 500 (issue 20: PostgreSQL restarted). */
describe('the error handler and an unreachable database', () => {
  const appThrowing = (error: Error) => {
    const app = Fastify()
    installErrorHandler(app, { unavailable: unreachable })
    app.post('/x', async () => {
      throw error
    })
    return app
  }
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
  // What Drizzle throws around the driver's error while PostgreSQL shuts down.
  const shutdown = Object.assign(new Error('Failed query: select 1'), {
    cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  })

  it('answers 503 with Retry-After and the envelope', async () => {
    // A pooled client whose connection PostgreSQL had ended, handed out again before the pool noticed.
    const gone = Object.assign(new Error('Failed query: select 1'), {
      cause: new Error('Client has encountered a connection error and is not queryable'),
    })
    for (const error of [refused, shutdown, gone, new Error('Connection terminated unexpectedly')]) {
      const app = appThrowing(error)
      const res = await app.inject({ method: 'POST', url: '/x' })
      expect(res.statusCode, error.message).toBe(503)
      expect(res.headers['retry-after']).toBe('5')
      expect(res.json()).toMatchObject({ success: false, message: UNAVAILABLE_MESSAGE })
      await app.close()
    }
  })

  it('leaves a statement the database refused, and other errors, as they were', async () => {
    const unique = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
    })
    expect(unreachable(unique)).toBe(false)
    expect(unreachable('ECONNREFUSED')).toBe(false)
    const app = appThrowing(new Error('boom'))
    const res = await app.inject({ method: 'POST', url: '/x' })
    expect(res.statusCode).toBe(500)
    await app.close()
  })
})
