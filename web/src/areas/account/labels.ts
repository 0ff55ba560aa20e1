import { FEATURES, type FeatureLevel } from '#contract/access/features.ts'
import type { USER_STATUSES, UserItem } from '#contract/account/users.ts'
import { USER_TYPE_LEVELS, type UserTypeLevel } from '#contract/auth/schemas.ts'

/** Indonesian names of the account screens' coded values, and who may be given which scope. */

export const LEVEL_LABELS: Record<UserTypeLevel, string> = {
  ALL: 'Semua',
  CLIENT: 'Client',
  REGION: 'Region',
  GROUP: 'Group',
  MERCHANT: 'Merchant',
  PARTNER: 'Partner',
}

export const STATUS_LABELS: Record<(typeof USER_STATUSES)[number], string> = {
  ACTIVE: 'Aktif',
  INACTIVE: 'Nonaktif',
}

export const FEATURE_LEVEL_LABELS: Record<FeatureLevel, string> = { data: 'Data', feature: 'Fitur' }

/** The sidebar's names for the catalogue's feature groups. */
export const FEATURE_GROUP_LABELS: Record<string, string> = {
  GRP_SUMMARY: 'Ringkasan',
  GRP_ANALYTICS: 'Analitik',
  GRP_SEGMENTATION: 'Segmentasi',
  GRP_CORPORATE: 'Pengaturan Korporat',
  GRP_MINT_PARTNER: 'MINT Partner',
  GRP_SYNC: 'Sinkronisasi Transaksi',
  GRP_HELP_CENTER: 'Pusat Bantuan',
  GRP_PARTNER: 'Partner',
  GRP_CORPORATE_WALLET: 'Corporate Wallet',
  GRP_DEPOSIT: 'Deposit',
  GRP_REPORT: 'Riwayat Transaksi',
  GRP_RETAIL_PRODUCT: 'Produk Retail',
  GRP_DASHBOARD_ACCOUNT: 'Akun Dashboard',
  GRP_TOPUP: 'Topup',
  GRP_DEVELOPER: 'Developer',
  GRP_APPROVAL: 'Persetujuan (Checker)',
  GRP_PRIVACY: 'Data Pribadi',
  GRP_POS: 'Penjualan',
}

export const groupLabel = (group: string) => FEATURE_GROUP_LABELS[group] ?? group

/** The catalogue's groups in catalogue order. */
export const FEATURE_GROUPS: readonly string[] = [...new Set(Object.values(FEATURES).map((f) => f.group))]

/**
 * The scope levels an administrator may give: their own level and those below it (a client
 * administrator: client, region, group, merchant), as the server's escalation rule allows.
 */
export function assignableLevels(actorLevel: UserTypeLevel): UserTypeLevel[] {
  switch (actorLevel) {
    case 'ALL':
      return [...USER_TYPE_LEVELS]
    case 'CLIENT':
      return ['CLIENT', 'REGION', 'GROUP', 'MERCHANT']
    case 'REGION':
      return ['REGION', 'GROUP', 'MERCHANT']
    case 'GROUP':
      return ['GROUP', 'MERCHANT']
    case 'MERCHANT':
      return ['MERCHANT']
    case 'PARTNER':
      return ['PARTNER']
  }
}

/** "Client · Toko Makmur (CLT001)", or "Semua data" for an account scoped to everything. */
export function scopeText(user: Pick<UserItem, 'userTypeLevel' | 'userTypeValue' | 'userTypeValueName'>) {
  if (user.userTypeLevel === 'ALL') return 'Semua data'
  const name = user.userTypeValueName || user.userTypeValue
  const code = user.userTypeValueName ? ` (${user.userTypeValue})` : ''
  return `${LEVEL_LABELS[user.userTypeLevel]} · ${name}${code}`
}

/** Whether a lock time is still in the future. */
export const isLocked = (lockedUntil: string | null, now = Date.now()) =>
  lockedUntil !== null && Date.parse(lockedUntil) > now
