import { createHmac } from 'node:crypto'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '#contract/access/route-access.ts'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import { EMAIL_VERIFICATION_PATHS, USER_PATHS } from '#contract/account/paths.ts'
import {
  changePasswordRequestSchema,
  emailVerificationConfirmRequestSchema,
  userIdRequestSchema,
} from '#contract/account/users.ts'
import { decryptPassword, hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { ok } from '#contract/envelope.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import { hashLoginValue, passwordProblem, verifyLoginValue } from '../../auth/password.ts'
import { safeEqual } from '../../crypto/tokens.ts'
import { dashboardUser, session } from '../../db/schema/index.ts'
import { ApiError, badRequest, notFound, unauthorized } from '../../http/errors.ts'
import type { AccountDeps } from './deps.ts'
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

/** Change own password, and e-mail verification (send by an administrator, confirm by the user). */
export function ownAccountRoutes(api: FastifyInstance, deps: AccountDeps) {
  const { db, config, sendMail } = deps
  const r = api.withTypeProvider<ZodTypeProvider>()
  const tokens = verificationTokens(config.tokenSecret)

  r.post(
    USER_PATHS.changePassword,
    {
      schema: {
        tags: ['users'],
        summary:
          'Mengganti password sendiri: password lama seperti /login (HMAC-SHA512), password baru AES-CBC; sesi lain diakhiri',
        body: changePasswordRequestSchema,
      },
      config: { access: access.session },
    },
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
      return ok(null, 'Password berhasil diubah. Sesi di perangkat lain telah diakhiri.')
    },
  )

  r.post(
    EMAIL_VERIFICATION_PATHS.send,
    {
      schema: {
        tags: ['users'],
        summary: 'Mengirim tautan verifikasi email ke alamat akun (sekali pakai, 72 jam)',
        body: userIdRequestSchema,
      },
      config: { access: access.features('SETTING_DASHBOARD_ACCOUNT') },
    },
    async (request) => {
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
      return ok(null, `Tautan verifikasi telah dikirim ke ${user.email}.`)
    },
  )

  r.post(
    EMAIL_VERIFICATION_PATHS.confirm,
    {
      schema: {
        tags: ['users'],
        summary:
          'Mengonfirmasi email dengan token dari tautan verifikasi (tanpa login; header Basic tetap seperti set-password; sekali pakai, kedaluwarsa)',
        body: emailVerificationConfirmRequestSchema,
      },
      // Open to anyone holding the link; the fixed Basic header of the password call, like set-password.
      config: { access: access.basic },
    },
    async (request) => {
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
      return ok(null, 'Email berhasil diverifikasi.')
    },
  )
}
