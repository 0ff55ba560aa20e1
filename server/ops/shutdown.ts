import type { FastifyInstance } from 'fastify'
import { fail } from '#contract/envelope.ts'
import type { Database } from '../db/client.ts'

export const CLOSING_MESSAGE = 'Server sedang berhenti. Silakan coba lagi.'

/**
 * Graceful shutdown, the app's half (issue 20 item 6). `app.close()` stops accepting connections and waits
 * for the requests in flight; a request that still arrives on an open keep-alive connection meanwhile (a
 * pipelined one) is answered 503 with the envelope and `Connection: close` (Fastify's own 503 is not an envelope, so it is
 * turned off in app.ts), and /ready says so, which takes the instance out of a load balancer's rotation.
 * The onClose hooks then stop the background loops and the job worker (which hands an unfinished job back).
 * Answers whether the app is closing.
 */
export function closingGate(app: FastifyInstance): () => boolean {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return
    return reply.code(503).header('connection', 'close').send(fail(CLOSING_MESSAGE))
  })
  // Node closes only the connections idle when the close began: a keep-alive connection whose request was in
  // flight would hold the close open until its keep-alive timeout (72 s). Once a request has its answer, the
  // connections with nothing more to answer are closed (one with a pipelined request waits for it).
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections()
  })
  return () => closing
}

/**
 * The process's half (server/main.ts): on SIGTERM or SIGINT close the app (above), then the database, and
 * exit; if that takes longer than `timeoutMs` (a request or job that does not end), exit anyway with 1.
 */
export function exitGracefully(
  app: FastifyInstance,
  database: Database,
  timeoutMs: number,
  log: (m: string) => void,
): void {
  const shutdown = async (signal: string) => {
    log(`${signal}: berhenti (permintaan yang berjalan diselesaikan)…`)
    const force = setTimeout(() => {
      log(`belum selesai setelah ${timeoutMs} ms; keluar paksa`)
      process.exit(1)
    }, timeoutMs)
    force.unref()
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (e) {
      log(`gagal berhenti dengan rapi: ${e instanceof Error ? e.message : String(e)}`)
      process.exit(1)
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}
