import { expect, test } from '@playwright/test'
import { login, seriousViolations } from './helpers.ts'

// One test per page: an axe scan takes several seconds on a loaded machine, and each page gets its own budget.
for (const url of [
  '/dashboard/sync-transaction/retail',
  '/dashboard/topup/card-blocked',
  '/dashboard/topup/card-blocked-v2?view=balance',
  '/dashboard/corporate/deviceoutletactivity',
  '/dashboard/corporate/deviceoutletactivity?view=log',
]) {
  test(`${url} has no serious accessibility violations`, async ({ page }) => {
    await login(page, 'superadmin')
    await page.goto(url)
    await page.locator('table[aria-busy="false"] tbody tr').first().waitFor()
    expect(await seriousViolations(page), url).toEqual([])
  })
}

test('the sync and unblock confirmations have no serious accessibility violations', async ({ page }) => {
  await login(page, 'superadmin')
  await page.goto('/dashboard/sync-transaction/retail')
  await page.locator('table[aria-busy="false"] tbody tr').first().waitFor()
  await page.getByRole('checkbox', { name: 'Pilih semua data di halaman ini' }).check()
  await page.getByRole('button', { name: 'Sinkronkan terpilih' }).click()
  // The confirmation's code loads on first use: scan once it is drawn (the scan then waits for its fade-in).
  await expect(page.getByRole('alertdialog')).toBeVisible()
  expect(await seriousViolations(page), 'confirm').toEqual([])
  await page.getByRole('alertdialog').getByRole('button', { name: 'Batal' }).click()
  await page.goto('/dashboard/topup/card-blocked')
  await page
    .getByRole('button', { name: /^Aksi untuk / })
    .first()
    .click()
  await page.getByRole('menuitem', { name: 'Buka Blokir' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Buka Blokir' }).click()
  expect(await seriousViolations(page), 'unblock').toEqual([])
})
