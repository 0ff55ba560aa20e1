import { expect, test } from '@playwright/test'
import { login } from './helpers.ts'
import { pick } from './resources-helpers.ts'

/** A 1×1 PNG: the proof the server recognises by its bytes. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f2a3a40000000049454e44ae426082',
  'hex',
)

test('top up a merchant deposit with a proof and verify it as another user', async ({ page }) => {
  await login(page, 'superadmin')
  await page.goto('/dashboard/saving/merchant-saving')
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Deposit Merchant' })).toBeVisible()
  await page.getByRole('button', { name: 'Top Up', exact: true }).click()
  const form = page.getByRole('dialog', { name: 'Top Up Deposit' })

  // Nothing filled: each field says what it needs.
  await form.getByRole('button', { name: 'Ajukan Top Up' }).click()
  await expect(form.getByText('Merchant wajib dipilih.')).toBeVisible()
  await expect(form.getByText('Bukti pembayaran wajib diunggah.')).toBeVisible()

  await pick(form, 'Merchant', 'Apotek Sentosa', /Apotek Sentosa/)
  await pick(form, 'Metode Pembayaran', 'BCA', /Virtual Account BCA/)
  await form.getByLabel('Nominal (Rp)').fill('1500000')
  // A text file is not a proof.
  await form
    .getByLabel('Bukti Pembayaran')
    .setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan bukti') })
  await form.getByRole('button', { name: 'Ajukan Top Up' }).click()
  await expect(form.getByText(/harus berupa gambar/)).toBeVisible()
  await form
    .getByLabel('Bukti Pembayaran')
    .setInputFiles({ name: 'bukti-transfer.png', mimeType: 'image/png', buffer: PNG })
  await form.getByLabel('Catatan').fill('Setoran modal minggu ini')
  await form.getByRole('button', { name: 'Ajukan Top Up' }).click()
  const toast = page.getByText(/Permintaan top up DTU\d{14} sebesar Rp\s?1\.500\.000 diajukan/)
  await expect(toast).toBeVisible()
  const refNo = /DTU\d{14}/.exec((await toast.textContent()) ?? '')?.[0] ?? ''
  await expect(form).toBeHidden()

  // The maker sees the request waiting, and cannot verify it.
  await page.goto(`/dashboard/saving/merchant-saving?view=topup&q=${refNo}`)
  const row = page.getByRole('row', { name: new RegExp(refNo) })
  await expect(row).toContainText('Menunggu Verifikasi')
  await page.getByRole('button', { name: `Aksi untuk ${refNo}` }).click()
  await expect(page.getByRole('menuitem', { name: 'Lihat Bukti' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Setujui' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // Another user (finance) approves it after the confirmation; the deposit grows by the amount less the fee.
  await page.evaluate(() => window.localStorage.clear())
  await login(page, 'keuangan')
  await page.goto(`/dashboard/saving/merchant-saving?view=topup&q=${refNo}`)
  await page.getByRole('button', { name: `Aksi untuk ${refNo}` }).click()
  await page.getByRole('menuitem', { name: 'Lihat Bukti' }).click()
  const proof = page.getByRole('dialog', { name: 'Bukti Pembayaran' })
  await expect(proof.getByRole('img', { name: `Bukti pembayaran ${refNo}` })).toBeVisible()
  await proof.getByRole('button', { name: 'Tutup' }).first().click()
  await page.getByRole('button', { name: `Aksi untuk ${refNo}` }).click()
  await page.getByRole('menuitem', { name: 'Setujui' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Apakah Anda yakin ingin menyetujui top up ini?')
  await confirm.getByRole('button', { name: 'Setujui' }).click()
  await expect(page.getByText(new RegExp(`Top up ${refNo} disetujui`))).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(refNo) })).toContainText('Disetujui')

  // The history reads the movement with its running balance.
  await page.goto(`/dashboard/saving/merchant-saving-history?q=${refNo}`)
  const line = page.getByRole('row', { name: new RegExp(refNo) })
  await expect(line).toContainText('Top Up Deposit')
  await expect(line).toContainText(/Rp\s?1\.496\.000/)
})

test('a correction asked by one user moves the deposit only when another approves it with the password', async ({
  page,
}) => {
  await login(page, 'superadmin')
  await page.goto('/dashboard/saving/merchant-saving?view=adjustment')
  await page.getByRole('button', { name: 'Ajukan Koreksi/Refund' }).click()
  const form = page.getByRole('dialog', { name: 'Ajukan Koreksi/Refund' })
  await form.getByRole('button', { name: 'Ajukan' }).click()
  await expect(form.getByText('Merchant wajib dipilih.')).toBeVisible()
  await pick(form, 'Merchant', 'Apotek Sentosa', /Apotek Sentosa/)
  await form.getByLabel('Nominal (Rp)').fill('25000')
  await form.getByLabel('Alasan').fill('Selisih setoran tunai minggu lalu')
  await form.getByRole('button', { name: 'Ajukan' }).click()
  const toast = page.getByText(/Permintaan DAJ\d{14} \(koreksi Rp\s?25\.000\) diajukan/)
  await expect(toast).toBeVisible()
  const refNo = /DAJ\d{14}/.exec((await toast.textContent()) ?? '')?.[0] ?? ''
  // The maker is offered no decision on its own request.
  await page.goto(`/dashboard/saving/merchant-saving?view=adjustment&q=${refNo}`)
  await expect(page.getByRole('row', { name: new RegExp(refNo) })).toContainText('Menunggu Verifikasi')
  await page.getByRole('button', { name: `Aksi untuk ${refNo}` }).click()
  await expect(page.getByRole('menuitem', { name: 'Lihat' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Setujui' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.evaluate(() => window.localStorage.clear())
  await login(page, 'keuangan')
  await page.goto(`/dashboard/saving/merchant-saving?view=adjustment&q=${refNo}`)
  await page.getByRole('button', { name: `Aksi untuk ${refNo}` }).click()
  await page.getByRole('menuitem', { name: 'Setujui' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(/Rp\s?25\.000/)
  await expect(confirm).toContainText('diajukan oleh superadmin')
  await confirm.getByLabel(/Password Anda/).fill('Mint#2025!')
  await confirm.getByRole('button', { name: 'Setujui' }).click()
  await expect(
    page.getByText(new RegExp(`Koreksi ${refNo} sebesar Rp\\s?25\\.000 disetujui dan diposting`)),
  ).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(refNo) })).toContainText('Disetujui')
  await page.goto(`/dashboard/saving/merchant-saving-history?q=${refNo}`)
  await expect(page.getByRole('row', { name: new RegExp(refNo) })).toContainText('Koreksi')
})
