import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { type Envelope, withRequestId } from '#contract/envelope.ts'

/**
 * Request ids (issue 20 item 6). Each request is known by one id: the `X-Request-Id` a proxy in front
 * (nginx's `$request_id`) sent when it is a plain token, or a new UUID. Fastify writes it as `reqId` into
 * every log line of the request; the answer carries it in the `X-Request-Id` header and, on failure, in
 * the envelope (`requestId`), so a user's report of an error leads to its log lines. Work that logs
 * without the request object (the slow-query log) reads it from `currentRequestId()`.
 */
export const REQUEST_ID_HEADER = 'x-request-id'
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** Fastify's `genReqId`: the proxy's id when it is a plain token, else a fresh one. */
export function requestIdOf(request: IncomingMessage): string {
  const forwarded = request.headers[REQUEST_ID_HEADER]
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID()
}

const context = new AsyncLocalStorage<string>()

/** The id of the request whose work is running now; undefined outside a request (background work). */
export const currentRequestId = (): string | undefined => context.getStore()

const isFailure = (payload: unknown): payload is Envelope<unknown> =>
  typeof payload === 'object' &&
  payload !== null &&
  (payload as { success?: unknown }).success === false &&
  typeof (payload as { message?: unknown }).message === 'string'

export function requestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    // The rest of the request's lifecycle runs inside this context.
    context.run(request.id, done)
  })
  // Failures only: a success body stays exactly the contract's shape.
  app.addHook('preSerialization', async (request, _reply, payload) =>
    isFailure(payload) ? withRequestId(payload, request.id) : payload,
  )
}
