import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { decryptPassword, hashLoginPassword } from '#contract/auth/password-encoding.ts'
import type {
  autoLoginIssue,
  autoLoginRedeem,
  passwordForgot,
  passwordLogin,
  passwordSet,
  sessionLogout,
  sessionProfile,
} from '#contract/auth/sign-in.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import { hashLoginValue, passwordProblem } from '../../auth/password.ts'
import { loadProfile } from '../../auth/profile.ts'
import { newToken } from '../../crypto/tokens.ts'
import { autoLoginToken, dashboardUser, passwordToken } from '../../db/schema/index.ts'
import type { AreaDeps } from '../../engine/area.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { ApiError, badRequest, unauthorized } from '../../http/errors.ts'
import { LOGIN_MESSAGES, type LoginService } from './login.ts'

export const AUTO_LOGIN_MESSAGES = {
  success: 'Login berhasil, mengarahkan ke halaman dashboard',
  invalid: 'Tautan auto-login tidak valid atau sudah digunakan.',
  expired: 'Tautan auto-login sudah kedaluwarsa. Minta tautan baru.',
}
const RESET_LINK_INVALID = 'Tautan atur ulang password tidak valid atau sudah kedaluwarsa.'

/** What the sign-in handlers use: the area's dependencies and the one login service of the area. */
export type SignInDeps = Pick<AreaDeps, 'db' | 'config' | 'sessions' | 'sendMail'> & { login: LoginService }

/** The password step: the session, or the second step (code or enrolment) it needs first. */
export const logIn =
  ({ login }: SignInDeps): EndpointHandler<typeof passwordLogin> =>
  async (request) => {
    const { result, message } = await login.login(request.body.username, request.body.password, request)
    return answer(result, message)
  }

/** A trusted system (X-Issuer-Key) asks for a single-use link that signs a user in. */
export const issueAutoLogin =
  ({ db, config, sessions }: SignInDeps): EndpointHandler<typeof autoLoginIssue> =>
  async (request) => {
    const needle = request.body.username.toLowerCase()
    const [user] = await db
      .select({ id: dashboardUser.id, username: dashboardUser.username, status: dashboardUser.status })
      .from(dashboardUser)
      .where(sql`lower(${dashboardUser.username}) = ${needle}`)
    if (!user) throw new ApiError(404, 'Pengguna tidak ditemukan.')
    if (user.status !== 'ACTIVE') throw new ApiError(409, LOGIN_MESSAGES.inactive)
    const token = newToken()
    const key = newToken()
    const expiresAt = new Date(Date.now() + config.autoLoginTtlSeconds * 1000)
    await db.insert(autoLoginToken).values({
      userId: user.id,
      tokenHash: sessions.hash(token),
      keyHash: sessions.hash(key),
      issuedBy: 'issuer-key',
      expiresAt,
    })
    await audit(db, request, {
      action: 'ISSUE_AUTO_LOGIN',
      entity: 'dashboard_user',
      entityId: user.id,
      actor: { id: null, username: 'auto-login-issuer' },
      after: { expiresAt: expiresAt.toISOString() },
    })
    const url = `${config.publicUrl}/login?token=${encodeURIComponent(token)}&key=${encodeURIComponent(key)}`
    return answer({ token, key, expiresAt: expiresAt.toISOString(), url }, 'Token auto-login diterbitkan')
  }

/** The link redeemed: consumed in one conditional UPDATE, so a replay is refused. */
export const redeemAutoLogin =
  ({ db, sessions, login }: SignInDeps): EndpointHandler<typeof autoLoginRedeem> =>
  async (request) => {
    const tokenHash = sessions.hash(request.body.token)
    // Consume atomically: of two concurrent redemptions only one gets the row back.
    const [consumed] = await db
      .update(autoLoginToken)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(autoLoginToken.tokenHash, tokenHash),
          eq(autoLoginToken.keyHash, sessions.hash(request.body.key)),
          isNull(autoLoginToken.consumedAt),
          gt(autoLoginToken.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: autoLoginToken.userId })
    if (!consumed) {
      const [row] = await db
        .select({ expiresAt: autoLoginToken.expiresAt, consumedAt: autoLoginToken.consumedAt })
        .from(autoLoginToken)
        .where(eq(autoLoginToken.tokenHash, tokenHash))
      const expired = row && !row.consumedAt && row.expiresAt.getTime() <= Date.now()
      throw unauthorized(expired ? AUTO_LOGIN_MESSAGES.expired : AUTO_LOGIN_MESSAGES.invalid)
    }
    const [user] = await db
      .select({
        status: dashboardUser.status,
        username: dashboardUser.username,
        lockedUntil: dashboardUser.lockedUntil,
        roleSegmentId: dashboardUser.roleSegmentId,
      })
      .from(dashboardUser)
      .where(eq(dashboardUser.id, consumed.userId))
    if (user?.status !== 'ACTIVE') throw new ApiError(403, LOGIN_MESSAGES.inactive)
    if (user.lockedUntil?.getTime() && user.lockedUntil.getTime() > Date.now())
      throw new ApiError(423, LOGIN_MESSAGES.locked(user.lockedUntil))
    // No second step here: the trusted issuer has authenticated the user itself (docs/ARCHITECTURE.md,
    // "Sign-in and sessions"); the audit row says when a code would otherwise have been asked.
    const secondStep = await login.twoFactor.secondStepOf(consumed.userId, user.roleSegmentId)
    const result = await login.openSession(consumed.userId, request)
    await audit(db, request, {
      action: 'AUTO_LOGIN',
      entity: 'session',
      entityId: consumed.userId,
      actor: { id: consumed.userId, username: user.username },
      ...(secondStep ? { after: { twoFactorBypassed: secondStep } } : {}),
    })
    return answer(result, AUTO_LOGIN_MESSAGES.success)
  }

export const logOut =
  ({ db, sessions }: SignInDeps): EndpointHandler<typeof sessionLogout> =>
  async (request) => {
    const auth = authOf(request)
    await sessions.revoke(auth.sessionId)
    await audit(db, request, { action: 'LOGOUT', entity: 'session', entityId: auth.userId })
    return answer(null, 'Anda telah keluar.')
  }

/** The profile read fresh, so the menu and the guard follow the segment's current features. */
export const readProfile =
  ({ db }: SignInDeps): EndpointHandler<typeof sessionProfile> =>
  async (request) => {
    const profile = await loadProfile(db, authOf(request).userId)
    if (!profile) throw unauthorized()
    return profile
  }

/** A reset link by e-mail to an active account (at most one a minute); the same answer either way. */
export const forgotPassword =
  ({ db, config, sessions, sendMail }: SignInDeps): EndpointHandler<typeof passwordForgot> =>
  async (request) => {
    const email = request.body.email.toLowerCase()
    const [user] = await db
      .select({
        id: dashboardUser.id,
        username: dashboardUser.username,
        email: dashboardUser.email,
        status: dashboardUser.status,
      })
      .from(dashboardUser)
      .where(sql`lower(${dashboardUser.email}) = ${email}`)
    if (user && user.status === 'ACTIVE') {
      const [recent] = await db
        .select({ id: passwordToken.id })
        .from(passwordToken)
        .where(
          and(
            eq(passwordToken.userId, user.id),
            gt(passwordToken.createdAt, sql`now() - interval '1 minute'`),
          ),
        )
        .limit(1)
      if (!recent) {
        const token = newToken()
        await db.insert(passwordToken).values({
          userId: user.id,
          tokenHash: sessions.hash(token),
          purpose: 'RESET',
          expiresAt: new Date(Date.now() + config.passwordTokenTtlMinutes * 60_000),
        })
        const link = `${config.publicUrl}/login/reset-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`
        await sendMail({
          to: user.email,
          subject: 'Atur ulang password MINT Dashboard',
          text: `Halo ${user.username},\n\nKami menerima permintaan untuk mengatur ulang password akun MINT Dashboard Anda. Buka tautan berikut dalam ${config.passwordTokenTtlMinutes} menit:\n\n${link}\n\nJika Anda tidak meminta ini, abaikan email ini; password Anda tidak berubah.\n`,
        })
      }
    }
    return answer(null, 'Jika email terdaftar, tautan untuk mengatur ulang password telah dikirim.')
  }

/** A password set (new account) or reset with the link's token; every session of the user ends. */
export const setPassword =
  ({ db, sessions }: SignInDeps): EndpointHandler<typeof passwordSet> =>
  async (request) => {
    let plain: string
    try {
      plain = await decryptPassword(request.body.password)
    } catch {
      throw badRequest('Password tidak dapat dibaca. Muat ulang halaman lalu coba lagi.')
    }
    const email = request.body.email.toLowerCase()
    const [user] = await db
      .select({ id: dashboardUser.id, username: dashboardUser.username })
      .from(dashboardUser)
      .where(sql`lower(${dashboardUser.email}) = ${email}`)
    if (!user) throw badRequest(RESET_LINK_INVALID)
    // The link is checked before the password rule, so a wrong link never reveals whether the e-mail
    // is registered; it is consumed only once the password is acceptable.
    const linkValid = and(
      eq(passwordToken.tokenHash, sessions.hash(request.body.token)),
      eq(passwordToken.userId, user.id),
      inArray(passwordToken.purpose, ['SET', 'RESET']),
      isNull(passwordToken.usedAt),
      gt(passwordToken.expiresAt, sql`now()`),
    )
    const [pending] = await db.select({ id: passwordToken.id }).from(passwordToken).where(linkValid)
    if (!pending) throw badRequest(RESET_LINK_INVALID)
    const problem = passwordProblem(plain, user.username)
    if (problem) throw badRequest(problem, { errors: [{ field: 'password', message: problem }] })
    const [used] = await db
      .update(passwordToken)
      .set({ usedAt: sql`now()` })
      .where(linkValid)
      .returning({ id: passwordToken.id })
    if (!used) throw badRequest(RESET_LINK_INVALID)
    await db
      .update(dashboardUser)
      .set({
        passwordHash: await hashLoginValue(await hashLoginPassword(plain)),
        passwordChangedAt: sql`now()`,
        failedLoginCount: 0,
        lockedUntil: null,
        emailVerifiedAt: sql`coalesce(${dashboardUser.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(dashboardUser.id, user.id))
    await sessions.revokeAllOf(user.id)
    await audit(db, request, {
      action: 'SET_PASSWORD',
      entity: 'dashboard_user',
      entityId: user.id,
      actor: { id: user.id, username: user.username },
    })
    return answer(null, 'Password berhasil disimpan. Silakan login dengan password baru.')
  }
