import { expect, test } from '@playwright/test'
import { login } from './helpers.ts'
import { uniqueSuffix } from './resources-helpers.ts'

test('create a tiered scheme, see the simulation', async ({ page }) => {
  await login(page, 'superadmin')
  await page.goto('/dashboard/master/apps-pfee-scheme')
  await page.getByRole('button', { name: 'Tambah Skema partner fee' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Skema partner fee' })
  const code = `ADM-E2E-${uniqueSuffix()}`

  await form.getByLabel('Kode Skema').fill(code)
  await form.getByLabel('Nama', { exact: true }).fill('Admin uji bertingkat')
  await form.getByLabel('Komponen').selectOption('ADMIN')
  await form.getByLabel('Ditanggung oleh').selectOption('CUSTOMER')
  await form.getByLabel('Berlaku Mulai').fill('01/01/2026')
  await form.getByLabel('Status').selectOption('ACTIVE')
  await form.getByLabel('Jenis Transaksi').selectOption('BILLER')

  // Only the fields of the chosen type are shown.
  await form.getByLabel('Tipe Biaya').selectOption('TIERED')
  await expect(form.getByLabel('Biaya', { exact: true })).toHaveCount(0)
  await form.getByRole('button', { name: 'Tambah tingkat' }).click()
  await form.getByRole('button', { name: 'Tambah tingkat' }).click()
  await expect(form.getByLabel('Tingkat 2: dari (Rp)')).toHaveValue('100.000')
  await form.getByLabel('Tingkat 1: nilai (Rp)').fill('2500')
  await form.getByLabel('Tingkat 2: jenis').selectOption('PERCENT')
  await form.getByLabel('Tingkat 2: nilai (%)').fill('2,5')

  await form.getByRole('button', { name: 'Tambah mitra' }).click()
  await form.getByLabel('Bagian 1: mitra').selectOption('PTN001')
  await form.getByLabel('Bagian 1: nilai (%)').fill('30')

  const simulation = form.getByRole('region', { name: 'Simulasi biaya' })
  await simulation.getByLabel('Nominal transaksi').fill('150000')
  // 2,5% of Rp150.000 = Rp3.750 borne by the customer; PTN001 30% = Rp1.125, MINT the rest.
  await expect(simulation).toContainText('Admin uji bertingkat')
  await expect(simulation).toContainText('Rp\u00a03.750')
  await expect(simulation).toContainText(/Bagian PTN001.*Rp\u00a01\.125/)
  await expect(simulation).toContainText(/Dibayar pelanggan\s*Rp\u00a0153\.750/)
  await simulation.getByLabel('Nominal transaksi').fill('50000')
  await expect(simulation).toContainText('Rp\u00a02.500')

  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Skema partner fee berhasil ditambahkan.')).toBeVisible()
  await page.getByRole('searchbox').fill(code)
  const row = page.getByRole('row', { name: new RegExp(code) })
  await expect(row).toContainText('Bertingkat')
  await expect(row).toContainText('Admin uji bertingkat')
})
