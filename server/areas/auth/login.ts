import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
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
import { dashboardUser } from '../../db/schema/index.ts'
import { ApiError } from '../../http/errors.ts'
import type { SendMail } from '../../mail/send.ts'
import { lockNotice } from './lock-notice.ts'
import { loginThrottle } from './login-throttle.ts'

const minutesLeft = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000))

export const LOGIN_MESSAGES = {
  wrong: 'Username/email atau password salah.',
  /** Only once the password is proven (the code step, auto-login, a signed-in call): never at /login. */
  locked: (until: Date) =>
    `Akun terkunci sementara karena terlalu banyak percobaan login yang gagal. Coba lagi dalam ${minutesLeft(until)} menit.`,
  throttled: (seconds: number) =>
    `Terlalu banyak percobaan login yang gagal. Coba lagi dalam ${
      seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`
    }.`,
  inactive: 'Akun Anda tidak aktif. Hubungi administrator.',
  success: 'Login berhasil',
}

const lockedNow = (user: { lockedUntil: Date | null }) =>
  user.lockedUntil !== null && user.lockedUntil.getTime() > Date.now()

export function loginService(db: Db, config: Config, sessions: SessionStore, sendMail: SendMail) {
  const twoFactor = twoFactorStore(db, config, sessions.hash)
  const throttle = loginThrottle(db, config)

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
    await throttle.clear(request.ip, [profile.username, profile.email])
    return { ...profile, ...tokens }
  }

  /** 429 while this address must wait before trying this username again (login-throttle.ts). */
  async function requireNotThrottled(request: FastifyRequest, username: string): Promise<void> {
    const wait = await throttle.waitSeconds(request.ip, username)
    if (wait > 0) throw new ApiError(429, LOGIN_MESSAGES.throttled(wait))
  }

  /** 423 while the account is locked: only where the caller has already proven the password. */
  function requireNotLocked(user: { lockedUntil: Date | null }): void {
    if (user.lockedUntil && lockedNow(user)) throw new ApiError(423, LOGIN_MESSAGES.locked(user.lockedUntil))
  }

  /**
   * One failed proof of identity (a wrong password, a wrong sign-in code, or any attempt on a locked or
   * unknown account): counted for the (address, username) throttle during sign-in and, for an account
   * not locked now, toward its lock after LOGIN_MAX_FAILURES in a row. Returns when the lock ends if
   * this failure locked the account, else null. Each lock is audited and mailed to its owner once.
   */
  async function recordFailure(
    request: FastifyRequest,
    user: { id: string } | null,
    attempted: string,
    options: { countAttempt: boolean } = { countAttempt: true },
  ): Promise<Date | null> {
    if (options.countAttempt) await throttle.recordFailure(request.ip, attempted)
    if (!user) return null
    // One atomic statement, so concurrent attempts on several instances count correctly; a locked
    // account is not counted, so exactly the failure that locks it gets a row back with a lock.
    const locks = sql`${dashboardUser.failedLoginCount} + 1 >= ${config.loginMaxFailures}`
    const [after] = await db
      .update(dashboardUser)
      .set({
        failedLoginCount: sql`case when ${locks} then 0 else ${dashboardUser.failedLoginCount} + 1 end`,
        lockedUntil: sql`case when ${locks} then now() + make_interval(mins => ${config.loginLockMinutes}) else null end`,
      })
      .where(
        and(
          eq(dashboardUser.id, user.id),
          or(isNull(dashboardUser.lockedUntil), lte(dashboardUser.lockedUntil, sql`now()`)),
        ),
      )
      .returning({
        lockedUntil: dashboardUser.lockedUntil,
        username: dashboardUser.username,
        email: dashboardUser.email,
      })
    if (!after?.lockedUntil) return null
    await audit(db, request, {
      action: 'LOCK',
      entity: 'dashboard_user',
      entityId: user.id,
      actor: { id: null, username: 'system' },
      after: { lockedUntil: after.lockedUntil.toISOString() },
    })
    const notice = lockNotice(after, {
      failures: config.loginMaxFailures,
      ip: request.ip,
      lockedUntil: after.lockedUntil,
      publicUrl: config.publicUrl,
    })
    // Not awaited: the answer must not wait for SMTP, whose time would tell the caller that this
    // attempt locked an existing account. The outbox keeps the mail and any sending error.
    void sendMail(notice).catch((err: unknown) => request.log.error({ err }, 'lock notice not queued'))
    return after.lockedUntil
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
    const needle = identifier.trim().toLowerCase()
    await requireNotThrottled(request, needle)

    const [user] = await db
      .select()
      .from(dashboardUser)
      .where(
        or(sql`lower(${dashboardUser.username}) = ${needle}`, sql`lower(${dashboardUser.email}) = ${needle}`),
      )
      .limit(1)

    const valid = await verifyLoginValue(user?.passwordHash ?? null, loginValue)
    // A locked account answers exactly as a wrong password or an unknown user (401, same message, the
    // password checked all the same), right password or not: the answer neither tells an outsider that
    // the account exists nor lets a guess be tested during the lock. The owner is told by mail.
    if (!user || !valid || lockedNow(user)) {
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

  return { login, openSession, requireNotThrottled, requireNotLocked, recordFailure, twoFactor }
}

export type LoginService = ReturnType<typeof loginService>
