import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { DEMO_PASSWORD, login, seriousViolations, submitLogin } from './helpers.ts'

/** What an authenticator app shows for this key, `steps` periods from now (RFC 6238, SHA1, 6, 30 s). */
const codeAt = (key: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  })

/** The manual key as shown (groups of four), without the spaces. */
const manualKey = async (page: Page) => (await page.getByTestId('manual-key').innerText()).replace(/\s/g, '')

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menu pengguna' }).click()
  await page.getByRole('menuitem', { name: 'Keluar' }).click()
  await expect(page).toHaveURL('/login')
}

test('a user enrols on the security page, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  // Five sign-ins through the form and the code steps, one flow: 21 s idle (ci run of 01/12/2026), 35 % of 60 s;
  // 90 s keeps it under a quarter of its budget, as its neighbour below.
  test.setTimeout(90_000)
  await login(page, 'e2e.twofactor')
  await page.getByRole('button', { name: 'Menu pengguna' }).click()
  await page.getByRole('menuitem', { name: 'Keamanan Akun' }).click()
  await expect(page).toHaveURL('/dashboard/account/security')
  await expect(page.getByRole('heading', { name: 'Keamanan Akun', level: 1 })).toBeVisible()
  await expect(page.getByText('Tidak aktif')).toBeVisible()

  await page.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }).click()
  await expect(page.getByRole('img', { name: /Kode QR untuk menambahkan e2e\.twofactor/ })).toBeVisible()
  const key = await manualKey(page)
  expect(key).toMatch(/^[A-Z2-7]{32}$/)

  const code = page.getByLabel('Kode verifikasi')
  await code.fill('12345')
  await page.getByRole('button', { name: 'Aktifkan', exact: true }).click()
  await expect(page.getByText('Kode verifikasi harus 6 digit angka.')).toBeVisible()
  await code.fill(codeAt(key))
  await page.getByRole('button', { name: 'Aktifkan', exact: true }).click()

  const shown = page.getByTestId('recovery-code')
  await expect(shown).toHaveCount(10)
  const recoveryCodes = await shown.allInnerTexts()
  for (const c of recoveryCodes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
  await page.getByRole('button', { name: 'Selesai, kode sudah saya simpan' }).click()
  await expect(page.getByText('Aktif', { exact: true })).toBeVisible()
  await expect(page.getByText('10 dari 10')).toBeVisible()

  // Password, then the code step in the same card.
  await signOut(page)
  await submitLogin(page, 'e2e.twofactor', DEMO_PASSWORD)
  await expect(page.getByRole('heading', { name: 'VERIFIKASI 2 LANGKAH' })).toBeVisible()
  const codeField = page.getByLabel('Kode verifikasi')
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(codeField).toHaveAttribute('inputmode', 'numeric')
  await expect(codeField).toBeFocused()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('')

  const wrong = codeAt(key) === '000000' ? '000001' : '000000'
  await codeField.fill(wrong)
  await page.getByRole('button', { name: 'Verifikasi' }).click()
  await expect(page.getByText('Kode verifikasi salah.')).toBeVisible()
  // The enrolment used the current code; the app shows the next one within 30 seconds.
  await codeField.fill(codeAt(key, 1))
  await page.getByRole('button', { name: 'Verifikasi' }).click()
  await expect(page.getByText('Login berhasil, mengarahkan ke halaman dashboard')).toBeVisible()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('button', { name: 'Menu pengguna' })).toBeVisible()

  // "Kembali" returns to the password form; then a recovery code instead of the app.
  await signOut(page)
  await submitLogin(page, 'e2e.twofactor', DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Kembali' }).click()
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible()
  await expect(page.getByLabel('Username atau Email')).toHaveValue('e2e.twofactor')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log In' }).click()
  await page.getByRole('button', { name: 'Gunakan kode pemulihan' }).click()
  await page.getByLabel('Kode pemulihan').fill(recoveryCodes[0] ?? '')
  await page.getByRole('button', { name: 'Verifikasi' }).click()
  await expect(page).toHaveURL('/')

  // The same recovery code does not work twice.
  await signOut(page)
  await submitLogin(page, 'e2e.twofactor', DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Gunakan kode pemulihan' }).click()
  await page.getByLabel('Kode pemulihan').fill(recoveryCodes[0] ?? '')
  await page.getByRole('button', { name: 'Verifikasi' }).click()
  await expect(page.getByText('Kode verifikasi salah.')).toBeVisible()
  await page.getByLabel('Kode pemulihan').fill(recoveryCodes[1] ?? '')
  await page.getByRole('button', { name: 'Verifikasi' }).click()
  await expect(page).toHaveURL('/')
  await page.goto('/dashboard/account/security')
  await expect(page.getByText('8 dari 10')).toBeVisible()
})

test('a segment that requires 2FA makes the user enrol right after the password', async ({ page }) => {
  // Three accessibility scans: slower than a plain flow on a busy machine.
  test.setTimeout(90_000)
  await page.goto('/login')
  await submitLogin(page, 'e2e.wajib2fa', DEMO_PASSWORD)
  await expect(page.getByRole('heading', { name: 'AKTIFKAN VERIFIKASI 2 LANGKAH' })).toBeVisible()
  await expect(page.getByText('Segmen akun Anda mewajibkan verifikasi dua langkah')).toBeVisible()
  await expect(page.getByRole('img', { name: /Kode QR/ })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const key = await manualKey(page)
  await page.getByLabel('Kode verifikasi').fill(codeAt(key))
  await page.getByRole('button', { name: 'Aktifkan & masuk' }).click()

  await expect(page.getByTestId('recovery-code')).toHaveCount(10)
  const codes = await page.getByTestId('recovery-code').allInnerTexts()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Unduh .txt' }).click()
  const file = await downloading
  expect(file.suggestedFilename()).toBe('mint-dashboard-kode-pemulihan-e2e.wajib2fa.txt')
  const text = readFileSync((await file.path()) ?? '', 'utf8')
  for (const c of codes) expect(text).toContain(c)

  const next = page.getByRole('button', { name: 'Lanjutkan ke dashboard' })
  await expect(next).toBeDisabled()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByLabel('Saya sudah menyimpan kode pemulihan').check()
  await next.click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('button', { name: 'Menu pengguna' })).toBeVisible()

  // Required by the segment: it cannot be switched off.
  await page.goto('/dashboard/account/security')
  await expect(page.getByText('Aktif', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Nonaktifkan' })).toBeDisabled()
  await page.getByRole('button', { name: 'Buat ulang kode pemulihan' }).click()
  await expect(page.getByRole('dialog', { name: 'Buat ulang kode pemulihan' })).toBeVisible()
  await expect(page.getByLabel('Kode verifikasi')).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
})
