import { eq } from 'drizzle-orm'
import type { RoleEntry } from '#contract/access/can.ts'
import type { Profile } from '#contract/auth/schemas.ts'
import type { Db } from '../db/client.ts'
import { dashboardUser, roleMaster, roleSegment, roleTask } from '../db/schema/index.ts'

/** The features a segment grants, read fresh on each request so changes apply without re-login. */
export async function segmentRoles(db: Db, segmentId: number): Promise<RoleEntry[]> {
  return db
    .select({ roleName: roleMaster.roleName, roleGroup: roleMaster.roleGroup })
    .from(roleTask)
    .innerJoin(roleMaster, eq(roleMaster.id, roleTask.roleMasterId))
    .where(eq(roleTask.segmentId, segmentId))
    .orderBy(roleMaster.id)
}

export async function loadProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ user: dashboardUser, segment: roleSegment })
    .from(dashboardUser)
    .innerJoin(roleSegment, eq(roleSegment.id, dashboardUser.roleSegmentId))
    .where(eq(dashboardUser.id, userId))
  if (!row) return null
  const { user, segment } = row
  return {
    username: user.username,
    email: user.email,
    roleSegmentCode: segment.code,
    roleSegmentName: segment.name,
    roleSegmentValue: await segmentRoles(db, segment.id),
    userTypeLevel: user.userTypeLevel,
    userTypeValue: user.userTypeValue,
    userId: user.id,
    sharingFeePartnerCode: user.sharingFeePartnerCode,
    partnerCode: user.partnerCode,
    partnerId: user.partnerId,
  }
}
