import { inArray } from 'drizzle-orm'
import { FEATURE_NAMES, type FeatureName } from '#contract/access/features.ts'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import type { UserTypeLevel } from '#contract/auth/schemas.ts'
import { grantMastersToSegment } from '../access/api-catalogue.ts'
import { hashLoginValue } from '../auth/password.ts'
import type { Db } from '../db/client.ts'
import { dashboardUser, roleMaster, roleSegment, roleTask } from '../db/schema/index.ts'

/**
 * Creates a role segment granting exactly these features, and every API master there is (API segments
 * restrict deliberately; a segment starts unrestricted); returns its id.
 */
export async function createSegment(
  db: Db,
  seg: { code: string; name: string; description?: string; features: readonly FeatureName[] },
): Promise<number> {
  const [row] = await db
    .insert(roleSegment)
    .values({ code: seg.code, name: seg.name, description: seg.description ?? '' })
    .returning({ id: roleSegment.id })
  if (!row) throw new Error(`segment ${seg.code} not created`)
  if (seg.features.length > 0) {
    const masters = await db
      .select({ id: roleMaster.id })
      .from(roleMaster)
      .where(inArray(roleMaster.roleName, [...seg.features]))
    await db.insert(roleTask).values(masters.map((m) => ({ segmentId: row.id, roleMasterId: m.id })))
  }
  await grantMastersToSegment(db, row.id)
  return row.id
}

export interface NewUser {
  username: string
  email: string
  fullName: string
  password: string
  roleSegmentId: number
  userTypeLevel: UserTypeLevel
  userTypeValue?: string
  partnerCode?: string
  partnerId?: string
  sharingFeePartnerCode?: string
}

/** Inserts a dashboard user whose password is stored exactly as /login will check it. */
export async function createUser(db: Db, u: NewUser): Promise<string> {
  const passwordHash = await hashLoginValue(await hashLoginPassword(u.password))
  const [row] = await db
    .insert(dashboardUser)
    .values({
      username: u.username,
      email: u.email,
      fullName: u.fullName,
      passwordHash,
      roleSegmentId: u.roleSegmentId,
      userTypeLevel: u.userTypeLevel,
      userTypeValue: u.userTypeValue ?? '',
      partnerCode: u.partnerCode ?? '',
      partnerId: u.partnerId ?? '',
      sharingFeePartnerCode: u.sharingFeePartnerCode ?? '',
      emailVerifiedAt: new Date(),
      passwordChangedAt: new Date(),
    })
    .returning({ id: dashboardUser.id })
  if (!row) throw new Error(`user ${u.username} not created`)
  return row.id
}

export const DEMO_PASSWORD = 'Mint#2025!'

export const DEMO_SEGMENTS = {
  SUPERADMIN: { code: 'SUPERADMIN', name: 'Super Admin', features: FEATURE_NAMES },
  OPS_RETAIL: {
    code: 'OPS_RETAIL',
    name: 'Operasional Retail',
    features: ['SUMMARY_RETAIL', 'MERCHANT_DATA', 'OUTLET_DATA', 'VIEW_ONLY_RETAIL_TRANSACTION'],
  },
  SUPERVISOR: {
    code: 'SUPERVISOR',
    name: 'Supervisor Segmentasi',
    features: [
      'SETTING_ALL_SEGMENTATION',
      // The checker of what superadmin proposes (issue 30): segment and price versions.
      'APPROVE_SEGMENTATION',
      'MERCHANT_DATA',
      'MERCHANT_GROUP_DATA',
      'OUTLET_DATA',
      'ALL_DEVELOPER_MENU',
    ],
  },
  KEUANGAN: {
    code: 'KEUANGAN',
    name: 'Keuangan Deposit',
    features: [
      'VIEW_ONLY_DEPOSIT_MERCHANT',
      'HISTORY_DEPOSIT_MERCHANT',
      'PAYMENT_METHOD_DEPOSIT',
      'VIEW_ONLY_TOPUP_DEPOSIT_TRANSACTION',
      // Finance is the checker (issue 30): it verifies top-ups and approves corrections, refunds and the corporate
      // wallet's disbursements; superadmin enters them. The wallet's screens open with its view feature.
      'APPROVE_DEPOSIT_TOPUP',
      'APPROVE_DEPOSIT_ADJUSTMENT',
      'APPROVE_DISBURSEMENT',
      'VIEW_CORPORATE_WALLET_MINT',
    ],
  },
  MITRA: {
    code: 'MITRA',
    name: 'Mitra Partner',
    features: [
      'SUMMARY_TOPUP',
      'ANALYTICS_SHARING_PARTNER_FEE',
      'VIEW_RIWAYAT_PENDAPATAN',
      // Its own partner's external segments of the partner app (read only).
      'VIEW_MINT_PARTNER_SEGMENTATION',
    ],
  },
} as const satisfies Record<string, { code: string; name: string; features: readonly FeatureName[] }>
