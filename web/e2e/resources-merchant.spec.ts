import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { login } from './helpers.ts'
import {
  api,
  apiToken,
  fillMerchantForm,
  listTotal,
  pageToken,
  pick,
  pickAddress,
  uniqueDigits,
  uniqueSuffix,
} from './resources-helpers.ts'

const LIST = '/dashboard/corporate/merchant'

test('superadmin adds, edits, finds, exports and deletes a merchant', async ({ page }) => {
  test.slow()
  const name = `Warung Uji ${uniqueSuffix()}`
  const mid = uniqueDigits(15)
  await login(page, 'superadmin')
  await page.goto(LIST)
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Merchant' })).toBeVisible()

  // Add: group through the searchable select, province → city, bank.
  await page.getByRole('button', { name: 'Tambah Merchant' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Merchant' })
  await expect(form.getByRole('combobox', { name: 'Kota/Kabupaten', exact: true })).toBeDisabled()
  await fillMerchantForm(form, { group: 'Grup Garut', mid, name, email: `uji.${mid}@contoh.co.id` })
  await expect(form.getByRole('combobox', { name: 'Group', exact: true })).toContainText('Grup Garut')
  // Changing the province clears the city and everything below it.
  await pick(form, 'Provinsi', 'jawa tengah', 'Jawa Tengah')
  await expect(form.getByRole('combobox', { name: 'Kota/Kabupaten', exact: true })).toContainText(
    'Pilih kota/kabupaten',
  )
  await expect(form.getByRole('combobox', { name: 'Kecamatan', exact: true })).toBeDisabled()
  await expect(form.getByRole('combobox', { name: 'Kelurahan/Desa', exact: true })).toBeDisabled()
  await pickAddress(form)
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Merchant berhasil ditambahkan.')).toBeVisible()
  await expect(form).toBeHidden()

  // Find it: status filter and search live in the URL and survive a reload.
  await page.getByLabel('Filter Status').selectOption('ACTIVE')
  await page.getByRole('searchbox', { name: 'Cari merchant' }).fill(name)
  await expect(page).toHaveURL(/status=ACTIVE/)
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`))
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row).toBeVisible()
  await expect(row).toContainText(mid)
  await expect(row).toContainText('Kota Bandung')
  await expect(page.getByTestId('list-range')).toHaveText('Menampilkan 1–1 dari 1 data')
  const url = page.url()
  await page.reload()
  expect(page.url()).toBe(url)
  await expect(page.getByRole('searchbox', { name: 'Cari merchant' })).toHaveValue(name)
  await expect(page.getByLabel('Filter Status')).toHaveValue('ACTIVE')
  await expect(row).toBeVisible()
  await expect(page.getByTestId('list-range')).toHaveText('Menampilkan 1–1 dari 1 data')

  // Edit: a new name is saved at once (issue 12, item 6: no question for a change without consequences).
  await page.getByRole('button', { name: `Aksi untuk ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Ubah' }).click()
  const edit = page.getByRole('dialog', { name: 'Ubah Merchant' })
  await expect(edit.getByLabel('Nama Usaha')).toHaveValue(name)
  await expect(edit.getByLabel('MID (15 digit)')).toBeDisabled()
  await expect(edit.getByRole('combobox', { name: 'Kota/Kabupaten', exact: true })).toContainText(
    'Kota Bandung',
  )
  await edit.getByLabel('Nama Usaha').fill(`${name} Baru`)
  await edit.getByRole('button', { name: 'Simpan' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(page.getByText('Merchant berhasil diperbarui.')).toBeVisible()
  await expect(confirm).toHaveCount(0)
  await expect(edit).toBeHidden()
  await expect(page.getByRole('row', { name: new RegExp(`${name} Baru`) })).toBeVisible()

  // A new status has consequences: the question names what changes, and Batal keeps the form.
  await page.getByRole('button', { name: `Aksi untuk ${name} Baru` }).click()
  await page.getByRole('menuitem', { name: 'Ubah' }).click()
  const status = await edit.getByLabel('Status').inputValue()
  await edit.getByLabel('Status').selectOption(status === 'INACTIVE' ? 'ACTIVE' : 'INACTIVE')
  await edit.getByRole('button', { name: 'Simpan' }).click()
  await expect(confirm).toContainText('Anda mengubah Status. Apakah Anda yakin ingin memperbarui data ini?')
  await confirm.getByRole('button', { name: 'Batal' }).click()
  await expect(edit).toBeVisible()
  await edit.getByLabel('Status').selectOption(status)
  await edit.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Merchant berhasil diperbarui.').last()).toBeVisible()
  await expect(edit).toBeHidden()

  // Export: the view without the search (all active merchants); the file has as many rows as the list says.
  await page.getByRole('button', { name: 'Hapus pencarian' }).click()
  await expect(page).not.toHaveURL(/q=/)
  await expect(page.getByTestId('list-range')).not.toHaveText('Menampilkan 1–1 dari 1 data')
  const total = await listTotal(page)
  expect(total).toBeGreaterThan(1)
  await page.getByRole('button', { name: 'Ekspor' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^merchant-.*\.csv$/)
  const records = parse(await readFile(await download.path()), { bom: true }) as string[][]
  const headers = await page.getByRole('columnheader').allTextContents()
  expect(records[0]).toEqual(headers.map((h) => h.trim()).filter((h) => h !== '' && h !== 'Aksi'))
  expect(records.length - 1).toBe(total)
  expect(records.some((r) => r.includes(`${name} Baru`))).toBe(true)
  await expect(page.getByText(`Ekspor selesai: ${total.toLocaleString('id-ID')} baris`)).toBeVisible()
  await page.getByRole('button', { name: 'Ekspor' }).click()
  const downloadingXlsx = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click()
  const xlsx = await downloadingXlsx
  expect(xlsx.suggestedFilename()).toMatch(/^merchant-.*\.xlsx$/)
  expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK')

  // Delete, after the confirmation; it is gone.
  await page.getByRole('searchbox', { name: 'Cari merchant' }).fill(name)
  await page.getByRole('button', { name: `Aksi untuk ${name} Baru` }).click()
  await page.getByRole('menuitem', { name: 'Hapus' }).click()
  // The question names what is deleted: its name and MID.
  await expect(confirm).toContainText(new RegExp(`Hapus merchant ${name} Baru \\(\\d{15}\\)\\?`))
  await confirm.getByRole('button', { name: 'Hapus' }).click()
  await expect(page.getByText('Merchant berhasil dihapus.')).toBeVisible()
  await expect(page.getByText('Tidak ditemukan data yang sesuai')).toBeVisible()
  await expect(page.getByTestId('list-range')).toHaveText('Menampilkan 0 dari 0 data')
})

test('a merchant with outlets cannot be deleted, and the message says why', async ({ page, request }) => {
  await login(page, 'superadmin')
  const token = await pageToken(page)
  const list = await api<{ items: { mid: string; name: string; outletCount: number }[] }>(
    request,
    token,
    '/merchant/list',
    { pageSize: 20, sort: 'mid', dir: 'desc' },
  )
  const withOutlets = list.result.items.find((m) => m.outletCount > 0)
  if (!withOutlets) throw new Error('demo data has no merchant with outlets')
  await page.goto(`/dashboard/corporate/merchant?q=${withOutlets.mid}`)
  await page.getByRole('button', { name: `Aksi untuk ${withOutlets.name}` }).click()
  await page.getByRole('menuitem', { name: 'Hapus' }).click()
  // Said before any confirmation (issue 12, item 6): no "Hapus" to press, only "Tutup".
  const dialog = page.getByRole('alertdialog', { name: 'Tidak dapat dihapus' })
  await expect(dialog).toContainText(
    `tidak dapat dihapus: masih dipakai oleh ${withOutlets.outletCount} outlet`,
  )
  await expect(dialog.getByRole('button', { name: 'Hapus' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Tutup' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row', { name: new RegExp(withOutlets.mid) })).toBeVisible()
})

test('missing fields and a duplicate MID are shown under their fields', async ({ page, request }) => {
  await login(page, 'superadmin')
  await page.goto(LIST)
  await page.getByRole('button', { name: 'Tambah Merchant' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Merchant' })

  // Nothing filled in: the schema's own messages, focus on the first invalid field.
  await form.getByRole('button', { name: 'Simpan' }).click()
  const group = form.getByRole('combobox', { name: 'Group', exact: true })
  await expect(group).toHaveAccessibleDescription('Group wajib dipilih.')
  await expect(group).toBeFocused()
  await expect(form.getByLabel('Nama Usaha')).toHaveAccessibleDescription('Nama usaha wajib diisi.')
  await expect(form.getByLabel('MID (15 digit)')).toHaveAttribute('aria-invalid', 'true')

  // Everything valid but the MID of an existing merchant: the server's 409 lands under MID.
  const token = await apiToken(request, 'superadmin')
  // The demo's first MID: not one another test adds and deletes meanwhile.
  const existing = await api<{ items: { mid: string }[] }>(request, token, '/merchant/list', {
    pageSize: 1,
    sort: 'mid',
    dir: 'asc',
  })
  const takenMid = existing.result.items[0]?.mid ?? ''
  const suffix = uniqueSuffix()
  await fillMerchantForm(form, {
    group: 'Grup Garut',
    mid: takenMid,
    name: `Warung Ganda ${suffix}`,
    email: `ganda.${suffix.toLowerCase()}@contoh.co.id`,
  })
  await form.getByLabel('MID (15 digit)').press('Enter')
  const mid = form.getByLabel('MID (15 digit)')
  // A round trip to the server (the add is refused there): allow for a busy CI machine.
  await expect(mid).toHaveAccessibleDescription('MID sudah ada sebelumnya.', { timeout: 15_000 })
  await expect(mid).toBeFocused()
  await expect(form.getByRole('alert').first()).toContainText('MID sudah ada sebelumnya.')
  await expect(form).toBeVisible()
})

test('personal data: the detail shows NIK and NPWP masked; Tampilkan shows them whole to superadmin only', async ({
  page,
  request,
  browser,
}) => {
  // A merchant of client CLT001 (opsretail's scope) with an owner's NIK and NPWP known to the test.
  const opsToken = await apiToken(request, 'opsretail')
  const groups = await api<{ id: number }[]>(request, opsToken, '/group/options', { limit: 1 })
  const token = await apiToken(request, 'superadmin')
  const mid = uniqueDigits(15)
  const nik = `3273${uniqueDigits(12)}`
  const npwp = `0${uniqueDigits(15)}`
  const name = `Warung Pribadi ${uniqueSuffix()}`
  const added = await api(request, token, '/merchant/add', {
    groupId: groups.result[0]?.id,
    mid,
    name,
    ownerName: 'Siti Rahmawati',
    ownerNik: nik,
    npwp,
    mcc: '5814',
    businessCategory: 'UMI',
    address: 'Jl. Braga No. 10',
    provinceCode: '32',
    cityCode: '32.73',
    districtCode: '32.73.01',
    villageCode: '32.73.01.1001',
    postalCode: '40111',
    phone: '081234567890',
    email: `pribadi.${mid}@contoh.co.id`,
    settlementBankCode: '014',
    settlementAccountNo: '1234567890',
    settlementAccountName: 'Siti Rahmawati',
    joinedAt: '2025-02-01',
    status: 'ACTIVE',
  })
  expect(added.success, added.message).toBe(true)
  const masked = (v: string) => `${v.slice(0, 4)}********${v.slice(-4)}`

  const openDetail = async (p: typeof page) => {
    await p.goto(`${LIST}?q=${mid}`)
    await p.getByRole('button', { name: `Aksi untuk ${name}` }).click()
    await p.getByRole('menuitem', { name: 'Lihat' }).click()
    const detail = p.getByRole('dialog', { name: `Merchant: ${name}` })
    await expect(detail).toContainText(masked(nik))
    await expect(detail).toContainText(masked(npwp))
    await expect(detail).not.toContainText(nik)
    await expect(detail).not.toContainText(npwp)
    return detail
  }

  await login(page, 'superadmin')
  const detail = await openDetail(page)
  await detail.getByRole('button', { name: 'Tampilkan NIK Pemilik lengkap' }).click()
  await expect(detail).toContainText(nik)
  // Only the value asked for: the NPWP stays masked until it is asked for too.
  await expect(detail).not.toContainText(npwp)
  await detail.getByRole('button', { name: /^Tampilkan NPWP.* lengkap$/ }).click()
  await expect(detail).toContainText(npwp)
  await detail.getByRole('button', { name: 'Sembunyikan NIK Pemilik' }).click()
  await expect(detail).not.toContainText(nik)

  // opsretail reads the merchant but lacks VIEW_PERSONAL_DATA: the masks, and no Tampilkan.
  const context = await browser.newContext()
  const ops = await context.newPage()
  await login(ops, 'opsretail')
  const opsDetail = await openDetail(ops)
  await expect(opsDetail.getByRole('button', { name: /^Tampilkan/ })).toHaveCount(0)
  await context.close()

  // An edit never holds the masked value: the field starts empty with the stored mask beside it, and
  // saving another change keeps the stored NIK.
  await detail.getByRole('button', { name: 'Ubah' }).click()
  const edit = page.getByRole('dialog', { name: 'Ubah Merchant' })
  const nikField = edit.getByLabel('NIK Pemilik (16 digit)', { exact: true })
  await expect(nikField).toHaveValue('')
  await expect(nikField).toHaveAccessibleDescription(
    `Tersimpan: ${masked(nik)} (disamarkan). Kosongkan bila tidak diubah.`,
  )
  await edit.getByLabel('Nama Usaha').fill(`${name} Baru`)
  await edit.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Merchant berhasil diperbarui.')).toBeVisible()
  const id = (added.result as { id: number }).id
  const kept = await api<{ value: string }>(request, token, '/merchant/reveal', { id, field: 'ownerNik' })
  expect(kept.result.value).toBe(nik)
})
