import { and, count, eq, gt, or, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { LoginResult } from '#contract/auth/schemas.ts'
import { type LoginResponse, TWO_FACTOR_MESSAGES } from '#contract/auth/two-factor.ts'
import { audit } from '../../audit/log.ts'
import { verifyLoginValue } from '../../auth/password.ts'
import { loadProfile } from '../../auth/profile.ts'
import type { SessionStore } from '../../auth/sessions.ts'
import { twoFactorStore } from '../../auth/two-factor/store.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { dashboardUser, loginFailure } from '../../db/schema/index.ts'
import { ApiError } from '../../http/errors.ts'

const minutesLeft = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000))

export const LOGIN_MESSAGES = {
  wrong: 'Username/email atau password salah.',
  locked: (until: Date) =>
    `Akun terkunci sementara karena terlalu banyak percobaan login yang gagal. Coba lagi dalam ${minutesLeft(until)} menit.`,
  ipLimited: (minutes: number) =>
    `Terlalu banyak percobaan login dari perangkat ini. Coba lagi dalam ${minutes} menit.`,
  inactive: 'Akun Anda tidak aktif. Hubungi administrator.',
  success: 'Login berhasil',
}

export function loginService(db: Db, config: Config, sessions: SessionStore) {
  const twoFactor = twoFactorStore(db, config, sessions.hash)

  /** Opens a session for a user who has proven who they are; returns profile + tokens. */
  async function openSession(userId: string, request: FastifyRequest): Promise<LoginResult> {
    const profile = await loadProfile(db, userId)
    if (!profile) throw new ApiError(401, LOGIN_MESSAGES.wrong)
    const tokens = await sessions.create(userId, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    })
    await db
      .update(dashboardUser)
      .set({ lastLoginAt: sql`now()`, failedLoginCount: 0, lockedUntil: null })
      .where(eq(dashboardUser.id, userId))
    return { ...profile, ...tokens }
  }

  /** 429 once this address has too many recent failures (passwords and sign-in codes alike). */
  async function requireIpNotLimited(ip: string): Promise<void> {
    const [ipFailures] = await db
      .select({ n: count() })
      .from(loginFailure)
      .where(
        and(
          eq(loginFailure.ip, ip),
          gt(loginFailure.at, sql`now() - make_interval(mins => ${config.loginIpWindowMinutes})`),
        ),
      )
    if ((ipFailures?.n ?? 0) >= config.loginIpMaxFailures)
      throw new ApiError(429, LOGIN_MESSAGES.ipLimited(config.loginIpWindowMinutes))
  }

  /** 423 while the account is locked. */
  function requireNotLocked(user: { lockedUntil: Date | null }): void {
    if (user.lockedUntil && user.lockedUntil.getTime() > Date.now())
      throw new ApiError(423, LOGIN_MESSAGES.locked(user.lockedUntil))
  }

  /**
   * One failed proof of identity (a wrong password, or a wrong sign-in code): counted against the
   * account (it locks after LOGIN_MAX_FAILURES in a row) and, for sign-in attempts, against the
   * address. Throws 423 when this failure locked the account; otherwise returns.
   */
  async function recordFailure(
    request: FastifyRequest,
    user: { id: string } | null,
    attempted: string,
    options: { countIp: boolean } = { countIp: true },
  ): Promise<void> {
    if (options.countIp)
      await db.insert(loginFailure).values({ ip: request.ip, username: attempted.slice(0, 254) })
    if (!user) return
    // One atomic statement, so concurrent attempts on several instances count correctly.
    const [after] = await db
      .update(dashboardUser)
      .set({
        failedLoginCount: sql`case when ${dashboardUser.failedLoginCount} + 1 >= ${config.loginMaxFailures} then 0 else ${dashboardUser.failedLoginCount} + 1 end`,
        lockedUntil: sql`case when ${dashboardUser.failedLoginCount} + 1 >= ${config.loginMaxFailures} then now() + make_interval(mins => ${config.loginLockMinutes}) else ${dashboardUser.lockedUntil} end`,
      })
      .where(eq(dashboardUser.id, user.id))
      .returning({ lockedUntil: dashboardUser.lockedUntil })
    if (after?.lockedUntil && after.lockedUntil.getTime() > Date.now()) {
      await audit(db, request, {
        action: 'LOCK',
        entity: 'dashboard_user',
        entityId: user.id,
        actor: { id: null, username: 'system' },
        after: { lockedUntil: after.lockedUntil.toISOString() },
      })
      throw new ApiError(423, LOGIN_MESSAGES.locked(after.lockedUntil))
    }
  }

  /**
   * The password step. A user with an authenticator (or whose segment requires one) gets a
   * short-lived challenge instead of a session; /login/2fa completes the sign-in.
   */
  async function login(
    identifier: string,
    loginValue: string,
    request: FastifyRequest,
  ): Promise<{ result: LoginResponse; message: string }> {
    await requireIpNotLimited(request.ip)

    const needle = identifier.trim().toLowerCase()
    const [user] = await db
      .select()
      .from(dashboardUser)
      .where(
        or(sql`lower(${dashboardUser.username}) = ${needle}`, sql`lower(${dashboardUser.email}) = ${needle}`),
      )
      .limit(1)

    if (user) requireNotLocked(user)

    const valid = await verifyLoginValue(user?.passwordHash ?? null, loginValue)
    if (!user || !valid) {
      await recordFailure(request, user ?? null, needle)
      throw new ApiError(401, LOGIN_MESSAGES.wrong)
    }
    if (user.status !== 'ACTIVE') throw new ApiError(403, LOGIN_MESSAGES.inactive)

    const purpose = await twoFactor.secondStepOf(user.id, user.roleSegmentId)
    if (purpose) {
      const issued = await twoFactor.issueChallenge(user.id, purpose)
      await audit(db, request, {
        action: 'TWO_FACTOR_CHALLENGE',
        entity: 'session',
        entityId: user.id,
        actor: { id: user.id, username: user.username },
        after: { purpose, expiresAt: issued.expiresAt },
      })
      const setupRequired = purpose === 'SETUP'
      return {
        result: { twoFactor: { required: true, setupRequired, ...issued } },
        message: setupRequired ? TWO_FACTOR_MESSAGES.setupRequired : TWO_FACTOR_MESSAGES.codeRequired,
      }
    }

    const result = await openSession(user.id, request)
    await audit(db, request, {
      action: 'LOGIN',
      entity: 'session',
      entityId: user.id,
      actor: { id: user.id, username: user.username },
    })
    return { result, message: LOGIN_MESSAGES.success }
  }

  return { login, openSession, requireIpNotLimited, requireNotLocked, recordFailure, twoFactor }
}

export type LoginService = ReturnType<typeof loginService>
