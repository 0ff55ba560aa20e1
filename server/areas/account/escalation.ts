import { eq, inArray, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { API_ACCESS_MESSAGES } from '#contract/account/api-access.ts'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import { userUpdate } from '#contract/account/users.ts'
import type { UserTypeLevel } from '#contract/auth/schemas.ts'
import type { AuthContext } from '../../access/caller.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import {
  apiDetail,
  apiMaster,
  apiSegment,
  dashboardUser,
  roleMaster,
  roleTask,
} from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { ApiError } from '../../http/errors.ts'
import { scopeWithin } from './user-scope.ts'

/**
 * Escalation rules of dashboard accounts (issue 4), shared by the users, role-segment and role-task
 * calls. Every refusal is an EscalationDenied: the write it interrupts rolls back, then
 * `auditDenied` records who attempted what (action ESCALATION_DENIED).
 *
 * 1. FEATURE_NOT_HELD: nobody grants a feature they do not hold (adding it to a segment, or putting a
 *    user into a segment that has it). API_NOT_HELD is the same for API masters (API segments): nobody
 *    grants a master their own segment is not granted, nor moves a route into or out of one.
 * 2. MANAGE_STRONGER: nobody changes, resets, verifies or deletes an account whose segment has a
 *    feature (or an API master) they do not hold (otherwise a lesser admin could take over a stronger account by changing
 *    its e-mail and sending it a password link). Revoking features from a segment is not restricted
 *    this way: taking away is not granting (rules 4 and 5 still apply).
 * 3. SCOPE_WIDER: nobody grants a data scope wider than their own.
 * 4. SELF: nobody changes their own segment, scope, partner, status or account, nor the segment they
 *    belong to.
 * 5. LAST_ACCOUNT_ADMIN: the last ACTIVE account holding SETTING_DASHBOARD_ACCOUNT (and allowed by API
 *    segments to call the account routes) cannot be deleted, deactivated, moved to a segment without
 *    it, nor can the feature, or the API master of the account routes, be removed from its segment.
 */
export type EscalationRule =
  | 'FEATURE_NOT_HELD'
  | 'API_NOT_HELD'
  | 'MANAGE_STRONGER'
  | 'SCOPE_WIDER'
  | 'SELF'
  | 'LAST_ACCOUNT_ADMIN'

export const ACCOUNT_ADMIN_FEATURE = 'SETTING_DASHBOARD_ACCOUNT'

export class EscalationDenied extends ApiError {
  constructor(
    statusCode: 403 | 409,
    message: string,
    readonly rule: EscalationRule,
    readonly target: { entity: string; entityId: string },
    readonly detail: Record<string, unknown> = {},
  ) {
    super(statusCode, message)
    this.name = 'EscalationDenied'
  }
}

const SECRET_KEYS = new Set(['password', 'passwordHash', 'oldPassword', 'newPassword', 'token'])

/** Writes the ESCALATION_DENIED audit row of a refusal (outside the rolled-back transaction). */
export async function auditDenied(db: Db, request: FastifyRequest, err: EscalationDenied): Promise<void> {
  const attempted: Record<string, unknown> = {}
  for (const [k, v] of Object.entries((request.body ?? {}) as Record<string, unknown>))
    if (!SECRET_KEYS.has(k)) attempted[k] = v
  await audit(db, request, {
    action: 'ESCALATION_DENIED',
    entity: err.target.entity,
    entityId: err.target.entityId,
    after: { rule: err.rule, call: request.url, message: err.message, attempted, ...err.detail },
  })
}

/** The features (by roleName) a segment grants. */
export async function segmentFeatureNames(db: Db, segmentId: number): Promise<string[]> {
  const rows = await db
    .select({ roleName: roleMaster.roleName })
    .from(roleTask)
    .innerJoin(roleMaster, eq(roleMaster.id, roleTask.roleMasterId))
    .where(eq(roleTask.segmentId, segmentId))
    .orderBy(roleMaster.roleName)
  return rows.map((r) => r.roleName)
}

/** The API masters granted to a segment: id → code. */
export async function segmentApiMasters(db: Db, segmentId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: apiMaster.id, code: apiMaster.code })
    .from(apiSegment)
    .innerJoin(apiMaster, eq(apiMaster.id, apiSegment.apiMasterId))
    .where(eq(apiSegment.segmentId, segmentId))
    .orderBy(apiMaster.code)
  return new Map(rows.map((r) => [r.id, r.code]))
}

/**
 * Active accounts whose segment grants SETTING_DASHBOARD_ACCOUNT and whose API segment allows the
 * account route (POST /users/update) — when the catalogue knows that route.
 */
export async function activeAccountAdmins(db: Db): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*)::int as n from ${dashboardUser} u
      where u.status = 'ACTIVE' and exists (
        select 1 from ${roleTask} t join ${roleMaster} m on m.id = t.role_master_id
        where t.segment_id = u.role_segment_id and m.role_name = ${ACCOUNT_ADMIN_FEATURE})
      and (
        not exists (select 1 from ${apiDetail} d where d.method = 'POST' and d.path = ${userUpdate.path})
        or exists (
          select 1 from ${apiDetail} d join ${apiSegment} g on g.api_master_id = d.api_master_id
          where d.method = 'POST' and d.path = ${userUpdate.path} and g.segment_id = u.role_segment_id))`),
  )
  return Number(row?.n ?? 0)
}

/** Serialises every write that could remove the last account administrator (all instances). */
const ACCOUNT_ADMIN_LOCK = 7_340_401

export function escalation(tx: Db, actor: AuthContext) {
  const held = new Set(actor.roles.map((r) => r.roleName))
  const lacking = (features: Iterable<string>) => [...new Set(features)].filter((f) => !held.has(f)).sort()
  let heldApi: Promise<Map<number, string>> | undefined
  /** Codes of these API masters (id → code) that the actor's own segment is not granted. */
  const lackingApi = async (masters: Map<number, string>) => {
    heldApi ??= segmentApiMasters(tx, actor.roleSegmentId)
    const mine = await heldApi
    return [...masters]
      .filter(([id]) => !mine.has(id))
      .map(([, code]) => code)
      .sort()
  }

  return {
    held,

    /** Rule 1: every feature given must be held by the actor. */
    requireHeld(features: Iterable<string>, target: EscalationDenied['target']) {
      const missing = lacking(features)
      if (missing.length > 0)
        throw new EscalationDenied(
          403,
          ACCOUNT_MESSAGES.featureNotHeld(missing),
          'FEATURE_NOT_HELD',
          target,
          {
            missing,
          },
        )
    },

    /** Rule 1 for API masters: every master given (or a route moved between) must be the actor's. */
    async requireApiHeld(masters: Map<number, string>, target: EscalationDenied['target']) {
      const missing = await lackingApi(masters)
      if (missing.length > 0)
        throw new EscalationDenied(403, API_ACCESS_MESSAGES.apiNotHeld(missing), 'API_NOT_HELD', target, {
          missing,
        })
    },

    /**
     * Rule 1 for a user put into a segment: the segment's features must all be held by the actor, and
     * its API masters granted to the actor's segment.
     */
    async requireCanAssignSegment(segmentId: number, target: EscalationDenied['target']) {
      const missing = lacking(await segmentFeatureNames(tx, segmentId))
      if (missing.length > 0)
        throw new EscalationDenied(
          403,
          ACCOUNT_MESSAGES.featureNotHeld(missing),
          'FEATURE_NOT_HELD',
          target,
          {
            roleSegmentId: segmentId,
            missing,
          },
        )
      const missingApi = await lackingApi(await segmentApiMasters(tx, segmentId))
      if (missingApi.length > 0)
        throw new EscalationDenied(403, API_ACCESS_MESSAGES.apiNotHeld(missingApi), 'API_NOT_HELD', target, {
          roleSegmentId: segmentId,
          missing: missingApi,
        })
    },

    /** Rule 2: an account whose segment has a feature the actor lacks is out of their hands. */
    async requireCanManageAccountIn(segmentId: number, target: EscalationDenied['target']) {
      const missing = lacking(await segmentFeatureNames(tx, segmentId))
      if (missing.length > 0)
        throw new EscalationDenied(403, ACCOUNT_MESSAGES.manageStronger(missing), 'MANAGE_STRONGER', target, {
          roleSegmentId: segmentId,
          missing,
        })
      const missingApi = await lackingApi(await segmentApiMasters(tx, segmentId))
      if (missingApi.length > 0)
        throw new EscalationDenied(
          403,
          API_ACCESS_MESSAGES.manageStrongerApi(missingApi),
          'MANAGE_STRONGER',
          target,
          { roleSegmentId: segmentId, missingApi },
        )
    },

    /** Rule 3: the scope given must lie inside the actor's own. */
    async requireScopeWithin(
      scope: { userTypeLevel: UserTypeLevel; userTypeValue: string; sharingFeePartnerCode: string },
      target: EscalationDenied['target'],
    ) {
      if (actor.userTypeLevel === 'ALL') return
      const inside =
        (await scopeWithin(tx, actor, scope.userTypeLevel, scope.userTypeValue)) &&
        // A partner's sharing-fee view of another partner is wider than the partner itself.
        (scope.userTypeLevel !== 'PARTNER' || scope.sharingFeePartnerCode === scope.userTypeValue)
      if (!inside)
        throw new EscalationDenied(403, ACCOUNT_MESSAGES.scopeWider, 'SCOPE_WIDER', target, {
          actorScope: { userTypeLevel: actor.userTypeLevel, userTypeValue: actor.userTypeValue },
          requestedScope: scope,
        })
    },

    /** Rule 4: not the actor's own segment. */
    requireNotOwnSegment(segmentId: number, target: EscalationDenied['target']) {
      if (segmentId === actor.roleSegmentId)
        throw new EscalationDenied(403, ACCOUNT_MESSAGES.self, 'SELF', target, { roleSegmentId: segmentId })
    },

    /** Rule 4: not the actor's own access (segment, scope, partner, status) nor their own account. */
    requireNotSelf(userId: string, changed: string[], target: EscalationDenied['target']) {
      if (userId === actor.userId && changed.length > 0)
        throw new EscalationDenied(403, ACCOUNT_MESSAGES.self, 'SELF', target, { changed })
    },

    /**
     * Rule 5: runs a change and refuses it (rolling back) if it leaves no active account holding
     * SETTING_DASHBOARD_ACCOUNT where there was one. An advisory lock serialises such changes.
     */
    async keepingAnAccountAdmin<T>(target: EscalationDenied['target'], change: () => Promise<T>): Promise<T> {
      await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_ADMIN_LOCK})`)
      const before = await activeAccountAdmins(tx)
      const result = await change()
      if (before > 0 && (await activeAccountAdmins(tx)) === 0)
        throw new EscalationDenied(409, ACCOUNT_MESSAGES.lastAccountAdmin, 'LAST_ACCOUNT_ADMIN', target)
      return result
    },
  }
}

/** Catalogue ids of these feature names (unknown names are absent from the map). */
export async function catalogueIds(db: Db, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map()
  const rows = await db
    .select({ id: roleMaster.id, roleName: roleMaster.roleName })
    .from(roleMaster)
    .where(inArray(roleMaster.roleName, names))
  return new Map(rows.map((r) => [r.roleName, r.id]))
}
