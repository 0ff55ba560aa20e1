import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '#contract/access/route-access.ts'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import { TWO_FACTOR_MESSAGES, twoFactorAdminResetRequestSchema } from '#contract/auth/two-factor.ts'
import { ok } from '#contract/envelope.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import { twoFactorStore } from '../../auth/two-factor/store.ts'
import { session, twoFactor } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../http/errors.ts'
import type { AccountDeps } from './deps.ts'
import { escalation } from './escalation.ts'
import { userInScope } from './user-rows.ts'
import { accountWrite } from './write.ts'

/**
 * An account administrator removes a user's authenticator (a lost phone): the same escalation rules
 * as any other change to an account (not one's own, not a stronger account), every session of the
 * user ends, and the user enrols again at the next sign-in when their segment requires 2FA.
 */
export function twoFactorResetRoute(api: FastifyInstance, deps: AccountDeps) {
  const { db, config, sessions, sendMail } = deps
  const r = api.withTypeProvider<ZodTypeProvider>()
  const store = twoFactorStore(db, config, sessions.hash)

  r.post(
    '/users/2fa/reset',
    {
      schema: {
        tags: ['users'],
        summary:
          'Mereset verifikasi dua langkah seorang pengguna (mis. ponsel hilang): autentikator dan kode pemulihannya dihapus, semua sesinya diakhiri',
        body: twoFactorAdminResetRequestSchema,
      },
      config: { access: access.features('SETTING_DASHBOARD_ACCOUNT') },
    },
    async (request) => {
      const actor = authOf(request)
      const user = await accountWrite(db, request, sendMail, async (tx) => {
        const target = await userInScope(tx, actor, request.body.id, true)
        if (!target) throw notFound(ACCOUNT_MESSAGES.userNotFound)
        const ref = { entity: 'dashboard_user', entityId: target.id }
        const esc = escalation(tx, actor)
        // One's own authenticator is removed on the security page, with a code.
        esc.requireNotSelf(target.id, ['twoFactor'], ref)
        await esc.requireCanManageAccountIn(target.roleSegmentId, ref)
        const [before] = await tx
          .select({ enabledAt: twoFactor.enabledAt })
          .from(twoFactor)
          .where(eq(twoFactor.userId, target.id))
        if (!(await store.remove(tx, target.id))) throw conflict(TWO_FACTOR_MESSAGES.notSet(target.username))
        await tx
          .update(session)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(session.userId, target.id), isNull(session.revokedAt)))
        await audit(tx, request, {
          action: 'TWO_FACTOR_RESET',
          entity: 'dashboard_user',
          entityId: target.id,
          before: { twoFactorEnabledAt: before?.enabledAt?.toISOString() ?? null },
          after: { twoFactor: false, sessionsRevoked: true },
        })
        return target
      })
      return ok(null, TWO_FACTOR_MESSAGES.reset(user.username))
    },
  )
}
