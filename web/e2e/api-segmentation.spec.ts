import { type APIRequestContext, expect, test } from '@playwright/test'
import { login, seriousViolations } from './helpers.ts'
import { api, apiToken, uniqueSuffix } from './resources-helpers.ts'

const REFUSED = 'Segmen Anda tidak diizinkan memanggil API ini.'
const CONFIRM = 'Apakah Anda yakin ingin memperbarui data ini?'

type Matrix = { segment: { id: number }; masters: { id: number; code: string }[]; granted: number[] }

/** What the first test changes, put back after it whatever happened (even a timeout). */
let restore: { segmentId: number; apiMasterIds: number[] } | null = null
test.afterAll(async ({ playwright }, testInfo) => {
  if (!restore) return
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  try {
    const admin = await apiToken(request, 'superadmin')
    const res = await api(request, admin, '/api-segment/update', restore)
    expect(res.success).toBe(true)
  } finally {
    await request.dispose()
  }
})

async function opsMatrix(request: APIRequestContext, token: string): Promise<Matrix> {
  const segments = await api<{ items: { id: number; code: string }[] }>(
    request,
    token,
    '/role-segment/list',
    {
      search: 'OPS_RETAIL',
    },
  )
  const id = segments.result.items.find((s) => s.code === 'OPS_RETAIL')?.id
  return (await api<Matrix>(request, token, '/api-segment/list', { segmentId: id })).result
}

test('unticking the outlet API for Operasional Retail refuses opsretail the outlet list, not the merchant list', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const admin = await apiToken(request, 'superadmin')
  const saved = await opsMatrix(request, admin)
  const outlet = saved.masters.find((m) => m.code === 'outlet')
  expect(outlet && saved.granted.includes(outlet.id)).toBe(true)
  restore = { segmentId: saved.segment.id, apiMasterIds: saved.granted }
  const ops = await browser.newContext()
  const opsPage = await ops.newPage()
  try {
    await login(page, 'superadmin')
    await page.goto('/dashboard/api-segmentation')
    await expect(page.getByRole('heading', { level: 1, name: 'Segmentasi API' })).toBeVisible()
    await expect(page.getByText('Pilih segmen', { exact: true })).toBeVisible()
    await page
      .getByLabel('Segmen', { exact: true })
      .selectOption({ label: 'OPS_RETAIL — Operasional Retail' })
    const count = page.getByTestId('matrix-count')
    const total = saved.masters.length
    await expect(count).toHaveText(`${total} dari ${total} master API diizinkan`)
    expect(await seriousViolations(page)).toEqual([])

    // Search narrows the matrix; untick Outlet.
    await page.getByRole('searchbox', { name: 'Cari master API' }).fill('outlet')
    const box = page.getByRole('checkbox', { name: 'Outlet (outlet)' })
    await expect(page.getByRole('checkbox', { name: 'Merchant (merchant)' })).toBeHidden()
    await box.uncheck()
    await expect(count).toHaveText(`${total - 1} dari ${total} master API diizinkan`)
    await page.getByRole('button', { name: 'Simpan' }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText(CONFIRM)
    await confirm.getByRole('button', { name: 'Ya, lanjutkan' }).click()
    await expect(
      // The toast of the previous save may still be fading out: the newest one is the last.
      page.getByRole('alert').filter({ hasText: 'Akses API segmen berhasil diperbarui.' }).last(),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Simpan' })).toBeDisabled()

    // opsretail: the outlet list is refused by the server; the merchant list still works.
    await login(opsPage, 'opsretail')
    await opsPage.goto('/dashboard/corporate/outlet')
    await expect(opsPage.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible()
    await opsPage.goto('/dashboard/corporate/merchant')
    await expect(opsPage.getByRole('heading', { level: 1, name: 'Daftar Merchant' })).toBeVisible()
    await expect(opsPage.locator('tbody tr').first()).toBeVisible()
    await expect(opsPage.getByText(REFUSED)).toBeHidden()

    // Restore it through the screen: opsretail's next request works again.
    await box.check()
    await expect(count).toHaveText(`${total} dari ${total} master API diizinkan`)
    await page.getByRole('button', { name: 'Simpan' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, lanjutkan' }).click()
    await expect(
      // The toast of the previous save may still be fading out: the newest one is the last.
      page.getByRole('alert').filter({ hasText: 'Akses API segmen berhasil diperbarui.' }).last(),
    ).toBeVisible()
    await opsPage.goto('/dashboard/corporate/outlet')
    await expect(opsPage.getByTestId('list-range')).toContainText('dari')
    await expect(opsPage.locator('tbody tr').first()).toBeVisible()
    await expect(opsPage.getByText(REFUSED)).toBeHidden()
  } finally {
    await ops.close()
  }
})

test('an administrator sees their own segment read-only', async ({ page }) => {
  await login(page, 'superadmin')
  await page.goto('/dashboard/api-segmentation')
  await page.getByLabel('Segmen', { exact: true }).selectOption({ label: 'SUPERADMIN — Super Admin' })
  await expect(page.getByText('Anda tidak dapat mengubah hak akses Anda sendiri.')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Outlet (outlet)' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Simpan' })).toBeDisabled()
})

test('Master API lists the routes of a group, moves a route into a new group and back, and deletes the group', async ({
  page,
}) => {
  test.slow()
  const code = `e2e-${uniqueSuffix().toLowerCase()}`
  await login(page, 'superadmin')
  await page.goto('/dashboard/api')
  await expect(page.getByRole('heading', { level: 1, name: 'Master API' })).toBeVisible()

  // A search by route path finds its group; its routes come from the server.
  await page.getByRole('searchbox', { name: 'Cari master API' }).fill('update/pin')
  await page.getByRole('button', { name: 'Pengguna Dashboard', exact: true }).click()
  const routes = page.getByRole('table', { name: 'Rute dalam master API Pengguna Dashboard' })
  await expect(routes.getByRole('row', { name: /\/users\/update\/pin/ })).toContainText('Terdaftar')
  await expect(routes.getByRole('row', { name: /\/users\/update\/pin/ })).toContainText(
    'SETTING_DASHBOARD_ACCOUNT',
  )
  expect(await seriousViolations(page)).toEqual([])

  // A custom group.
  await page.getByRole('button', { name: 'Tambah Master API' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Master API' })
  await form.getByLabel('Kode').fill('Bukan Kode!')
  await form.getByLabel('Nama', { exact: true }).fill('Uji E2E')
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(form.getByText(/Kode master API 2–64 karakter/)).toBeVisible()
  await form.getByLabel('Kode').fill(code)
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Master API berhasil ditambahkan.')).toBeVisible()

  // Move /outlet/export into it (every segment has the new group, so nobody loses access).
  await page.getByRole('searchbox', { name: 'Cari master API' }).fill('/outlet/export')
  await page.getByRole('button', { name: 'Outlet', exact: true }).click()
  await page.getByRole('button', { name: 'Aksi untuk POST /outlet/export' }).click()
  await page.getByRole('menuitem', { name: 'Ubah / pindahkan' }).click()
  const move = page.getByRole('dialog', { name: 'Ubah Rute API' })
  await move.getByLabel('Master API').selectOption({ label: `Uji E2E (${code})` })
  await move.getByLabel('Label').fill('Ekspor outlet (uji)')
  await move.getByRole('button', { name: 'Simpan' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, lanjutkan' }).click()
  await expect(page.getByText('Rute API berhasil diperbarui.')).toBeVisible()

  await page.getByRole('searchbox', { name: 'Cari master API' }).fill(code)
  await page.getByRole('button', { name: 'Uji E2E', exact: true }).click()
  const moved = page.getByRole('table', { name: 'Rute dalam master API Uji E2E' })
  await expect(moved.getByRole('row', { name: /\/outlet\/export/ })).toContainText('Ekspor outlet (uji)')

  // A group with routes cannot be deleted.
  await page.getByRole('button', { name: 'Aksi untuk Uji E2E' }).click()
  await page.getByRole('menuitem', { name: 'Hapus' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click()
  await expect(page.getByText(/tidak dapat dihapus: masih berisi 1 rute/).first()).toBeVisible()

  // Back to Outlet with the summary as label, then the empty group goes.
  await page.getByRole('button', { name: 'Aksi untuk POST /outlet/export' }).click()
  await page.getByRole('menuitem', { name: 'Ubah / pindahkan' }).click()
  const back = page.getByRole('dialog', { name: 'Ubah Rute API' })
  await back.getByLabel('Master API').selectOption({ label: 'Outlet (outlet)' })
  await back.getByLabel('Label').fill('')
  await back.getByRole('button', { name: 'Simpan' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, lanjutkan' }).click()
  await expect(moved.getByText('Belum ada rute di master API ini.')).toBeVisible()
  await page.getByRole('button', { name: 'Aksi untuk Uji E2E' }).click()
  await page.getByRole('menuitem', { name: 'Hapus' }).click()
  await expect(page.getByRole('alertdialog')).toContainText(`Hapus master API Uji E2E (${code})?`)
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click()
  await expect(page.getByText('Master API berhasil dihapus.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Uji E2E', exact: true })).toBeHidden()
})
