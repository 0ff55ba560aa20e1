import { expect, test } from '@playwright/test'
import { login, seriousViolations } from './helpers.ts'

test('a form with changes asks before Esc or Batal throws them away; hints read "contoh: …"', async ({
  page,
}) => {
  await login(page, 'superadmin')
  await page.goto('/dashboard/corporate/merchant')
  await page.getByRole('button', { name: 'Tambah Merchant' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Merchant' })
  const name = form.getByLabel('Nama Usaha', { exact: true })
  await expect(name).toHaveAttribute('placeholder', /^contoh: /)

  // Untouched: Esc closes at once.
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()

  await page.getByRole('button', { name: 'Tambah Merchant' }).click()
  await name.fill('Toko Uji Batal')
  await page.keyboard.press('Escape')
  const ask = page.getByRole('alertdialog')
  await expect(ask).toContainText('Buang perubahan pada formulir ini?')
  expect(await seriousViolations(page)).toEqual([])
  await ask.getByRole('button', { name: 'Batal' }).click()
  await expect(form).toBeVisible()
  await expect(name).toHaveValue('Toko Uji Batal')

  await form.getByRole('button', { name: 'Batal' }).click()
  await ask.getByRole('button', { name: 'Buang perubahan' }).click()
  await expect(form).toBeHidden()
})
