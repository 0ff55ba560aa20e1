import type { FastifyInstance, FastifyRequest } from 'fastify'
import { passesFeatures, type RouteAccess } from '#contract/access/route-access.ts'
import { API_ACCESS_MESSAGES } from '#contract/account/api-access.ts'
import { PASSWORD_CALL_BASIC } from '#contract/auth/password-encoding.ts'
import type { Schema } from '#contract/engine/endpoint.ts'
import type { Config } from '../config.ts'
import { safeEqual } from '../crypto/tokens.ts'
import { forbidden, unauthorized } from '../http/errors.ts'
import type { AuthContext, CallerResolver } from './caller.ts'

export interface RegisteredRoute {
  method: string
  url: string
  access: RouteAccess
  /** The route's schema summary (the API catalogue's default label). */
  summary?: string
  /** The zod schema the route validates its body with (what the generated fuzz derives bodies from). */
  body?: Schema
  /**
   * An upload (contract/engine/endpoint.ts `upload`): its body is a file, and `body` above is the schema of its
   * query string, where the fields the generated tests fill go.
   */
  upload?: true
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null
  }
  interface FastifyInstance {
    apiRoutes: RegisteredRoute[]
  }
}

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization
  if (!header) return null
  const m = /^Bearer\s+(\S+)$/i.exec(header)
  return m?.[1] ?? null
}

/**
 * Installs access control on the API scope: every route must declare `config.access` (start-up fails
 * otherwise) and every request is checked against it before its body is even parsed.
 */
export function enforceAccess(api: FastifyInstance, sessions: CallerResolver, config: Config): void {
  api.decorateRequest('auth', null)
  api.addHook('onRoute', (route) => {
    const declared = route.config?.access
    if (!declared) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access rule: use access.public, access.session, access.features(...), access.issuer or access.basic`,
      )
    }
    const summary = route.schema?.summary
    // Classic zod and zod/mini alike (the sign-in calls are zod/mini): both are zod core schemas.
    const body = isZodSchema(route.schema?.body) ? route.schema.body : undefined
    const query = !body && isZodSchema(route.schema?.querystring) ? route.schema.querystring : undefined
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        api.apiRoutes.push({
          method,
          url: route.url,
          access: declared,
          ...(summary ? { summary } : {}),
          ...(body ? { body } : {}),
          ...(query ? { body: query, upload: true as const } : {}),
        })
    }
  })

  // preParsing, not onRequest: the rate limiter (a route-level onRequest hook) must count a request
  // before it can be refused, and the body is still unparsed here, so access is decided before validation.
  api.addHook('preParsing', async (request, _reply, payload) => {
    await checkAccess(request)
    return payload
  })

  async function checkAccess(request: FastifyRequest) {
    const rule = request.routeOptions.config.access
    if (!rule) throw forbidden()
    switch (rule.kind) {
      case 'public':
        return
      case 'issuer': {
        const key = request.headers['x-issuer-key']
        if (typeof key !== 'string' || !safeEqual(key, config.autoLoginIssuerKey))
          throw unauthorized('Kunci penerbit auto-login tidak valid.')
        return
      }
      case 'basic': {
        const header = request.headers.authorization ?? ''
        if (!safeEqual(header, PASSWORD_CALL_BASIC)) throw unauthorized('Otorisasi tidak valid.')
        return
      }
      case 'session':
      case 'features': {
        const token = bearer(request)
        if (!token) throw unauthorized('Silakan login terlebih dahulu.')
        // A feature-gated route is also subject to API segments: whether the route's API master is
        // granted to the caller's segment is answered by the same query that resolves the session.
        const route =
          rule.kind === 'features'
            ? {
                method: request.method === 'HEAD' ? 'GET' : request.method,
                path: request.routeOptions.url ?? '',
              }
            : undefined
        const auth = await sessions.resolve(token, route)
        if (!auth) throw unauthorized()
        request.auth = auth
        if (rule.kind === 'features') {
          if (!passesFeatures(auth.roles, rule)) throw forbidden()
          if (auth.apiGranted !== true) throw forbidden(API_ACCESS_MESSAGES.segmentRefused)
        }
        return
      }
    }
  }
}

/** The caller of a route declared session/features: always set once the hook has passed. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized()
  return request.auth
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess
  }
}

/** A zod schema of either form (classic or zod/mini): both carry zod's core `_zod` internals. */
const isZodSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value
