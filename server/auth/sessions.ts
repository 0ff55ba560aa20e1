import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { RoleEntry } from '#contract/access/can.ts'
import type { UserTypeLevel } from '#contract/auth/schemas.ts'
import { apiGrantedSql } from '../access/api-catalogue.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { dashboardUser, session } from '../db/schema/index.ts'
import { segmentRoles } from './profile.ts'
import { newToken, tokenHasher } from './tokens.ts'

/** Who is calling, resolved from the bearer token on every request. */
export interface AuthContext {
  sessionId: string
  userId: string
  username: string
  roleSegmentId: number
  roles: RoleEntry[]
  userTypeLevel: UserTypeLevel
  userTypeValue: string
  partnerCode: string
  /**
   * Whether the API master of the route being called is granted to the user's segment (API segments);
   * undefined when no route was asked about (session-only routes).
   */
  apiGranted?: boolean
}

export function sessionStore(db: Db, config: Config) {
  const hash = tokenHasher(config.tokenSecret)

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
     * With `route`, also whether the user's segment may call that route (API segments), in the same query.
     */
    async resolve(token: string, route?: { method: string; path: string }): Promise<AuthContext | null> {
      const [row] = await db
        .select({
          sessionId: session.id,
          lastSeenAt: session.lastSeenAt,
          userId: dashboardUser.id,
          username: dashboardUser.username,
          roleSegmentId: dashboardUser.roleSegmentId,
          userTypeLevel: dashboardUser.userTypeLevel,
          userTypeValue: dashboardUser.userTypeValue,
          partnerCode: dashboardUser.partnerCode,
          status: dashboardUser.status,
          ...(route
            ? { apiGranted: apiGrantedSql(dashboardUser.roleSegmentId, route.method, route.path) }
            : {}),
        })
        .from(session)
        .innerJoin(dashboardUser, eq(dashboardUser.id, session.userId))
        .where(
          and(
            eq(session.tokenHash, hash(token)),
            isNull(session.revokedAt),
            gt(session.expiresAt, sql`now()`),
          ),
        )
      if (row?.status !== 'ACTIVE') return null
      const idleMs = Date.now() - row.lastSeenAt.getTime()
      if (idleMs > config.sessionIdleMinutes * 60_000) return null
      // Sliding idle timeout; written at most once a minute per session.
      if (idleMs > 60_000)
        await db.update(session).set({ lastSeenAt: sql`now()` }).where(eq(session.id, row.sessionId))
      const { lastSeenAt: _l, status: _s, ...ctx } = row
      return { ...ctx, roles: await segmentRoles(db, row.roleSegmentId) }
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
