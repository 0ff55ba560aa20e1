import { expect, test } from '@playwright/test'
import { login, seriousViolations } from './helpers.ts'

test('login, home, merchant list and merchant form have no serious accessibility violations', async ({
  page,
}) => {
  // Four pages, an axe run each (the home page's charts and the merchant form are large): past the default 30 s.
  test.setTimeout(90_000)
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'LOGIN', exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await login(page, 'superadmin')
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.goto('/dashboard/corporate/merchant')
  await expect(page.getByTestId('list-range')).toContainText('dari')
  await expect(page.locator('tbody tr').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Tambah Merchant' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Merchant' })
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(form.getByText('Group wajib dipilih.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
