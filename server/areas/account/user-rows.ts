import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { UserItem } from '#contract/account/users.ts'
import type { AuthContext } from '../../access/caller.ts'
import type { Db } from '../../db/client.ts'
import {
  client,
  corporateGroup,
  dashboardUser,
  merchant,
  partner,
  region,
  roleSegment,
  twoFactor,
} from '../../db/schema/index.ts'
import { scopeCovers } from './user-scope.ts'

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)

/** The name of what a user's scope value names (client, region, group, merchant or partner); '' for ALL. */
const scopeName = sql<string>`coalesce(case ${dashboardUser.userTypeLevel}
  when 'CLIENT' then (select ${client.name} from ${client} where ${client.code} = ${dashboardUser.userTypeValue})
  when 'REGION' then (select ${region.name} from ${region} where ${region.code} = ${dashboardUser.userTypeValue})
  when 'GROUP' then (select ${corporateGroup.name} from ${corporateGroup} where ${corporateGroup.code} = ${dashboardUser.userTypeValue})
  when 'MERCHANT' then (select ${merchant.name} from ${merchant} where ${merchant.mid} = ${dashboardUser.userTypeValue})
  when 'PARTNER' then (select ${partner.name} from ${partner} where ${partner.code} = ${dashboardUser.userTypeValue})
  end, '')`

/** What an account row shows: everything but the password hash and the failure counter. */
export const userColumns = {
  id: dashboardUser.id,
  username: dashboardUser.username,
  email: dashboardUser.email,
  fullName: dashboardUser.fullName,
  roleSegmentId: dashboardUser.roleSegmentId,
  roleSegmentCode: roleSegment.code,
  roleSegmentName: roleSegment.name,
  userTypeLevel: dashboardUser.userTypeLevel,
  userTypeValue: dashboardUser.userTypeValue,
  userTypeValueName: scopeName,
  partnerCode: dashboardUser.partnerCode,
  partnerId: dashboardUser.partnerId,
  sharingFeePartnerCode: dashboardUser.sharingFeePartnerCode,
  status: dashboardUser.status,
  passwordSet: sql<boolean>`(${dashboardUser.passwordHash} is not null)`,
  twoFactorEnabled: sql<boolean>`exists (select 1 from ${twoFactor} where ${twoFactor.userId} = ${dashboardUser.id} and ${twoFactor.enabledAt} is not null)`,
  emailVerifiedAt: dashboardUser.emailVerifiedAt,
  lockedUntil: dashboardUser.lockedUntil,
  lastLoginAt: dashboardUser.lastLoginAt,
  passwordChangedAt: dashboardUser.passwordChangedAt,
  createdAt: dashboardUser.createdAt,
  updatedAt: dashboardUser.updatedAt,
}

/** Accounts with their segment's code and name. */
export const selectUsers = (db: Db) =>
  db
    .select({ ...userColumns })
    .from(dashboardUser)
    .innerJoin(roleSegment, eq(roleSegment.id, dashboardUser.roleSegmentId))

type Selected = Awaited<ReturnType<typeof selectUsers>>[number]

export function toUserItem(row: Selected): UserItem {
  return {
    ...row,
    userTypeValueName: String(row.userTypeValueName ?? ''),
    passwordSet: Boolean(row.passwordSet),
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    emailVerifiedAt: iso(row.emailVerifiedAt),
    lockedUntil: iso(row.lockedUntil),
    lastLoginAt: iso(row.lastLoginAt),
    passwordChangedAt: iso(row.passwordChangedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The accounts an actor may see and manage: those whose scope lies inside the actor's. */
export const userScopeOf = (actor: AuthContext): SQL | undefined =>
  actor.userTypeLevel === 'ALL'
    ? undefined
    : scopeCovers(actor, sql`${dashboardUser.userTypeLevel}`, sql`${dashboardUser.userTypeValue}`)

/** One account inside the actor's scope (locked for update inside a transaction), or null. */
export async function userInScope(db: Db, actor: AuthContext, id: string, forUpdate = false) {
  const q = selectUsers(db).where(and(eq(dashboardUser.id, id), userScopeOf(actor)))
  const [row] = forUpdate ? await q.for('update', { of: dashboardUser }) : await q
  return row ? toUserItem(row) : null
}
