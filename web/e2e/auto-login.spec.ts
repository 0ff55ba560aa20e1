import { expect, test } from '@playwright/test'
import { ISSUER_KEY, passwordField, usernameField } from './helpers.ts'

interface Issued {
  token: string
  key: string
  expiresAt: string
  url: string
}

test('an auto-login link signs in once; opening it again fails', async ({ page, request, browser }) => {
  const issue = await request.post('/auto-login/issue', {
    data: { username: 'superadmin' },
    headers: { 'X-Issuer-Key': ISSUER_KEY },
  })
  expect(issue.ok()).toBe(true)
  const issued = (await issue.json()).result as Issued
  const link = `/login?token=${encodeURIComponent(issued.token)}&key=${encodeURIComponent(issued.key)}`

  const autoLoginCalls: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/auto-login') autoLoginCalls.push(r.url())
  })
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'REDIRECT LOGIN' })).toBeVisible()
  await expect(usernameField(page)).toBeDisabled()
  await expect(passwordField(page)).toBeDisabled()
  await expect(page.getByText('Login berhasil, mengarahkan ke halaman dashboard')).toBeVisible()
  await expect(page).toHaveURL('/')
  await expect(page.getByText('Hi, superadmin')).toBeVisible()
  expect(autoLoginCalls).toHaveLength(1)

  // The token is single-use: the same link in a fresh browser context is refused.
  const other = await browser.newContext()
  try {
    const replay = await other.newPage()
    await replay.goto(link)
    await expect(replay.getByRole('heading', { name: 'REDIRECT LOGIN' })).toBeVisible()
    const alert = replay.getByRole('alert')
    await expect(alert).toBeVisible()
    const refused = await request.post('/auto-login', { data: { token: issued.token, key: issued.key } })
    const refusedBody = (await refused.json()) as { success: boolean; message: string }
    expect(refusedBody.success).toBe(false)
    await expect(alert).toHaveText(refusedBody.message)
    await replay.waitForTimeout(1200)
    await expect(replay).toHaveURL(/\/login\?/)
    await expect(usernameField(replay)).toBeDisabled()
  } finally {
    await other.close()
  }
})

test('a malformed auto-login link says so without calling the server', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/auto-login') calls.push(r.url())
  })
  await page.goto('/login?token=%E0%A4%A&key=abc')
  await expect(page.getByRole('heading', { name: 'REDIRECT LOGIN' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText('Tautan login otomatis tidak valid atau tidak lengkap.')
  expect(calls).toEqual([])
})
