import { expect, test } from '@playwright/test'
import { mailTo } from './mail.ts'

test('forgot password: the link arrives in the mail and opens the reset form', async ({ page }) => {
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

  // The mail, as mitra receives it (the outbox masks its link for every other reader).
  const mail = await mailTo('mitra@mint.local', (m) => m.text.includes('/login/reset-password'))
  const link = mail.text.match(/https?:\/\/\S+\/login\/reset-password\?\S+/)?.[0]
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
