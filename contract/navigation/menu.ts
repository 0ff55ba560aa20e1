import type { AnyOf } from '../access/can.ts'
import { can, type RoleEntry } from '../access/can.ts'
import type { FeatureName } from '../access/features.ts'

/**
 * The sidebar tree and the route table of docs/PRODUCT.md §2: the ONE definition read by the menu, the
 * route guard and the page router. Icons are lucide icon names; the web maps them to components.
 */
export type MenuIcon =
  | 'layout-dashboard'
  | 'chart-column'
  | 'chart-line'
  | 'layers'
  | 'building-2'
  | 'handshake'
  | 'refresh-cw'
  | 'life-buoy'
  | 'briefcase'
  | 'wallet'
  | 'piggy-bank'
  | 'file-text'
  | 'package'
  | 'users'
  | 'credit-card'
  | 'code'
  | 'shopping-cart'
  | 'key-round'
  | 'shield-check'

export interface MenuLink {
  readonly kind: 'link'
  /** Sidebar label. */
  readonly title: string
  /** Page heading (defaults to the sidebar label). */
  readonly pageTitle: string
  readonly href: string
  /** Any one of these grants the page; empty means every signed-in user. */
  readonly features: AnyOf
  readonly icon?: MenuIcon
  /** The page wants the sidebar collapsed when it opens (POS cashier). */
  readonly collapseSidebar?: boolean
}

export interface MenuGroup {
  readonly kind: 'group'
  readonly title: string
  readonly icon: MenuIcon
  readonly defaultExpanded: boolean
  readonly items: readonly MenuLink[]
}

export type MenuEntry = MenuLink | MenuGroup

const link = (
  href: string,
  title: string,
  features: FeatureName[],
  extra: { pageTitle?: string; icon?: MenuIcon; collapseSidebar?: boolean } = {},
): MenuLink => ({ kind: 'link', href, title, features, pageTitle: extra.pageTitle ?? title, ...extra })

const group = (title: string, icon: MenuIcon, defaultExpanded: boolean, items: MenuLink[]): MenuGroup => ({
  kind: 'group',
  title,
  icon,
  defaultExpanded,
  items,
})

const under = (base: string, feature: FeatureName[], pairs: [string, string][]) =>
  pairs.map(([slug, title]) => link(`${base}/${slug}`, title, feature))

export const MENU: readonly MenuEntry[] = [
  link('/', 'Dashboard', [], { icon: 'layout-dashboard', pageTitle: 'Beranda' }),
  group('Ringkasan', 'chart-column', true, [
    link('/retail', 'Retail', ['SUMMARY_RETAIL', 'SUMMARY_RETAIL_BPD'], { pageTitle: 'Ringkasan Retail' }),
    link('/biller', 'Mybills', ['SUMMARY_BILLER'], { pageTitle: 'Ringkasan Mybills' }),
    link('/mycroatm', 'Mycroatm', ['SUMMARY_MYCROATM'], { pageTitle: 'Ringkasan Mycroatm' }),
    link('/topup', 'Topup', ['SUMMARY_TOPUP'], { pageTitle: 'Ringkasan Topup' }),
  ]),
  group('Analitik', 'chart-line', false, [
    link('/dashboard/analytics/merchant-target', 'Target Merchant', ['SUMMARY_MERCHANT_TARGET'], {
      pageTitle: 'Daftar Target Merchant',
    }),
    link('/dashboard/analytics/group-target', 'Target Group', ['SUMMARY_GROUP_TARGET'], {
      pageTitle: 'Daftar Target Group',
    }),
    link('/dashboard/analytics/region-target', 'Target Region', ['SUMMARY_REGION_TARGET'], {
      pageTitle: 'Daftar Target Region',
    }),
    link('/dashboard/analytics/transaction-by-city', 'Transaksi per Kota', ['SUMMARY_LOCATION']),
    link('/dashboard/analytics/transaction-by-merchant', 'Transaksi per Merchant', ['SUMMARY_MERCHANT']),
    link('/dashboard/analytics/sharing-fee', 'Sharing Fee Partner', ['ANALYTICS_SHARING_PARTNER_FEE'], {
      pageTitle: 'Daftar Sharing Fee',
    }),
  ]),
  group(
    'Segmentasi',
    'layers',
    false,
    under(
      '/dashboard/segmentation',
      ['SETTING_ALL_SEGMENTATION'],
      [
        ['apps-feature', 'Segmentasi Fitur Aplikasi'],
        ['retail', 'Segmentasi Retail'],
        ['retail-payment', 'Segmentasi Pembayaran Retail'],
        ['biller-prepaid', 'Segmentasi Biller Prabayar'],
        ['biller-postpaid', 'Segmentasi Biller Pascabayar'],
        ['biller-product', 'Segmentasi Produk Biller'],
        ['mycroatm', 'Segmentasi Mycroatm'],
        ['topup', 'Segmentasi Topup'],
        ['sharing-fee', 'Segmentasi Sharing Fee'],
        ['saving', 'Segmentasi Tabungan'],
        ['deposit-payment', 'Segmentasi Pembayaran Deposit'],
      ],
    ),
  ),
  group('Pengaturan Korporat', 'building-2', false, [
    link('/dashboard/corporate/client', 'Client', ['CLIENT_DATA'], { pageTitle: 'Daftar Client' }),
    link('/dashboard/corporate/region', 'Region', ['REGION_DATA'], { pageTitle: 'Daftar Region' }),
    link('/dashboard/corporate/group', 'Group', ['GROUP_DATA'], { pageTitle: 'Daftar Group' }),
    link('/dashboard/corporate/merchant', 'Merchant', ['MERCHANT_DATA'], { pageTitle: 'Daftar Merchant' }),
    link('/dashboard/corporate/merchant-group', 'Merchant Group', ['MERCHANT_GROUP_DATA'], {
      pageTitle: 'Daftar Merchant Group',
    }),
    link('/dashboard/corporate/target', 'Target', ['SETTING_TARGET_MERCHANT'], {
      pageTitle: 'Pengaturan Target',
    }),
    link('/dashboard/corporate/outlet', 'Outlet', ['OUTLET_DATA'], { pageTitle: 'Daftar Outlet' }),
    link('/dashboard/corporate/useroutlet', 'User Outlet', ['APP_USER_DATA'], {
      pageTitle: 'Daftar User Outlet',
    }),
    link('/dashboard/corporate/deviceoutlet', 'Device Outlet', ['APP_DEVICE_DATA'], {
      pageTitle: 'Daftar Device Outlet',
    }),
    link('/dashboard/corporate/device-mycroatm', 'Device Mycroatm', ['APP_DEVICE_MYCROATM_DATA'], {
      pageTitle: 'Daftar Device Mycroatm',
    }),
    link('/dashboard/corporate/printer-kitchen', 'Printer Dapur', ['APP_DEVICE_PRINTER_KITCHEN_DATA'], {
      pageTitle: 'Daftar Printer Dapur',
    }),
    link(
      '/dashboard/corporate/deviceoutletactivity',
      'Periode Aktivitas Device',
      ['SETTING_DEVICE_ACTIVITY_PERIODE'],
      {
        pageTitle: 'Periode Aktivitas Device',
      },
    ),
    link('/dashboard/corporate/app-version', 'Versi Aplikasi', ['APP_VERSION'], {
      pageTitle: 'Daftar Versi Aplikasi',
    }),
    link('/dashboard/corporate/block-transaction', 'Blokir Transaksi', ['BLOCK_TRANSACTION'], {
      pageTitle: 'Daftar Blokir Transaksi',
    }),
  ]),
  group('MINT Partner', 'handshake', false, [
    link('/dashboard/mint-partner/mint-partner-homepage', 'Beranda MINT Partner', [
      'VIEW_MINT_PARTNER_HOMEPAGE',
    ]),
    link(
      '/dashboard/mint-partner/map-mint-partner-segment',
      'Pemetaan Segmen Partner',
      ['VIEW_MERCHANT_LIST'],
      {
        pageTitle: 'Pemetaan Segmen MINT Partner',
      },
    ),
    link('/dashboard/mint-partner/approved-partner', 'Partner Disetujui', ['VIEW_APPROVED_PARTNER'], {
      pageTitle: 'Pendaftaran Partner',
    }),
    link('/dashboard/mint-partner/riwayat-pendapatan', 'Riwayat Pendapatan', ['VIEW_RIWAYAT_PENDAPATAN']),
    link('/dashboard/mint-partner/external-segmentation', 'Segmentasi Eksternal', [
      'VIEW_MINT_PARTNER_SEGMENTATION',
    ]),
    link('/dashboard/mint-partner/internal-segmentation', 'Segmentasi Internal', [
      'VIEW_MINT_MERCHANT_SEGMENTATION',
    ]),
  ]),
  group('Sinkronisasi Transaksi', 'refresh-cw', false, [
    link('/dashboard/sync-transaction/mycroatm', 'Sinkronisasi Mycroatm', ['SYNC_TRX_MYCROATM'], {
      pageTitle: 'Sinkronisasi Transaksi Mycroatm',
    }),
    link('/dashboard/sync-transaction/retail', 'Sinkronisasi Retail', ['SYNC_TRX_RETAIL'], {
      pageTitle: 'Sinkronisasi Transaksi Retail',
    }),
  ]),
  group('Pusat Bantuan', 'life-buoy', false, [
    link('/dashboard/pusat-bantuan/category', 'Kategori', ['VIEW_PUSAT_BANTUAN_CATEGORY'], {
      pageTitle: 'Kategori Pusat Bantuan',
    }),
    link('/dashboard/pusat-bantuan/sub-category', 'Sub Kategori', ['VIEW_PUSAT_BANTUAN_SUB_CATEGORY'], {
      pageTitle: 'Sub Kategori Pusat Bantuan',
    }),
    link('/dashboard/pusat-bantuan/faq', 'FAQ', ['VIEW_PUSAT_BANTUAN_FAQ'], {
      pageTitle: 'FAQ Pusat Bantuan',
    }),
    link('/dashboard/pusat-bantuan/complain', 'Komplain', ['VIEW_PUSAT_BANTUAN_COMPLAIN'], {
      pageTitle: 'Daftar Komplain',
    }),
  ]),
  group('Partner', 'briefcase', false, [
    link('/dashboard/partner/data', 'Data Partner', ['PARTNER_DATA'], { pageTitle: 'Daftar Partner' }),
    link('/dashboard/partner/segment-product', 'Segmen Produk Partner', ['PARTNER_DATA']),
  ]),
  group('Corporate Wallet', 'wallet', false, [
    link(
      '/dashboard/corp-wallet/account',
      'Akun Wallet',
      ['VIEW_CORPORATE_WALLET_BINA', 'VIEW_CORPORATE_WALLET_MINT'],
      {
        pageTitle: 'Akun Corporate Wallet',
      },
    ),
    link(
      '/dashboard/corp-wallet/disburse-doc',
      'Dokumen Disbursement',
      ['VIEW_CORPORATE_WALLET_BINA', 'VIEW_CORPORATE_WALLET_MINT'],
      { pageTitle: 'Daftar Dokumen Disbursement' },
    ),
  ]),
  group('Deposit', 'piggy-bank', false, [
    link(
      '/dashboard/saving/merchant-saving',
      'Deposit Merchant',
      ['VIEW_ONLY_DEPOSIT_MERCHANT', 'TOPUP_DEPOSIT_MERCHANT'],
      {
        pageTitle: 'Daftar Deposit Merchant',
      },
    ),
    link('/dashboard/saving/merchant-saving-history', 'Riwayat Deposit', ['HISTORY_DEPOSIT_MERCHANT'], {
      pageTitle: 'Riwayat Deposit Merchant',
    }),
    link('/dashboard/saving/merchant-saving-summary', 'Ringkasan Deposit', ['HISTORY_DEPOSIT_MERCHANT'], {
      pageTitle: 'Ringkasan Deposit Merchant',
    }),
    link('/dashboard/saving/payment-method-deposit', 'Metode Pembayaran Deposit', ['PAYMENT_METHOD_DEPOSIT']),
  ]),
  group('Riwayat Transaksi', 'file-text', false, [
    link('/dashboard/transaction/retail-all', 'Transaksi Retail', [
      'VIEW_ALL_TRANSACTION',
      'VIEW_ONLY_RETAIL_TRANSACTION',
    ]),
    link('/dashboard/transaction/biller-all', 'Transaksi Mybills', [
      'VIEW_ALL_TRANSACTION',
      'VIEW_ONLY_BILLER_TRANSACTION',
    ]),
    link('/dashboard/transaction/mycroatm-all', 'Transaksi Mycroatm', [
      'VIEW_ALL_TRANSACTION',
      'VIEW_ONLY_MYCROATM_TRANSACTION',
    ]),
    link('/dashboard/transaction/topup-all', 'Transaksi Topup', [
      'VIEW_ALL_TRANSACTION',
      'VIEW_ONLY_TOPUP_TRANSACTION',
    ]),
    link('/dashboard/transaction/topup-deposit-all', 'Transaksi Topup Deposit', [
      'VIEW_ALL_TRANSACTION',
      'VIEW_ONLY_TOPUP_DEPOSIT_TRANSACTION',
    ]),
  ]),
  group('Produk Retail', 'package', false, [
    link('/dashboard/retail/product-category', 'Kategori Produk', ['SETTING_ALL_RETAIL_PRODUCT_CATEGORY']),
    link('/dashboard/retail/product-all', 'Semua Produk', ['SETTING_ALL_RETAIL_PRODUCT']),
    link('/dashboard/retail/product-category-composition', 'Kategori Komposisi', [
      'SETTING_ALL_RETAIL_PRODUCT_CATEGORY_COMPOSITION',
    ]),
    link('/dashboard/retail/product-composition', 'Komposisi Produk', [
      'SETTING_ALL_RETAIL_PRODUCT_COMPOSITION',
    ]),
  ]),
  group('Akun Dashboard', 'users', false, [
    link('/dashboard/user', 'Pengguna Dashboard', ['SETTING_DASHBOARD_ACCOUNT'], {
      pageTitle: 'Daftar Pengguna Dashboard',
    }),
    link('/dashboard/feature-segmentation', 'Segmentasi Fitur', ['ALL_SEGMENT_DASHBOARD']),
    link('/dashboard/api-segmentation', 'Segmentasi API', ['ALL_SEGMENT_DASHBOARD']),
  ]),
  group('Topup', 'credit-card', false, [
    link('/dashboard/topup/card-blocked', 'Kartu Terblokir', ['OPEN_BLOCKED_CARD'], {
      pageTitle: 'Daftar Kartu Terblokir',
    }),
    link('/dashboard/topup/card-blocked-v2', 'Log Blokir Kartu', ['OPEN_BLOCKED_CARD'], {
      pageTitle: 'Log Pemblokiran Kartu Topup',
    }),
  ]),
  group('Developer', 'code', false, [
    ...under(
      '/dashboard/utils',
      ['ALL_DEVELOPER_MENU'],
      [
        ['biller-helper', 'Biller Helper'],
        ['bank', 'Kode Bank'],
        ['audit-log', 'Log Aktivitas'],
        ['mail-outbox', 'Kotak Surat Keluar'],
      ],
    ),
    link('/dashboard/feature', 'Master Fitur', ['ALL_DEVELOPER_MENU']),
    link('/dashboard/api', 'Master API', ['ALL_DEVELOPER_MENU']),
    ...under(
      '/dashboard/master',
      ['ALL_DEVELOPER_MENU'],
      [
        ['apps-feature', 'Master Fitur Aplikasi'],
        ['apps-subfeature', 'Master Subfitur Aplikasi'],
        ['device-mycroatm-type', 'Tipe Device Mycroatm'],
        ['apps-tax-type', 'Tipe Pajak'],
        ['apps-sfee-scheme', 'Skema Service Fee'],
        ['apps-sfee-subject', 'Subjek Service Fee'],
        ['apps-pfee-scheme', 'Skema Partner Fee'],
        ['payment-category', 'Kategori Pembayaran'],
        ['payment-method', 'Metode Pembayaran'],
        ['product-biller', 'Produk Biller'],
      ],
    ),
  ]),
  group('Penjualan', 'shopping-cart', false, [
    link('/pos/kasir', 'Kasir POS', ['DEMO_POS_KASIR'], { pageTitle: 'Kasir', collapseSidebar: true }),
  ]),
]

/**
 * Pages of one's own account, opened from the header's user menu rather than the sidebar. Every
 * signed-in user may open them (no feature), so they are routed and guarded like menu pages but are
 * not part of MENU or ROUTES. Add a page here and the router and the user menu pick it up.
 */
export const ACCOUNT_LINKS: readonly MenuLink[] = [
  link('/dashboard/account/password', 'Ubah Password', [], { icon: 'key-round' }),
  link('/dashboard/account/security', 'Keamanan Akun', [], { icon: 'shield-check' }),
  // The published FAQs and the complaint form, for every signed-in user (a merchant's own users too).
  link('/dashboard/account/bantuan', 'Pusat Bantuan', [], { icon: 'life-buoy', pageTitle: 'Pusat Bantuan' }),
]

/** Every page of the menu, flat, in sidebar order. */
export const ROUTES: readonly MenuLink[] = MENU.flatMap((e) => (e.kind === 'link' ? [e] : e.items))

const byHref = new Map(ROUTES.map((r) => [r.href, r]))
export const routeByPath = (pathname: string): MenuLink | undefined =>
  byHref.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

/** The menu as one user sees it: links they may open, groups with at least one such link. */
export function visibleMenu(roles: readonly RoleEntry[] | null | undefined): MenuEntry[] {
  const out: MenuEntry[] = []
  for (const entry of MENU) {
    if (entry.kind === 'link') {
      if (can(roles, entry.features)) out.push(entry)
      continue
    }
    const items = entry.items.filter((i) => can(roles, i.features))
    if (items.length > 0) out.push({ ...entry, items })
  }
  return out
}

export const visibleRoutes = (roles: readonly RoleEntry[] | null | undefined): string[] =>
  ROUTES.filter((r) => can(roles, r.features)).map((r) => r.href)
