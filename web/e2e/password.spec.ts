import { expect, test } from '@playwright/test'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { DEMO_PASSWORD } from './helpers.ts'

test('forgot password: the link arrives in the outbox and opens the reset form', async ({
  page,
  request,
}) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Lupa password?' }).click()
  await expect(page).toHaveURL('/login/forgot-password')
  await expect(page.getByRole('heading', { name: 'LUPA PASSWORD' })).toBeVisible()

  await page.getByRole('button', { name: 'Kirim tautan' }).click()
  await expect(page.getByText('Email wajib diisi.')).toBeVisible()

  await page.getByLabel('Email').fill('mitra@mint.local')
  await page.getByRole('button', { name: 'Kirim tautan' }).click()
  await expect(page.getByRole('status')).toContainText('mitra@mint.local')
  await expect(page.getByRole('status')).toContainText('tautan untuk mengatur ulang password telah dikirim')

  // The mail (no SMTP in tests) is in the outbox, readable by a developer account.
  const signIn = await request.post('/login', {
    data: { username: 'superadmin', password: await hashLoginPassword(DEMO_PASSWORD) },
  })
  const { accessToken } = (await signIn.json()).result as { accessToken: string }
  const outbox = await request.post('/mail-outbox/list', {
    data: { search: 'mitra@mint.local', pageSize: 5 },
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  expect(outbox.ok()).toBe(true)
  const items = (await outbox.json()).result.items as { to: string; bodyText: string }[]
  const mail = items.find((m) => m.to.includes('mitra@mint.local'))
  const link = mail?.bodyText.match(/https?:\/\/\S+\/login\/reset-password\?\S+/)?.[0]
  expect(link).toBeTruthy()
  const url = new URL(link ?? '')

  await page.goto(`${url.pathname}${url.search}`)
  await expect(page.getByRole('heading', { name: 'ATUR ULANG PASSWORD' })).toBeVisible()
  await expect(page.getByText('mitra@mint.local')).toBeVisible()
})

test('reset password: client rules first, then the server decides on the token', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/auth/set-password') calls.push(r.url())
  })
  await page.goto('/login/reset-password?email=mitra%40mint.local&token=bukan-token-asli')
  const password = page.getByLabel('Password baru', { exact: true })
  const confirm = page.getByLabel('Konfirmasi password baru')
  const save = page.getByRole('button', { name: 'Simpan password' })

  await password.fill('pendek')
  await confirm.fill('pendek')
  await save.click()
  await expect(page.getByText('Password minimal 10 karakter.')).toBeVisible()

  await password.fill('Kopi-Susu-Gula-Aren-2025')
  await confirm.fill('Kopi-Susu-Gula-Aren-2026')
  await save.click()
  await expect(page.getByText('Konfirmasi password tidak sama.')).toBeVisible()
  expect(calls).toEqual([])

  await confirm.fill('Kopi-Susu-Gula-Aren-2025')
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/set-password')
  await save.click()
  const body = (await (await response).json()) as { success: boolean; message: string }
  expect(body.success).toBe(false)
  await expect(page.getByRole('alert')).toHaveText(body.message)
})

test('a reset link without its token says so', async ({ page }) => {
  await page.goto('/login/reset-password?email=mitra%40mint.local')
  await expect(page.getByRole('alert')).toHaveText(
    'Tautan atur ulang password tidak valid atau tidak lengkap.',
  )
  await expect(page.getByRole('link', { name: 'Minta tautan baru' })).toBeVisible()
})
