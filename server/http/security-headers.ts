import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

/**
 * Helmet's security headers on every response, with a CSP that allows the web app's own inline scripts
 * by hash. The middleware is compiled once here (twice: see below): the Fastify plugin (@fastify/helmet)
 * compiled it again on every request, about 60 µs of a report page's CPU (docs/PERFORMANCE.md).
 *
 * HSTS and the CSP's `upgrade-insecure-requests` go only on requests that came over HTTPS, directly or
 * through a proxy the configuration trusts (`TRUST_PROXY`, which makes Fastify read X-Forwarded-Proto):
 * over plain http (the app opened as http://<server address>:3000) they made the browser fetch every
 * script over https, where nothing listens, and draw a blank page (issue 13).
 */
export function securityHeaders(app: FastifyInstance, inlineScriptHashes: readonly string[]): void {
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  }
  const overHttps = helmet({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: [] } },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  })
  const overHttp = helmet({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', (request, reply, done) => {
    const apply = request.protocol === 'https' ? overHttps : overHttp
    apply(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined))
  })
}
