import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import {
  TWO_FACTOR_MESSAGES,
  type twoFactorLogin,
  type twoFactorLoginConfirm,
  type twoFactorLoginSetup,
  type twoFactorOwnDisable,
  type twoFactorOwnEnable,
  type twoFactorOwnRegenerate,
  type twoFactorOwnSetup,
  type twoFactorOwnStatus,
} from '#contract/auth/two-factor.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import {
  CHALLENGE_MAX_FAILURES,
  type ChallengePurpose,
  type CodeVerdict,
} from '../../auth/two-factor/store.ts'
import type { Db } from '../../db/client.ts'
import { dashboardUser } from '../../db/schema/index.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { ApiError, badRequest, conflict, unauthorized } from '../../http/errors.ts'
import { LOGIN_MESSAGES, type LoginService } from './login.ts'

type Challenge = NonNullable<Awaited<ReturnType<LoginService['twoFactor']['liveChallenge']>>>

const expired = () => unauthorized(TWO_FACTOR_MESSAGES.expired)
const codeError = (message: string) => badRequest(message, { errors: [{ field: 'code', message }] })

/**
 * TOTP two-factor sign-in (issue 4): the second step of /login, enrolment during sign-in when the
 * user's segment requires it, and the signed-in user's own settings. A wrong code counts as a failed
 * sign-in (the account lock and, during sign-in, the throttle of the address and username) and against
 * its challenge.
 */
export function twoFactorHandlers(deps: { db: Db; login: LoginService }) {
  const { db, login } = deps
  const store = login.twoFactor

  /**
   * A live challenge of this purpose for an active, unlocked user, whose (address, username) pair need
   * not wait. The password is proven here, so a lock is named (423), unlike at /login.
   */
  async function challengeFor(request: FastifyRequest, token: string, purpose: ChallengePurpose) {
    const ch = await store.liveChallenge(token, purpose)
    if (!ch) throw expired()
    await login.requireNotThrottled(request, ch.username)
    if (ch.status !== 'ACTIVE') throw new ApiError(403, LOGIN_MESSAGES.inactive)
    login.requireNotLocked(ch)
    return ch
  }

  /** A wrong code during sign-in: audited, counted, and the challenge dies after the fifth. */
  async function refuseSignInCode(
    request: FastifyRequest,
    ch: Challenge,
    verdict: CodeVerdict & { ok: false },
  ): Promise<never> {
    const failures = await store.failChallenge(ch.id)
    const actor = { id: ch.userId, username: ch.username }
    await audit(db, request, {
      action: 'TWO_FACTOR_FAILED',
      entity: 'session',
      entityId: ch.userId,
      actor,
      after: { call: request.url, reused: verdict.reused, failures },
    })
    const locked = await login.recordFailure(request, { id: ch.userId }, ch.username)
    if (locked) throw new ApiError(423, LOGIN_MESSAGES.locked(locked))
    if (failures >= CHALLENGE_MAX_FAILURES) throw unauthorized(TWO_FACTOR_MESSAGES.tooManyAttempts)
    throw unauthorized(verdict.reused ? TWO_FACTOR_MESSAGES.reusedCode : TWO_FACTOR_MESSAGES.wrongCode)
  }

  /** The signed-in user, refused while their account is locked (wrong codes lock it too). */
  async function signedInUser(request: FastifyRequest) {
    const auth = authOf(request)
    const [user] = await db
      .select({
        id: dashboardUser.id,
        username: dashboardUser.username,
        lockedUntil: dashboardUser.lockedUntil,
      })
      .from(dashboardUser)
      .where(eq(dashboardUser.id, auth.userId))
    if (!user) throw unauthorized()
    login.requireNotLocked(user)
    return { ...user, segmentId: auth.roleSegmentId }
  }

  /** A wrong code from a signed-in user: audited and counted against the account (not the session). */
  async function refuseOwnCode(
    request: FastifyRequest,
    user: { id: string; username: string },
    verdict: CodeVerdict & { ok: false },
  ): Promise<never> {
    await audit(db, request, {
      action: 'TWO_FACTOR_FAILED',
      entity: 'dashboard_user',
      entityId: user.id,
      after: { call: request.url, reused: verdict.reused },
    })
    const locked = await login.recordFailure(request, user, user.username, { countAttempt: false })
    if (locked) throw new ApiError(423, LOGIN_MESSAGES.locked(locked))
    // 400, not 401: a wrong code must not end the session it was typed in.
    throw codeError(verdict.reused ? TWO_FACTOR_MESSAGES.reusedCode : TWO_FACTOR_MESSAGES.wrongCode)
  }

  async function enabledAuthenticator(userId: string) {
    const authenticator = await store.authenticatorOf(db, userId)
    if (!authenticator?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.notEnabled)
    return authenticator
  }

  // ---- sign-in ----

  const verifySignInCode: EndpointHandler<typeof twoFactorLogin> = async (request) => {
    const ch = await challengeFor(request, request.body.challenge, 'VERIFY')
    const authenticator = await store.authenticatorOf(db, ch.userId)
    // Reset by an administrator since the password step: start again.
    if (!authenticator?.enabledAt) throw expired()
    const verdict = await db.transaction(async (tx) => {
      const v = await store.useCode(tx, ch.userId, authenticator.secret, request.body.code, true)
      if (v.ok && !(await store.consumeChallenge(tx, ch.id))) throw expired()
      return v
    })
    if (!verdict.ok) return refuseSignInCode(request, ch, verdict)
    const result = await login.openSession(ch.userId, request)
    const actor = { id: ch.userId, username: ch.username }
    if (verdict.method === 'RECOVERY_CODE')
      await audit(db, request, {
        action: 'TWO_FACTOR_RECOVERY_USED',
        entity: 'dashboard_user',
        entityId: ch.userId,
        actor,
        after: { recoveryCodesLeft: await store.recoveryCodesLeft(db, ch.userId) },
      })
    await audit(db, request, {
      action: 'LOGIN',
      entity: 'session',
      entityId: ch.userId,
      actor,
      after: { secondFactor: verdict.method },
    })
    return answer(result, LOGIN_MESSAGES.success)
  }

  const startSignInEnrolment: EndpointHandler<typeof twoFactorLoginSetup> = async (request) => {
    const ch = await challengeFor(request, request.body.challenge, 'SETUP')
    const setup = await store.startEnrolment(ch.userId, ch.username)
    if (!setup) throw expired()
    return answer(setup, 'Pindai kode QR dengan aplikasi autentikator, lalu masukkan kodenya.')
  }

  const confirmSignInEnrolment: EndpointHandler<typeof twoFactorLoginConfirm> = async (request) => {
    const ch = await challengeFor(request, request.body.challenge, 'SETUP')
    const authenticator = await store.authenticatorOf(db, ch.userId)
    if (!authenticator) throw codeError(TWO_FACTOR_MESSAGES.setupFirst)
    if (authenticator.enabledAt) throw expired()
    const outcome = await db.transaction(async (tx) => {
      const v = await store.useCode(tx, ch.userId, authenticator.secret, request.body.code, false)
      if (!v.ok) return { verdict: v, codes: [] }
      if (!(await store.consumeChallenge(tx, ch.id))) throw expired()
      const codes = await store.enable(tx, ch.userId)
      if (!codes) throw expired()
      return { verdict: v, codes }
    })
    if (!outcome.verdict.ok) return refuseSignInCode(request, ch, outcome.verdict)
    const result = await login.openSession(ch.userId, request)
    const actor = { id: ch.userId, username: ch.username }
    await audit(db, request, {
      action: 'TWO_FACTOR_ENABLE',
      entity: 'dashboard_user',
      entityId: ch.userId,
      actor,
      after: { duringSignIn: true, recoveryCodes: outcome.codes.length },
    })
    await audit(db, request, {
      action: 'LOGIN',
      entity: 'session',
      entityId: ch.userId,
      actor,
      after: { secondFactor: 'TOTP', enrolled: true },
    })
    return answer({ ...result, recoveryCodes: outcome.codes }, TWO_FACTOR_MESSAGES.enabled)
  }

  // ---- the signed-in user's own settings ----

  const ownStatus: EndpointHandler<typeof twoFactorOwnStatus> = async (request) => {
    const auth = authOf(request)
    return store.status(auth.userId, auth.roleSegmentId)
  }

  const startOwnEnrolment: EndpointHandler<typeof twoFactorOwnSetup> = async (request) => {
    const user = await signedInUser(request)
    const setup = await store.startEnrolment(user.id, user.username)
    if (!setup) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled)
    return answer(setup, 'Pindai kode QR dengan aplikasi autentikator, lalu masukkan kodenya.')
  }

  const enableOwn: EndpointHandler<typeof twoFactorOwnEnable> = async (request) => {
    const user = await signedInUser(request)
    const authenticator = await store.authenticatorOf(db, user.id)
    if (!authenticator) throw conflict(TWO_FACTOR_MESSAGES.setupFirst)
    if (authenticator.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled)
    const outcome = await db.transaction(async (tx) => {
      const v = await store.useCode(tx, user.id, authenticator.secret, request.body.code, false)
      if (!v.ok) return { verdict: v, codes: [] }
      const codes = await store.enable(tx, user.id)
      if (!codes) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled)
      await audit(tx, request, {
        action: 'TWO_FACTOR_ENABLE',
        entity: 'dashboard_user',
        entityId: user.id,
        after: { recoveryCodes: codes.length },
      })
      return { verdict: v, codes }
    })
    if (!outcome.verdict.ok) return refuseOwnCode(request, user, outcome.verdict)
    return answer({ recoveryCodes: outcome.codes }, TWO_FACTOR_MESSAGES.enabled)
  }

  const regenerateOwnCodes: EndpointHandler<typeof twoFactorOwnRegenerate> = async (request) => {
    const user = await signedInUser(request)
    const authenticator = await enabledAuthenticator(user.id)
    const outcome = await db.transaction(async (tx) => {
      const v = await store.useCode(tx, user.id, authenticator.secret, request.body.code, true)
      if (!v.ok) return { verdict: v, codes: [] }
      const codes = await store.replaceRecoveryCodes(tx, user.id)
      await audit(tx, request, {
        action: 'TWO_FACTOR_RECOVERY_REGENERATE',
        entity: 'dashboard_user',
        entityId: user.id,
        after: { secondFactor: v.method, recoveryCodes: codes.length },
      })
      return { verdict: v, codes }
    })
    if (!outcome.verdict.ok) return refuseOwnCode(request, user, outcome.verdict)
    return answer({ recoveryCodes: outcome.codes }, TWO_FACTOR_MESSAGES.regenerated)
  }

  const disableOwn: EndpointHandler<typeof twoFactorOwnDisable> = async (request) => {
    const user = await signedInUser(request)
    const authenticator = await enabledAuthenticator(user.id)
    if (await store.segmentRequires(db, user.segmentId)) throw conflict(TWO_FACTOR_MESSAGES.requiredBySegment)
    const verdict = await db.transaction(async (tx) => {
      const v = await store.useCode(tx, user.id, authenticator.secret, request.body.code, true)
      if (!v.ok) return v
      await store.remove(tx, user.id)
      await audit(tx, request, {
        action: 'TWO_FACTOR_DISABLE',
        entity: 'dashboard_user',
        entityId: user.id,
        before: { enabledAt: authenticator.enabledAt?.toISOString() ?? null },
        after: { secondFactor: v.method },
      })
      return v
    })
    if (!verdict.ok) return refuseOwnCode(request, user, verdict)
    return answer(null, TWO_FACTOR_MESSAGES.disabled)
  }

  return {
    twoFactorLogin: verifySignInCode,
    twoFactorLoginSetup: startSignInEnrolment,
    twoFactorLoginConfirm: confirmSignInEnrolment,
    twoFactorOwnStatus: ownStatus,
    twoFactorOwnSetup: startOwnEnrolment,
    twoFactorOwnEnable: enableOwn,
    twoFactorOwnRegenerate: regenerateOwnCodes,
    twoFactorOwnDisable: disableOwn,
  }
}
