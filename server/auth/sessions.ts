import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { RoleEntry } from '#contract/access/can.ts'
import { grantedRoutes, grantKey } from '../access/api-catalogue.ts'
import type { AuthContext } from '../access/caller.ts'
import type { Config } from '../config.ts'
import { newToken, tokenHasher } from '../crypto/tokens.ts'
import type { ChangeFeed } from '../db/change-feed.ts'
import type { Db } from '../db/client.ts'
import { dashboardUser, session } from '../db/schema/index.ts'
import { accessCache } from './access-cache.ts'
import { segmentRoles } from './profile.ts'

/** A live session as the cache keeps it; `lastSeenAt` moves forward as the session is used. */
interface LiveSession {
  ctx: Omit<AuthContext, 'roles' | 'apiGranted'>
  expiresAt: number
  lastSeenAt: number
}

/** What a segment may do: its features and the routes of its granted API masters. */
interface SegmentAccess {
  roles: RoleEntry[]
  routes: ReadonlySet<string>
}

export function sessionStore(db: Db, config: Config, changes: ChangeFeed) {
  const hash = tokenHasher(config.tokenSecret)
  const cache = accessCache({ feed: changes, ttlMs: config.accessCacheSeconds * 1000 })
  const sessions = cache.map<string, LiveSession>()
  const segments = cache.map<number, SegmentAccess>()
  const idleLimitMs = config.sessionIdleMinutes * 60_000

  async function loadSession(tokenHash: string): Promise<LiveSession | null> {
    const [row] = await db
      .select({
        sessionId: session.id,
        expiresAt: session.expiresAt,
        lastSeenAt: session.lastSeenAt,
        userId: dashboardUser.id,
        username: dashboardUser.username,
        roleSegmentId: dashboardUser.roleSegmentId,
        userTypeLevel: dashboardUser.userTypeLevel,
        userTypeValue: dashboardUser.userTypeValue,
        partnerCode: dashboardUser.partnerCode,
        status: dashboardUser.status,
      })
      .from(session)
      .innerJoin(dashboardUser, eq(dashboardUser.id, session.userId))
      .where(
        and(eq(session.tokenHash, tokenHash), isNull(session.revokedAt), gt(session.expiresAt, sql`now()`)),
      )
    if (row?.status !== 'ACTIVE') return null
    const { expiresAt, lastSeenAt, status: _s, ...ctx } = row
    return { ctx, expiresAt: expiresAt.getTime(), lastSeenAt: lastSeenAt.getTime() }
  }

  async function loadSegment(segmentId: number): Promise<SegmentAccess> {
    return { roles: await segmentRoles(db, segmentId), routes: await grantedRoutes(db, segmentId) }
  }

  return {
    hash,

    async create(userId: string, meta: { ip: string; userAgent: string }) {
      const accessToken = newToken()
      const apiToken = newToken()
      await db.insert(session).values({
        userId,
        tokenHash: hash(accessToken),
        apiTokenHash: hash(apiToken),
        expiresAt: new Date(Date.now() + config.sessionTtlMinutes * 60_000),
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 300),
      })
      return { accessToken, apiToken }
    },

    /**
     * The live session behind a token, or null if unknown, revoked, expired, idle or its user inactive.
     * With `route`, also whether the user's segment may call that route (API segments). Both come from
     * the access cache when it holds them (see access-cache.ts for why that is never stale).
     */
    async resolve(token: string, route?: { method: string; path: string }): Promise<AuthContext | null> {
      const key = hash(token)
      let live = await sessions.get(key, () => loadSession(key))
      // Another server process may have seen this session since it was cached: ask the database
      // before calling it idle.
      if (live && Date.now() - live.lastSeenAt > idleLimitMs)
        live = await sessions.get(key, () => loadSession(key), true)
      if (!live || live.expiresAt <= Date.now()) return null
      const idleMs = Date.now() - live.lastSeenAt
      if (idleMs > idleLimitMs) return null
      // Sliding idle timeout; written at most once a minute per session and process.
      if (idleMs > 60_000) {
        await db.update(session).set({ lastSeenAt: sql`now()` }).where(eq(session.id, live.ctx.sessionId))
        live.lastSeenAt = Date.now()
      }
      const access = await segments.get(live.ctx.roleSegmentId, () => loadSegment(live.ctx.roleSegmentId))
      if (!access) return null
      return {
        ...live.ctx,
        roles: access.roles,
        ...(route ? { apiGranted: access.routes.has(grantKey(route.method, route.path)) } : {}),
      }
    },

    async revoke(sessionId: string) {
      await db
        .update(session)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(session.id, sessionId), isNull(session.revokedAt)))
    },

    async revokeAllOf(userId: string) {
      await db
        .update(session)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(session.userId, userId), isNull(session.revokedAt)))
    },
  }
}

export type SessionStore = ReturnType<typeof sessionStore>
