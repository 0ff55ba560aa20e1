import { expect, test } from '@playwright/test'
import { ROUTES } from '#contract/navigation/menu.ts'
import { type DemoAccount, expectedMenu, login, menuHrefs } from './helpers.ts'

/** Literal lists: if the contract's menu or features drift, these fail. */
const LITERAL: Partial<Record<DemoAccount, string[]>> = {
  opsretail: [
    '/',
    '/retail',
    '/dashboard/corporate/merchant',
    '/dashboard/corporate/outlet',
    '/dashboard/transaction/retail-all',
  ],
  mitra: [
    '/',
    '/topup',
    '/dashboard/analytics/sharing-fee',
    '/dashboard/mint-partner/riwayat-pendapatan',
    '/dashboard/mint-partner/external-segmentation',
  ],
}

const sorted = (xs: readonly string[]) => [...xs].sort()

test.describe('sidebar menu per account', () => {
  for (const account of ['superadmin', 'opsretail', 'mitra'] as const) {
    test(`${account} sees exactly the pages their features allow`, async ({ page }) => {
      await login(page, account)
      const shown = await menuHrefs(page)
      expect(new Set(shown).size).toBe(shown.length)
      expect(sorted(shown)).toEqual(sorted(expectedMenu(account)))
      const literal = LITERAL[account]
      if (literal) expect(sorted(shown)).toEqual(sorted(literal))
      if (account === 'superadmin') expect(sorted(shown)).toEqual(sorted(ROUTES.map((r) => r.href)))
    })
  }

  test('a collapsed group opens to reveal its pages', async ({ page }) => {
    await login(page, 'opsretail')
    const nav = page.getByRole('navigation', { name: 'Menu utama' })
    const merchant = nav.getByRole('link', { name: 'Merchant', exact: true })
    await expect(merchant).toBeHidden()
    await nav.getByRole('button', { name: 'Pengaturan Korporat' }).click()
    await expect(merchant).toBeVisible()
    await merchant.click()
    await expect(page).toHaveURL('/dashboard/corporate/merchant')
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar Merchant' })).toBeVisible()
    await expect(merchant).toHaveAttribute('aria-current', 'page')
    await expect(page).toHaveTitle('Daftar Merchant · MINT Dashboard')
  })

  test('the header search finds only pages the user may open and opens one with the keyboard', async ({
    page,
  }) => {
    await login(page, 'opsretail')
    const search = page.getByRole('combobox', { name: 'Cari halaman dan data' })
    await search.fill('pengguna dashboard')
    await expect(page.getByText('Tidak ada hasil.')).toBeVisible()
    await search.fill('outlet')
    await expect(page.getByRole('option')).toHaveText([/Daftar Outlet/])
    await search.press('ArrowDown')
    await search.press('Enter')
    await expect(page).toHaveURL('/dashboard/corporate/outlet')
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar Outlet' })).toBeVisible()
  })
})

test.describe('route guard', () => {
  test('opsretail opening a page they lack is sent back to the home page', async ({ page }) => {
    await login(page, 'opsretail')
    await page.goto('/dashboard/user')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Beranda' })).toBeVisible()
    await expect(page.getByText('Anda tidak memiliki akses ke halaman tersebut.')).toBeVisible()
  })

  test('opsretail can open an allowed page directly', async ({ page }) => {
    await login(page, 'opsretail')
    await page.goto('/dashboard/transaction/retail-all')
    await expect(page.getByRole('heading', { level: 1, name: 'Transaksi Retail' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Total seluruh data filter' })).toContainText(
      'Jumlah transaksi',
    )
  })

  test('an unknown address inside the app shows the not-found page', async ({ page }) => {
    await login(page, 'mitra')
    await page.goto('/dashboard/tidak-ada')
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible()
    await page.getByRole('link', { name: 'Ke beranda' }).click()
    await expect(page).toHaveURL('/')
  })

  test('without a session every app page redirects to the login page', async ({ page }) => {
    await page.goto('/dashboard/corporate/merchant')
    await expect(page).toHaveURL('/login')
    await expect(page.getByRole('heading', { name: 'LOGIN', exact: true })).toBeVisible()
  })
})
