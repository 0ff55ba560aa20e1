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
 * script over https, where nothing listens, and draw a blank page (issue 13). Over plain http by such an
 * address Cross-Origin-Opener-Policy is left out too: a browser ignores it on an origin that is not
 * potentially trustworthy (only localhost is, without TLS) and says so as an error in the console.
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
  const overHttpByAddress = helmet({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
  })
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    const apply =
      request.protocol === 'https' ? overHttps : isLoopback(request.hostname) ? overHttp : overHttpByAddress
    apply(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined))
  })
}

/** A host name the browser treats as potentially trustworthy without TLS (localhost, loopback). */
const isLoopback = (hostname: string) =>
  /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i.test(hostname.replace(/:\d+$/, '')) ||
  hostname.toLowerCase().endsWith('.localhost')

/**
 * Browser features the dashboard never uses, denied to it and to anything it embeds (issue 13). Only
 * features Chromium knows: an unknown one (`bluetooth`) is a console warning on every page.
 */
const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
  'accelerometer',
  'gyroscope',
  'magnetometer',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/**
 * No API answer may be kept by a browser or a proxy: they carry tokens (/login, /auto-login, the 2FA
 * calls), personal data and exports. Every API call is a POST; a GET that answers JSON (/health, an
 * envelope 404) is one too. Pages and static files keep the caching they set themselves.
 */
export function noStoreApiAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const isApi =
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    if (isApi) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}
