import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

/**
 * Helmet's security headers on every response, with a CSP that allows the web app's own inline scripts
 * by hash. The middleware is compiled once here: the Fastify plugin (@fastify/helmet) compiled it
 * again on every request, about 60 µs of a report page's CPU (docs/PERFORMANCE.md).
 */
export function securityHeaders(app: FastifyInstance, inlineScriptHashes: readonly string[]): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  })
  app.addHook('onRequest', (request, reply, done) =>
    apply(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  )
}
