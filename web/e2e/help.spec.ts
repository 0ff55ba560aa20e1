import { expect, test } from '@playwright/test'
import { login } from './helpers.ts'
import { pick } from './resources-helpers.ts'

test('an FAQ written in the rich-text editor is shown formatted in the read view', async ({ page }) => {
  await login(page, 'superadmin')
  await page.goto('/dashboard/pusat-bantuan/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ Pusat Bantuan' })).toBeVisible()
  await page.getByRole('button', { name: 'Tambah FAQ' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah FAQ' })
  await pick(form, 'Sub Kategori', 'Status', /Status transaksi/)
  const question = 'Bagaimana mencetak ulang struk Mybills?'
  await form.getByLabel('Pertanyaan').fill(question)
  const editor = form.getByRole('textbox', { name: 'Jawaban' })
  await editor.click()
  await page.keyboard.type('Buka riwayat transaksi lalu pilih ')
  await form.getByRole('button', { name: 'Tebal' }).click()
  // As a user waits for the caret: bold is on and the text still has the focus.
  await expect(form.getByRole('button', { name: 'Tebal' })).toHaveAttribute('aria-pressed', 'true')
  await expect(editor).toBeFocused()
  await page.keyboard.type('Cetak Ulang')
  await form.getByLabel('Status', { exact: true }).selectOption({ label: 'Terbit' })
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(form).toBeHidden()

  // Every signed-in user reads it from the user menu's Pusat Bantuan, found by a word of its answer.
  await page.goto('/dashboard/account/bantuan')
  await page.getByLabel('Cari FAQ').fill('cetak ulang')
  const faq = page.getByRole('group').filter({ hasText: question })
  await expect(faq).toBeVisible()
  await expect(faq.locator('strong', { hasText: 'Cetak Ulang' })).toBeVisible()
})

test('a ticket goes from Baru to Selesai with a reply and is reopened', async ({ page }) => {
  await login(page, 'superadmin')
  await page.goto('/dashboard/account/bantuan')
  const form = page.getByRole('region', { name: 'Kirim Komplain' })
  const outlet = form.getByLabel('Outlet', { exact: true })
  await expect(outlet.locator('option').nth(1)).toBeAttached()
  await outlet.selectOption({ index: 1 })
  await form.getByLabel('Kategori').selectOption({ label: 'Transaksi' })
  await form.getByLabel('Judul').fill('Token listrik belum diterima')
  await form.getByLabel('Deskripsi').fill('Saldo sudah terpotong tetapi token belum muncul di struk.')
  await form.getByRole('button', { name: 'Kirim Komplain' }).click()
  const toast = page.getByText(/Komplain TKT-\d{4}-\d{6} dibuat\./)
  await expect(toast).toBeVisible()
  const ticketNo = /TKT-\d{4}-\d{6}/.exec((await toast.textContent()) ?? '')?.[0] ?? ''

  await page.goto(`/dashboard/pusat-bantuan/complain?q=${ticketNo}`)
  await expect(page.getByRole('row', { name: new RegExp(ticketNo) })).toContainText('Baru')
  await page.getByRole('button', { name: `Aksi untuk ${ticketNo}` }).click()
  await page.getByRole('menuitem', { name: 'Buka Tiket' }).click()
  const panel = page.getByRole('dialog', { name: `Tiket ${ticketNo}` })

  const move = async (status: string, note: string, confirm: RegExp) => {
    await panel.getByLabel('Status baru').selectOption({ label: status })
    await panel.getByLabel('Catatan perubahan').fill(note)
    await panel.getByRole('button', { name: 'Ubah Status' }).click()
    const ask = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Ubah Status Tiket' }))
    await expect(ask).toContainText(confirm)
    await ask.getByRole('button', { name: 'Ya, ubah' }).click()
    await expect(panel.getByRole('region', { name: 'Ringkasan tiket' })).toContainText(status)
  }

  await move('Diproses', 'Sedang dicek ke biller', /memperbarui status/)
  await panel.getByRole('textbox', { name: 'Balasan' }).click()
  await page.keyboard.type('Token sudah kami kirim ulang ke nomor pelanggan.')
  await panel.getByRole('button', { name: 'Kirim Balasan' }).click()
  await expect(page.getByText('Balasan dikirim ke merchant.')).toBeVisible()
  await expect(panel.getByRole('region', { name: 'Percakapan' })).toContainText(
    'Token sudah kami kirim ulang',
  )
  await move('Selesai', 'Token diterima merchant', /memperbarui status/)
  await move('Diproses', 'Merchant melapor token belum bisa dipakai', /membuka kembali/)
  await expect(page.getByText(`Tiket ${ticketNo} dibuka kembali.`)).toBeVisible()
})

test('a ticket opened over a slow network shows its panel and its reply editor', async ({ page }) => {
  // The panel's code arriving a second late made TipTap hand the reply editor a destroyed editor on its first
  // render, and the page failed with "Cannot read properties of null (reading 'cached')".
  await page.route(/\/assets\/ticket-panel-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  await login(page, 'superadmin')
  await page.goto('/dashboard/pusat-bantuan/complain')
  const first = page.getByRole('button', { name: /^Aksi untuk TKT-\d{4}-\d{6}$/ }).first()
  const ticketNo = ((await first.getAttribute('aria-label')) ?? '').replace('Aksi untuk ', '')
  await first.click()
  await page.getByRole('menuitem', { name: 'Buka Tiket' }).click()
  const panel = page.getByRole('dialog', { name: `Tiket ${ticketNo}` })
  await expect(panel.getByLabel('Status baru')).toBeVisible()
  // Times say WIB once (formatDateTime adds it).
  await expect(panel.getByRole('region', { name: 'Ringkasan tiket' })).toContainText(
    /Batas SLA: (\d{2}\/\d{2}\/\d{4} \d{2}[.:]\d{2} WIB|dijeda)/,
  )
  await expect(panel).not.toContainText('WIB WIB')
  await panel.getByRole('textbox', { name: 'Balasan' }).click()
  await page.keyboard.type('Sedang kami periksa.')
  await expect(panel.getByRole('textbox', { name: 'Balasan' })).toContainText('Sedang kami periksa.')
  await expect(page.getByRole('heading', { name: 'Terjadi kesalahan' })).toHaveCount(0)
})
