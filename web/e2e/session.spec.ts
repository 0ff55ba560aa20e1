import { expect, test } from '@playwright/test'
import { login, readStorage } from './helpers.ts'

test('logout clears the stored session and revokes the token on the server', async ({ page, request }) => {
  await login(page, 'superadmin')
  await page.evaluate(() => window.localStorage.setItem('approvedPartner', '{"partnerCode":"PTN001"}'))
  const before = await readStorage(page, ['token', 'isLogin'])
  const oldToken = before.token ?? ''
  expect(oldToken).not.toBe('')
  expect(before.isLogin).toBe('true')
  expect(
    (await request.post('/profile', { headers: { Authorization: `Bearer ${oldToken}` } })).status(),
  ).toBe(200)

  await page.getByRole('button', { name: 'Menu pengguna' }).click()
  await page.getByRole('menuitem', { name: 'Keluar' }).click()
  await expect(page).toHaveURL('/login')

  expect(await readStorage(page, ['profile', 'token', 'apiToken', 'isLogin', 'approvedPartner'])).toEqual({
    profile: '',
    token: '',
    apiToken: '',
    isLogin: 'false',
    approvedPartner: null,
  })
  const after = await request.post('/profile', { headers: { Authorization: `Bearer ${oldToken}` } })
  expect(after.status()).toBe(401)

  // Back is no way in.
  await page.goto('/')
  await expect(page).toHaveURL('/login')
})

test('a session revoked elsewhere sends the user to the login page on the next call', async ({
  page,
  request,
}) => {
  await login(page, 'mitra')
  const { token } = await readStorage(page, ['token'])
  const revoked = await request.post('/logout', { headers: { Authorization: `Bearer ${token}` } })
  expect(revoked.ok()).toBe(true)
  // The profile is refreshed when the app starts; the revoked token gets a 401.
  await page.reload()
  await expect(page).toHaveURL('/login')
  expect((await readStorage(page, ['isLogin'])).isLogin).toBe('false')
})

test.describe('theme', () => {
  test('choosing Gelap persists across a reload', async ({ page }) => {
    await login(page, 'mitra')
    const html = page.locator('html')
    await page.getByRole('button', { name: 'Menu pengguna' }).click()
    await page.getByRole('menuitemradio', { name: 'Gelap' }).click()
    await expect(html).toHaveClass(/\bdark\b/)
    expect((await readStorage(page, ['theme'])).theme).toBe('dark')
    await page.reload()
    await expect(html).toHaveClass(/\bdark\b/)
    await page.getByRole('button', { name: 'Menu pengguna' }).click()
    await expect(page.getByRole('menuitemradio', { name: 'Gelap' })).toHaveAttribute('aria-checked', 'true')
  })

  test('Sistem follows the colour scheme of the device, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await login(page, 'mitra')
    const html = page.locator('html')
    await page.getByRole('button', { name: 'Menu pengguna' }).click()
    await page.getByRole('menuitemradio', { name: 'Sistem' }).click()
    await expect(html).not.toHaveClass(/\bdark\b/)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html).toHaveClass(/\bdark\b/)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html).not.toHaveClass(/\bdark\b/)
  })
})
