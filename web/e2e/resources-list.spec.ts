import { expect, test } from '@playwright/test'
import { login } from './helpers.ts'
import { api, apiToken, uniqueSuffix } from './resources-helpers.ts'

test('paging and sorting are kept in the URL, back and forward included', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
  })
  await login(page, 'superadmin')
  await page.goto('/dashboard/corporate/outlet')
  const range = page.getByTestId('list-range')
  await expect(range).toContainText('Menampilkan 1–10 dari')
  const codeHeader = page.getByRole('columnheader', { name: 'Kode' })
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending')

  await page.getByRole('button', { name: 'Halaman 2' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(range).toContainText('Menampilkan 11–20 dari')
  // The previous page stays on screen while the next one loads (aria-busy): read rows once it is in.
  await expect(page.locator('table[aria-busy="false"]')).toBeVisible()
  const secondPageFirst = await page.locator('tbody tr').first().textContent()

  await page.getByRole('button', { name: 'Nama Outlet' }).click()
  await expect(page).toHaveURL(/sort=name/)
  await expect(page).not.toHaveURL(/page=/)
  await expect(page.getByRole('columnheader', { name: 'Nama Outlet' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect(codeHeader).toHaveAttribute('aria-sort', 'none')
  await page.getByRole('button', { name: 'Nama Outlet' }).click()
  await expect(page).toHaveURL(/sort=name&dir=desc|dir=desc.*sort=name/)
  await expect(page.getByRole('columnheader', { name: 'Nama Outlet' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )

  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(range).toContainText('Menampilkan 11–20 dari')
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect(page.locator('table[aria-busy="false"]')).toBeVisible()
  await expect(page.locator('tbody tr').first()).toHaveText(secondPageFirst ?? '')
  await page.goForward()
  await expect(page.getByRole('columnheader', { name: 'Nama Outlet' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )

  // A detail opens from the row menu and is part of the URL too.
  await page
    .getByRole('button', { name: /^Aksi untuk / })
    .first()
    .click()
  await page.getByRole('menuitem', { name: 'Lihat' }).click()
  await expect(page).toHaveURL(/[?&]id=\d+/)
  const detail = page.getByRole('dialog')
  await expect(detail.getByText('Kota/Kab.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  await expect(page).not.toHaveURL(/[?&]id=/)
  expect(problems).toEqual([])
})

test('column visibility and page size are saved for the user', async ({ page, request }) => {
  // Start from the defaults whatever an earlier run saved for superadmin.
  await api(request, await apiToken(request, 'superadmin'), '/preference/set', {
    key: 'list:region',
    value: {},
  })
  await login(page, 'superadmin')
  await page.goto('/dashboard/corporate/region')
  await expect(page.getByRole('columnheader', { name: 'Provinsi' })).toBeVisible()
  await page.getByRole('button', { name: 'Kolom' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Provinsi' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Diperbarui', exact: true }).click()
  await page.keyboard.press('Escape')
  await page.getByLabel('Baris per halaman').selectOption('25')
  await expect(page).toHaveURL(/size=25/)

  await page.goto('/dashboard/corporate/region')
  await expect(page).toHaveURL(/size=25/)
  await expect(page.getByLabel('Baris per halaman')).toHaveValue('25')
  await expect(page.getByRole('columnheader', { name: 'Diperbarui', exact: true })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Provinsi' })).toBeHidden()

  await page.getByRole('button', { name: 'Kolom' }).click()
  await page.getByRole('menuitem', { name: 'Kembalikan default' }).click()
  await page.getByLabel('Baris per halaman').selectOption('10')
  await expect(page.getByRole('columnheader', { name: 'Provinsi' })).toBeVisible()
  await expect(page).not.toHaveURL(/size=/)
})

test('bulk delete asks for the number of rows and removes them', async ({ page, request }) => {
  const token = await apiToken(request, 'superadmin')
  const tag = uniqueSuffix()
  for (const n of [1, 2]) {
    const added = await api(request, token, '/client/add', {
      code: `UJI${tag}${n}`,
      name: `Client Uji ${tag} ${n}`,
      npwp: `01234567890${String(n).padStart(5, '0')}`,
      picName: 'Penguji',
      picPhone: '081234567890',
      picEmail: `uji.${tag.toLowerCase()}${n}@contoh.co.id`,
      address: 'Jl. Uji No. 1',
      status: 'ACTIVE',
    })
    expect(added.success, added.message).toBe(true)
  }
  await login(page, 'superadmin')
  await page.goto(`/dashboard/corporate/client?q=UJI${tag}`)
  await expect(page.getByTestId('list-range')).toHaveText('Menampilkan 1–2 dari 2 data')
  await page.getByLabel('Pilih semua data di halaman ini').check()
  await expect(page.getByText('2 data dipilih')).toBeVisible()
  await page.getByRole('button', { name: 'Hapus terpilih' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Apakah Anda yakin ingin menghapus 2 data terpilih?')
  await confirm.getByRole('button', { name: 'Hapus' }).click()
  await expect(page.getByText('2 data berhasil dihapus.')).toBeVisible()
  await expect(page.getByText('Tidak ditemukan data yang sesuai')).toBeVisible()
})

test('the audit log shows a change before and after, side by side', async ({ page, request }) => {
  const token = await apiToken(request, 'superadmin')
  const tag = uniqueSuffix()
  const added = await api<{ id: number }>(request, token, '/client/add', {
    code: `AUD${tag}`,
    name: `Client Audit ${tag}`,
    npwp: '0123456789012345',
    picName: 'Penguji',
    picPhone: '081234567890',
    picEmail: `audit.${tag.toLowerCase()}@contoh.co.id`,
    address: 'Jl. Uji No. 2',
    status: 'ACTIVE',
  })
  expect(added.success, added.message).toBe(true)
  const id = added.result.id
  const updated = await api(request, token, '/client/update', {
    id,
    code: `AUD${tag}`,
    name: `Client Audit ${tag} Baru`,
    npwp: '0123456789012345',
    picName: 'Penguji',
    picPhone: '081234567890',
    picEmail: `audit.${tag.toLowerCase()}@contoh.co.id`,
    address: 'Jl. Uji No. 2',
    status: 'INACTIVE',
  })
  expect(updated.success, updated.message).toBe(true)

  await login(page, 'superadmin')
  await page.goto(`/dashboard/utils/audit-log?q=${id}&action=UPDATE&entity=client`)
  await expect(page.getByRole('heading', { level: 1, name: 'Log Aktivitas' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tambah Log' })).toHaveCount(0)
  const row = page.getByRole('row', { name: /Ubah/ }).first()
  await expect(row).toContainText('client')
  await row.getByRole('button', { name: /^Aksi untuk/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Ubah' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Lihat' }).click()
  const detail = page.getByRole('dialog')
  const diff = detail.getByRole('table', { name: 'Data sebelum dan sesudah perubahan' })
  const nameRow = diff.getByRole('row', { name: /^name/ })
  await expect(nameRow).toHaveAttribute('data-changed', 'true')
  await expect(nameRow.getByRole('cell').nth(0)).toHaveText(`Client Audit ${tag}`)
  await expect(nameRow.getByRole('cell').nth(1)).toHaveText(`Client Audit ${tag} Baru`)
  await expect(diff.getByRole('row', { name: /^status/ })).toHaveAttribute('data-changed', 'true')
  await expect(diff.getByRole('row', { name: /^code/ })).not.toHaveAttribute('data-changed', 'true')
})

test('on a 360 px phone the list scrolls inside its card and the page does not overflow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await login(page, 'superadmin')
  await page.goto('/dashboard/corporate/merchant')
  await expect(page.locator('tbody tr').first()).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  const scroller = page.locator('table').locator('xpath=..')
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  // The toolbar wraps and the pager fits: nothing to the right of the screen.
  for (const name of ['Selanjutnya', 'Ekspor', 'Kolom']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(360)
  }
})
