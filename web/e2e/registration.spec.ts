import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { login, seriousViolations } from './helpers.ts'
import { mailTo } from './mail.ts'
import { api, apiToken } from './resources-helpers.ts'

/**
 * The public side of issue 19: a merchant registers itself with the code from the mail (as its addressee reads it)
 * and operations approve it in the merchant screen; an outlet user sets a new PIN with a code; every public page
 * passes axe and fits a phone.
 */

/** The code of the newest verification mail to `to`, as its addressee reads it. */
async function codeFromOutbox(_request: APIRequestContext, to: string): Promise<string> {
  const mail = await mailTo(to, (m) => m.subject.startsWith('Kode verifikasi'))
  const code = mail.text.match(/Kode: (\d{6})/)?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('a merchant registers with the code from the mail, resumes by its link, and operations approve it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `warung.e2e.${Date.now()}@contoh.co.id`
  const business = `Warung Uji ${Date.now() % 100000}`
  await page.goto('/mint-app')
  await page.getByRole('link', { name: 'Daftar sebagai Merchant' }).first().click()
  await expect(page).toHaveURL('/registration')
  await expect(page.getByRole('heading', { level: 1, name: 'Pendaftaran Merchant' })).toBeVisible()
  await page.getByRole('button', { name: 'Kirim kode verifikasi' }).click()
  await expect(page.getByText('Email wajib diisi.')).toBeVisible()
  await page.getByLabel('Email pemilik usaha').fill(email)
  await page.getByRole('button', { name: 'Kirim kode verifikasi' }).click()

  await expect(page.getByRole('heading', { name: 'Verifikasi Email' })).toBeVisible()
  await page.getByLabel('Kode verifikasi').fill('000000')
  await page.getByRole('button', { name: 'Verifikasi dan lanjutkan' }).click()
  const code = await codeFromOutbox(request, email)
  if (code !== '000000')
    await expect(page.getByText(/^Kode verifikasi salah\. Sisa percobaan: 4\.$/)).toBeVisible()
  await page.getByLabel('Kode verifikasi').fill(code)
  await page.getByRole('button', { name: 'Verifikasi dan lanjutkan' }).click()

  await expect(page.getByRole('heading', { name: 'Data Pendaftaran Merchant' })).toBeVisible()
  await expect(page).toHaveURL(/\/registration\?lanjut=[A-Za-z0-9_-]{43}$/)
  const resume = page.url()
  await page.getByLabel('Nama pemilik (sesuai KTP)').fill('Rina Kartika')
  await page.getByLabel('NIK pemilik').fill('3273016502910007')
  await page.getByLabel('NPWP').fill(String(Date.now()).padStart(16, '0'))
  await page.getByLabel('No. HP').fill(`0813${String(Date.now()).slice(-8)}`)
  await page.getByLabel('Nama usaha').fill(business)
  await page.getByLabel('Kategori usaha').selectOption('UMI')
  await page.getByLabel('Jenis usaha').selectOption('5814')
  await page.getByLabel('Alamat', { exact: true }).fill('Jl. Dago No. 45')
  await page.getByLabel('Provinsi').selectOption('32')
  const city = page.getByLabel('Kota/Kabupaten')
  await expect(city.locator('option')).not.toHaveCount(1)
  await city.selectOption({ index: 1 })
  const district = page.getByLabel('Kecamatan')
  await expect(district.locator('option')).not.toHaveCount(1)
  await district.selectOption({ index: 1 })
  const village = page.getByLabel('Kelurahan/Desa')
  await expect(village.locator('option')).not.toHaveCount(1)
  await village.selectOption({ index: 1 })
  await page.getByLabel('Kode pos').fill('40135')
  await page.getByLabel('Bank').selectOption('014')
  await page.getByLabel('No. rekening').fill('7771234567')
  await page.getByLabel('Nama pemilik rekening').fill('Rina Kartika')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(/Data pendaftaran tersimpan\./)).toBeVisible()
  expect(await overflow(page)).toBeLessThanOrEqual(0)

  // Leaving and coming back through the link: the saved form is there; send it.
  await page.goto(resume)
  await expect(page.getByLabel('Nama usaha')).toHaveValue(business)
  await page.getByRole('button', { name: 'Kirim Pendaftaran' }).click()
  await expect(page.getByRole('heading', { name: 'Status Pendaftaran' })).toBeVisible()
  await expect(page.getByTestId('status-pendaftaran')).toHaveText('Menunggu Verifikasi')

  // Operations decide in the merchant screen.
  const ops = await page.context().browser()?.newPage()
  if (!ops) throw new Error('no browser')
  await login(ops, 'superadmin')
  await ops.goto('/dashboard/corporate/merchant?status=PENDING_VERIFICATION')
  await ops.getByRole('searchbox').first().fill(business)
  await ops.getByRole('button', { name: `Aksi untuk ${business}` }).click()
  await ops.getByRole('menuitem', { name: 'Setujui' }).click()
  const dialog = ops.getByRole('alertdialog')
  await expect(dialog).toContainText('Apakah Anda yakin ingin menyetujui pendaftaran merchant ini?')
  await expect(dialog).toContainText(email)
  await dialog.getByRole('button', { name: 'Setujui' }).click()
  await expect(ops.getByText(/Pendaftaran MRG-\d{4}-\d{6} disetujui\./)).toBeVisible()
  await expect(ops.getByRole('button', { name: `Aksi untuk ${business}` })).toHaveCount(0)
  await ops.close()

  await page.reload()
  await expect(page.getByTestId('status-pendaftaran')).toHaveText('Disetujui')
})

test('forgot PIN end to end: username, the code from the mail, a new PIN', async ({ page, request }) => {
  const token = await apiToken(request, 'superadmin')
  const {
    result: { items },
  } = await api<{ items: { username: string; email: string; status: string }[] }>(
    request,
    token,
    '/useroutlet/list',
    { filters: { status: 'ACTIVE' }, pageSize: 1 },
  )
  const user = items[0]
  if (!user) throw new Error('no outlet user')
  await page.goto('/mint-app')
  await page.getByRole('link', { name: 'Lupa PIN' }).click()
  await expect(page).toHaveURL('/mint-app/lupa-pin')
  await page.getByLabel('Username').fill(user.username)
  await page.getByRole('button', { name: 'Kirim kode' }).click()
  await expect(page.getByLabel('Kode verifikasi')).toBeVisible()
  await page.getByLabel('Kode verifikasi').fill(await codeFromOutbox(request, user.email))
  await page.getByRole('button', { name: 'Verifikasi' }).click()
  await page.getByLabel('PIN baru', { exact: true }).fill('111111')
  await page.getByLabel('Konfirmasi PIN baru').fill('111111')
  await page.getByRole('button', { name: 'Simpan PIN baru' }).click()
  await expect(page.getByText('PIN tidak boleh satu angka berulang.')).toBeVisible()
  await page.getByLabel('PIN baru', { exact: true }).fill('305718')
  await page.getByLabel('Konfirmasi PIN baru').fill('305718')
  await page.getByRole('button', { name: 'Simpan PIN baru' }).click()
  await expect(
    page.getByText('PIN berhasil diganti. Silakan masuk ke aplikasi dengan PIN baru.'),
  ).toBeVisible()
})

test.describe('public pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  for (const path of [
    '/mitra-mint',
    '/mint-app',
    '/mint-retail',
    '/registration',
    '/mint-partner-registration',
    '/mint-app/lupa-pin',
    '/mint-app/lupa-password',
  ]) {
    test(`${path}: no sidebar, axe clean, fits 390 px`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Produk MINT' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      expect(await overflow(page)).toBeLessThanOrEqual(0)
    })
  }
})
