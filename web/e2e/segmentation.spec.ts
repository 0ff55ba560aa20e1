import { expect, type Page, test } from '@playwright/test'
import { login } from './helpers.ts'
import { api, apiToken } from './resources-helpers.ts'

/**
 * Segmentation (issue 16): superadmin changes a money segment and sees its impact preview before saving; the
 * change waits as a proposal; supervisor, another user, reads the diff and the impact and approves it; the
 * merchant's effective configuration then shows the new value with its reason. Also at 390 px.
 */

const ROUTE = '/dashboard/segmentation/biller-prepaid'

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Menu pengguna' }).click()
  await page.getByRole('menuitem', { name: /Keluar|Logout/ }).click()
  await expect(page).toHaveURL(/\/login/)
}

test('change a segment, see its impact, approve it as another user, see the merchant’s configuration change', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // A member of warung tier A, whose prepaid fees the group's segment BPR-TIERA decides.
  const token = await apiToken(request, 'supervisor')
  const groups = await api<{ items: { merchantIds: number[] }[] }>(request, token, '/merchant-group/list', {
    search: 'MG-CLT001-A',
  })
  const merchantId = groups.result.items[0]?.merchantIds[0]
  expect(merchantId).toBeDefined()
  const before = await api<{ kinds: { kind: string; reason: { version: number } | null }[] }>(
    request,
    token,
    '/segmentation/effective',
    { merchantId },
  )
  const version = (before.result.kinds.find((k) => k.kind === 'BILLER_PREPAID')?.reason?.version ?? 0) + 1

  await login(page, 'superadmin')
  await page.goto(ROUTE)
  await expect(page.getByRole('heading', { name: 'Segmentasi Biller Prabayar' })).toBeVisible()
  await page.getByRole('searchbox').fill('BPR-TIERA')
  const row = page.getByRole('row', { name: /BPR-TIERA/ })
  await expect(row).toContainText('Berlaku')
  await row.getByRole('button', { name: /^Aksi untuk/ }).click()
  await page.getByRole('menuitem', { name: 'Ubah' }).click()
  const form = page.getByRole('dialog', { name: 'Ubah Segmen biller prabayar' })
  await form.getByLabel('Limit per Transaksi').fill('3.000.000')
  await form.getByLabel('Catatan Perubahan').fill('Limit per transaksi warung tier A diturunkan')

  // Before saving: how many merchants and outlets it changes, and 30 days of fees from the rollups.
  const impact = form.getByRole('region', { name: 'Pratinjau dampak' })
  await expect(impact).toContainText(/Perubahan ini mengubah [\d.]+ merchant dan [\d.]+ outlet/)
  await expect(impact).toContainText('Biaya 30 hari terakhir')

  await form.getByRole('button', { name: 'Simpan' }).click()
  await page.getByRole('button', { name: 'Ya, lanjutkan' }).click()
  await expect(page.getByText(`Usulan v${version}`).first()).toBeVisible()
  await expect(page.getByText(/menunggu persetujuan pengguna lain/).first()).toBeVisible()
  await expect(row).toContainText('Menunggu persetujuan')

  // The maker cannot approve: the button says so.
  await row.getByRole('button', { name: /^Aksi untuk/ }).click()
  await page.getByRole('menuitem', { name: 'Lihat' }).click()
  const mine = page.getByTestId('proposal')
  await expect(mine).toContainText(
    'Disetujui oleh pengusul usulan segmen tidak diizinkan: minta pengguna lain.',
  )
  await expect(mine.getByRole('button', { name: 'Setujui' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await logout(page)

  // The second user reads the diff and the impact, and approves.
  await login(page, 'supervisor')
  await page.goto(ROUTE)
  await page.getByRole('searchbox').fill('BPR-TIERA')
  await page
    .getByRole('row', { name: /BPR-TIERA/ })
    .getByRole('button', { name: /^Aksi untuk/ })
    .click()
  await page.getByRole('menuitem', { name: 'Lihat' }).click()
  const proposal = page.getByTestId('proposal')
  await expect(proposal).toContainText(`Usulan v${version} menunggu persetujuan`)
  await expect(proposal.getByRole('row', { name: /Limit per transaksi/ })).toContainText(
    /5\.000\.000.*3\.000\.000/,
  )
  await expect(proposal.getByRole('region', { name: 'Pratinjau dampak' })).toContainText(
    /mengubah [\d.]+ merchant/,
  )
  await proposal.getByLabel('Catatan keputusan').fill('Disetujui sesuai memo risiko')
  await proposal.getByRole('button', { name: 'Setujui' }).click()
  await page.getByRole('button', { name: 'Ya, setujui' }).click()
  await expect(page.getByText(new RegExp(`Usulan v${version} disetujui`)).first()).toBeVisible()
  await expect(page.getByTestId('version-history')).toContainText('Berlaku')
  await page.keyboard.press('Escape')

  // The merchant's page: the new value, with its reason.
  await page.goto(`/dashboard/corporate/merchant?id=${merchantId}`)
  const config = page.getByTestId('effective-config')
  const prepaid = config.locator('[data-kind="BILLER_PREPAID"]')
  await expect(prepaid).toContainText(
    new RegExp(
      `Limit per transaksi\\s*Rp\\s?3\\.000\\.000\\s*dari segmen Biller Prabayar Warung Tier A v${version} \\(merchant group Warung Mitra Tier A`,
    ),
  )

  // At 390 px the drawer and its configuration fit the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(prepaid).toBeVisible()
  const overflow = await page.getByRole('dialog').evaluate((d) => d.scrollWidth - d.clientWidth)
  expect(overflow).toBeLessThanOrEqual(1)
})

test('a segment list at 390 px: the form and its impact preview fit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await login(page, 'superadmin')
  await page.goto('/dashboard/segmentation/mycroatm')
  await expect(page.getByRole('row', { name: /ATM-PRIO/ })).toBeVisible()
  await page.getByRole('button', { name: 'Tambah Segmen Mycroatm' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Segmen Mycroatm' })
  await form.getByLabel('Tingkat').selectOption('DEFAULT')
  await expect(form.getByRole('region', { name: 'Pratinjau dampak' })).toBeVisible()
  // Saving without a code or schemes: field messages, nothing saved.
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(form.getByText('Kode segmen wajib diisi.')).toBeVisible()
  const overflow = await form.evaluate((d) => d.scrollWidth - d.clientWidth)
  expect(overflow).toBeLessThanOrEqual(1)
})
