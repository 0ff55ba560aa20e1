import { createHmac } from 'node:crypto'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import type {
  emailVerificationConfirm,
  emailVerificationSend,
  userChangePassword,
} from '#contract/account/users.ts'
import { decryptPassword, hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import { hashLoginValue, passwordProblem, verifyLoginValue } from '../../auth/password.ts'
import { safeEqual } from '../../crypto/tokens.ts'
import { dashboardUser, session } from '../../db/schema/index.ts'
import type { AreaDeps } from '../../engine/area.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { ApiError, badRequest, notFound, unauthorized } from '../../http/errors.ts'
import { escalation } from './escalation.ts'
import { userInScope } from './user-rows.ts'
import { accountWrite } from './write.ts'

export const EMAIL_VERIFICATION_HOURS = 72

const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

/**
 * E-mail verification tokens are signed, not stored: `payload.signature` where the payload names the
 * user, the address and the expiry. A token is single use because confirming sets email_verified_at
 * (a verified address is refused) and bound to the address (changing it voids the token).
 */
function verificationTokens(secret: string) {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`email-verification\n${payload}`).digest('base64url')
  return {
    issue(userId: string, email: string): string {
      const exp = Date.now() + EMAIL_VERIFICATION_HOURS * 3_600_000
      const payload = Buffer.from(JSON.stringify({ u: userId, e: email.toLowerCase(), x: exp })).toString(
        'base64url',
      )
      return `${payload}.${sign(payload)}`
    },
    read(token: string): { userId: string; email: string } | null {
      const [payload, signature, extra] = token.split('.')
      if (!payload || !signature || extra !== undefined || !safeEqual(signature, sign(payload))) return null
      try {
        const { u, e, x } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
        if (typeof u !== 'string' || typeof e !== 'string' || typeof x !== 'number' || x <= Date.now())
          return null
        return { userId: u, email: e }
      } catch {
        return null
      }
    },
  }
}

/** Change own password: the old one as /login takes it, the new one as set-password; other sessions end. */
export const changeOwnPassword =
  ({ db }: AreaDeps): EndpointHandler<typeof userChangePassword> =>
  async (request) => {
    const auth = authOf(request)
    const [user] = await db
      .select({
        id: dashboardUser.id,
        username: dashboardUser.username,
        passwordHash: dashboardUser.passwordHash,
      })
      .from(dashboardUser)
      .where(eq(dashboardUser.id, auth.userId))
    if (!user) throw unauthorized()
    if (!(await verifyLoginValue(user.passwordHash, request.body.oldPassword)))
      throw fieldError('oldPassword', ACCOUNT_MESSAGES.oldPasswordWrong)
    let plain: string
    try {
      plain = await decryptPassword(request.body.newPassword)
    } catch {
      throw fieldError('newPassword', ACCOUNT_MESSAGES.unreadablePassword)
    }
    const problem = passwordProblem(plain, user.username)
    if (problem) throw fieldError('newPassword', problem)
    const newLoginValue = await hashLoginPassword(plain)
    if (newLoginValue === request.body.oldPassword)
      throw fieldError('newPassword', ACCOUNT_MESSAGES.samePassword)
    const passwordHash = await hashLoginValue(newLoginValue)
    await db.transaction(async (tx) => {
      await tx
        .update(dashboardUser)
        .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(dashboardUser.id, user.id))
      await tx
        .update(session)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(session.userId, user.id), ne(session.id, auth.sessionId), isNull(session.revokedAt)))
      await audit(tx, request, { action: 'CHANGE_PASSWORD', entity: 'dashboard_user', entityId: user.id })
    })
    return answer(null, 'Password berhasil diubah. Sesi di perangkat lain telah diakhiri.')
  }

/** An administrator mails an account a link that verifies its e-mail address. */
export const sendEmailVerification =
  ({ db, config, sendMail }: AreaDeps): EndpointHandler<typeof emailVerificationSend> =>
  async (request) => {
    const tokens = verificationTokens(config.tokenSecret)
    const actor = authOf(request)
    const user = await accountWrite(db, request, sendMail, async (tx, queueMail) => {
      const target = await userInScope(tx, actor, request.body.id)
      if (!target) throw notFound(ACCOUNT_MESSAGES.userNotFound)
      await escalation(tx, actor).requireCanManageAccountIn(target.roleSegmentId, {
        entity: 'dashboard_user',
        entityId: target.id,
      })
      if (target.emailVerifiedAt) throw new ApiError(409, ACCOUNT_MESSAGES.alreadyVerified)
      const token = tokens.issue(target.id, target.email)
      const link = `${config.publicUrl}/login/verify-email?email=${encodeURIComponent(target.email)}&token=${encodeURIComponent(token)}`
      queueMail({
        to: target.email,
        subject: 'Verifikasi email MINT Dashboard',
        text: `Halo ${target.username},\n\nBuka tautan berikut dalam ${EMAIL_VERIFICATION_HOURS} jam untuk memverifikasi alamat email akun MINT Dashboard Anda:\n\n${link}\n\nJika Anda tidak merasa memiliki akun ini, abaikan email ini.\n`,
      })
      await audit(tx, request, {
        action: 'SEND_EMAIL_VERIFICATION',
        entity: 'dashboard_user',
        entityId: target.id,
        after: { email: target.email },
      })
      return target
    })
    return answer(null, `Tautan verifikasi telah dikirim ke ${user.email}.`)
  }

/** The user follows the link (no session): the address is verified, once. */
export const confirmEmailVerification =
  ({ db, config }: AreaDeps): EndpointHandler<typeof emailVerificationConfirm> =>
  async (request) => {
    const tokens = verificationTokens(config.tokenSecret)
    const claim = tokens.read(request.body.token)
    const email = request.body.email.toLowerCase()
    if (!claim || claim.email !== email) throw badRequest(ACCOUNT_MESSAGES.verificationInvalid)
    const [verified] = await db
      .update(dashboardUser)
      .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(dashboardUser.id, claim.userId),
          sql`lower(${dashboardUser.email}) = ${email}`,
          isNull(dashboardUser.emailVerifiedAt),
        ),
      )
      .returning({ id: dashboardUser.id, username: dashboardUser.username })
    if (!verified) throw badRequest(ACCOUNT_MESSAGES.verificationInvalid)
    await audit(db, request, {
      action: 'VERIFY_EMAIL',
      entity: 'dashboard_user',
      entityId: verified.id,
      actor: { id: verified.id, username: verified.username },
      after: { email },
    })
    return answer(null, 'Email berhasil diverifikasi.')
  }
