import { expect, test } from '@playwright/test'
import { login, seriousViolations } from './helpers.ts'

/** "Kode Bank" (issue 15 §2): the developer finds a bank by its SWIFT/BIC, on the list and in a form. */
test('find a bank by SWIFT code', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  await login(page, 'superadmin')
  await page.goto('/dashboard/utils/bank')
  await expect(page.getByRole('heading', { name: 'Kode Bank', level: 1 })).toBeVisible()
  await expect(page.getByText('Modul ini belum tersedia')).toHaveCount(0)

  await page.getByRole('searchbox', { name: 'Cari kode bank' }).fill('CENAIDJA')
  await expect(page).toHaveURL(/[?&]q=CENAIDJA/)
  await expect(page.locator('table[aria-busy="false"]')).toBeVisible()
  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('014')
  await expect(rows.first()).toContainText('PT Bank Central Asia Tbk')
  await expect(rows.first()).toContainText('BCA')
  await expect(rows.first()).toContainText('CENAIDJA')
  expect(await seriousViolations(page)).toEqual([])

  // Every form asking for a bank offers the same list, searchable by SWIFT/BIC too.
  await page.goto('/dashboard/master/payment-method')
  await page.getByRole('button', { name: 'Tambah Metode pembayaran' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Metode pembayaran' })
  await form.getByRole('combobox', { name: 'Bank/Penerbit', exact: true }).click()
  await page.getByRole('combobox', { name: 'Cari Bank/Penerbit' }).fill('CENAIDJA')
  const options = page.getByRole('listbox', { name: 'Bank/Penerbit' }).getByRole('option')
  await expect(options).toHaveCount(1)
  await expect(options.first()).toContainText('PT Bank Central Asia Tbk (BCA)')
  await options.first().click()
  await expect(form.getByRole('combobox', { name: 'Bank/Penerbit', exact: true })).toContainText('BCA')
  expect(problems).toEqual([])
})
