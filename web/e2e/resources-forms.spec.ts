import { expect, test } from '@playwright/test'
import { login } from './helpers.ts'
import { pick, uniqueDigits } from './resources-helpers.ts'

test('a target: its subject follows the chosen type, money is typed with separators', async ({ page }) => {
  await login(page, 'superadmin')
  await page.goto('/dashboard/corporate/target')
  await page.getByRole('button', { name: 'Tambah Target' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Target' })
  const subject = form.getByRole('combobox', { name: 'Merchant/Group/Region', exact: true })
  await expect(subject).toBeDisabled()

  await form.getByLabel('Jenis Target').selectOption('REGION')
  await pick(form, 'Merchant/Group/Region', '', /.+/)
  await expect(subject).not.toContainText('Pilih')
  // Another type empties the subject and offers that type's rows.
  await form.getByLabel('Jenis Target').selectOption('GROUP')
  await expect(subject).toContainText('Pilih')
  await pick(form, 'Merchant/Group/Region', 'garut', 'Grup Garut')

  const period = `20${uniqueDigits(2).replace(/^0/, '4')}-0${1 + Math.floor(Math.random() * 9)}`
  await form.getByLabel('Periode (TTTT-BB)').fill(period)
  await form.getByLabel('Target Jumlah Transaksi').fill('1200')
  const money = form.getByLabel('Target Nominal Transaksi (Rp)')
  await money.fill('Rp 1500000')
  await expect(money).toHaveValue('1.500.000')
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Target berhasil ditambahkan.')).toBeVisible()

  await page.getByRole('searchbox').fill(period)
  const row = page.getByRole('row', { name: /Grup Garut/ }).filter({ hasText: period })
  await expect(row).toContainText('Rp\u00a01.500.000')
  await expect(row).toContainText('1.200')
})

test('a transaction block: date and time are entered and shown in WIB', async ({ page }) => {
  await login(page, 'superadmin')
  await page.goto('/dashboard/corporate/block-transaction')
  await page.getByRole('button', { name: 'Tambah Blokir transaksi' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Blokir transaksi' })
  const keyValue = `53${uniqueDigits(10)}`
  await form.getByLabel('Jenis Kunci').selectOption('CUSTOMER_NO')
  await form.getByLabel('Nilai').fill(keyValue)
  await form.getByLabel('Alasan').fill('Uji tanggal dan jam.')
  // Typed as id-ID writes it, whatever the browser's language (issue 12 §4): Playwright's browser is en-US.
  await form.getByLabel('Berlaku Sampai', { exact: true }).fill('15/01/2030')
  await expect(form.getByLabel('Jam Berlaku Sampai')).toHaveValue('00:00')
  await form.getByLabel('Jam Berlaku Sampai').fill('08.30')
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Blokir transaksi berhasil ditambahkan.')).toBeVisible()

  await page.getByRole('searchbox').fill(keyValue)
  const row = page.getByRole('row', { name: new RegExp(keyValue) })
  await expect(row).toContainText('15/01/2030 08:30 WIB')
  await row.getByRole('button', { name: /^Aksi untuk/ }).click()
  await page.getByRole('menuitem', { name: 'Ubah' }).click()
  const edit = page.getByRole('dialog', { name: 'Ubah Blokir transaksi' })
  await expect(edit.getByLabel('Berlaku Sampai', { exact: true })).toHaveValue('15/01/2030')
  await expect(edit.getByLabel('Jam Berlaku Sampai')).toHaveValue('08:30')
  await expect(edit.getByLabel('Nilai')).toBeDisabled()
  await edit.getByLabel('Berlaku Sampai', { exact: true }).fill('16/01/2030')
  await edit.getByLabel('Jam Berlaku Sampai').fill('9:45')
  await edit.getByRole('button', { name: 'Simpan' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, lanjutkan' }).click()
  await expect(page.getByText('Blokir transaksi berhasil diperbarui.')).toBeVisible()
  await expect(row).toContainText('16/01/2030 09:45 WIB')
})

test('a merchant group offers only merchants of the client it belongs to', async ({ page }) => {
  await login(page, 'superadmin')
  await page.goto('/dashboard/corporate/merchant-group')
  await page.getByRole('button', { name: 'Tambah Merchant group' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Merchant group' })
  const members = form.getByRole('combobox', { name: 'Merchant', exact: true })
  await expect(members).toBeDisabled()
  await expect(form.getByText('Pilih client dahulu')).toBeVisible()

  await pick(form, 'Client', 'nusantara', 'PT Nusantara Pembayaran Digital')
  await expect(members).toBeEnabled()
  // Every merchant offered belongs to CLT002: compare with that client's merchants from the API.
  const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '')
  const res = await page.request.post('/merchant/list', {
    data: { pageSize: 100, filters: { clientId: 2 } },
    headers: { Authorization: `Bearer ${token}` },
  })
  const names = new Set(((await res.json()).result.items as { name: string }[]).map((m) => m.name))
  await members.click()
  const options = page.getByRole('listbox', { name: 'Merchant' }).getByRole('option')
  await expect(options.first()).toBeVisible()
  for (const text of await options.allTextContents()) {
    expect(
      [...names].some((n) => text.includes(n)),
      text,
    ).toBe(true)
  }
})
