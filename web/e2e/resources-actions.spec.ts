import { expect, test } from '@playwright/test'
import { login } from './helpers.ts'
import { mailTo } from './mail.ts'
import { api, apiToken, uniqueDigits, uniqueSuffix } from './resources-helpers.ts'

test('reset PIN asks first, says where the PIN went, and the mail is in the outbox', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'superadmin')
  const outlets = await api<{ id: number }[]>(request, token, '/outlet/options', { limit: 1 })
  const username = `uji.pin.${uniqueSuffix().toLowerCase()}`
  const email = `${username}@contoh.co.id`
  const added = await api(request, token, '/useroutlet/add', {
    outletId: outlets.result[0]?.id,
    username,
    fullName: 'Uji Reset PIN',
    phone: '081234567890',
    email,
    role: 'CASHIER',
    status: 'ACTIVE',
  })
  expect(added.success).toBe(true)

  await login(page, 'superadmin')
  await page.goto(`/dashboard/corporate/useroutlet?q=${username}`)
  await page.getByRole('button', { name: 'Aksi untuk Uji Reset PIN' }).click()
  await page.getByRole('menuitem', { name: 'Reset PIN' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Apakah Anda yakin ingin mereset PIN user ini?')
  await confirm.getByRole('button', { name: 'Ya, lanjutkan' }).click()
  await expect(page.getByText(`PIN baru telah dikirim ke ${email}.`)).toBeVisible()

  // The developer page lists the mail; a click shows its body, the PIN masked: it is the outlet user's alone.
  await page.goto(`/dashboard/utils/mail-outbox?q=${encodeURIComponent(email)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Kotak Surat Keluar' })).toBeVisible()
  await page.getByRole('button', { name: 'PIN baru aplikasi outlet Anda' }).click()
  const mail = page.getByRole('dialog', { name: 'PIN baru aplikasi outlet Anda' })
  await expect(mail).toContainText(email)
  await expect(mail.getByTestId('mail-body')).toContainText('PIN Anda: ••••••')
  await expect(mail.getByTestId('mail-body')).not.toContainText(/PIN Anda: \d{6}/)
  // The outlet user receives it whole.
  expect((await mailTo(email, (m) => m.subject === 'PIN baru aplikasi outlet Anda')).text).toMatch(
    /PIN Anda: \d{6}/,
  )
})

test('the mail outbox makes links in a mail body clickable', async ({ page, request }) => {
  const sent = await request.post('/auth/forgot-password', { data: { email: 'opsretail@mint.local' } })
  expect(sent.ok()).toBe(true)
  await login(page, 'superadmin')
  await page.goto('/dashboard/utils/mail-outbox')
  await page.getByRole('searchbox', { name: 'Cari email' }).fill('opsretail@mint.local')
  await expect(page).toHaveURL(/q=opsretail%40mint\.local/)
  await page
    .getByRole('row', { name: /opsretail@mint\.local/ })
    .first()
    .click()
  const link = page.getByRole('dialog').getByRole('link', { name: /\/login\/reset-password\?/ })
  await expect(link).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/login\/reset-password\?/)
  await expect(link).toHaveAttribute('target', '_blank')
  // Another user's reset link: its token is masked for the reader.
  await expect(link).toContainText('token=••••••')
})

test('reopening a blocked transaction asks first and the status becomes Dibuka Kembali', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'superadmin')
  const keyValue = `53${uniqueDigits(10)}`
  const added = await api(request, token, '/block-transaction/add', {
    keyType: 'CUSTOMER_NO',
    keyValue,
    reason: 'Uji buka kembali.',
    validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  })
  expect(added.success).toBe(true)

  await login(page, 'superadmin')
  await page.goto(`/dashboard/corporate/block-transaction?q=${keyValue}`)
  const row = page.getByRole('row', { name: new RegExp(keyValue) })
  await expect(row).toContainText('Diblokir')
  await page.getByRole('button', { name: `Aksi untuk ${keyValue}` }).click()
  await page.getByRole('menuitem', { name: 'Buka Kembali' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Apakah Anda yakin ingin membuka kembali')
  await confirm.getByRole('button', { name: 'Ya, lanjutkan' }).click()
  await expect(page.getByText('Transaksi dibuka kembali.')).toBeVisible()
  await expect(row).toContainText('Dibuka Kembali')

  // Once reopened, the action is no longer offered for the row.
  await page.getByRole('button', { name: `Aksi untuk ${keyValue}` }).click()
  await expect(page.getByRole('menuitem', { name: 'Lihat' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Buka Kembali' })).toHaveCount(0)
})
