import { expect, test } from '@playwright/test'
import { login } from './helpers.ts'
import { api, apiToken, uniqueDigits } from './resources-helpers.ts'

/** A Mandiri e-money number (prefix 6032) no demo card has. */
const freshCard = () => `60329${uniqueDigits(11)}`

test('block a card, see it in the list and the log, unblock it with the confirmation and a note', async ({
  page,
}) => {
  const cardNo = freshCard()
  await login(page, 'superadmin')
  await page.goto('/dashboard/topup/card-blocked')
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Kartu Terblokir' })).toBeVisible()

  await page.getByRole('button', { name: 'Blokir Kartu' }).click()
  const form = page.getByRole('dialog', { name: 'Blokir Kartu' })
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(form.getByText('Nomor kartu wajib diisi.')).toBeVisible()
  await form
    .getByLabel('Nomor Kartu (16 digit)')
    .fill(`${cardNo.slice(0, 4)} ${cardNo.slice(4, 8)} ${cardNo.slice(8)}`)
  await form.getByLabel('Alasan', { exact: true }).selectOption('LOST')
  await form.getByLabel('Catatan', { exact: true }).fill('Dilaporkan hilang di stasiun')
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(`Kartu ${cardNo} berhasil diblokir.`)).toBeVisible()
  await expect(form).toBeHidden()

  await page.getByRole('searchbox', { name: /Cari/ }).fill(cardNo)
  const row = page.getByRole('row', { name: new RegExp(cardNo) })
  await expect(row).toContainText('Mandiri e-money')
  await expect(row).toContainText('Hilang')
  await expect(row).toContainText('superadmin')

  // The same card again: refused, and the form says why.
  await page.getByRole('button', { name: 'Blokir Kartu' }).click()
  await form.getByLabel('Nomor Kartu (16 digit)').fill(cardNo)
  await form.getByLabel('Alasan', { exact: true }).selectOption('FRAUD')
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(form.getByText('Kartu sudah diblokir.').first()).toBeVisible()
  await form.getByRole('button', { name: 'Batal' }).click()

  // The log says who blocked it, when and why.
  await page.goto(`/dashboard/topup/card-blocked-v2?q=${cardNo}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Log Pemblokiran Kartu Topup' })).toBeVisible()
  const blockLine = page.getByRole('row', { name: /Dilaporkan hilang di stasiun/ })
  await expect(blockLine).toContainText('Blokir')
  await expect(blockLine).toContainText('superadmin')

  // Unblock: the confirmation of the specification, and a note is required.
  await page.goto(`/dashboard/topup/card-blocked?q=${cardNo}`)
  await page.getByRole('button', { name: `Aksi untuk ${cardNo}` }).click()
  await page.getByRole('menuitem', { name: 'Buka Blokir' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Apakah Anda yakin ingin membuka data ini?')
  await confirm.getByRole('button', { name: 'Buka Blokir' }).click()
  await expect(confirm.getByText('Catatan pembukaan blokir minimal berisi 5 karakter.')).toBeVisible()
  await confirm.getByLabel('Catatan').fill('Kartu ditemukan, diverifikasi pemilik')
  await confirm.getByRole('button', { name: 'Buka Blokir' }).click()
  await expect(page.getByText(`Blokir kartu ${cardNo} telah dibuka.`)).toBeVisible()
  await expect(page.getByText('Tidak ditemukan data yang sesuai')).toBeVisible()

  await page.goto(`/dashboard/topup/card-blocked-v2?q=${cardNo}`)
  const unblockLine = page.getByRole('row', { name: /Kartu ditemukan, diverifikasi pemilik/ })
  await expect(unblockLine).toContainText('Buka Blokir')
  await expect(page.getByTestId('list-range')).toContainText('dari 2 data')
})

test('a pending card balance update is applied to the card after the confirmation', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'superadmin')
  const outlets = await api<{ id: number }[]>(request, token, '/outlet/options', { limit: 1 })
  const cardNo = freshCard()
  const topup = await api<{ balanceUpdateId: number }>(request, token, '/topup/transaction/add', {
    outletId: outlets.result[0]?.id,
    cardNo,
    amount: 100_000,
    channel: 'APP',
    cardBalance: 35_000,
  })
  expect(topup.success).toBe(true)

  await login(page, 'superadmin')
  await page.goto('/dashboard/topup/card-blocked-v2')
  await page
    .getByRole('navigation', { name: 'Riwayat kartu' })
    .getByRole('link', { name: 'Riwayat Update Balance Kartu' })
    .click()
  await expect(page).toHaveURL(/view=balance/)
  await expect(page.getByRole('heading', { level: 1, name: 'Riwayat Update Balance Kartu' })).toBeVisible()
  await page.getByLabel('Filter Status').selectOption('PENDING')
  await page.getByRole('searchbox', { name: /Cari/ }).fill(cardNo)
  const row = page.getByRole('row', { name: new RegExp(cardNo) })
  await expect(row).toContainText('Menunggu')
  await expect(row).toContainText('Rp 100.000')

  await page.getByRole('button', { name: `Aksi untuk ${cardNo}` }).click()
  await page.getByRole('menuitem', { name: 'Terapkan ke Kartu' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Apakah Anda yakin ingin menerapkan saldo tertunda ini ke kartu?')
  await confirm.getByRole('button', { name: 'Ya, lanjutkan' }).click()
  await expect(page.getByText(`Saldo tertunda Rp 100.000 diterapkan ke kartu ${cardNo}.`)).toBeVisible()

  await page.getByLabel('Filter Status').selectOption('APPLIED')
  await expect(row).toContainText('Diterapkan')
  await expect(row).toContainText('Rp 35.000')
  await expect(row).toContainText('Rp 135.000')
})

test('a user without the feature is sent home from the card pages', async ({ page }) => {
  await login(page, 'opsretail')
  await page.goto('/dashboard/topup/card-blocked')
  await expect(page).toHaveURL('/')
})
