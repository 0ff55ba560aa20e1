import { expect, type Page, test } from '@playwright/test'
import { login } from './helpers.ts'
import { uniqueSuffix } from './resources-helpers.ts'

const COMPLAIN = '/dashboard/pusat-bantuan/complain'

const openViews = (page: Page) => page.getByRole('button', { name: 'Tampilan tersimpan' }).click()
const columnsToDefault = async (page: Page) => {
  await page.getByRole('button', { name: 'Kolom' }).click()
  await page.getByRole('menuitem', { name: 'Kembalikan default' }).click()
}

test('a saved view of the complaint list brings back its status filter and its columns', async ({ page }) => {
  const name = `Tiket baru ${uniqueSuffix()}`
  await login(page, 'superadmin')
  await page.goto(COMPLAIN)
  const status = page.getByLabel('Filter Status')
  const priority = page.getByRole('columnheader', { name: 'Prioritas' })
  await expect(priority).toBeVisible()

  await status.selectOption('BARU')
  await expect(page).toHaveURL(/status=BARU/)
  await page.getByRole('button', { name: 'Kolom' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Prioritas' }).click()
  await page.keyboard.press('Escape')
  await expect(priority).toBeHidden()

  await openViews(page)
  await page.getByRole('menuitem', { name: 'Simpan tampilan ini…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Simpan tampilan' })
  await dialog.getByLabel('Nama tampilan').fill(name)
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(`Tampilan "${name}" disimpan.`)).toBeVisible()

  // Back to the plain list: no filter, the default columns.
  await page.getByRole('button', { name: 'Reset' }).click()
  await columnsToDefault(page)
  await expect(status).toHaveValue('')
  await expect(page).not.toHaveURL(/status=/)
  await expect(priority).toBeVisible()

  await openViews(page)
  await page.getByRole('menuitem', { name }).click()
  await expect(page).toHaveURL(/status=BARU/)
  await expect(status).toHaveValue('BARU')
  await expect(priority).toBeHidden()

  // Kept on the server: still listed after a reload.
  await page.reload()
  await openViews(page)
  await expect(page.getByRole('menuitem', { name })).toBeVisible()
  await page.keyboard.press('Escape')

  // Leave the administrator's columns as they were for the other tests.
  await columnsToDefault(page)
  await expect(priority).toBeVisible()
})
