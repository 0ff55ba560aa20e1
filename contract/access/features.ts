/**
 * Every feature of the product (docs/PRODUCT.md §2 and §6). A user's role segment grants a list of
 * `{ roleName, roleGroup }` entries taken from this catalogue; a check matches a required key against
 * either field. Group names therefore must never equal a feature name (tested), or holding any feature
 * of a group would silently grant a feature of the same name.
 */
export type FeatureLevel = 'data' | 'feature'

interface FeatureDef {
  readonly group: string
  readonly level: FeatureLevel
  readonly label: string
  /**
   * A feature split off another (the checker's side of a control, issue 30): when it first appears in a running
   * database, every segment that held this one gets it too, so no one loses what they could do on upgrade.
   */
  readonly grantedWith?: string
}

const data = (group: string, label: string): FeatureDef => ({ group, level: 'data', label })
const feat = (group: string, label: string, grantedWith?: string): FeatureDef => ({
  group,
  level: 'feature',
  label,
  ...(grantedWith ? { grantedWith } : {}),
})

export const FEATURES = {
  SUMMARY_RETAIL: feat('GRP_SUMMARY', 'Ringkasan Retail'),
  SUMMARY_RETAIL_BPD: feat('GRP_SUMMARY', 'Ringkasan Retail BPD'),
  SUMMARY_BILLER: feat('GRP_SUMMARY', 'Ringkasan Mybills'),
  SUMMARY_MYCROATM: feat('GRP_SUMMARY', 'Ringkasan Mycroatm'),
  SUMMARY_TOPUP: feat('GRP_SUMMARY', 'Ringkasan Topup'),
  SUMMARY_MERCHANT_TARGET: feat('GRP_ANALYTICS', 'Target Merchant'),
  SUMMARY_GROUP_TARGET: feat('GRP_ANALYTICS', 'Target Group'),
  SUMMARY_REGION_TARGET: feat('GRP_ANALYTICS', 'Target Region'),
  SUMMARY_LOCATION: feat('GRP_ANALYTICS', 'Transaksi per Kota'),
  SUMMARY_MERCHANT: feat('GRP_ANALYTICS', 'Transaksi per Merchant'),
  ANALYTICS_SHARING_PARTNER_FEE: feat('GRP_ANALYTICS', 'Sharing Fee Partner'),

  SETTING_ALL_SEGMENTATION: feat('GRP_SEGMENTATION', 'Pengaturan Segmentasi'),

  CLIENT_DATA: data('GRP_CORPORATE', 'Data Client'),
  REGION_DATA: data('GRP_CORPORATE', 'Data Region'),
  GROUP_DATA: data('GRP_CORPORATE', 'Data Group'),
  MERCHANT_DATA: data('GRP_CORPORATE', 'Data Merchant'),
  MERCHANT_GROUP_DATA: data('GRP_CORPORATE', 'Data Merchant Group'),
  SETTING_TARGET_MERCHANT: feat('GRP_CORPORATE', 'Pengaturan Target'),
  OUTLET_DATA: data('GRP_CORPORATE', 'Data Outlet'),
  APP_USER_DATA: data('GRP_CORPORATE', 'Data User Outlet'),
  APP_DEVICE_DATA: data('GRP_CORPORATE', 'Data Device Outlet'),
  APP_DEVICE_MYCROATM_DATA: data('GRP_CORPORATE', 'Data Device Mycroatm'),
  APP_DEVICE_PRINTER_KITCHEN_DATA: data('GRP_CORPORATE', 'Data Printer Dapur'),
  SETTING_DEVICE_ACTIVITY_PERIODE: feat('GRP_CORPORATE', 'Periode Aktivitas Device'),
  APP_VERSION: data('GRP_CORPORATE', 'Versi Aplikasi'),
  BLOCK_TRANSACTION: data('GRP_CORPORATE', 'Blokir Transaksi'),

  VIEW_MINT_PARTNER_HOMEPAGE: feat('GRP_MINT_PARTNER', 'Beranda MINT Partner'),
  VIEW_MERCHANT_LIST: feat('GRP_MINT_PARTNER', 'Pemetaan Segmen Partner'),
  VIEW_APPROVED_PARTNER: feat('GRP_MINT_PARTNER', 'Partner Disetujui'),
  VIEW_RIWAYAT_PENDAPATAN: feat('GRP_MINT_PARTNER', 'Riwayat Pendapatan'),
  VIEW_MINT_PARTNER_SEGMENTATION: feat('GRP_MINT_PARTNER', 'Segmentasi Eksternal'),
  VIEW_MINT_MERCHANT_SEGMENTATION: feat('GRP_MINT_PARTNER', 'Segmentasi Internal'),

  SYNC_TRX_MYCROATM: feat('GRP_SYNC', 'Sinkronisasi Transaksi Mycroatm'),
  SYNC_TRX_RETAIL: feat('GRP_SYNC', 'Sinkronisasi Transaksi Retail'),

  VIEW_PUSAT_BANTUAN_CATEGORY: feat('GRP_HELP_CENTER', 'Kategori Pusat Bantuan'),
  VIEW_PUSAT_BANTUAN_SUB_CATEGORY: feat('GRP_HELP_CENTER', 'Sub Kategori Pusat Bantuan'),
  VIEW_PUSAT_BANTUAN_FAQ: feat('GRP_HELP_CENTER', 'FAQ'),
  VIEW_PUSAT_BANTUAN_COMPLAIN: feat('GRP_HELP_CENTER', 'Komplain'),

  PARTNER_DATA: feat('GRP_PARTNER', 'Data Partner'),

  VIEW_CORPORATE_WALLET_BINA: feat('GRP_CORPORATE_WALLET', 'Corporate Wallet BINA'),
  VIEW_CORPORATE_WALLET_MINT: feat('GRP_CORPORATE_WALLET', 'Corporate Wallet MINT'),

  VIEW_ONLY_DEPOSIT_MERCHANT: feat('GRP_DEPOSIT', 'Lihat Deposit Merchant'),
  TOPUP_DEPOSIT_MERCHANT: feat('GRP_DEPOSIT', 'Top Up Deposit Merchant'),
  HISTORY_DEPOSIT_MERCHANT: feat('GRP_DEPOSIT', 'Riwayat Deposit Merchant'),
  PAYMENT_METHOD_DEPOSIT: feat('GRP_DEPOSIT', 'Metode Pembayaran Deposit'),

  VIEW_ALL_TRANSACTION: feat('GRP_REPORT', 'Semua Laporan Transaksi'),
  VIEW_ONLY_RETAIL_TRANSACTION: feat('GRP_REPORT', 'Laporan Transaksi Retail'),
  VIEW_ONLY_BILLER_TRANSACTION: feat('GRP_REPORT', 'Laporan Transaksi Mybills'),
  VIEW_ONLY_MYCROATM_TRANSACTION: feat('GRP_REPORT', 'Laporan Transaksi Mycroatm'),
  VIEW_ONLY_TOPUP_TRANSACTION: feat('GRP_REPORT', 'Laporan Transaksi Topup'),
  VIEW_ONLY_TOPUP_DEPOSIT_TRANSACTION: feat('GRP_REPORT', 'Laporan Transaksi Topup Deposit'),

  SETTING_ALL_RETAIL_PRODUCT_CATEGORY: feat('GRP_RETAIL_PRODUCT', 'Kategori Produk'),
  SETTING_ALL_RETAIL_PRODUCT: feat('GRP_RETAIL_PRODUCT', 'Semua Produk'),
  SETTING_ALL_RETAIL_PRODUCT_CATEGORY_COMPOSITION: feat('GRP_RETAIL_PRODUCT', 'Kategori Komposisi'),
  SETTING_ALL_RETAIL_PRODUCT_COMPOSITION: feat('GRP_RETAIL_PRODUCT', 'Komposisi Produk'),

  SETTING_DASHBOARD_ACCOUNT: feat('GRP_DASHBOARD_ACCOUNT', 'Pengguna Dashboard'),
  ALL_SEGMENT_DASHBOARD: feat('GRP_DASHBOARD_ACCOUNT', 'Segmentasi Dashboard'),

  OPEN_BLOCKED_CARD: feat('GRP_TOPUP', 'Kartu Terblokir'),

  ALL_DEVELOPER_MENU: feat('GRP_DEVELOPER', 'Menu Developer'),

  // The checker's side of every controlled workflow (issue 30, contract/engine/workflow.ts): never the feature
  // that creates or edits, so a segment may hold one side without the other.
  APPROVE_DEPOSIT_TOPUP: feat('GRP_APPROVAL', 'Verifikasi Top Up Deposit', 'TOPUP_DEPOSIT_MERCHANT'),
  APPROVE_DEPOSIT_ADJUSTMENT: feat(
    'GRP_APPROVAL',
    'Persetujuan Koreksi & Refund Deposit',
    'TOPUP_DEPOSIT_MERCHANT',
  ),
  APPROVE_DISBURSEMENT: feat('GRP_APPROVAL', 'Persetujuan Disbursement', 'VIEW_CORPORATE_WALLET_MINT'),
  APPROVE_SEGMENTATION: feat('GRP_APPROVAL', 'Persetujuan Segmentasi & Tarif', 'SETTING_ALL_SEGMENTATION'),
  // A client-scoped checker may approve within their own client only with this (otherwise: scope everything).
  APPROVE_FOR_OWN_CLIENT: feat('GRP_APPROVAL', 'Persetujuan untuk Klien Sendiri'),

  // Personal data in full (issue 13, defect 8): answers mask it by default; a holder may reveal a value
  // of a row they can read anyway, and every reveal is audited (docs/ARCHITECTURE.md "Personal data").
  VIEW_PERSONAL_DATA: feat('GRP_PRIVACY', 'Lihat Data Pribadi Lengkap'),

  DEMO_POS_KASIR: feat('GRP_POS', 'Kasir POS'),
} as const satisfies Record<string, FeatureDef>

export type FeatureName = keyof typeof FEATURES
export const FEATURE_NAMES = Object.keys(FEATURES) as FeatureName[]

export const isFeatureName = (value: string): value is FeatureName => Object.hasOwn(FEATURES, value)

export const featureLevel = (name: FeatureName): FeatureLevel => FEATURES[name].level

/** The role entry of a feature as it appears in a profile's roleSegmentValue. */
export const roleEntryOf = (name: FeatureName) => ({ roleName: name, roleGroup: FEATURES[name].group })
