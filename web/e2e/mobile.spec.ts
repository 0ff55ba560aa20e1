import { expect, test } from '@playwright/test'
import { login } from './helpers.ts'

test.use({ viewport: { width: 375, height: 740 } })

test('on a phone the sidebar is a sheet opened by the hamburger and closed by a click on a page', async ({
  page,
}) => {
  await login(page, 'superadmin')
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeHidden()
  await expect(page.locator('[data-menu-href]')).toHaveCount(0)

  await page.getByRole('button', { name: 'Buka menu' }).click()
  const sheet = page.getByRole('dialog', { name: 'Menu utama' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('navigation', { name: 'Menu utama' })).toBeVisible()

  await sheet.getByRole('link', { name: 'Retail', exact: true }).click()
  await expect(sheet).toBeHidden()
  await expect(page).toHaveURL('/retail')
  await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan Retail' })).toBeVisible()

  // Nothing overflows sideways at phone width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the login card fits a 360 px screen and hides the logo panel', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/login')
  await expect(page.getByRole('img', { name: 'MINT Dashboard' })).toBeHidden()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('on a phone the menu sheet opens from the keyboard and Escape gives the focus back to its button', async ({
  page,
}) => {
  await login(page, 'superadmin')
  // By its label: while the modal sheet is open the rest of the page is hidden from the accessibility tree.
  const button = page.locator('button[aria-label="Buka menu"]')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
  await button.focus()
  await page.keyboard.press('Enter')
  const sheet = page.getByRole('dialog', { name: 'Menu utama' })
  await expect(sheet).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(button).toHaveAttribute('aria-controls', (await sheet.getAttribute('id')) ?? '')
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
    .toBe(true)
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})
