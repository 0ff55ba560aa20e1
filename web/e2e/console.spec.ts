import { expect, test } from '@playwright/test'
import { login } from './helpers.ts'

test('moving through the app logs no errors or warnings in the console', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
  })

  await login(page, 'superadmin')
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('button', { name: 'Analitik' }).click()
  await page.getByRole('link', { name: 'Target Merchant' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Target Merchant' })).toBeVisible()
  await page.goto('/pos/kasir')
  await expect(page.getByRole('heading', { level: 1, name: 'Kasir' })).toBeVisible()
  // The cashier starts with the sidebar collapsed; the toggle brings it back.
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeHidden()
  await page.getByRole('button', { name: 'Tampilkan menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible()
  await page.getByRole('button', { name: 'Menu pengguna' }).click()
  await page.getByRole('menuitemradio', { name: 'Terang' }).click()
  await page.setViewportSize({ width: 375, height: 740 })
  await page.getByRole('button', { name: 'Buka menu' }).click()
  await page.getByRole('dialog', { name: 'Menu utama' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL('/')

  expect(problems).toEqual([])
})
