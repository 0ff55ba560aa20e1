import { describe, expect, it } from 'vitest'
import { FEATURE_NAMES, roleEntryOf } from '../access/features.ts'
import { ACCOUNT_LINKS, MENU, ROUTES, routeByPath, visibleMenu, visibleRoutes } from './menu.ts'
import { isPublicPath } from './public-paths.ts'

describe('menu definition', () => {
  it('lists every route of docs/PRODUCT.md §2 exactly once, plus the audit log and mail outbox pages', () => {
    const hrefs = ROUTES.map((r) => r.href)
    expect(new Set(hrefs).size).toBe(hrefs.length)
    expect(hrefs).toHaveLength(87)
    expect(hrefs).toContain('/dashboard/utils/audit-log')
    expect(hrefs).toContain('/dashboard/utils/mail-outbox')
    for (const must of [
      '/',
      '/retail',
      '/dashboard/analytics/sharing-fee',
      '/dashboard/segmentation/deposit-payment',
      '/dashboard/corporate/block-transaction',
      '/dashboard/mint-partner/internal-segmentation',
      '/dashboard/sync-transaction/retail',
      '/dashboard/pusat-bantuan/complain',
      '/dashboard/partner/segment-product',
      '/dashboard/corp-wallet/disburse-doc',
      '/dashboard/saving/payment-method-deposit',
      '/dashboard/transaction/topup-deposit-all',
      '/dashboard/retail/product-composition',
      '/dashboard/api-segmentation',
      '/dashboard/topup/card-blocked-v2',
      '/dashboard/master/product-biller',
      '/pos/kasir',
    ])
      expect(hrefs).toContain(must)
  })

  it('gives the pages their titles of docs/PRODUCT.md §2', () => {
    expect(routeByPath('/dashboard/analytics/merchant-target')?.pageTitle).toBe('Daftar Target Merchant')
    expect(routeByPath('/dashboard/analytics/sharing-fee')?.pageTitle).toBe('Daftar Sharing Fee')
    expect(routeByPath('/dashboard/topup/card-blocked')?.pageTitle).toBe('Daftar Kartu Terblokir')
    expect(routeByPath('/dashboard/corporate/merchant/')?.href).toBe('/dashboard/corporate/merchant')
  })

  it('requires only features of the catalogue', () => {
    for (const r of ROUTES) for (const f of r.features) expect(FEATURE_NAMES).toContain(f)
  })

  it('the POS cashier starts with the sidebar collapsed', () => {
    expect(routeByPath('/pos/kasir')?.collapseSidebar).toBe(true)
  })
})

describe('account links (the user menu)', () => {
  it('are pages of one’s own account open to every signed-in user, outside the sidebar', () => {
    const hrefs = ACCOUNT_LINKS.map((l) => l.href)
    expect(hrefs).toContain('/dashboard/account/password')
    expect(new Set(hrefs).size).toBe(hrefs.length)
    for (const l of ACCOUNT_LINKS) {
      expect(l.href.startsWith('/dashboard/account/')).toBe(true)
      expect(l.features).toEqual([])
      expect(isPublicPath(l.href)).toBe(false)
      expect(routeByPath(l.href)).toBeUndefined()
      expect(visibleRoutes([])).not.toContain(l.href)
    }
  })
})

describe('visibleMenu', () => {
  const ops = ['SUMMARY_RETAIL', 'MERCHANT_DATA', 'OUTLET_DATA', 'VIEW_ONLY_RETAIL_TRANSACTION'] as const

  it('shows opsretail exactly its pages and only the groups that hold one', () => {
    const roles = ops.map(roleEntryOf)
    expect(visibleRoutes(roles)).toEqual([
      '/',
      '/retail',
      '/dashboard/corporate/merchant',
      '/dashboard/corporate/outlet',
      '/dashboard/transaction/retail-all',
    ])
    expect(visibleMenu(roles).map((e) => e.title)).toEqual([
      'Dashboard',
      'Ringkasan',
      'Pengaturan Korporat',
      'Riwayat Transaksi',
    ])
  })

  it('shows everything to a holder of every feature, and only Dashboard to nobody', () => {
    expect(visibleRoutes(FEATURE_NAMES.map(roleEntryOf))).toHaveLength(ROUTES.length)
    expect(visibleMenu(FEATURE_NAMES.map(roleEntryOf))).toHaveLength(MENU.length)
    expect(visibleRoutes([])).toEqual(['/'])
  })
})

describe('pages without layout or guard', () => {
  it('are the paths of docs/PRODUCT.md §2', () => {
    expect(isPublicPath('/login')).toBe(true)
    expect(isPublicPath('/login/reset-password')).toBe(true)
    expect(isPublicPath('/mint-partner-registration/step-1')).toBe(true)
    expect(isPublicPath('/registration')).toBe(true)
    expect(isPublicPath('/dashboard/user')).toBe(false)
    expect(isPublicPath('/')).toBe(false)
  })
})
