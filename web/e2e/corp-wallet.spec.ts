import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, login } from './helpers.ts'
import { pick } from './resources-helpers.ts'

/** The simulated bank (server/areas/wallet/simulated-bank.ts): 13 refuses the transfer, 31 loses its first answer. */
const CSV = [
  'kode_bank,no_rekening,nama_penerima,nominal,catatan',
  '014,5271234567,,1500000,Gaji November',
  '014,12AB,,250000,Gaji November',
  '014,5271234513,,300000,Gaji November',
  '014,5271234531,,400000,Gaji November',
].join('\n')

test('upload a disbursement file with a bad row, fix it, submit, approve as another user, watch each item', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await login(page, 'superadmin')
  await page.goto('/dashboard/corp-wallet/disburse-doc')
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Dokumen Disbursement' })).toBeVisible()
  await page.getByRole('button', { name: 'Unggah Dokumen' }).click()
  const form = page.getByRole('dialog', { name: 'Unggah Dokumen Disbursement' })
  await pick(form, 'Klien', 'Maju Bersama', /PT Maju Bersama Retail/)
  await form
    .getByLabel('Berkas Penerima (CSV/XLSX)')
    .setInputFiles({ name: 'gaji.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) })
  await form.getByRole('button', { name: 'Unggah', exact: true }).click()
  const saved = page.getByText(/Dokumen DSB\/\d{4}\/\d{2}\/\d+ disimpan sebagai Draf: 4 baris, 1 bermasalah/)
  await expect(saved).toBeVisible({ timeout: 20_000 })
  const docNo = /DSB\/\d{4}\/\d{2}\/\d+/.exec((await saved.textContent()) ?? '')?.[0] ?? ''
  await expect(page).toHaveURL(/view=items&docId=\d+/)
  const url = page.url()

  // The per-row report: the bad row says what is wrong; the others carry the bank's name.
  await expect(page.getByRole('row', { name: /12AB/ })).toContainText('No. rekening harus 6–20 digit angka.')
  await expect(page.getByTestId('doc-status')).toContainText('Draf')
  await expect(page.getByText('1 baris bermasalah', { exact: true })).toBeVisible()

  // Fixed in place: checked and inquired again.
  await page.getByRole('button', { name: 'Aksi untuk 12AB' }).click()
  await page.getByRole('menuitem', { name: 'Perbaiki' }).click()
  const fix = page.getByRole('dialog', { name: 'Perbaiki Baris 3' })
  await fix.getByLabel('No. Rekening').fill('5271234572')
  await fix.getByRole('button', { name: 'Simpan Baris' }).click()
  await expect(page.getByText('Baris 3 diperbaiki dan valid.')).toBeVisible()
  await expect(page.getByText('1 baris bermasalah', { exact: true })).toHaveCount(0)

  // The maker submits and cannot approve.
  await page.getByRole('button', { name: 'Ajukan' }).click()
  await expect(page.getByText(`Dokumen ${docNo} diajukan dan menunggu persetujuan.`)).toBeVisible()
  await expect(page.getByTestId('doc-status')).toContainText('Menunggu Persetujuan')
  await expect(page.getByRole('button', { name: 'Setujui' })).toHaveCount(0)

  // Finance approves with its password asked again; the items are paid while the screen watches.
  await page.evaluate(() => window.localStorage.clear())
  await login(page, 'keuangan')
  await page.goto(url)
  await page.getByRole('button', { name: 'Setujui' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Setujui dokumen ini?')
  await confirm.getByLabel(/Password Anda/).fill(DEMO_PASSWORD)
  await confirm.getByRole('button', { name: 'Setujui' }).click()
  await expect(page.getByText(new RegExp(`Dokumen ${docNo.replaceAll('/', '\\/')} disetujui`))).toBeVisible()
  await expect(page.getByTestId('doc-status')).toContainText('Sebagian Gagal', { timeout: 30_000 })
  await expect(page.getByRole('row', { name: /5271234513/ })).toContainText('Gagal')
  await expect(page.getByRole('row', { name: /5271234531/ })).toContainText('Berhasil')
  await expect(page.getByRole('row', { name: /5271234567/ })).toContainText('Berhasil')
  await expect(page.getByRole('button', { name: 'Kirim Ulang yang Gagal' })).toBeVisible()
})
